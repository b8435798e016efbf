/**
 * Drive assignment: which drives supply which actions of a plot (book p.7 "an STL drive cannot split its
 * thrust points between different actions").
 *
 * An action (accelerate, starboard turns, a roll, one Newtonian thrust, …) needs points from drives with
 * suitable arcs. It may list alternative options (a hexagon roll can use any of three drive pairs); an option
 * is a list of demands, each pooled from one or more drives. Every drive serves at most one demand. Ships have
 * few drives, so a backtracking search is exact and fast.
 *
 * Judgement call: a drive serving an action spends exactly what the action needs of it (the pooled drives are
 * drained in the order found); points left on a used drive are wasted (p.7 example), and "unused thrust"
 * for RAM is capacity minus points actually spent (p.13).
 */
import type { DriveCapacity } from './drives.ts';
import type { Arc } from '../ships/directions.ts';

export interface Demand {
  /** Arcs a drive may use for this demand (after mirroring). */
  readonly arcs: readonly Arc[];
  readonly points: number;
}

export interface Action {
  /** e.g. "accelerate", "starboard turns", "roll". */
  readonly name: string;
  /** Alternatives; each alternative is a set of demands that must all be met. */
  readonly options: readonly (readonly Demand[])[];
}

export interface DriveUse {
  readonly drive: string;
  readonly action: string;
  readonly arc: Arc;
  readonly points: number;
}

/** Finds a drive assignment for every action, or null if none exists. */
export function assignDrives(drives: readonly DriveCapacity[], actions: readonly Action[]): DriveUse[] | null {
  const demands: { action: string; options: readonly (readonly Demand[])[] }[] = actions
    .map((a) => ({ action: a.name, options: a.options.map((o) => o.filter((d) => d.points > 0)) }))
    .filter((a) => a.options.length > 0);
  const used = new Set<string>();

  const fillDemand = (action: string, demand: Demand, rest: () => DriveUse[] | null): DriveUse[] | null => {
    const eligible = drives.filter((d) => !used.has(d.id) && d.points > 0 && d.arcs.some((a) => demand.arcs.includes(a)));
    // choose a subset of eligible drives (in order) whose capacity covers the demand; minimal subsets only
    const pick = (start: number, need: number, chosen: DriveUse[]): DriveUse[] | null => {
      if (need <= 0) {
        const tail = rest();
        return tail === null ? null : [...chosen, ...tail];
      }
      for (let i = start; i < eligible.length; i++) {
        const d = eligible[i];
        if (!d) continue;
        const arc = d.arcs.find((a) => demand.arcs.includes(a));
        if (arc === undefined) continue;
        used.add(d.id);
        const found = pick(i + 1, need - d.points, [...chosen, { drive: d.id, action, arc, points: Math.min(d.points, need) }]);
        used.delete(d.id);
        if (found) return found;
      }
      return null;
    };
    return pick(0, demand.points, []);
  };

  const solveFrom = (ai: number): DriveUse[] | null => {
    const a = demands[ai];
    if (!a) return [];
    for (const option of a.options) {
      const solveDemand = (di: number): DriveUse[] | null => {
        const demand = option[di];
        if (!demand) return solveFrom(ai + 1);
        return fillDemand(a.action, demand, () => solveDemand(di + 1));
      };
      const found = solveDemand(0);
      if (found) return found;
    }
    return null;
  };
  return solveFrom(0);
}

/** Total points actually spent by an assignment. */
export const pointsSpent = (uses: readonly DriveUse[]): number => uses.reduce((s, u) => s + u.points, 0);
