/**
 * Marines (Starmada B.14 p.34): squads "fired" with the ship's weapons at one target within 5 hexes, in any
 * direction. One die per squad: no range modifiers, other to-hit modifiers apply; each die that exceeds the range is
 * re-rolled, and each re-roll that exceeds the target's shield lands one boarding party. An unmodified 1 always
 * fails; results above 6 follow p.20 (min-max-roll.ts). Landed squads are checked off the attacker's sheet; squads
 * that fail are not lost. Defending squads are sacrificed 1:1 as parties land (not under the optional Shipboard
 * Combat, which fights it out in the End Phase instead); two screens may stop one party. In the End Phase a ship
 * whose boarding parties are at least its unchecked hull boxes is captured.
 *
 * Rulings:
 * - ruling 130: the to-hit modifiers act on the first die only; the re-roll against the shields is unmodified, like
 *   an impact roll (p.21), and still fails on a 1.
 * - ruling 131: the defender always sacrifices its marines against landing parties (they are there for that), and
 *   spends two screens per party only for parties that would otherwise capture the ship in the End Phase.
 * - ruling 132: a ship struck by a Deadly weapon sacrifices a marine squad for each crew casualty while it has squads.
 */
import type { Dice } from '../../core/dice.ts';
import { count } from '../../core/text.ts';
import { resolveMaxRoll, formatFaces } from './min-max-roll.ts';

/** The maximum range of a boarding attempt (p.34). */
export const MARINE_RANGE = 5;

/** Max squads one ship may send in one Combat Phase, by hull size (p.34 table). */
export function maxMarineSquads(hullSize: number): number {
  if (hullSize <= 3) return 2;
  if (hullSize <= 8) return 3;
  if (hullSize <= 15) return 4;
  if (hullSize <= 24) return 5;
  return 6;
}

export interface BoardingAttempt {
  readonly squads: number;
  /** Hexes to the target. */
  readonly range: number;
  /** The target's current shield rating facing the attacker. */
  readonly shield: number;
  /** Total of the other to-hit modifiers (never a range modifier). */
  readonly modifier: number;
}

export interface BoardingRoll {
  /** First dice (against the range), each with its re-rolls of a 6 (p.20). */
  readonly rangeDice: readonly (readonly number[])[];
  /** Re-rolls of the dice that beat the range, against the shields. */
  readonly shieldDice: readonly (readonly number[])[];
  readonly landed: number;
}

/** One die that must exceed `beat` with `modifier`; a natural 1 fails (p.34, p.20). */
function beats(dice: Dice, label: string, beat: number, modifier: number): { faces: readonly number[]; ok: boolean } {
  const first = dice.roll(label);
  const die = resolveMaxRoll(first, modifier, beat + 1, () => dice.roll(`${label} (6 re-rolled)`));
  return { faces: die.faces, ok: first !== 1 && die.final > beat };
}

/** Rolls a boarding attempt (p.34): every die is rolled through `dice`. */
export function rollBoarding(attempt: BoardingAttempt, dice: Dice, label: string): BoardingRoll {
  const rangeDice: (readonly number[])[] = [];
  const shieldDice: (readonly number[])[] = [];
  let landed = 0;
  for (let i = 0; i < attempt.squads; i++) {
    const range = beats(dice, `${label} vs range`, attempt.range, attempt.modifier);
    rangeDice.push(range.faces);
    if (!range.ok) continue;
    const shield = beats(dice, `${label} vs shields`, attempt.shield, 0);
    shieldDice.push(shield.faces);
    if (shield.ok) landed += 1;
  }
  return { rangeDice, shieldDice, landed };
}

export const formatBoarding = (roll: BoardingRoll, attempt: BoardingAttempt): string => {
  const range = `${roll.rangeDice.map(formatFaces).join(', ')} vs range ${attempt.range}${attempt.modifier !== 0 ? ` (${attempt.modifier > 0 ? '+' : ''}${attempt.modifier})` : ''}`;
  const shields = roll.shieldDice.length > 0 ? ` · ${roll.shieldDice.map(formatFaces).join(', ')} vs shields ${attempt.shield}` : '';
  return `${range}${shields} → ${roll.landed === 0 ? 'no squad lands' : `${count(roll.landed, 'boarding party', 'boarding parties')} land${roll.landed === 1 ? 's' : ''}`}`;
};

/** The defender's side of a landing: its squads and screens that stop parties, and the parties left aboard. */
export interface Landing {
  readonly defendersSacrificed: number;
  readonly screensSpent: number;
  readonly aboard: number;
}

export interface Defender {
  /** Marine squads still on the ship. */
  readonly squads: number;
  /** Enemy boarding parties already aboard. */
  readonly boarders: number;
  readonly screensLeft: number;
  /** Hull boxes that will be unchecked once this turn's pending damage is applied. */
  readonly hullLeft: number;
  /** B.14 Shipboard Combat option: defenders are not sacrificed 1:1. */
  readonly shipboardCombat: boolean;
}

/** Parties landing on a defender (p.34): sacrificed squads first [ruling 131], then screens only to prevent capture. */
export function landParties(landing: number, d: Defender): Landing {
  const defendersSacrificed = d.shipboardCombat ? 0 : Math.min(d.squads, landing);
  let remaining = landing - defendersSacrificed;
  // Two screens stop one party; spent only while the parties would reach the hull left (capture, p.34).
  let screensSpent = 0;
  while (remaining > 0 && d.screensLeft - screensSpent >= 2 && d.boarders + remaining >= d.hullLeft && !(d.shipboardCombat && d.squads > 0)) {
    screensSpent += 2;
    remaining -= 1;
  }
  return { defendersSacrificed, screensSpent, aboard: d.boarders + remaining };
}

/** Hits by one die on the Shipboard Combat table (p.34): 1–2 none, 3–5 one, 6 two. */
export const shipboardHits = (face: number): number => (face === 6 ? 2 : face >= 3 ? 1 : 0);

export interface ShipboardCombat {
  readonly defenderDice: readonly number[];
  readonly attackerDice: readonly number[];
  readonly boarders: number;
  readonly defenders: number;
}

/**
 * Shipboard Combat (optional, p.34), in the End Phase: the defender rolls one die per squad, each hit removes a
 * boarding party; then each surviving party rolls, each hit removes a defending squad.
 */
export function rollShipboardCombat(boarders: number, defenders: number, dice: Dice, label: string): ShipboardCombat {
  const defenderDice = dice.rollMany(`${label}: defending marines`, defenders);
  const left = Math.max(0, boarders - defenderDice.reduce((n, f) => n + shipboardHits(f), 0));
  const attackerDice = dice.rollMany(`${label}: boarding parties`, left);
  const defendersLeft = Math.max(0, defenders - attackerDice.reduce((n, f) => n + shipboardHits(f), 0));
  return { defenderDice, attackerDice, boarders: left, defenders: defendersLeft };
}

/**
 * Captured in the End Phase (p.34): enemy boarding parties at least the unchecked hull boxes; under Shipboard Combat
 * only once no defending squad is left.
 */
export function isCaptured(boarders: number, hullLeft: number, defenders: number, shipboardCombat: boolean): boolean {
  if (boarders <= 0) return false;
  if (shipboardCombat && defenders > 0) return false;
  return boarders >= hullLeft;
}

/** Deadly crew casualties cancelled by marine squads, one each (p.34) [ruling 132]. */
export function cancelCasualties(crew: number, squads: number): { crew: number; sacrificed: number } {
  const sacrificed = Math.min(Math.max(0, crew), Math.max(0, squads));
  return { crew: crew - sacrificed, sacrificed };
}
