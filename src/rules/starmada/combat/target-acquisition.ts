/**
 * E.7 Target Acquisition (Starmada p.50): ships "tag" their targets with TAGs; an attack on an untagged target counts
 * the distance double.
 *
 * - TAGs per ship by hull size: 1–3 one, 4–8 two, 9–15 three, 16–24 four, 25+ five (ships/hull-tables.ts).
 * - Attempts are declared with fire ("tag Kestrel x2"), "at the same time starships make their attacks"; "There are
 *   no firing arc restrictions; however, the attacking ship must have a line of sight" (always clear on Salvo's
 *   board, which has no blocking terrain in this rule's path). "Roll three dice for each TAG and add the results
 *   together; if the total is equal to or greater than the distance to the target (in hexes), the target has been
 *   tagged." A successful TAG places a face-down marker; "During the End Phase, remove all face-up TAG markers and
 *   flip all face-down markers to face up"; only a face-up marker tags.
 * - Automatic variant (option `automaticTagging`): no roll, "A ship may only automatically tag targets within 10 hexes".
 * - Judgement call (ruling 113): fighter flights and seekers are targets too, so they can be tagged and are attacked
 *   at double distance when not; TAGs are aimed at enemies only.
 */
import type { Dice } from '../../core/dice.ts';
import { hexDistance } from '../../core/hex.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { effectiveOptions } from '../options.ts';
import { hullSizeLimits } from '../ships/hull-tables.ts';
import type { StarmadaState, TagAttempt, TagMarkers } from '../state.ts';
import { starmadaError } from '../errors.ts';
import { rollDice } from './roll-dice.ts';
import { SEPARATOR } from './summary.ts';

/** How E.7 is played in this game: not at all, rolled, or automatic. */
export type TaggingRule = 'off' | 'rolled' | 'automatic';

export function taggingRule(options: StarmadaState['options']): TaggingRule {
  const o = effectiveOptions(options);
  if (!o.targetAcquisition) return 'off';
  return o.automaticTagging ? 'automatic' : 'rolled';
}

/** "A ship may only automatically tag targets within 10 hexes." */
export const AUTOMATIC_TAG_RANGE = 10;

/** The TAGs a ship of this hull size carries (E.7 p.50 table). */
export const tagsCarried = (hullSize: number): number => hullSizeLimits(hullSize).targetAcquisitionMarkers;

/** Only a face-up marker tags (E.7 p.50). */
export const isTagged = (unit: { readonly tag?: TagMarkers }): boolean => unit.tag?.faceUp === true;

/** Is the unit with this id an untagged target under E.7 (so its distance counts double)? False when E.7 is off. */
export function untaggedTarget(state: Pick<StarmadaState, 'options' | 'ships' | 'flights'>, targetId: string): boolean {
  if (taggingRule(state.options) === 'off') return false;
  const unit = state.ships.find((s) => s.id === targetId) ?? state.flights.find((f) => f.id === targetId);
  return unit !== undefined && !isTagged(unit);
}

/** The target of an attempt as the rules see it: its name, side and hex, if it is on the board. */
function targetOf(state: StarmadaState, id: string) {
  return state.ships.find((s) => s.id === id && s.status === 'active') ?? state.flights.find((f) => f.id === id && f.count > 0);
}

/** Checks a seat's tagging attempts: the option, its own ships, enemies on the board, TAGs carried, range. */
export function validateTagAttempts(state: StarmadaState, seat: SeatId, attempts: readonly TagAttempt[]): Result<TagAttempt[], RuleError[]> {
  const rule = taggingRule(state.options);
  if (attempts.length === 0) return ok([]);
  if (rule === 'off') return err([starmadaError('ERR_TAG', 'Target acquisition (E.7) is not in use in this game; leave out "tag".')]);
  const problems: RuleError[] = [];
  const used = new Map<string, number>();
  for (const a of attempts) {
    const ship = state.ships.find((s) => s.id === a.shipId);
    const target = targetOf(state, a.targetId);
    if (!ship || ship.seat !== seat || ship.status !== 'active') {
      problems.push(starmadaError('ERR_TAG', `${ship?.name ?? 'That ship'} is not one of your ships on the board.`));
      continue;
    }
    const place = { unit: ship.name, at: ship.name };
    if (!target || target.side === ship.side) {
      problems.push(starmadaError('ERR_TAG', `${ship.name} may tag an enemy on the board only (E.7).`, place));
      continue;
    }
    const distance = hexDistance(ship.at, target.at);
    if (rule === 'automatic' && distance > AUTOMATIC_TAG_RANGE) {
      problems.push(starmadaError('ERR_TAG', `${target.name} is ${count(distance, 'hex', 'hexes')} from ${ship.name}; "A ship may only automatically tag targets within 10 hexes" (E.7).`, place));
    }
    used.set(ship.id, (used.get(ship.id) ?? 0) + a.tags);
  }
  for (const [shipId, n] of used) {
    const ship = state.ships.find((s) => s.id === shipId);
    const carried = ship ? tagsCarried(state.classes[ship.classId]?.hullSize ?? 1) : 0;
    if (ship && n > carried) problems.push(starmadaError('ERR_TAG', `${ship.name} carries ${count(carried, 'TAG')} (E.7, by hull size); you aimed ${n}.`, { unit: ship.name, at: ship.name }));
  }
  return problems.length > 0 ? err(problems) : ok([...attempts]);
}

const withFaceDown = (tag: TagMarkers | undefined): TagMarkers => ({ faceUp: tag?.faceUp ?? false, faceDown: true });

/** Resolves the attempts: rolled (3 dice per TAG, total ≥ distance) or automatic; a success places a face-down marker. */
export function resolveTagAttempts(state: StarmadaState, attempts: readonly TagAttempt[], dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  const rule = taggingRule(state.options);
  let current = state;
  const events: GameEvent[] = [];
  for (const a of attempts) {
    const ship = current.ships.find((s) => s.id === a.shipId && s.status === 'active');
    const target = targetOf(current, a.targetId);
    if (!ship || !target || rule === 'off') continue;
    const distance = hexDistance(ship.at, target.at);
    const totals = rule === 'automatic' ? [] : Array.from({ length: a.tags }, () => rollDice(dice, `TAG ${ship.name}→${target.name}`, 3).reduce((s, f) => s + f, 0));
    const tagged = rule === 'automatic' ? distance <= AUTOMATIC_TAG_RANGE : totals.some((t) => t >= distance);
    const how = rule === 'automatic' ? 'automatic' : `${count(a.tags, 'TAG')}, 3 dice each: ${totals.join(', ')} against ${count(distance, 'hex', 'hexes')}`;
    events.push({ type: 'tag', text: `${ship.name} tags ${target.name}${SEPARATOR}${how}${SEPARATOR}${tagged ? 'tagged from the End Phase on' : 'no tag'}` });
    if (!tagged) continue;
    current = {
      ...current,
      ships: current.ships.map((s) => (s.id === target.id ? { ...s, tag: withFaceDown(s.tag) } : s)),
      flights: current.flights.map((f) => (f.id === target.id ? { ...f, tag: withFaceDown(f.tag) } : f)),
    };
  }
  return { state: current, events };
}

/** End Phase: "remove all face-up TAG markers and flip all face-down markers to face up". */
export function flipTagMarkers(state: StarmadaState): StarmadaState {
  const flip = <T extends { tag?: TagMarkers }>(unit: T): T => {
    if (!unit.tag) return unit;
    const { tag: _gone, ...rest } = unit;
    return unit.tag.faceDown ? { ...unit, tag: { faceUp: true, faceDown: false } } : (rest as T);
  };
  return { ...state, ships: state.ships.map(flip), flights: state.flights.map(flip) };
}
