/**
 * The HTTP side: parses each request, records it, applies injected failures, checks auth, validates the body
 * (OpenAPI spec + documented limits), runs the route and answers with Discord-like headers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DiscordHttpError, dedupeIssues, discordErrors, formErrorTree, type FormIssue } from './discord-errors.ts';
import { LIMITS, checkDocumentedLimits } from './discord-limits.ts';
import { parseMultipart, type UploadedFile } from './multipart.ts';
import { matchRoute, type Method, type RouteEnv, type RouteResult } from './rest-routes.ts';


export interface RecordedRequest {
  method: string;
  /** Decoded path below /api/v10, e.g. '/webhooks/1/tok/messages/@original'. */
  path: string;
  /** Spec template of the route that handled it, if any. */
  route?: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON body, or the parsed payload_json of a multipart upload. */
  body: unknown;
  files: UploadedFile[];
  /** HTTP status answered; 0 while in flight. */
  status: number;
  response: unknown;
  at: number;
}

export interface Violation {
  method: string;
  path: string;
  route: string;
  issues: FormIssue[];
  /** The `errors` tree sent back, as Discord nests it. */
  errors: Record<string, unknown>;
  body: unknown;
}

export interface UnknownRoute {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The spec's template when Discord has this route (so the fake lacks it), else undefined (a typo?). */
  specRoute: string | undefined;
}

export interface FailureRule {
  method?: string;
  /** Exact decoded path ('/channels/123/messages'), a template with :params, or a RegExp. */
  path: string | RegExp;
  status: number;
  /** Seconds (fractional allowed) for 429s; default 0.1. */
  retryAfter?: number;
  /** How many matching requests fail; default 1. */
  times?: number;
  /** Discord error code in the body (non-429). */
  code?: number;
  message?: string;
}

export interface RestServerOptions {
  token: string;
  /** Whether a request's Host header addresses this server (see src/local/own-host.ts); others are refused with 421. */
  acceptsHost(host: string | undefined): boolean;
  env: RouteEnv;
  requests: RecordedRequest[];
  violations: Violation[];
  unknownRoutes: UnknownRoute[];
  failures: FailureRule[];
  onRecorded(request: RecordedRequest): void;
  /** Runs after a request changed something and before its answer is sent (the local table saves there). */
  beforeRespond?: ((request: RecordedRequest) => void) | undefined;
  /** Told when `beforeRespond` threw (a full or read-only disk); the change stands and is answered as done. */
  persistFailed?: ((error: unknown, request: RecordedRequest) => void) | undefined;
  /** Checks against Discord's published API spec (the tests pass one; the local table runs without). */
  spec?: SpecCheck | undefined;
}

export interface SpecCheck {
  /** Problems with a JSON body for a route template, in Discord's vocabulary. */
  validate(template: string, method: string, body: unknown): FormIssue[];
  /** The spec's template for a path the server has no route for, if Discord has one. */
  routeOf(path: string, method: string): string | undefined;
}

const API_PREFIX = /^\/api(?:\/v\d+)?(?=\/)/;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text).toString() });
  res.end(text);
}

/** Headers of an unexhausted bucket, so discord.js's REST queue never waits. */
function rateLimitHeaders(bucket: string): Record<string, string> {
  return {
    'x-ratelimit-limit': '50',
    'x-ratelimit-remaining': '49',
    'x-ratelimit-reset': ((Date.now() + 1000) / 1000).toFixed(3),
    'x-ratelimit-reset-after': '1.000',
    'x-ratelimit-bucket': bucket,
  };
}

function bucketOf(method: string, template: string): string {
  let hash = 0;
  for (const ch of `${method} ${template}`) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function pathMatches(rule: FailureRule, path: string): boolean {
  if (rule.path instanceof RegExp) return rule.path.test(path);
  if (!rule.path.includes(':')) return rule.path === path;
  const parts = rule.path.split('/');
  const segments = path.split('/');
  return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
}

/**
 * Saves a change before it is answered. A save that fails (a full or read-only disk) must not turn a change already
 * made into a 500: the client would send it again and it would happen twice (every bot message four times, with
 * discord.js's retries). The change stands in memory, is answered as done, goes out with the next save that works,
 * and the failure is reported.
 */
function persist(opts: RestServerOptions, record: RecordedRequest): void {
  try {
    opts.beforeRespond?.(record);
  } catch (error) {
    if (opts.persistFailed) opts.persistFailed(error, record);
    else console.error(`local Discord: could not save after ${record.method} ${record.path}:`, error);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A file opens only with the signed link the bot was given, as on Discord's CDN; a guessed path is a 404. */
function serveAttachment(env: RouteEnv, res: ServerResponse, url: URL): void {
  const [, , channelId = '', attachmentId = ''] = url.pathname.split('/'); // /attachments/:channel/:id/:name
  const signed = env.state.linkSigned(channelId, attachmentId, url.searchParams.get('hm') ?? '');
  const file = signed ? env.state.attachmentData.get(attachmentId) : undefined;
  if (!file) {
    send(res, 404, discordErrors.notFound().body);
    return;
  }
  res.writeHead(200, { 'content-type': file.contentType, 'content-length': String(file.data.length) });
  res.end(file.data);
}

/** The request as recorded (its body comes next), with the API path decoded. */
function recordOf(req: IncomingMessage, url: URL): RecordedRequest {
  const method = (req.method ?? 'GET').toUpperCase();
  // '@original' arrives as %40original: decode per segment so '/' inside a segment cannot appear.
  const path = url.pathname
    .replace(API_PREFIX, '')
    .split('/')
    .map((s) => decodeURIComponent(s))
    .join('/');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
  return { method, path, query: Object.fromEntries(url.searchParams), headers, body: undefined, files: [], status: 0, response: undefined, at: Date.now() };
}

/** Reads the body (JSON or multipart) into the record; false when it is not valid JSON. */
async function readRecordBody(req: IncomingMessage, record: RecordedRequest): Promise<boolean> {
  const raw = await readBody(req);
  const contentType = record.headers['content-type'] ?? '';
  try {
    if (contentType.startsWith('multipart/form-data')) {
      const parsed = await parseMultipart(contentType, raw);
      record.body = parsed.payload;
      record.files = parsed.files;
    } else if (raw.length > 0) {
      record.body = JSON.parse(raw.toString('utf8'));
    }
    return true;
  } catch {
    return false;
  }
}

type Finish = (result: RouteResult, extraHeaders?: Record<string, string>) => void;

/** Answers with the failure a test injected for this request, if any (used up as it says). */
function injectedFailure(opts: RestServerOptions, method: string, path: string, finish: Finish): boolean {
  const failure = opts.failures.find((f) => (!f.method || f.method.toUpperCase() === method) && pathMatches(f, path));
  if (!failure) return false;
  failure.times = (failure.times ?? 1) - 1;
  if (failure.times <= 0) opts.failures.splice(opts.failures.indexOf(failure), 1);
  if (failure.status === 429) {
    const retryAfter = failure.retryAfter ?? 0.1;
    finish(
      {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: retryAfter, global: false, code: failure.code ?? 0 },
      },
      {
        'retry-after': String(retryAfter),
        'x-ratelimit-limit': '5',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': ((Date.now() + retryAfter * 1000) / 1000).toFixed(3),
        'x-ratelimit-reset-after': retryAfter.toFixed(3),
        'x-ratelimit-bucket': bucketOf(method, path),
        'x-ratelimit-scope': 'user',
      },
    );
  } else {
    const message = failure.message ?? (failure.status >= 500 ? `${failure.status}: Internal Server Error` : 'Injected failure');
    finish({ status: failure.status, body: { code: failure.code ?? 0, message } });
  }
  return true;
}

type Violations = (issues: FormIssue[]) => void;

/** What Discord refuses before a route runs: a wrong token, uploads too large, a body against the spec or limits. */
function checkRequest(opts: RestServerOptions, template: string, route: { auth?: string }, record: RecordedRequest, violation: Violations): void {
  if (route.auth === 'bot' && record.headers['authorization'] !== `Bot ${opts.token}`) throw discordErrors.unauthorized();
  const uploaded = record.files.reduce((sum, f) => sum + f.data.length, 0);
  if (uploaded > LIMITS.uploadBytes) {
    violation([
      {
        path: ['files'],
        code: 'REQUEST_ENTITY_TOO_LARGE',
        message: `Uploads total ${uploaded} bytes; the limit is ${LIMITS.uploadBytes}`,
      },
    ]);
    throw discordErrors.requestTooLarge();
  }
  if (record.body !== undefined) {
    const issues = dedupeIssues([...(opts.spec?.validate(template, record.method, record.body) ?? []), ...checkDocumentedLimits(template, record.method, record.body)]);
    if (issues.length > 0) {
      violation(issues);
      throw discordErrors.invalidFormBody(issues);
    }
  }
}

/** Runs the matched route; Discord's errors are answered as Discord would, a bug in the fake as a 500. */
async function runRoute(opts: RestServerOptions, record: RecordedRequest, url: URL, finish: Finish): Promise<void> {
  const { method, path } = record;
  const match = matchRoute(method, path);
  if (!match) {
    opts.unknownRoutes.push({ method, path, query: record.query, specRoute: opts.spec?.routeOf(path, method) });
    finish({ status: 404, body: discordErrors.notFound().body });
    return;
  }
  const { route, params } = match;
  record.route = route.template;
  const rlHeaders = rateLimitHeaders(bucketOf(method, route.template));
  // Violations found by the checks or by a handler are attributed to this request.
  const violation: Violations = (issues) => opts.violations.push({ method, path, route: route.template, issues, errors: formErrorTree(issues), body: record.body });
  try {
    checkRequest(opts, route.template, route, record, violation);
    const env = { ...opts.env, violation };
    const result = await route.handle({ env, method: method as Method, path, params, query: url.searchParams, body: record.body, files: record.files, receivedAt: record.at });
    finish(result, rlHeaders);
  } catch (error) {
    if (error instanceof DiscordHttpError) {
      finish({ status: error.status, body: error.body }, rlHeaders);
      return;
    }
    // A bug in the fake itself: answer 500 and say so on stderr, without crashing the test run.
    console.error('fake-discord route error', method, path, error);
    finish({ status: 500, body: { code: 0, message: `fake-discord: ${String(error)}` } });
  }
}

async function handleRequest(opts: RestServerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!opts.acceptsHost(req.headers.host)) {
    send(res, 421, { code: 0, message: 'Misdirected request: address this server as 127.0.0.1.' });
    return;
  }
  const url = new URL(req.url ?? '/', 'http://fake.local');
  if (url.pathname.startsWith('/attachments/')) {
    serveAttachment(opts.env, res, url);
    return;
  }
  const record = recordOf(req, url);
  opts.requests.push(record);
  const finish: Finish = (result, extraHeaders = {}) => {
    record.status = result.status;
    record.response = result.body;
    // A change is made durable before the bot hears it succeeded, as Discord's would be.
    if (opts.beforeRespond && record.method !== 'GET' && result.status < 400) persist(opts, record);
    send(res, result.status, result.body, extraHeaders);
    opts.onRecorded(record);
  };
  // Body first: even refused requests are recorded with what they carried.
  if (!(await readRecordBody(req, record))) {
    finish({ status: 400, body: { code: 50109, message: 'The request body contains invalid JSON.' } });
    return;
  }
  if (injectedFailure(opts, record.method, record.path, finish)) return;
  await runRoute(opts, record, url, finish);
}

export function createRestHandler(opts: RestServerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handleRequest(opts, req, res).catch((error: unknown) => {
      console.error('fake-discord request failed', error);
      if (!res.headersSent) send(res, 500, { code: 0, message: String(error) });
    });
  };
}
