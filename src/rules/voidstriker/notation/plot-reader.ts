/**
 * The reader's working state while it reads a seat's round plot (parse.ts): the problems found so far, a draft
 * per ship, the block and section being read, and the rules for a ship's second block. The token readers
 * (read-items.ts) fill the drafts; finish-plot.ts turns each into a ship's plot.
 */
import { aboutAll, twiceError, type ProblemPlace } from '../../core/problem.ts';
import { listNames, matchName, type Named } from '../../core/names.ts';
import { type RuleError } from '../../core/result.ts';
import type { PhaseManoeuvre } from '../movement/plot.ts';
import type { ThrustAllocation } from '../movement/thrust.ts';
import type { SensorAssignment } from '../sensors/allocation.ts';
import type { Section } from './sections.ts';
import type { FireOrder, PlotContext, PlotShip } from './types.ts';
import { voidstrikerError } from '../errors.ts';

export interface Draft {
  readonly ship: PlotShip;
  readonly at: string;
  /** The line that opened the block, as typed, to quote if the ship gets a second block. */
  readonly header: string;
  readonly line: number;
  /** Where each section was first typed, to quote in the problems the ship's checks find. */
  readonly said: Map<Section, { quote: string; line: number }>;
  /** Sections whose words did not read: the checks that lean on them would only repeat the problem. */
  readonly unread: Set<Section>;
  thrust: ThrustAllocation | null;
  phases: PhaseManoeuvre[] | null;
  sensors: SensorAssignment[];
  fire: FireOrder[];
  launch: FireOrder[];
  hold: string[];
  holdAll: boolean;
  shutdown: boolean;
  surface: 'land' | 'takeOff' | null;
  defence: string[];
  defenceAll: boolean;
  /** `fire all > Target`: every direct-fire mount given no other job fires at it, when it bears (finish-plot.ts). */
  fireAll: Omit<FireOrder, 'mount'> | null;
}

/**
 * A second block for a ship is read on its own. If it only gives fire or launch orders it goes on the first (as a
 * `/fire` line merges); otherwise it is a second plot for the ship, refused with both quoted, and its words are not
 * mixed into the first (settled when the next block starts).
 */
interface SecondBlock {
  readonly first: Draft;
  readonly d: Draft;
  plots: boolean;
}

export interface PlotReader {
  readonly ctx: PlotContext;
  readonly errors: RuleError[];
  readonly drafts: Map<string, Draft>;
  current: Draft | null;
  section: Section | null;
  second: SecondBlock | null;
}

export const newReader = (ctx: PlotContext): PlotReader => ({ ctx, errors: [], drafts: new Map(), current: null, section: null, second: null });

/** The item the typed name means, or null with the problem noted (ambiguous or unknown). */
export function resolveName<T extends Named>(r: PlotReader, typed: string, items: readonly T[], what: string, at: string): T | null {
  const m = matchName(typed, items);
  if (m.kind === 'found') return m.item;
  if (m.kind === 'ambiguous') {
    r.errors.push(voidstrikerError('ERR_PLOT_AMBIGUOUS', `"${typed.trim()}" could be ${listNames(m.candidates)}.`, { at, suggestion: 'Type more of the name.' }));
  } else {
    r.errors.push(
      voidstrikerError('ERR_PLOT_UNKNOWN_NAME', `No ${what} is called "${typed.trim()}".`, {
        at,
        suggestion: items.length > 0 ? `Known: ${listNames(items)}.` : `There is no ${what} to name.`,
      }),
    );
  }
  return null;
}

/** `fire all` given twice for one ship: one target takes every mount. */
export const allTwice = (ship: string, at: string): RuleError =>
  voidstrikerError('ERR_PLOT_FIRE_ALL_TWICE', `${ship} is given "fire all" twice.`, { at, suggestion: 'Give one "all > target"; name a mount to send it elsewhere (fire laser > Viper; all > Raider).' });

/** Ends the ship's second block, if one is open: its fire goes on the first block, or it is refused. */
export function settle(r: PlotReader): void {
  const again = r.second;
  r.second = null;
  if (!again) return;
  if (again.plots) {
    r.errors.push({ ...twiceError(again.first.ship.name, again.first.header, again.d.header, { suggestion: 'Give each ship one block (it may go on over several lines).' }), line: again.d.line });
    return;
  }
  again.first.fire.push(...again.d.fire);
  again.first.launch.push(...again.d.launch);
  if (again.d.fireAll) {
    if (again.first.fireAll) r.errors.push(allTwice(again.first.ship.name, again.d.at));
    else again.first.fireAll = again.d.fireAll;
  }
}

/** Opens a ship's block: its draft, or, for a ship that has one already, a second block read on its own. */
export function startShip(r: PlotReader, ship: PlotShip, header: string, line: number): Draft {
  const existing = r.drafts.get(ship.id);
  const d: Draft = { ship, at: ship.name, header, line, said: new Map(), unread: new Set(), thrust: null, phases: null, sensors: [], fire: [], launch: [], hold: [], holdAll: false, shutdown: false, surface: null, defence: [], defenceAll: false, fireAll: null };
  if (existing) {
    r.second = { first: existing, d, plots: false };
    return d;
  }
  r.drafts.set(ship.id, d);
  return d;
}

/** The problems found since `from`, placed at the words they are about. */
export function placeFrom(r: PlotReader, from: number, where: ProblemPlace): void {
  r.errors.splice(from, r.errors.length - from, ...aboutAll(where, r.errors.slice(from)));
}
