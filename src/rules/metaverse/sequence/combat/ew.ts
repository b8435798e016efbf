/**
 * Electronic warfare in the sensor roll (Metaverse p.53–57 "Electronic Warfare Systems", p.81 "Scout";
 * rulings A23, A53): what the Control Step left in `state.control` turned into the target's and the firer's
 * side of fire/to-hit.ts — the target's EW arrays come from its design (always on, p.53), the rest from the EW
 * settings and this turn's declarations:
 * - ECM (p.54): +1 EW per active friendly ECM array whose radius (5 cm × rating) covers the target, its own included;
 * - EJ (p.54, A53): +1 Target Rating per active EJ array of either side whose radius covers the target;
 * - countermeasure pods (p.55): the ratings of the pods the target fired in this turn's Control Step;
 * - stealth (p.56–57): an active stealth generator gives EW 4 × rating, 1 × rating while compromised;
 * - ELINT (p.54): the firer's active ELINT array aimed at this target lowers its EW by the rating;
 * - targeting array (p.54): the firer's active targeting array aimed at this target lowers its TR by the rating;
 * - Scout (p.81): a friendly strike mission with a Scout squadron on the target's squadron, −1 EW.
 *
 * Judgement calls:
 * - Distances are squadron point to squadron point (ships of one squadron are 0 cm apart); a ship exactly on the
 *   radius is covered (control/ew-effects.ts).
 * - The pods fired this turn are the next ones in design order after those fired in earlier turns.
 * - Stealth is compromised in the turn after the ship fired under it (p.57: "any firing that occurs simultaneously
 *   with this counts the stealth generator to be uncompromised"); only firing is tracked (MvShip.stealthCompromisedTurn).
 * - With no Control Step (no `state.control`), there is no EW beyond the design's EW arrays.
 */
import { distance } from '../../../core/plane.ts';
import { fieldsCovering, type AreaEmitter } from '../../control/ew-effects.ts';
import { ewWorking } from '../../control/ew-systems.ts';
import type { EwSystem, EwSystemKind } from '../../control/types.ts';
import { scoutEwPenalty } from '../../fighters/effective.ts';
import type { SensorFirer } from '../../fire/to-hit.ts';
import type { TargetSituation } from '../../adapters/fire.ts';
import { designById } from '../../ships/library.ts';
import { LIBRARY_FIGHTERS } from '../starfighters/fighter-step.ts';
import type { MetaverseState, MvShip } from '../../state.ts';

const pointOf = (state: MetaverseState, ship: MvShip) => state.squadrons.find((q) => q.id === ship.squadronId)?.at;

const working = (state: MetaverseState, shipId: string, kind: EwSystemKind): EwSystem[] =>
  (state.control?.ewSystems[shipId] ?? []).filter((e) => e.kind === kind && ewWorking(e));

/** Every active field of `kind` (ECM or EJ) of the ships `from`, with its distance to `target`. */
function emitters(state: MetaverseState, target: MvShip, kind: 'ecm' | 'ej', from: (s: MvShip) => boolean): AreaEmitter[] {
  const at = pointOf(state, target);
  if (!at) return [];
  return state.ships
    .filter((s) => s.status === 'active' && from(s))
    .flatMap((s) => {
      const p = pointOf(state, s);
      return p ? working(state, s.id, kind).map((e) => ({ rating: e.rating, distanceCm: distance(p, at) })) : [];
    });
}

/** The ratings of the countermeasure pods the ship fired in this turn's Control Step (p.55). */
export function podsFiredThisTurn(state: MetaverseState, ship: MvShip): number[] {
  const control = state.control;
  const fired = control?.declarations[ship.side].podsFired[ship.id] ?? 0;
  if (!control || fired <= 0) return [];
  const pods = (designById(ship.designId)?.systems ?? []).flatMap((s) => (s.kind === 'countermeasure_pod' ? [s.rating] : []));
  const before = Math.max(0, pods.length - (control.podsLeft[ship.id] ?? 0) - fired);
  return pods.slice(before, before + fired);
}

/** The target's side of the sensor roll that the design cannot know: ECM, EJ, pods, stealth (p.53–57). */
export function ewTargetSituation(state: MetaverseState, target: MvShip): Pick<TargetSituation, 'ecmCovering' | 'ejCovering' | 'pods' | 'stealth'> {
  const stealth = working(state, target.id, 'stealth').reduce((best, e) => Math.max(best, e.rating), 0);
  return {
    ecmCovering: fieldsCovering(emitters(state, target, 'ecm', (s) => s.side === target.side)),
    ejCovering: fieldsCovering(emitters(state, target, 'ej', () => true)),
    pods: podsFiredThisTurn(state, target),
    ...(stealth > 0 ? { stealth: { rating: stealth, compromised: target.stealthCompromisedTurn === state.turn } } : {}),
  };
}

/** The best active array of `kind` the firer aims at the target (0 if none). */
const aimed = (state: MetaverseState, firer: MvShip, target: MvShip, kind: 'elint' | 'targeting'): number =>
  working(state, firer.id, kind)
    .filter((e) => e.targets.includes(target.id))
    .reduce((best, e) => Math.max(best, e.rating), 0);

/** The firer's side: ELINT and targeting array aimed at this target, and a friendly Scout strike (p.54, p.81). */
export function ewFirer(state: MetaverseState, firer: MvShip, target: MvShip): SensorFirer {
  const typeOf = (id: string) => {
    const f = state.fighters.squadrons.find((x) => x.id === id);
    return f ? LIBRARY_FIGHTERS.types.get(f.typeId) : undefined;
  };
  return {
    elint: aimed(state, firer, target, 'elint'),
    targetingArray: aimed(state, firer, target, 'targeting'),
    scoutStrike: scoutEwPenalty(target.squadronId, firer.side, state.fighters.missions, typeOf) === 1,
    stayOnTarget: false,
  };
}

/** Whether a ship fired while its stealth generator was active: compromised next turn (p.57). */
export const firesUnderStealth = (state: MetaverseState, ship: MvShip): boolean => working(state, ship.id, 'stealth').length > 0;

