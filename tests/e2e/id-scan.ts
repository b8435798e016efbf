/**
 * No internal id in anything a player reads (issue 16 item 3). The ids come from the games themselves: every state
 * the bot stored (its snapshots) is walked for the values and record keys that are ids (ship, squadron, class,
 * weapon, commander, mission ids: `B-sq-2`, `sf-concord-lancer`, `md-1`). The texts are everything the bot sent
 * Discord that a person sees: message content, embeds, component labels and placeholders, modal titles and
 * pre-filled values, autocomplete choice names, attachment descriptions and text attachments. custom_ids and
 * autocomplete values are for the bot alone and are not read.
 */
import { expect } from 'vitest';
import type { Db } from '../../src/db/connection.ts';
import { snapshots } from '../../src/db/schema.ts';
import type { RecordedRequest } from '../harness/fake-discord.ts';

/** Keys whose strings are ids (`id`, `shipId`, `squadronIds`…). */
const ID_KEY = /^(id|[a-zA-Z]+Id|[a-zA-Z]+Ids)$/;
/** An id a reader could tell from a word: it holds a hyphen, an underscore, a colon, a # or a digit (or see `telling`). */
const ID_LIKE = /^(?=.*[-_:#\d])[A-Za-z0-9][A-Za-z0-9_:#-]{2,}$/;

/** Every id in the stored states, except those that are also a display name (a class called "Lancer"). */
export function idsOfStates(states: readonly unknown[]): Set<string> {
  const ids = new Set<string>();
  const names = new Set<string>();
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (key === 'name') names.add(value);
      else if (ID_KEY.test(key)) ids.add(value);
      return;
    }
    if (Array.isArray(value)) {
      for (const v of value) walk(v, key);
      return;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        // A record keyed by id (`owed: { vigil: 2 }`, `designatedTargets: { "B-sq-1": […] }`).
        if (ID_LIKE.test(k)) ids.add(k);
        walk(v, k);
      }
    }
  };
  for (const state of states) walk(state, '');
  // A name made into an id ("majestic" for Majestic) is told from the name by its case.
  const lowered = new Set([...names].map((n) => n.toLowerCase()));
  const telling = (id: string): boolean => ID_LIKE.test(id) || (/^[a-z]{4,}$/.test(id) && lowered.has(id));
  return new Set([...ids].filter((id) => telling(id) && !/^\d+$/.test(id) && !names.has(id)));
}

/** Every state the bot stored, from its database. */
export function storedStates(db: Db): unknown[] {
  return db.select({ state: snapshots.state }).from(snapshots).all().map((r) => r.state);
}

/** Keys whose strings a person never sees. */
const HIDDEN_KEYS = new Set(['custom_id', 'id', 'url', 'proxy_url', 'icon_url', 'nonce', 'channel_id', 'guild_id', 'message_id', 'allowed_mentions', 'message_reference', 'type', 'style', 'flags', 'payload_json']);

/** The strings of a body a person reads (choices' values are the bot's own). */
function readable(value: unknown, key: string, out: string[]): void {
  if (typeof value === 'string') {
    if (!HIDDEN_KEYS.has(key)) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) readable(v, key === 'choices' ? 'choice' : key, out);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (HIDDEN_KEYS.has(k) || (key === 'choice' && k === 'value')) continue;
      readable(v, k, out);
    }
  }
}

const TEXT_FILE = /\.(txt|md|svg|csv)$/i;

/** What a person reads in each request the bot made that shows something: where it went, and the text. */
export function readableTexts(requests: readonly RecordedRequest[]): { where: string; text: string }[] {
  const shown = requests.filter((r) => r.status > 0 && r.status < 300 && (r.method === 'POST' || r.method === 'PATCH' || r.method === 'PUT'));
  return shown.flatMap((r) => {
    const out: string[] = [];
    readable(r.body, '', out);
    for (const f of r.files) if (TEXT_FILE.test(f.name)) out.push(f.data.toString('utf8'));
    return out.map((text) => ({ where: `${r.method} ${r.path}`, text }));
  });
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts that hold one of the ids, as a whole word (not part of a longer name or number). */
export function idLeaks(texts: readonly { where: string; text: string }[], ids: ReadonlySet<string>): { id: string; where: string; text: string }[] {
  const patterns = [...ids].map((id) => ({ id, re: new RegExp(`(?<![A-Za-z0-9_-])${escape(id)}(?![A-Za-z0-9_-])`) }));
  return texts.flatMap(({ where, text }) => patterns.filter((p) => p.re.test(text)).map((p) => ({ id: p.id, where, text: text.slice(0, 300) })));
}

/** The check each end-to-end game makes at its end: no id of its states in anything the bot showed a person. */
export function expectNoInternalIds(requests: readonly RecordedRequest[], db: Db): void {
  const ids = idsOfStates(storedStates(db));
  // The scan must have something to look for: a game that stored no state would pass it vacuously.
  expect(ids.size).toBeGreaterThan(0);
  const texts = readableTexts(requests);
  expect(texts.length).toBeGreaterThan(0);
  expect(idLeaks(texts, ids)).toEqual([]);
}
