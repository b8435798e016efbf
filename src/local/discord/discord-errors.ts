/** Error bodies shaped like Discord's, so discord.js turns them into the same DiscordAPIError it would see live. */

export interface DiscordErrorBody {
  code: number;
  message: string;
  errors?: Record<string, unknown>;
}

/** One problem with a request body; `path` is the field path, e.g. ['data', 'components', 0, 'custom_id']. */
export interface FormIssue {
  path: (string | number)[];
  code: string;
  message: string;
}

/** Thrown by route handlers; the REST server turns it into the HTTP answer. */
export class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: DiscordErrorBody,
  ) {
    super(`${status} ${body.code}: ${body.message}`);
  }
}

const fail = (status: number, code: number, message: string): DiscordHttpError =>
  new DiscordHttpError(status, { code, message });

export const discordErrors = {
  unauthorized: () => fail(401, 0, '401: Unauthorized'),
  notFound: () => fail(404, 0, '404: Not Found'),
  unknownChannel: () => fail(404, 10003, 'Unknown Channel'),
  unknownGuild: () => fail(404, 10004, 'Unknown Guild'),
  unknownMember: () => fail(404, 10007, 'Unknown Member'),
  unknownMessage: () => fail(404, 10008, 'Unknown Message'),
  unknownUser: () => fail(404, 10013, 'Unknown User'),
  unknownWebhook: () => fail(404, 10015, 'Unknown Webhook'),
  unknownInteraction: () => fail(404, 10062, 'Unknown interaction'),
  alreadyAcknowledged: () => fail(400, 40060, 'Interaction has already been acknowledged.'),
  cannotMessageUser: () => fail(403, 50007, 'Cannot send messages to this user'),
  missingAccess: () => fail(403, 50001, 'Missing Access'),
  cannotEditOthersMessage: () => fail(403, 50005, 'Cannot edit a message authored by another user'),
  requestTooLarge: () => fail(413, 40005, 'Request entity too large'),
  invalidFormBody: (issues: FormIssue[]) =>
    new DiscordHttpError(400, { code: 50035, message: 'Invalid Form Body', errors: formErrorTree(issues) }),
};

/**
 * Nests issues the way Discord does:
 * `{ data: { components: { 0: { custom_id: { _errors: [{ code, message }] } } } } }`.
 */
export function formErrorTree(issues: FormIssue[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const key of issue.path) {
      const k = String(key);
      const child = node[k];
      if (typeof child === 'object' && child !== null) {
        node = child as Record<string, unknown>;
      } else {
        const created: Record<string, unknown> = {};
        node[k] = created;
        node = created;
      }
    }
    const list = Array.isArray(node['_errors']) ? (node['_errors'] as unknown[]) : [];
    list.push({ code: issue.code, message: issue.message });
    node['_errors'] = list;
  }
  return root;
}

/** "data.components.0.custom_id" – handy in assertion messages. */
export const issuePath = (issue: FormIssue): string => issue.path.join('.');

/** The same problem found twice (by the spec and by the documented limits) is reported once. */
export function dedupeIssues(issues: FormIssue[]): FormIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path.join('.')}|${issue.code}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
