/**
 * Effective Defence and Furball ratings of a squadron (Metaverse p.81 "ECM", "Scout"; p.88 tactics "Ace Pilots",
 * "Unstoppable Wave"; p.88 tactics).
 *
 * - ECM: every squadron in a mission with an ECM squadron gets +1 Defence; several ECM squadrons do not stack.
 * - Scout: a mission with a Scout squadron treats all opposing squadrons as having −1 Defence (not stacking).
 * - Ace Pilots: +1 Furball to every friendly squadron in the chosen combat, but never above 7.
 * - Unstoppable Wave: "Select a starfighter combat with more friendly starfighter squadrons than enemy starfighter
 *   squadrons. All friendly starfighter squadrons in that combat receive a +2 to their defence rating until the end
 *   of the turn." (`unstoppableWaveAllowed` checks the condition; the caller pays the CP.)
 * - Scout also lowers the struck squadron's effective EW by 1 for all friendly ships (`scoutEwPenalty`, data for
 *   the fire module).
 *
 * Judgement call: Defence is not clamped to 4–15 after modifiers (the limits are design limits); a D20 face of 1
 * still has to reach it, so a Defence of 1 or less means every die hits.
 */
import { hasFighterQuality } from './squadron-type.ts';
import type { StarfighterType } from './squadron-type.ts';

export interface DefenceContext {
  /** Designs of every squadron in the squadron's own mission (itself included). */
  readonly ownMission: readonly StarfighterType[];
  /** Designs of every squadron in the opposing mission(s) it faces. */
  readonly opposingMissions: readonly StarfighterType[];
  readonly unstoppableWave?: boolean;
}

export interface RatingPart {
  readonly source: string;
  readonly value: number;
}

export interface EffectiveRating {
  readonly base: number;
  readonly parts: readonly RatingPart[];
  readonly value: number;
}

export function effectiveDefence(type: StarfighterType, ctx: DefenceContext): EffectiveRating {
  const parts: RatingPart[] = [];
  if (ctx.ownMission.some((t) => hasFighterQuality(t, 'ECM'))) parts.push({ source: 'ECM', value: 1 });
  if (ctx.opposingMissions.some((t) => hasFighterQuality(t, 'Scout'))) parts.push({ source: 'enemy Scout', value: -1 });
  if (ctx.unstoppableWave === true) parts.push({ source: 'Unstoppable Wave', value: 2 });
  return { base: type.defence, parts, value: type.defence + parts.reduce((s, p) => s + p.value, 0) };
}

/** The Ace Pilots cap (p.88): the tactic "cannot raise a furball rating above 7". */
export const ACE_PILOTS_MAX = 7;

export function effectiveFurball(type: StarfighterType, acePilots = false): EffectiveRating {
  if (!acePilots || type.furball >= ACE_PILOTS_MAX) return { base: type.furball, parts: [], value: type.furball };
  return { base: type.furball, parts: [{ source: 'Ace Pilots', value: 1 }], value: type.furball + 1 };
}

/** Stealth counts only against opponents without stealth: "Combat between stealth squadrons is conducted as if neither side had stealth." */
export function stealthApplies(own: StarfighterType, opponents: readonly StarfighterType[]): boolean {
  return hasFighterQuality(own, 'Stealth') && !opponents.some((t) => hasFighterQuality(t, 'Stealth'));
}

/** Unstoppable Wave may be chosen only in a combat where the side has more squadrons than the enemy (p.88). */
export function unstoppableWaveAllowed(friendlySquadrons: number, enemySquadrons: number): boolean {
  return friendlySquadrons > enemySquadrons;
}

/**
 * p.81 "Scout": "Any enemy starship squadron targeted by a strike mission with at least one scout starfighter
 * squadron has their effective EW rating reduced by one for all friendly starships." Returns 1 or 0: the EW
 * reduction `side`'s ships get against `shipSquadronId` (it does not stack).
 */
export function scoutEwPenalty(
  shipSquadronId: string,
  side: string,
  missions: readonly { readonly side: string; readonly kind: 'cap' | 'strike'; readonly targetId: string; readonly squadronIds: readonly string[] }[],
  typeOfSquadron: (squadronId: string) => StarfighterType | undefined,
): 0 | 1 {
  const scouted = missions.some(
    (m) => m.side === side && m.kind === 'strike' && m.targetId === shipSquadronId && m.squadronIds.some((id) => {
      const t = typeOfSquadron(id);
      return t !== undefined && hasFighterQuality(t, 'Scout');
    }),
  );
  return scouted ? 1 : 0;
}
