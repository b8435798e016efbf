/**
 * Limits that Discord documents but its OpenAPI preview does not encode (or encodes more loosely),
 * see tests/fixtures/discord/README.md. Checked on top of the spec validation.
 */
import type { FormIssue } from './discord-errors.ts';

type JsonObject = Record<string, unknown>;
type Path = (string | number)[];
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export const LIMITS = {
  content: 2000,
  embedTotalChars: 6000,
  embedFields: 25,
  actionRows: 5,
  componentsV2Total: 40,
  componentsV2Text: 4000,
  buttonsPerRow: 5,
  selectOptions: 25,
  autocompleteChoices: 25,
  customId: 100,
  uploadBytes: 10 * 1024 * 1024,
} as const;

const IS_COMPONENTS_V2 = 1 << 15;
const ACTION_ROW = 1;
const STRING_SELECT = 3;
const TEXT_DISPLAY = 10;

const tooLong = (path: Path, max: number): FormIssue => ({
  path,
  code: 'BASE_TYPE_MAX_LENGTH',
  message: `Must be ${max} or fewer in length.`,
});

/**
 * Which parts of a body are messages or modals, by route. Templates are the spec's
 * ('/channels/{channel_id}/messages').
 */
export function checkDocumentedLimits(template: string, method: string, body: unknown): FormIssue[] {
  if (!isObject(body)) return [];
  const m = method.toUpperCase();
  const issues: FormIssue[] = [];
  if (template === '/interactions/{interaction_id}/{interaction_token}/callback' && m === 'POST') {
    const data = body['data'];
    switch (body['type']) {
      case 4: // CHANNEL_MESSAGE_WITH_SOURCE
      case 7: // UPDATE_MESSAGE
        checkMessage(data, ['data'], issues);
        break;
      case 8: // APPLICATION_COMMAND_AUTOCOMPLETE_RESULT
        if (isObject(data) && Array.isArray(data['choices']) && data['choices'].length > LIMITS.autocompleteChoices) {
          issues.push(tooLong(['data', 'choices'], LIMITS.autocompleteChoices));
        }
        break;
      case 9: // MODAL
        checkModal(data, ['data'], issues);
        break;
      default:
        break;
    }
    return issues;
  }
  const messageRoutes = new Set([
    'POST /channels/{channel_id}/messages',
    'PATCH /channels/{channel_id}/messages/{message_id}',
    'POST /webhooks/{webhook_id}/{webhook_token}',
    'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original',
    'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}',
  ]);
  if (messageRoutes.has(`${m} ${template}`)) checkMessage(body, [], issues);
  if (`${m} ${template}` === 'POST /channels/{channel_id}/threads') checkMessage(body['message'], ['message'], issues);
  return issues;
}

function checkMessage(message: unknown, at: Path, issues: FormIssue[]): void {
  if (!isObject(message)) return;
  const content = message['content'];
  if (typeof content === 'string' && content.length > LIMITS.content) {
    issues.push(tooLong([...at, 'content'], LIMITS.content));
  }
  checkEmbeds(message['embeds'], [...at, 'embeds'], issues);
  const components = message['components'];
  if (!Array.isArray(components)) return;
  const flags = typeof message['flags'] === 'number' ? message['flags'] : 0;
  if (flags & IS_COMPONENTS_V2) checkComponentsV2(message, components, at, issues);
  else if (components.length > LIMITS.actionRows) issues.push(tooLong([...at, 'components'], LIMITS.actionRows));
  walkComponents(components, [...at, 'components'], issues);
}

/**
 * A Components V2 message (flag 1 << 15): at most 40 components counting nested ones, at most 4,000 characters of
 * text displays in all, and no content or embeds (the components are the message).
 */
function checkComponentsV2(message: JsonObject, components: unknown[], at: Path, issues: FormIssue[]): void {
  if (countComponents(components) > LIMITS.componentsV2Total) {
    issues.push({
      path: [...at, 'components'],
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${LIMITS.componentsV2Total} or fewer in total (nested components included).`,
    });
  }
  if (textLength(components) > LIMITS.componentsV2Text) {
    issues.push({
      path: [...at, 'components'],
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Text displays must hold ${LIMITS.componentsV2Text} or fewer characters in total.`,
    });
  }
  for (const field of ['content', 'embeds'] as const) {
    const value = message[field];
    if ((typeof value === 'string' && value.length > 0) || (Array.isArray(value) && value.length > 0)) {
      issues.push({ path: [...at, field], code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', message: `The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2.` });
    }
  }
}

/** Characters in every text display, nested ones included. */
function textLength(list: unknown[]): number {
  let n = 0;
  for (const c of list) {
    if (!isObject(c)) continue;
    if (c['type'] === TEXT_DISPLAY && typeof c['content'] === 'string') n += c['content'].length;
    if (Array.isArray(c['components'])) n += textLength(c['components']);
  }
  return n;
}

function checkEmbeds(embeds: unknown, at: Path, issues: FormIssue[]): void {
  if (!Array.isArray(embeds)) return;
  let total = 0;
  const len = (v: unknown): number => (typeof v === 'string' ? v.length : 0);
  embeds.forEach((embed, i) => {
    if (!isObject(embed)) return;
    total += len(embed['title']) + len(embed['description']);
    if (isObject(embed['footer'])) total += len(embed['footer']['text']);
    if (isObject(embed['author'])) total += len(embed['author']['name']);
    const fields = embed['fields'];
    if (Array.isArray(fields)) {
      if (fields.length > LIMITS.embedFields) issues.push(tooLong([...at, i, 'fields'], LIMITS.embedFields));
      for (const field of fields) if (isObject(field)) total += len(field['name']) + len(field['value']);
    }
  });
  if (total > LIMITS.embedTotalChars) {
    issues.push({
      path: at,
      code: 'MAX_EMBED_SIZE_EXCEEDED',
      message: `Embed size exceeds maximum size of ${LIMITS.embedTotalChars}`,
    });
  }
}

function checkModal(modal: unknown, at: Path, issues: FormIssue[]): void {
  if (!isObject(modal)) return;
  const customId = modal['custom_id'];
  if (typeof customId === 'string' && customId.length > LIMITS.customId) {
    issues.push(tooLong([...at, 'custom_id'], LIMITS.customId));
  }
  const components = modal['components'];
  if (!Array.isArray(components)) return;
  if (components.length > LIMITS.actionRows) issues.push(tooLong([...at, 'components'], LIMITS.actionRows));
  walkComponents(components, [...at, 'components'], issues);
}

/** Counts every component, nested ones (row children, section accessories, label children) included. */
function countComponents(list: unknown[]): number {
  let n = 0;
  for (const c of list) {
    if (!isObject(c)) continue;
    n += 1;
    if (Array.isArray(c['components'])) n += countComponents(c['components']);
    if (isObject(c['accessory'])) n += 1;
    if (isObject(c['component'])) n += 1;
  }
  return n;
}

/** Per-component limits, at any depth (Components V2 nests rows in containers, buttons in sections). */
function walkComponents(list: unknown[], at: Path, issues: FormIssue[]): void {
  list.forEach((c, i) => checkComponent(c, [...at, i], issues));
}

function checkComponent(c: unknown, here: Path, issues: FormIssue[]): void {
  if (!isObject(c)) return;
  const customId = c['custom_id'];
  if (typeof customId === 'string' && customId.length > LIMITS.customId) {
    issues.push(tooLong([...here, 'custom_id'], LIMITS.customId));
  }
  if (c['type'] === ACTION_ROW && Array.isArray(c['components']) && c['components'].length > LIMITS.buttonsPerRow) {
    issues.push(tooLong([...here, 'components'], LIMITS.buttonsPerRow));
  }
  if (c['type'] === STRING_SELECT && Array.isArray(c['options'])) checkSelect(c, c['options'], here, issues);
  if (Array.isArray(c['components'])) walkComponents(c['components'], [...here, 'components'], issues);
  checkComponent(c['accessory'], [...here, 'accessory'], issues); // section accessory (V2)
  checkComponent(c['component'], [...here, 'component'], issues); // label child (modals)
}

/**
 * A string select's options as Discord checks them beyond the spec: at most 25, each value once, no more picked by
 * default than the menu takes, and no more values asked for than it offers.
 */
function checkSelect(c: JsonObject, options: unknown[], here: Path, issues: FormIssue[]): void {
  if (options.length > LIMITS.selectOptions) issues.push(tooLong([...here, 'options'], LIMITS.selectOptions));
  const values = options.filter(isObject).map((o) => o['value']);
  if (new Set(values).size !== values.length) {
    issues.push({ path: [...here, 'options'], code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', message: 'Select component option values must be unique.' });
  }
  const max = typeof c['max_values'] === 'number' ? c['max_values'] : 1;
  const min = typeof c['min_values'] === 'number' ? c['min_values'] : 1;
  const defaults = options.filter((o) => isObject(o) && o['default'] === true).length;
  if (defaults > max) issues.push({ path: [...here, 'options'], code: 'SELECT_COMPONENT_TOO_MANY_DEFAULT_VALUES', message: `At most ${max} options may be default.` });
  if (min > options.length || max > options.length) {
    issues.push({ path: [...here, 'max_values'], code: 'BASE_TYPE_MAX', message: `Must be ${options.length} or less (the options offered).` });
  }
}
