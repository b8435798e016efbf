/**
 * The Repair Step (book "Repair Step", p.38; "Ablative Plates", "Shields", "Technological hull", p.43;
 * ruling A36).
 *
 * Crew parties of a section with hull left and no hostile parties repair its disabled systems: roll the navy's
 * damage-control die (D4–D8); success if the roll ≤ the crew assigned, automatic (no roll) if the crew assigned
 * ≥ the die's maximum. Each crew party does one task per step and each system gets one attempt (A36).
 * After repairs: a disabled life support kills its section's crew and marines; an unrepaired coolant leak
 * detonates its reactor; one ablative plate is lost in every arc hit in the hull this turn; then crew may be
 * redistributed (never above a section's designed crew, never into layers that were destroyed).
 *
 * Judgement calls: a coolant leak is fixed by repairing its reactor (a normal repair attempt on the reactor id);
 * shield regeneration takes the generator's choice as input (`regenerateShields`); a technological hull restores
 * hull hits bottom layer first, without restoring parties lost with a layer.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { detonateReactor } from '../damage/reactor.ts';
import type { RecordEvent } from '../damage/record.ts';
import { cloneState, sectionCrew, sectionHits, type ShipDamageState } from '../damage/state.ts';
import type { Arc } from '../ships/directions.ts';
import { metaverseError } from '../errors.ts';

export type RepairDie = 4 | 6 | 8;

export interface RepairAssignment {
  readonly system: string;
  readonly crew: number;
}

export interface RepairAttempt {
  readonly system: string;
  readonly section: string;
  readonly crew: number;
  readonly die: RepairDie;
  /** Null when the repair was automatic. */
  readonly roll: number | null;
  readonly success: boolean;
}

/** One repair roll (p.38). */
export function repairRoll(crew: number, die: RepairDie, dice: Dice, label: string): { roll: number | null; success: boolean } {
  if (crew >= die) return { roll: null, success: true };
  const roll = dice.roll(label, die);
  return { roll, success: roll <= crew };
}

/**
 * Validates and rolls every assignment. `hostileSections` are sections with hostile parties aboard.
 * Returns an error (and rolls nothing) if any assignment is illegal.
 */
export function resolveRepairs(
  state: ShipDamageState,
  assignments: readonly RepairAssignment[],
  die: RepairDie,
  dice: Dice,
  hostileSections: readonly string[] = [],
): Result<{ state: ShipDamageState; attempts: RepairAttempt[] }, RuleError> {
  const crewUsed = new Map<string, number>();
  const seen = new Set<string>();
  for (const a of assignments) {
    const sys = state.systems.find((s) => s.id === a.system);
    if (sys === undefined) return err(metaverseError('ERR_REPAIR_UNKNOWN_SYSTEM', `There is no system "${a.system}" on this ship; check the system id.`, { at: a.system }));
    const leaking = sys.class === 'reactor' && state.coolantLeaks.includes(sys.id);
    if (!sys.disabled && !leaking) return err(metaverseError('ERR_REPAIR_NOT_DISABLED', `${a.system} is not disabled; assign the crew to a disabled system.`, { at: a.system }));
    if (seen.has(a.system)) return err(metaverseError('ERR_REPAIR_TWICE', `${a.system} can be repaired only once per step; merge the assignments.`, { at: a.system }));
    seen.add(a.system);
    const sec = state.sections.find((s) => s.id === sys.section);
    if (sec === undefined || sec.destroyed || sectionHits(sec) === 0)
      return err(metaverseError('ERR_REPAIR_NO_HULL', `${a.system} is in a destroyed section and cannot be repaired.`, { at: a.system }));
    if (hostileSections.includes(sec.id))
      return err(metaverseError('ERR_REPAIR_BOARDERS', `Hostile parties are aboard section ${sec.id}; clear them before repairing ${a.system}.`, { at: a.system }));
    if (!Number.isInteger(a.crew) || a.crew < 1) return err(metaverseError('ERR_REPAIR_CREW', `Assign at least one whole crew party to ${a.system}.`, { at: a.system }));
    const used = (crewUsed.get(sec.id) ?? 0) + a.crew;
    if (used > sectionCrew(sec))
      return err(metaverseError('ERR_REPAIR_TOO_MANY_CREW', `Section ${sec.id} has only ${sectionCrew(sec)} crew parties; assign fewer.`, { at: a.system }));
    crewUsed.set(sec.id, used);
  }
  const st = cloneState(state);
  const attempts: RepairAttempt[] = [];
  for (const a of assignments) {
    const sys = st.systems.find((s) => s.id === a.system);
    if (sys === undefined) continue;
    const r = repairRoll(a.crew, die, dice, `repair ${a.system} with ${a.crew} crew`);
    if (r.success) {
      sys.disabled = false;
      st.coolantLeaks = st.coolantLeaks.filter((id) => id !== sys.id);
    }
    attempts.push({ system: sys.id, section: sys.section, crew: a.crew, die, roll: r.roll, success: r.success });
  }
  return ok({ state: st, attempts });
}

/** After repairs: disabled life support kills its section's parties; unrepaired coolant leaks detonate. */
export function endOfRepairs(state: ShipDamageState): { state: ShipDamageState; partiesLost: { section: string; crew: number; marines: number }[]; events: RecordEvent[] } {
  let st = cloneState(state);
  const partiesLost: { section: string; crew: number; marines: number }[] = [];
  for (const ls of st.systems.filter((s) => s.class === 'life-support' && s.disabled)) {
    const sec = st.sections.find((s) => s.id === ls.section);
    if (sec === undefined || sec.destroyed) continue;
    const crew = sectionCrew(sec);
    const marines = sec.layers.reduce((n, l) => n + l.marines, 0);
    for (const l of sec.layers) {
      l.crew = 0;
      l.marines = 0;
    }
    if (crew + marines > 0) partiesLost.push({ section: sec.id, crew, marines });
  }
  const events: RecordEvent[] = [];
  for (const id of st.coolantLeaks) {
    const reactor = st.systems.find((s) => s.id === id);
    if (reactor === undefined) continue;
    reactor.disabled = true;
    const det = detonateReactor(st, reactor.section, reactor.rating);
    st = det.state;
    events.push(...det.events);
  }
  st.coolantLeaks = [];
  return { state: st, partiesLost, events };
}

/** Ablative plates (p.43): one lost in every arc hit in the hull this turn; the record of hit arcs is cleared. */
export function loseAblativePlates(state: ShipDamageState): ShipDamageState {
  const st = cloneState(state);
  for (const p of st.ablativePlates) if (st.hullHitArcs.includes(p.arc)) p.count = Math.max(0, p.count - 1);
  st.hullHitArcs = [];
  return st;
}

/** A basic or adaptive generator restores `amount` shield hits in one supported arc (p.59), up to the designed hits of surviving sections. */
export function regenerateShields(state: ShipDamageState, arc: Arc, amount: number): ShipDamageState {
  const st = cloneState(state);
  let left = Math.max(0, amount);
  for (const sh of st.shields) {
    if (sh.arc !== arc || st.sections.find((s) => s.id === sh.section)?.destroyed) continue;
    const k = Math.min(left, sh.max - sh.hits);
    sh.hits += k;
    left -= k;
  }
  return st;
}

/** Technological hull (p.43): restores up to `crew` hull hits in a surviving section, bottom layer first. */
export function repairHullHits(state: ShipDamageState, sectionId: string, crew: number): ShipDamageState {
  const st = cloneState(state);
  const sec = st.sections.find((s) => s.id === sectionId);
  if (sec === undefined || sec.destroyed) return st;
  let left = Math.min(Math.max(0, crew), sectionCrew(sec));
  for (let i = sec.layers.length - 1; i >= 0 && left > 0; i--) {
    const l = sec.layers[i];
    if (l === undefined) continue;
    const k = Math.min(left, l.hits - l.remaining);
    l.remaining += k;
    left -= k;
  }
  return st;
}

/** Crew redistribution (p.38): cross off crew in one section to restore crew in another. */
export function moveCrew(state: ShipDamageState, from: string, to: string, count: number): Result<ShipDamageState, RuleError> {
  const st = cloneState(state);
  const src = st.sections.find((s) => s.id === from && !s.destroyed);
  const dst = st.sections.find((s) => s.id === to && !s.destroyed);
  if (src === undefined || dst === undefined) return err(metaverseError('ERR_CREW_SECTION', 'Both sections must exist and survive; check the section names.'));
  if (!Number.isInteger(count) || count < 1 || count > sectionCrew(src))
    return err(metaverseError('ERR_CREW_COUNT', `Section ${from} has ${sectionCrew(src)} crew parties; move between 1 and that many.`));
  // Room: designed crew of layers that still have hull (crew lost with a destroyed layer cannot be restored).
  const room = dst.layers.reduce((n, l) => n + (l.remaining > 0 ? l.designedCrew - l.crew : 0), 0);
  if (count > room) return err(metaverseError('ERR_CREW_ROOM', `Section ${to} has room for only ${room} more crew parties; move fewer.`));
  let take = count;
  for (const l of [...src.layers].reverse()) {
    const k = Math.min(take, l.crew);
    l.crew -= k;
    take -= k;
  }
  let give = count;
  for (const l of dst.layers) {
    if (l.remaining === 0) continue;
    const k = Math.min(give, l.designedCrew - l.crew);
    l.crew += k;
    give -= k;
  }
  return ok(st);
}
