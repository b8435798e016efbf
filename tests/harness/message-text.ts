/**
 * The text a person reads in a message, whether it is plain content or a Components V2 card (text displays nested
 * in containers and sections): content first, then each text display in order, one per line. Works on a message
 * Discord stored (APIMessage) and on an outbox payload alike.
 */
export function messageText(message: { content?: string | undefined; components?: readonly unknown[] | undefined }): string {
  const texts: string[] = [];
  const walk = (list: readonly unknown[]): void => {
    for (const c of list) {
      if (typeof c !== 'object' || c === null) continue;
      const { type, content, components } = c as { type?: unknown; content?: unknown; components?: unknown };
      if (type === 10 && typeof content === 'string') texts.push(content);
      if (Array.isArray(components)) walk(components);
    }
  };
  walk(message.components ?? []);
  return [...(message.content ? [message.content] : []), ...texts].join('\n');
}

/** The text a person reads in a request body the bot sent (a message, plain or a card); '' for anything else. */
export function bodyText(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { content, components } = body as { content?: unknown; components?: unknown };
  return messageText({ ...(typeof content === 'string' ? { content } : {}), ...(Array.isArray(components) ? { components: components as unknown[] } : {}) });
}
