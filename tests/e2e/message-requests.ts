// What a message-creating request asked Discord to ping: shared by the hostile-names games (bot and page).
import type { RecordedRequest } from '../harness/fake-discord.ts';

/** Requests that make or change a message someone reads. */
export function createsMessage(r: RecordedRequest): boolean {
  if (r.status >= 300 || !(r.method === 'POST' || r.method === 'PATCH')) return false;
  if (/^\/channels\/\d+\/messages(\/\d+)?$/.test(r.path) || /^\/webhooks\/\d+\/[^/]+(\/messages\/.+)?$/.test(r.path)) return true;
  if (/^\/interactions\/\d+\/[^/]+\/callback$/.test(r.path)) return [4, 7].includes(Number((payloadOf(r) as { type?: number }).type));
  return false;
}

export interface MessageBody {
  content?: string;
  allowed_mentions?: { parse?: string[]; users?: string[]; roles?: string[] };
  data?: MessageBody;
  type?: number;
}

/** The message fields of a request body (an interaction callback nests them in `data`; multipart in payload_json). */
export function payloadOf(r: RecordedRequest): MessageBody {
  const body = (r.body ?? {}) as MessageBody & { payload_json?: string };
  const flat = typeof body.payload_json === 'string' ? (JSON.parse(body.payload_json) as MessageBody) : body;
  return flat.data ? { ...flat.data, type: flat.type } : flat;
}
