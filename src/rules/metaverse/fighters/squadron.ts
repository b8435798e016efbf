/**
 * A starfighter squadron in play, and its losses (Metaverse p.28 "Starfighters do not take damage in the same
 * manner as starships", p.81 "Strength", p.38 "Morale Step").
 *
 * Strength is a pool of hits; "a starfighter squadron that has received hits does not reduce in combat
 * capability" and it is destroyed when the last point goes. Penetrating weapons gain nothing against fighters.
 *
 * Judgement calls:
 * - `ready` records the re-arm step: a squadron recovered this turn lands unready and must be re-armed on a later
 *   turn before it can launch again ("recovered onto a carrier in a previous turn can be readied for launch").
 *   Squadrons loaded at game start are ready.
 * - `at` is the starship squadron where the fighters are (null in a hangar or destroyed); mission membership is
 *   held by the missions (mission.ts), not here.
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { hasFighterQuality } from './squadron-type.ts';
import type { StarfighterType } from './squadron-type.ts';
import { metaverseError } from '../errors.ts';

export type FighterStatus = 'hangar' | 'space' | 'destroyed';

export interface FighterSquadron {
  readonly id: string;
  /** StarfighterType id. */
  readonly typeId: string;
  /** Owning side. */
  readonly side: string;
  readonly status: FighterStatus;
  /** Hangar it sits in (status 'hangar'), or the one it last left. */
  readonly hangarId: string | null;
  /** Starship squadron id where it is present (status 'space'). */
  readonly at: string | null;
  /** Strength left (≤ the design's Strength). */
  readonly strength: number;
  /** Mounted-weapon loads, one weapon id per load (≤ hardpoints). */
  readonly loads: readonly string[];
  /** Marine parties carried by a Breaching squadron. */
  readonly marines: number;
  /** Re-armed and fit to launch. */
  readonly ready: boolean;
}

/**
 * A squadron at game start (p.81): in its hangar, full strength, ready. A Breaching squadron comes "with one free
 * load of marines" (its Strength). An FTL squadron may instead start on the table at a starship squadron
 * (p.81 "FTL": "deployed on the table at the start of the game rather than in their hanger bays").
 */
export function newFighterSquadron(
  a: { readonly id: string; readonly side: string; readonly hangarId: string; readonly loads?: readonly string[]; readonly onTableAt?: string },
  type: StarfighterType,
): Result<FighterSquadron, RuleError> {
  if (a.onTableAt !== undefined && !hasFighterQuality(type, 'FTL'))
    return err(metaverseError('ERR_NOT_FTL', `${type.name} has no FTL quality, so it must start in its hangar.`, { at: a.id }));
  if ((a.loads ?? []).length > type.hardpoints)
    return err(metaverseError('ERR_HARDPOINTS_FULL', `${type.name} has only ${type.hardpoints} hardpoints: load fewer weapons.`, { at: a.id }));
  const bad = (a.loads ?? []).find((w) => !type.mountableWeapons.includes(w));
  if (bad !== undefined) return err(metaverseError('ERR_NOT_MOUNTABLE', `${type.name} cannot mount ${bad}: pick one of its mountable weapons.`, { at: a.id }));
  return ok({
    id: a.id,
    typeId: type.id,
    side: a.side,
    status: a.onTableAt === undefined ? 'hangar' : 'space',
    hangarId: a.hangarId,
    at: a.onTableAt ?? null,
    strength: type.strength,
    loads: [...(a.loads ?? [])],
    marines: hasFighterQuality(type, 'Breaching') ? type.strength : 0,
    ready: true,
  });
}

export interface FighterLoss {
  readonly squadronId: string;
  readonly hits: number;
  readonly strengthBefore: number;
  readonly strengthAfter: number;
  readonly destroyed: boolean;
  /** Morale value to strike on the starfighter chart (0 unless destroyed now). */
  readonly morale: number;
}

/** Applies hits to one squadron (p.28): strength falls, and at 0 the squadron is destroyed. */
export function applyFighterHits(
  squadron: FighterSquadron,
  hits: number,
  moraleValue: number,
): { readonly squadron: FighterSquadron; readonly loss: FighterLoss } {
  if (!Number.isInteger(hits) || hits < 0) throw new Error(`hits must be a whole number ≥ 0, not ${hits}`);
  const before = squadron.strength;
  if (squadron.status === 'destroyed' || hits === 0)
    return { squadron, loss: { squadronId: squadron.id, hits, strengthBefore: before, strengthAfter: before, destroyed: false, morale: 0 } };
  const after = Math.max(0, before - hits);
  const destroyed = after === 0;
  const next: FighterSquadron = destroyed ? { ...squadron, strength: 0, status: 'destroyed', at: null } : { ...squadron, strength: after };
  return {
    squadron: next,
    loss: { squadronId: squadron.id, hits, strengthBefore: before, strengthAfter: after, destroyed, morale: destroyed ? moraleValue : 0 },
  };
}

/** Hits scored this step, summed per squadron, and applied together ("casualties applied after both sides have rolled"). */
export function applyAllFighterHits(
  squadrons: readonly FighterSquadron[],
  hits: readonly { readonly squadronId: string; readonly hits: number }[],
  moraleValueOf: (typeId: string) => number,
): { readonly squadrons: readonly FighterSquadron[]; readonly losses: readonly FighterLoss[] } {
  const total = new Map<string, number>();
  for (const h of hits) total.set(h.squadronId, (total.get(h.squadronId) ?? 0) + h.hits);
  const losses: FighterLoss[] = [];
  const next = squadrons.map((s) => {
    const n = total.get(s.id);
    if (n === undefined) return s;
    const r = applyFighterHits(s, n, moraleValueOf(s.typeId));
    losses.push(r.loss);
    return r.squadron;
  });
  return { squadrons: next, losses };
}

export interface FighterChart {
  /** Points on the starfighter chart, 0–99. */
  readonly points: number;
}

/**
 * Strikes morale points on the 100-point starfighter chart (p.38 "Morale Step"): each time the final point is
 * scored the chart is erased and one point goes on the threshold chart; the rest carries over.
 */
export function strikeFighterChart(chart: FighterChart, morale: number): { readonly chart: FighterChart; readonly thresholdPoints: number } {
  if (!Number.isInteger(morale) || morale < 0) throw new Error(`morale must be a whole number ≥ 0, not ${morale}`);
  const total = chart.points + morale;
  return { chart: { points: total % 100 }, thresholdPoints: Math.floor(total / 100) };
}
