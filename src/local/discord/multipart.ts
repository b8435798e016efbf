/**
 * multipart/form-data bodies, as discord.js sends them for uploads: a `payload_json` part plus `files[n]` parts.
 * Node 20's global Request (undici) already parses multipart, so no hand-written parser is needed.
 */

export interface UploadedFile {
  /** Form field name, e.g. "files[0]"; the attachment id in payload_json is the n. */
  field: string;
  name: string;
  contentType: string;
  data: Buffer;
}

export interface ParsedMultipart {
  /** Parsed `payload_json`, or undefined when the part is missing. */
  payload: unknown;
  files: UploadedFile[];
  /** Other text parts (discord.js sends none today, kept for inspection). */
  fields: Record<string, string>;
}

export async function parseMultipart(contentType: string, body: Buffer): Promise<ParsedMultipart> {
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  }).formData();
  const result: ParsedMultipart = { payload: undefined, files: [], fields: {} };
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'payload_json') result.payload = JSON.parse(value);
      else result.fields[field] = value;
    } else {
      result.files.push({
        field,
        name: value.name,
        contentType: value.type || 'application/octet-stream',
        data: Buffer.from(await value.arrayBuffer()),
      });
    }
  }
  return result;
}

/** The n of "files[n]", which payload_json's attachments refer to as `id`. */
export function fileIndex(file: UploadedFile): number | undefined {
  const match = /^files\[(\d+)\]$/.exec(file.field);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
