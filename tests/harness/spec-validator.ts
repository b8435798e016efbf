/**
 * Checks request bodies against Discord's published OpenAPI spec (a fixture in tests/fixtures/discord, read at test time).
 *
 * The spec is parsed once per process and each route's schema is compiled on first use, so starting a fake
 * costs nothing until the bot actually sends something.
 *
 * Why the schema is rewritten before Ajv sees it: the spec models polymorphic payloads (components, callback
 * types, nullable fields) as anyOf/oneOf. Ajv with allErrors then reports every failure of every branch
 * ("type must be 3", "required 'options'", ...) and the real problem drowns. Each union is replaced by the
 * custom keyword `x-union`, which picks the branch(es) whose `type` matches the data (or, lacking a
 * discriminator, the branch with the fewest errors) and reports only that branch's errors.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FormIssue } from '../../src/local/discord/discord-errors.ts';
import { dedupeIssues } from '../../src/local/discord/discord-errors.ts';

// ajv and ajv-formats are CommonJS with `exports.default`; under NodeNext the default import is the module object.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;
type Ajv = InstanceType<typeof Ajv2020>;

/** Harness lives in <root>/tests/harness; the spec in <root>/tests/fixtures/discord (its README says where it is from). */
export const SPEC_PATH = fileURLToPath(new URL('../fixtures/discord/openapi.json', import.meta.url));

/** Base URI under which the whole spec document is registered with Ajv. */
const SPEC_ID = 'https://discord.local/openapi.json';

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

interface UnionKeyword {
  /** Absolute Ajv refs of each branch (kept under the sibling `x-branches` key). */
  refs: string[];
  /** Values of `type` each branch accepts, or null when the branch has no discriminator. */
  tags: (unknown[] | null)[];
  /** Whether each branch is just `{ type: 'null' }`. */
  nullBranch: boolean[];
}

interface LoadedSpec {
  ajv: Ajv;
  doc: JsonObject;
  /** template -> lower-case methods that the spec declares. */
  paths: Map<string, Set<string>>;
  validators: Map<string, ValidateFunction | null>;
}

let loaded: LoadedSpec | undefined;

/** JSON-pointer segment escaping (RFC 6901) plus URI escaping, as Ajv expects in a $ref fragment. */
const pointerSegment = (s: string): string => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'));
/** Absolute Ajv ref to a location in the spec document, e.g. ['paths', '/gateway', 'get']. */
const specRef = (segments: string[]): string => `${SPEC_ID}#${segments.map((s) => `/${pointerSegment(s)}`).join('')}`;

function loadSpec(): LoadedSpec {
  if (loaded) return loaded;
  const raw: unknown = JSON.parse(readFileSync(SPEC_PATH, 'utf8'));
  if (!isObject(raw) || !isObject(raw['paths']) || !isObject(raw['components'])) {
    throw new Error(`${SPEC_PATH} is not an OpenAPI document`);
  }
  const doc = raw;
  rewriteUnions(doc, doc, []);
  doc['$id'] = SPEC_ID;

  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  // Discord's own formats: numbers/strings already constrained by type, so accept them as is.
  for (const format of ['int32', 'int64', 'snowflake', 'nonce']) ajv.addFormat(format, true);
  ajv.addKeyword({
    keyword: 'x-union',
    schemaType: 'object',
    errors: true,
    compile: (schema: UnionKeyword) => makeUnionValidator(ajv, schema),
  });
  ajv.addSchema(doc);

  const paths = new Map<string, Set<string>>();
  for (const [template, item] of Object.entries(doc['paths'] as JsonObject)) {
    if (isObject(item)) paths.set(template, new Set(Object.keys(item)));
  }
  loaded = { ajv, doc, paths, validators: new Map() };
  return loaded;
}

/** Follows `#/components/...` refs inside the document (to read discriminators). */
function deref(doc: JsonObject, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 10 && isObject(current) && typeof current['$ref'] === 'string'; hops++) {
    const ref = current['$ref'];
    if (!ref.startsWith('#/')) return current;
    let target: unknown = doc;
    for (const part of ref.slice(2).split('/')) {
      target = isObject(target) ? target[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    }
    current = target;
  }
  return current;
}

function discriminatorOf(doc: JsonObject, branch: unknown): unknown[] | null {
  const schema = deref(doc, branch);
  if (!isObject(schema) || !isObject(schema['properties'])) return null;
  const type = deref(doc, schema['properties']['type']);
  if (!isObject(type)) return null;
  if ('const' in type) return [type['const']];
  if (Array.isArray(type['enum'])) return type['enum'];
  return null;
}

/** Walks the whole document, replacing anyOf/oneOf as explained at the top of the file. */
function rewriteUnions(doc: JsonObject, node: unknown, pointer: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => rewriteUnions(doc, child, [...pointer, String(i)]));
    return;
  }
  if (!isObject(node)) return;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = node[key];
    if (!Array.isArray(branches) || 'x-union' in node) continue;
    delete node[key];
    if (branches.every((b) => isObject(b) && 'const' in b)) {
      // An enum spelled as oneOf of titled consts: a plain enum gives one readable error.
      node['enum'] = branches.map((b) => (b as JsonObject)['const']);
      continue;
    }
    node['x-branches'] = branches;
    const union: UnionKeyword = {
      refs: branches.map((_, i) => specRef([...pointer, 'x-branches', String(i)])),
      tags: branches.map((b) => discriminatorOf(doc, b)),
      nullBranch: branches.map((b) => isObject(b) && b['type'] === 'null' && Object.keys(b).length === 1),
    };
    node['x-union'] = union;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'x-union') continue;
    rewriteUnions(doc, child, [...pointer, key]);
  }
}

type DataCxt = Parameters<ValidateFunction>[1];
interface UnionValidator {
  (data: unknown, cxt?: DataCxt): boolean;
  errors?: Partial<ErrorObject>[];
}

function makeUnionValidator(ajv: Ajv, union: UnionKeyword): UnionValidator {
  const compiled = new Map<number, ValidateFunction>();
  const branch = (i: number): ValidateFunction => {
    let fn = compiled.get(i);
    if (!fn) {
      const ref = union.refs[i];
      fn = ref === undefined ? undefined : ajv.getSchema(ref);
      if (!fn) throw new Error(`spec-validator: cannot resolve ${ref ?? `branch ${i}`}`);
      compiled.set(i, fn);
    }
    return fn;
  };

  const validate: UnionValidator = (data, cxt) => {
    validate.errors = undefined;
    if (data === null && union.nullBranch.some(Boolean)) return true;
    const indexes = union.refs.map((_, i) => i).filter((i) => !union.nullBranch[i]);
    const tag = isObject(data) ? data['type'] : undefined;
    let candidates = indexes;
    if (tag !== undefined) {
      candidates = indexes.filter((i) => {
        const tags = union.tags[i];
        return tags === null || tags === undefined || tags.includes(tag);
      });
      if (candidates.length === 0) {
        const allowed = indexes.flatMap((i) => union.tags[i] ?? []);
        validate.errors = [
          {
            instancePath: `${cxt?.instancePath ?? ''}/type`,
            keyword: 'enum',
            params: { allowedValues: allowed },
            message: `Value must be one of ${JSON.stringify(allowed)}.`,
          },
        ];
        return false;
      }
    }
    let best: Partial<ErrorObject>[] | undefined;
    for (const i of candidates) {
      const fn = branch(i);
      if (fn(data, cxt)) return true;
      const errors = [...(fn.errors ?? [])]; // copy: the same validator may run again, re-entrantly
      if (!best || errors.length < best.length) best = errors;
    }
    validate.errors = best ?? [{ instancePath: cxt?.instancePath ?? '', keyword: 'x-union', params: {}, message: 'no branch matched' }];
    return false;
  };
  return validate;
}

/**
 * Finds the spec template for a concrete path. Literal segments beat placeholders, so
 * '/users/@me/channels' maps to its own template rather than '/users/{user_id}/...'.
 */
export function matchSpecTemplate(path: string, method: string): string | undefined {
  const segments = path.split('/');
  let best: { template: string; literals: number } | undefined;
  for (const [template, methods] of loadSpec().paths) {
    if (!methods.has(method.toLowerCase())) continue;
    const parts = template.split('/');
    if (parts.length !== segments.length) continue;
    let literals = 0;
    const ok = parts.every((part, i) => {
      if (part.startsWith('{') && part.endsWith('}')) return true;
      literals += 1;
      return part === segments[i];
    });
    if (ok && (!best || literals > best.literals)) best = { template, literals };
  }
  return best?.template;
}

function bodyValidator(template: string, method: string): ValidateFunction | null {
  const spec = loadSpec();
  const key = `${method.toLowerCase()} ${template}`;
  const cached = spec.validators.get(key);
  if (cached !== undefined) return cached;
  let fn: ValidateFunction | null = null;
  const operation = (spec.doc['paths'] as JsonObject)[template];
  const op = isObject(operation) ? operation[method.toLowerCase()] : undefined;
  const content = isObject(op) && isObject(op['requestBody']) ? op['requestBody']['content'] : undefined;
  if (isObject(content)) {
    const mediaType = ['application/json', 'multipart/form-data'].find((m) => isObject(content[m]));
    if (mediaType) {
      const pointer = ['paths', template, method.toLowerCase(), 'requestBody', 'content', mediaType, 'schema'];
      fn = spec.ajv.getSchema(specRef(pointer)) ?? null;
    }
  }
  spec.validators.set(key, fn);
  return fn;
}

/** Validates a JSON body for a spec route; returns [] when valid or when the spec defines no body. */
export function validateAgainstSpec(template: string, method: string, body: unknown): FormIssue[] {
  const fn = bodyValidator(template, method);
  if (!fn || fn(body)) return [];
  return dedupeIssues((fn.errors ?? []).map(toIssue));
}

/** Converts an Ajv error into Discord's vocabulary (codes as seen in real 50035 answers). */
function toIssue(error: Partial<ErrorObject>): FormIssue {
  const path: (string | number)[] = (error.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const params: Record<string, unknown> = error.params ?? {};
  const limit = params['limit'];
  switch (error.keyword ?? '') {
    case 'required':
      return { path: [...path, String(params['missingProperty'])], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
    case 'maxLength':
    case 'maxItems':
      return { path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${String(limit)} or fewer in length.` };
    case 'minLength':
    case 'minItems':
      return { path, code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${String(limit)} or more in length.` };
    case 'maximum':
      return { path, code: 'NUMBER_TYPE_MAX', message: `Value should be less than or equal to ${String(limit)}.` };
    case 'minimum':
      return { path, code: 'NUMBER_TYPE_MIN', message: `Value should be greater than or equal to ${String(limit)}.` };
    case 'enum':
    case 'const': {
      const allowed = params['allowedValues'] ?? params['allowedValue'];
      return { path, code: 'BASE_TYPE_CHOICES', message: `Value must be one of ${JSON.stringify(allowed)}.` };
    }
    case 'type':
      return { path, code: 'BASE_TYPE_BAD_TYPE', message: `Must be of type ${JSON.stringify(params['type'])}.` };
    case 'additionalProperties':
      return { path: [...path, String(params['additionalProperty'])], code: 'UNKNOWN_FIELD', message: 'Unknown field.' };
    case 'pattern':
      return { path, code: 'STRING_TYPE_REGEX', message: 'String value did not match validation regex.' };
    case 'format':
      return { path, code: 'BASE_TYPE_INVALID_FORMAT', message: `Not a valid ${String(params['format'])}.` };
    default:
      return { path, code: 'BASE_TYPE_INVALID', message: error.message ?? 'Invalid value.' };
  }
}
