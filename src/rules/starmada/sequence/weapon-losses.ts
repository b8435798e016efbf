/**
 * The weapon-loss step (Starmada 4.4 "Weapon Hits" p.21): "the controlling player must remove the appropriate number
 * of weapons as losses … Players are free to select any weapons as losses", within the loss limits. The book leaves
 * the choice to the owner wherever the weapon hit came from, so Salvo asks the owner, by a step only their seat owes:
 * - in End Phase step b for Combat-Phase damage (1.2 step 5b p.14), and again after the End Phase's explosions;
 * - at once for damage that takes effect at once, before play goes on: fighters (5.4 p.23), seekers (C.4 p.40),
 *   explosions (E.3 p.48) and sequential combat (E.5 p.49). The losses change what the ship can fire next, so the
 *   choice cannot wait for a later step.
 * A ship whose owner has no real choice (one legal outcome: the last items go, or the limits allow one bank) loses it
 * at once; so does a ship whose owner gave a standing loss priority with the orders that covers the hits
 * (combat/loss-priority.ts, ruling 151). The default (weapon-losses.ts) is only for an owner who sends nothing by the deadline, and the prompt
 * names it in advance (assist/guide.ts). Every loss is told in the log, by weapon and bank.
 */
import { count } from '../../core/text.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { applyWeaponLosses, defaultWeaponLosses, onlyWeaponLosses, type WeaponLoss } from '../combat/weapon-losses.ts';
import { isDestroyed } from '../combat/apply-damage.ts';
import { standingWeaponLosses } from '../combat/loss-priority.ts';
import { classOf, replaceShip, tracksOf } from '../combat/ship-condition.ts';
import type { LossesResume, ShipState, StarmadaState } from '../state.ts';

export interface LossesAsked {
  readonly state: StarmadaState;
  readonly events: GameEvent[];
  /** A weapon-loss step is open: the caller stops here and play resumes after it (sequence/). */
  readonly asking: boolean;
}

/** "2 Laser Cannon (AB), 1 Fire Control". */
export function describeLosses(cls: { batteries: readonly { name: string; banks: readonly { arcs: string }[] }[] }, losses: readonly WeaponLoss[]): string {
  if (losses.length === 0) return 'nothing more (everything is already gone)';
  return losses
    .map((l) => (l.kind === 'equipment' ? `${l.count} ${l.system}` : `${l.count} ${cls.batteries[l.battery]?.name ?? 'weapon'} (${cls.batteries[l.battery]?.banks[l.bank]?.arcs ?? '?'})`))
    .join(', ');
}

/** Ships with weapon losses still to strike; a ship whose hull is full is leaving the board and strikes nothing. */
export const owingShips = (state: StarmadaState): ShipState[] =>
  state.ships.filter((s) => s.status === 'active' && (s.lossesOwed ?? 0) > 0 && !isDestroyed(s, tracksOf(state, s)));

const lossWord = (n: number): string => `${count(n, 'weapon')} or equipment`;

/**
 * Settles the weapon losses owed on active ships: those with one legal outcome lose it now; the others' owners are
 * asked in a weapon-loss step that resumes at `resume`. Nothing owed: the state as it was, not asking.
 */
export function askForLosses(state: StarmadaState, resume: LossesResume): LossesAsked {
  const owing = owingShips(state);
  if (owing.length === 0) return { state, events: [], asking: false };
  let current = state;
  const events: GameEvent[] = [];
  const owed: Record<string, number> = {};
  for (const ship of owing) {
    const count = ship.lossesOwed ?? 0;
    const cls = classOf(current, ship);
    const only = onlyWeaponLosses(cls, ship, count);
    if (only) {
      current = replaceShip(current, { ...applyWeaponLosses(ship, only), lossesOwed: 0 });
      const text =
        only.length === 0
          ? `${ship.name}'s weapon hits find no weapon or equipment left to strike.`
          : `${ship.name} loses ${describeLosses(cls, only)} to weapon hits (the loss limits leave no other choice, 4.4 p.21).`;
      events.push({ type: 'weapon-losses', text, data: { shipId: ship.id, losses: only } });
      continue;
    }
    const standing = ship.standing?.losses ? standingWeaponLosses(cls, ship, count, ship.standing.losses) : null;
    if (standing) {
      current = replaceShip(current, { ...applyWeaponLosses(ship, standing), lossesOwed: 0 });
      events.push({ type: 'weapon-losses', text: `${ship.name} loses ${describeLosses(cls, standing)} to weapon hits, as its standing loss priority says.`, data: { shipId: ship.id, losses: standing } });
      continue;
    }
    owed[ship.id] = count;
    events.push({ type: 'weapon-losses-owed', text: `${ship.name} must strike ${lossWord(count)} for its weapon hits; its owner chooses which (4.4 p.21).`, data: { shipId: ship.id, count } });
  }
  if (Object.keys(owed).length === 0) return { state: current, events, asking: false };
  // End Phase step b is where a weapon-loss step has always resumed: its phase carries no `resume`. The others are
  // numbered, so two in one turn never share a step key (a late click on one must not land on the next).
  if (resume.kind === 'endPhase' && !resume.explosions) return { state: { ...current, phase: { kind: 'weaponLosses', owed } }, events, asking: true };
  const n = (current.lossSteps ?? 0) + 1;
  return { state: { ...current, lossSteps: n, phase: { kind: 'weaponLosses', owed, resume, n } }, events, asking: true };
}

/** The owners' choices (or, for a ship left out, the default) struck off; the ships owe nothing more. */
export function strikeWeapons(state: StarmadaState, owed: Readonly<Record<string, number>>, choices: Readonly<Record<string, readonly WeaponLoss[] | undefined>>): { state: StarmadaState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = state;
  for (const [shipId, count] of Object.entries(owed)) {
    const ship = current.ships.find((s) => s.id === shipId);
    if (!ship) continue;
    const cls = classOf(current, ship);
    const losses = choices[shipId] ?? defaultWeaponLosses(cls, ship, count);
    current = replaceShip(current, { ...applyWeaponLosses(ship, losses), lossesOwed: 0 });
    events.push({ type: 'weapon-losses', text: `${ship.name} loses ${describeLosses(cls, losses)}.`, data: { shipId, losses } });
  }
  return { state: current, events };
}

/** A weapon-loss step's key and title: "t3/losses" in the End Phase, "t3/losses/2" for the second one elsewhere. */
export function lossesStepName(turn: number, phase: { readonly resume?: LossesResume; readonly n?: number }): { key: string; title: string } {
  const base = { key: `t${turn}/losses`, title: `Turn ${turn}: weapon losses` };
  const resume = phase.resume;
  if (resume === undefined || phase.n === undefined) return base;
  const key = `${base.key}/${phase.n}`;
  switch (resume.kind) {
    case 'endPhase':
      return { key, title: `${base.title} (explosions)` };
    case 'fighters':
      return { key, title: `${base.title} (Fighter Phase)` };
    case 'fireActivation':
      return { key, title: `${base.title} (Combat Phase)` };
    case 'combat':
      return { key, title: `${base.title} (before the Combat Phase)` };
  }
}
