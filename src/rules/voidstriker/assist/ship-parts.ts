/**
 * A ship's round-plot block cut into parts (core/order-parts.ts; book §2.31–§2.351), read the way
 * the plot reader reads it (notation/parse.ts): items split by `·` `•` `;` `,` and new lines, an item starting with a
 * section word opens that section, any other item goes on with the section before it.
 *
 * Parts:
 * - `thrust`, `move`, `sensors` (tracking), `ecm`: one part each, said whole.
 * - Fire, launch, point-blank hold and asteroid defence: one part per mount, keyed by the mount, so a mount has
 *   one job and the newest one given for it wins (§2.35 a mount fires once a round; §2.351 a held mount fires at
 *   point blank instead; §3.22 a turret on asteroid defence does nothing else). `hold` and `asteroid-defence`
 *   without mounts ("hold the rest") are a part of their own.
 * - `shutdown`, `land`/`takeoff`: how the drives are used. Judgement call: they go with the manoeuvre, so a block
 *   that gives thrust or move without them ends a shutdown or a landing given earlier (either would refuse any
 *   thrust).
 * - "<section> none" (`fire none`, `sensors none`, `hold none`, …) withdraws every part of that section, and
 *   `fire all > Target` withdraws the draft's fire orders: it gives the ship's whole direct fire again.
 * Items before any section word, and orders naming no mount of the ship, stay as typed for the reader to report.
 * The same mount given twice in one message keeps both, so the reader says so.
 */
import { matchName } from '../../core/names.ts';
import { inSectionOrder, type OrderPart, type PartsEdit } from '../../core/order-parts.ts';
import { sectionOf, type Section } from '../notation/sections.ts';
import type { PlotShip } from '../notation/types.ts';

/** The section words the normal form prints (notation/make.ts), in its order. */
const WORDS: Readonly<Record<Section, string>> = {
  thrust: 'thrust',
  track: 'sensors',
  ecm: 'ecm',
  move: 'move',
  fire: 'fire',
  launch: 'launch',
  hold: 'hold',
  shutdown: 'shutdown',
  land: 'land',
  takeOff: 'takeoff',
  asteroidDefence: 'asteroid-defence',
};

/** Sections in the normal form's order; 'loose' (items in no section) first, so the reader still finds them alone. */
const ORDER: readonly string[] = ['loose', 'thrust', 'track', 'ecm', 'move', 'fire', 'launch', 'hold', 'drives', 'surface', 'asteroidDefence'];

/** Sections whose parts "<section> none" withdraws. */
const LISTS: ReadonlySet<Section> = new Set(['track', 'ecm', 'fire', 'launch', 'hold', 'asteroidDefence']);

const NONE = /^(none|-)$/i;
const ALL = /^(|point-?\s*blank|pb|all)$/i;
const FIRE_ALL = /^(all|everything)\s*>/i;

/** One item as the reader takes it: its section (null before any section word) and its words after the section word. */
interface Item {
  readonly section: Section | null;
  readonly content: string;
}

function itemsOf(body: string): Item[] {
  const out: Item[] = [];
  let section: Section | null = null;
  for (const raw of body.split(/[·•;,\n]/)) {
    const item = raw.trim();
    if (item === '') continue;
    const opened = sectionOf(item);
    if (opened) section = opened.section;
    out.push({ section, content: (opened ? opened.rest : item).trim() });
  }
  return out;
}

/** The mount an order or a hold names, as the reader resolves it; null when it names none (or several). */
function mountOf(ship: PlotShip, section: Section, content: string): string | null {
  const name = section === 'fire' || section === 'launch' ? content.slice(0, Math.max(0, content.indexOf('>'))) : content;
  const m = matchName(name, ship.mounts);
  return m.kind === 'found' ? m.item.id : null;
}

/** The part an item belongs to: per mount for mount jobs, per section otherwise. */
function keyOf(ship: PlotShip, section: Section, content: string, index: number): { key: string; group: string } {
  switch (section) {
    case 'fire':
    case 'launch':
    case 'hold':
    case 'asteroidDefence': {
      if ((section === 'hold' || section === 'asteroidDefence') && ALL.test(content)) return { key: `${section}:rest`, group: section };
      const mount = mountOf(ship, section, content);
      return { key: mount ? `mount:${mount}` : `${section}:${index}`, group: section };
    }
    case 'shutdown':
      return { key: 'drives', group: 'drives' };
    case 'land':
    case 'takeOff':
      return { key: 'surface', group: 'surface' };
    case 'thrust':
    case 'track':
    case 'ecm':
    case 'move':
      return { key: section, group: section };
  }
}

/** What a block (the text after "Name:") says, as parts and withdrawn sections. */
export function shipParts(body: string, ship: PlotShip): PartsEdit {
  const parts: { key: string; section: string; words: string; contents: string[] }[] = [];
  const cleared = new Set<string>();
  itemsOf(body).forEach(({ section, content }, i) => {
    if (section === null) {
      parts.push({ key: `loose:${i}`, section: 'loose', words: '', contents: [content] });
      return;
    }
    if (LISTS.has(section) && NONE.test(content)) {
      cleared.add(section);
      return;
    }
    // "fire" alone opens the section for the items after it and orders nothing by itself.
    if ((section === 'fire' || section === 'launch') && content === '') return;
    // "fire all > Raider" restates the ship's whole direct fire: the draft's fire orders give way to it.
    if (section === 'fire' && FIRE_ALL.test(content)) cleared.add('fire');
    const { key, group } = keyOf(ship, section, content, i);
    const same = parts.find((p) => p.key === key);
    // A section said once gathers its items; a second order for one mount stays apart for the reader to report.
    if (same && !key.startsWith('mount:')) same.contents.push(content);
    else parts.push({ key: same ? `${key}#${i}` : key, section: group, words: WORDS[section], contents: [content] });
  });
  const said = new Set(parts.map((p) => p.section));
  if ((said.has('thrust') || said.has('move')) && !said.has('drives')) cleared.add('drives');
  if ((said.has('thrust') || said.has('move')) && !said.has('surface')) cleared.add('surface');
  return {
    parts: parts.map((p) => ({ key: p.key, section: p.section, text: [p.words, p.contents.join(', ')].filter((w) => w !== '').join(' ') })),
    cleared,
  };
}

/** The block's text from its parts, in the normal form's section order. */
export function partsText(parts: readonly OrderPart[]): string {
  return inSectionOrder(parts, ORDER)
    .map((p) => p.text)
    .join(' · ');
}
