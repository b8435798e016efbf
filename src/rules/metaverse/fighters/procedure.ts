/**
 * The Starfighter Combat Step procedures (Metaverse p.32–35 "Starfighter Combat Step":
 * Procedures A, B, C).
 *
 * Each starship squadron attacked by enemy strike missions is one "starfighter combat", resolved separately. The
 * procedure depends on the CAP at the target: none (A), CAP with none set to Intercept (B), or some CAP squadrons
 * set to Intercept by the defender (C). This module gives the procedure as plain data: an ordered list of steps,
 * each naming who acts, what may fire, whether surgical strikes are allowed and whether PDS may act, so the round
 * composer can drive prompts and call attack.ts, point-defence.ts and furball.ts in order.
 *
 * Judgement calls:
 * - Several strike missions on one squadron are one combat (the book defines the combat per starship squadron);
 *   they act together.
 * - Fighter weapons against fighters (long-range exchanges in B.1/C.1, short-range in C.3) hit with their PD value
 *   against Defence exactly like PD fire (point-defence.ts `pdHits`): the book gives no other way for a weapon to
 *   hit a fighter, so weapons without the "starfighters" PD target cannot shoot fighters.
 * - PD-valued starship weapons are not used in this step except against Stealth fighters after those fighters
 *   have fired (p.81); the step lists mark where (`stealthPdWindow`).
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { Mission } from './mission.ts';
import { metaverseError } from '../errors.ts';

export type ProcedureId = 'A' | 'B' | 'C';

export type StepKind =
  | 'long-range-fire' // fighters fire long-range weapons
  | 'close-decision' // attacker chooses to close, or the combat ends
  | 'pds-on-closing' // defender's PDS shoot the closing squadrons
  | 'furball' // assignment then resolution
  | 'remaining-fire' // short- and long-range weapons not yet fired
  | 'furball-fire' // short-range weapons at furball opponents only
  | 'place-mission'; // attacker re-places the mission in any arc

export interface CombatStep {
  readonly kind: StepKind;
  /** Who fires or decides: 'attacker', 'defender' or 'both'. */
  readonly actors: 'attacker' | 'defender' | 'both';
  /** Fighters may fire at ships in this step. */
  readonly atShips: boolean;
  /** Fighters may fire at fighters in this step. */
  readonly atFighters: boolean;
  readonly surgical: boolean;
  /** Defending ships' PDS may intercept vulnerable fighter fire in this step. */
  readonly pdsIntercept: boolean;
  /** Squadrons that fought in a furball: 'any' target, 'furball-only' (only their furball opponents), or 'none'. */
  readonly furballVeterans: 'any' | 'furball-only' | 'none';
  /** For furball steps: which defenders take part. */
  readonly furballDefenders?: 'cap' | 'interceptors' | 'remaining';
  /** After Stealth fighters have fired here, PD-valued ship weapons may shoot them (p.81). */
  readonly stealthPdWindow?: boolean;
  readonly text: string;
}

const step = (kind: StepKind, actors: CombatStep['actors'], o: Partial<CombatStep> & { text: string }): CombatStep => ({
  kind,
  actors,
  atShips: false,
  atFighters: false,
  surgical: false,
  pdsIntercept: false,
  furballVeterans: 'any',
  ...o,
});

/** Procedure A: no CAP at the target (p.33). */
const A: readonly CombatStep[] = [
  step('long-range-fire', 'attacker', { atShips: true, pdsIntercept: true, stealthPdWindow: true, text: 'Attacker fires all long-range weapons at the ships; no surgical strikes; PDS may intercept.' }),
  step('close-decision', 'attacker', { text: 'Attacker chooses whether to close; if not, the combat ends.' }),
  step('pds-on-closing', 'defender', { text: "Defender's eligible PDS shoot the closing squadrons." }),
  step('remaining-fire', 'attacker', { atShips: true, surgical: true, stealthPdWindow: true, text: 'Attacker fires all weapons not yet fired; surgical strikes allowed.' }),
  step('place-mission', 'attacker', { text: 'Attacker places the mission in any arc of the target.' }),
];

/** Procedure B: CAP present, none on Intercept (p.33–34). */
const B: readonly CombatStep[] = [
  step('long-range-fire', 'both', { atShips: true, atFighters: true, pdsIntercept: true, stealthPdWindow: true, text: 'Both fire long-range weapons: attackers at ships or CAP, CAP at attackers; no surgical strikes; PDS may intercept.' }),
  step('close-decision', 'attacker', { text: 'Attacker chooses whether to close; if not, the combat ends.' }),
  step('pds-on-closing', 'defender', { text: "Defender's eligible PDS shoot the closing squadrons." }),
  step('furball', 'both', { furballDefenders: 'cap', text: 'Furball: the side with more squadrons assigns first, then alternate, escorts first; attackers may ignore interceptors.' }),
  step('remaining-fire', 'both', { atShips: true, atFighters: true, surgical: true, furballVeterans: 'furball-only', stealthPdWindow: true, text: 'Both fire remaining weapons; surgical allowed; furball squadrons only at their furball opponents.' }),
  step('place-mission', 'attacker', { text: 'Attacker places the mission in any arc of the target.' }),
];

/** Procedure C: some CAP on Intercept (p.34–35). */
const C: readonly CombatStep[] = [
  step('long-range-fire', 'both', { atFighters: true, text: 'Both fire long-range weapons between fighters.' }),
  step('furball', 'both', { furballDefenders: 'interceptors', text: 'First furball: interceptors against the attackers; attackers may ignore them.' }),
  step('furball-fire', 'both', { atFighters: true, furballVeterans: 'furball-only', text: 'Both fire short-range weapons at their furball opponents.' }),
  step('long-range-fire', 'attacker', { atShips: true, pdsIntercept: true, stealthPdWindow: true, text: 'Attacker fires remaining long-range weapons at the ships; no surgical; PDS may intercept.' }),
  step('close-decision', 'attacker', { text: 'Attacker chooses whether to close; if not, the combat ends.' }),
  step('pds-on-closing', 'defender', { text: "Defender's eligible PDS shoot the closing squadrons." }),
  step('furball', 'both', { furballDefenders: 'remaining', text: 'Second furball: the CAP that stayed by the ships.' }),
  step('remaining-fire', 'both', { atShips: true, atFighters: true, surgical: true, furballVeterans: 'none', stealthPdWindow: true, text: 'Both fire remaining weapons; surgical allowed; squadrons that fought in a furball may not fire.' }),
  step('place-mission', 'attacker', { text: 'Attacker places the mission in any arc of the target.' }),
];

export const PROCEDURES: Readonly<Record<ProcedureId, readonly CombatStep[]>> = { A, B, C };

export interface StarfighterCombat {
  readonly shipSquadronId: string;
  readonly strikes: readonly Mission[];
  readonly cap: readonly Mission[];
}

/** The starfighter combats of a turn: one per starship squadron with an enemy strike on it, in the given order. */
export function starfighterCombats(missions: readonly Mission[]): readonly StarfighterCombat[] {
  const targets = [...new Set(missions.filter((m) => m.kind === 'strike' && m.squadronIds.length > 0).map((m) => m.targetId))];
  return targets.map((t) => ({
    shipSquadronId: t,
    strikes: missions.filter((m) => m.kind === 'strike' && m.targetId === t),
    cap: missions.filter((m) => m.kind === 'cap' && m.targetId === t && m.squadronIds.length > 0),
  }));
}

/** Which procedure a combat uses (p.33): A without CAP, B with CAP and no interceptors, C otherwise. */
export function chooseProcedure(combat: StarfighterCombat, interceptors: readonly string[]): ProcedureId {
  if (combat.cap.length === 0) return 'A';
  return interceptors.length === 0 ? 'B' : 'C';
}

/** The defender's Intercept choice must name CAP squadrons at this combat (p.33 "The defending player selects"). */
export function validateInterceptors(combat: StarfighterCombat, interceptors: readonly string[]): Result<readonly string[], RuleError> {
  const cap = new Set(combat.cap.flatMap((m) => m.squadronIds));
  const bad = interceptors.find((id) => !cap.has(id));
  if (bad !== undefined) return err(metaverseError('ERR_NOT_CAP', `${bad} is not on CAP at ${combat.shipSquadronId}, so it cannot intercept.`, { at: bad }));
  return ok([...new Set(interceptors)]);
}
