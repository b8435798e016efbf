/**
 * Match Play setup (Metaverse "Match Play" p.101): equal points, no support or reinforcement lists,
 * terrain from 1–4 D20 per player, alternating deployment by command-dice roll-off into 10% edge strips, at most
 * 50% of squadrons in reserve with the flag commander on the table, then 1D4 preparation turns per player.
 * Victory (p.38): the morale test; the elimination loss of ruling A37 when config `eliminationLoss` is on.
 *
 * Judgement calls: a tied deployment roll with no earlier winner is rolled again; the higher roller "wins" a
 * deployment roll (the lower one must place); zones are axis-aligned rectangles in table cm, x east and y south
 * from the top-left corner (core/scene.ts).
 */
import type { Dice } from '../../core/dice.ts';

export const MATCH_PLAY = {
  ref: 'p.101',
  deploymentDepthPct: 10,
  terrainDicePerPlayer: { min: 1, max: 4 },
  terrainLowestDice: 2,
  reserveMaxPct: 50,
  prepTurnsDie: 4,
  supportLists: false,
  reinforcementLists: false,
  victory: [{ kind: 'morale-test' }] as const,
} as const;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type Edge = 'top' | 'right' | 'bottom' | 'left';

/**
 * A deployment strip along an edge: `depthPct` of the table depth (measured across the table from that edge)
 * and `lengthPct` of the edge's length, centred unless `startPct` gives its start along the edge.
 */
export function edgeZone(table: { readonly width: number; readonly depth: number }, edge: Edge, depthPct: number, lengthPct = 100, startPct?: number): Rect {
  const vertical = edge === 'top' || edge === 'bottom';
  const across = vertical ? table.depth : table.width;
  const along = vertical ? table.width : table.depth;
  const d = (across * depthPct) / 100;
  const l = (along * lengthPct) / 100;
  const s = startPct === undefined ? (along - l) / 2 : (along * startPct) / 100;
  switch (edge) {
    case 'top':
      return { x: s, y: 0, width: l, height: d };
    case 'bottom':
      return { x: s, y: table.depth - d, width: l, height: d };
    case 'left':
      return { x: 0, y: s, width: d, height: l };
    case 'right':
      return { x: table.width - d, y: s, width: d, height: l };
  }
}

/** The middle of the table: `depthPct` of its depth and `lengthPct` of its width, centred. */
export function centreZone(table: { readonly width: number; readonly depth: number }, depthPct: number, lengthPct: number): Rect {
  const height = (table.depth * depthPct) / 100;
  const width = (table.width * lengthPct) / 100;
  return { x: (table.width - width) / 2, y: (table.depth - height) / 2, width, height };
}

export interface DeploymentRoll {
  readonly rolls: Readonly<Record<'A' | 'B', readonly number[]>>;
  readonly totals: Readonly<Record<'A' | 'B', number>>;
  /** Who must place a squadron now, or null when a first tie must be rolled again. */
  readonly places: 'A' | 'B' | null;
}

/**
 * One deployment roll-off (p.101): both roll their flag commander's command dice; the lower total places a
 * squadron. On a tie the player who last won a roll loses this one.
 */
export function deploymentRoll(
  commandDice: Readonly<Record<'A' | 'B', { readonly count: number; readonly die: 4 | 6 | 8 }>>,
  lastWinner: 'A' | 'B' | null,
  dice: Dice,
): DeploymentRoll {
  const a = dice.rollMany('deployment A flag commander', commandDice.A.count, commandDice.A.die);
  const b = dice.rollMany('deployment B flag commander', commandDice.B.count, commandDice.B.die);
  const ta = a.reduce((s, v) => s + v, 0);
  const tb = b.reduce((s, v) => s + v, 0);
  const places = ta < tb ? 'A' : tb < ta ? 'B' : lastWinner;
  return { rolls: { A: a, B: b }, totals: { A: ta, B: tb }, places };
}

/** Most squadrons a side may hold in reserve: 50% (p.101). */
export const maxReserveSquadrons = (squadrons: number): number => Math.floor((squadrons * MATCH_PLAY.reserveMaxPct) / 100);

/** Each player's 1D4 preparation turns (p.101). */
export function rollPrepTurns(side: string, dice: Dice): { readonly side: string; readonly roll: number; readonly turns: number } {
  const roll = dice.roll(`preparation turns ${side}`, MATCH_PLAY.prepTurnsDie);
  return { side, roll, turns: roll };
}
