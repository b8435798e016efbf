/**
 * `/fire` autocomplete and the line it builds (core/assist.ts; docs/playing.md §4; book §2.35, §2.351).
 * - fireShips: the seat's ships in play with a unit that can act now.
 * - fireWeapons: those units (a battery is one, §2.35), value the unit id: "Triple Mk-II laser turret · to-hit
 *   4+ · range loss 1 per 3\"".
 * - fireTargets: enemy ships in play and enemy salvos (not for missile tubes), each with whole-inch range now,
 *   whether it is in the unit's arc now, a planet in the way, and the base to-hit. In the round plot every
 *   target is offered (ships move before they fire), in-arc ones first; in the fire step (firePerPhase, after
 *   the phase's movement) only those the unit bears on with a clear line and the ship locked this round (§2.33).
 * - fireLine: "Kongo: fire <unit> > <target>", in the round plot with " if locked and in arc", so the order waits for
 *   a phase where it can fire (§2.35 lock and arc). A ship that does not track the target yet gets a free sensor on
 *   it in the same line ("Kongo: sensors 1>Hood · fire …", fire-lock.ts, §2.33). A ship that cannot track it (every
 *   sensor has a job, captain out) gets " if in arc", and the echo says the order cannot fire (echo.ts).
 *   `launch` for missile tubes (§2.351). A unit the crew could never fire along with the ship's other orders (the
 *   pilot fires one fixed weapon or missile mount a round, §2.35) is refused with why (fire-crew.ts).
 * Values are ids; names (any unique start, as the notation reads them) are accepted too. Every choice is listed, none
 * cut at Discord's 25: autocomplete shows 25 of those that match what is typed, the fire panel pages them.
 */
import type { Choice, FireNeed } from '../../core/assist.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits, type FireUnit } from '../ships/fire-units.ts';
import { inPlay } from '../ships/in-play.ts';
import { plotContext } from '../notation/context.ts';
import { matchName } from '../../core/names.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';
import type { VoidstrikerSubmission } from '../submission.ts';
import { crewRefusal } from './fire-crew.ts';
import { draftPlot, lockNeed } from './fire-lock.ts';
import { missilesLeft, readTarget, readyUnits, unitToHit, unitUnavailable, type TargetInfo } from './fire-info.ts';
import { clip } from '../../core/cut-text.ts';
import { ownShips } from './ship-text.ts';
import { count } from '../../core/text.ts';
import { voidstrikerError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

const MAX_NAME = 100;

/** Enemy ships in play and enemy salvos, with the names the notation uses. */
export function targetsOf(state: VoidstrikerState, seat: SeatId): TargetInfo[] {
  const names = new Map(plotContext(state, seat).targets.map((t) => [t.id, t.name]));
  const side = state.seats[seat]?.side;
  return [
    ...state.ships.filter((s) => s.side !== side && inPlay(s)).map((s) => ({ id: s.id, name: names.get(s.id) ?? s.name, position: s.position, isSalvo: false })),
    ...state.salvos.filter((s) => s.side !== side).map((s) => ({ id: s.id, name: names.get(s.id) ?? s.id, position: s.position, isSalvo: true })),
  ];
}

function findShip(state: VoidstrikerState, seat: SeatId, ref: string): VoidShip | null {
  const m = matchName(String(ref), ownShips(state, seat));
  return m.kind === 'found' ? m.item : null;
}

function findUnit(ship: VoidShip, ref: string): FireUnit | null {
  const m = matchName(String(ref), fireUnits(classOf(ship)));
  return m.kind === 'found' ? m.item : null;
}

function findTarget(state: VoidstrikerState, seat: SeatId, ref: string): TargetInfo | null {
  const m = matchName(String(ref), targetsOf(state, seat));
  return m.kind === 'found' ? m.item : null;
}

export function fireShips(state: VoidstrikerState, seat: SeatId): Choice[] {
  if (state.stage === 'over') return [];
  return ownShips(state, seat)
    .filter((s) => readyUnits(state, s).length > 0)
    .map((s) => {
      const cls = classOf(s).className;
      const n = readyUnits(state, s).length;
      return { name: clip(`${s.name}${s.name.startsWith(cls) ? '' : ` · ${cls}`} · ${count(n, 'weapon')} ready`, MAX_NAME), value: s.id };
    });
}

/** "Triple Mk-II laser turret · hits on 4+ · range loss 1 per 3\"". */
export function unitLabel(ship: VoidShip, unit: FireUnit): string {
  const m = unit.mounts[0];
  const toHit = unitToHit(unit);
  switch (m?.weapon) {
    case 'laser':
      return `${unit.name} · hits on ${toHit}+ · range loss 1 per 3"`;
    case 'massDriver':
      return `${unit.name} · hits on ${toHit}+ · fires dead ahead · no range loss`;
    case 'blaster':
      return `${unit.name} · hits on ${toHit}+ · range loss 1 per 2"`;
    case 'missileTube':
      return `${unit.name} · launches Mk-${['I', 'II', 'III', 'IV'][m.mark - 1] ?? m.mark} missiles · ${missilesLeft(ship, unit)} left`;
    case undefined:
      return unit.name;
  }
}

export function fireWeapons(state: VoidstrikerState, seat: SeatId, shipRef: string): Choice[] {
  const ship = findShip(state, seat, shipRef);
  if (!ship || state.stage === 'over') return [];
  return readyUnits(state, ship)
    .map((u) => ({ name: clip(unitLabel(ship, u), MAX_NAME), value: u.id }));
}

export function fireTargets(state: VoidstrikerState, seat: SeatId, shipRef: string, unitRef: string): Choice[] {
  const ship = findShip(state, seat, shipRef);
  const unit = ship ? findUnit(ship, unitRef) : null;
  if (!ship || !unit || state.stage === 'over') return [];
  const tubes = unit.kind === 'tubes';
  const toHit = unitToHit(unit);
  return targetsOf(state, seat)
    .filter((t) => !(tubes && t.isSalvo))
    .map((t) => ({ t, r: readTarget(state, ship, unit, t) }))
    .filter(({ t, r }) => state.stage !== 'fire' || (r.inArc && r.blockedBy.length === 0 && (state.pending?.locks[ship.id]?.[t.id] ?? 0) > 0))
    .sort((a, b) => Number(b.r.inArc) - Number(a.r.inArc) || a.r.range - b.r.range)
    .map(({ t, r }) => {
      const parts = [t.name, `${r.range}"`, r.inArc ? 'in arc now' : 'not in arc now'];
      if (r.blockedBy.length > 0) parts.push(`behind ${r.blockedBy.join(', ')}`);
      parts.push(toHit === null ? 'missiles home on it' : `hits on ${toHit}+ before modifiers`);
      return { name: clip(parts.join(' · '), MAX_NAME), value: t.id };
    });
}

export function fireLine(
  state: VoidstrikerState,
  seat: SeatId,
  shipRef: string,
  unitRef: string,
  targetRef: string,
  _count?: number,
  draft?: VoidstrikerSubmission | null,
): Result<string, RuleError[]> {
  if (state.stage === 'over') return err([voidstrikerError('ERR_FIRE_OVER', 'The game is over: nothing fires any more.')]);
  const errors: RuleError[] = [];
  const ship = findShip(state, seat, shipRef);
  const names = (items: readonly { name: string }[]): string => items.map((i) => i.name).join(', ') || 'none';
  if (!ship) {
    errors.push(voidstrikerError('ERR_FIRE_SHIP', `You have no ship in play called "${cutGraphemes(String(shipRef), 40)}".`, { suggestion: `Pick one of: ${names(ownShips(state, seat))}.` }));
    return err(errors);
  }
  const unit = findUnit(ship, unitRef);
  if (!unit) {
    errors.push(voidstrikerError('ERR_FIRE_WEAPON', `${ship.name} has no weapon called "${cutGraphemes(String(unitRef), 40)}".`, { suggestion: `Pick one of: ${names(readyUnits(state, ship))}.` }));
  } else {
    const why = unitUnavailable(state, ship, unit);
    if (why) errors.push(voidstrikerError('ERR_FIRE_WEAPON_UNAVAILABLE', `${ship.name}'s ${unit.name} cannot fire now: ${why}.`, { suggestion: `Pick one of: ${names(readyUnits(state, ship))}.` }));
  }
  const target = findTarget(state, seat, targetRef);
  const targets = targetsOf(state, seat);
  if (!target) errors.push(voidstrikerError('ERR_FIRE_TARGET', `There is no enemy ship or salvo called "${cutGraphemes(String(targetRef), 40)}".`, { suggestion: `Targets: ${names(targets)}.` }));
  else if (unit?.kind === 'tubes' && target.isSalvo) {
    errors.push(voidstrikerError('ERR_FIRE_TARGET', `Missiles are launched at ships, not at ${target.name}.`, { suggestion: `Targets: ${names(targets.filter((t) => !t.isSalvo))}.` }));
  }
  if (errors.length > 0 || !unit || !target) return err(errors);
  const verb = unit.kind === 'tubes' ? 'launch' : 'fire';
  if (state.stage !== 'plot') return ok(`${ship.name}: ${verb} ${unit.name} > ${target.name}`);
  const crew = crewRefusal(ship, draftPlot(draft, ship), unit);
  if (crew) return err([crew]);
  // The lock the order needs goes in the same plot (fire-lock.ts): a free sensor tracks the target.
  const need = lockNeed(state, seat, ship, target.id, draft);
  const tracking = need.kind === 'add' ? `${need.tracking} · ` : '';
  return ok(`${ship.name}: ${tracking}${verb} ${unit.name} > ${target.name}${need.kind === 'blocked' ? ' if in arc' : ' if locked and in arc'}`);
}

/** `PlayAssist.fireNeed`: the lock fire at the target needs (fire-lock.ts), as the fire panel and `/fire` say it. */
export function fireNeed(state: VoidstrikerState, seat: SeatId, shipRef: string, targetRef: string, draft: VoidstrikerSubmission | null): FireNeed | null {
  const ship = findShip(state, seat, shipRef);
  const target = findTarget(state, seat, targetRef);
  if (!ship || !target || state.stage === 'over') return null;
  const need = lockNeed(state, seat, ship, target.id, draft);
  switch (need.kind) {
    case 'tracked':
      return null;
    case 'add':
      return { adds: need.added, why: need.why };
    case 'blocked':
      return { blocked: need.why };
  }
}
