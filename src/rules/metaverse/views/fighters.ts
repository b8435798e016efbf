/**
 * Starfighters on the map (Metaverse p.19): a squadron in space has no point of its own, only the starship
 * squadron it is with (fighters/squadron.ts `at`). Each side's wings of one type at one starship squadron are
 * drawn as one flight beside it, toward their own side's deployment edge (so attackers sit between the target and
 * home, and CAP behind its ship), with the number of wings as its count.
 */
import type { Point, SceneUnit } from '../../core/scene.ts';
import { starfighterTypeById } from '../ships/library.ts';
import type { MetaverseState } from '../state.ts';

/** How far from the starship squadron a flight is drawn, and how far apart several flights stand, in cm. */
const OFFSET_CM = 13;
const STACK_CM = 11;
/** Room kept between a flight and the table edge, for its name above it. */
const ROOM_CM = 6;

const EDGE_DIRECTION = { top: { x: 0, y: -1 }, bottom: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } } as const;

export function fighterUnits(state: MetaverseState, at: (p: Point) => Point): SceneUnit[] {
  const groups = new Map<string, { host: string; side: 'A' | 'B'; typeId: string; wings: number }>();
  for (const f of state.fighters.squadrons) {
    if (f.status !== 'space' || f.at === null) continue;
    const key = `${f.at}|${f.side}|${f.typeId}`;
    const g = groups.get(key) ?? { host: f.at, side: f.side, typeId: f.typeId, wings: 0 };
    groups.set(key, { ...g, wings: g.wings + 1 });
  }
  const placed = new Map<string, number>();
  return [...groups.values()].flatMap((g) => {
    const host = state.squadrons.find((q) => q.id === g.host);
    if (!host) return [];
    const k = placed.get(`${g.host}|${g.side}`) ?? 0;
    placed.set(`${g.host}|${g.side}`, k + 1);
    const home = EDGE_DIRECTION[state.config.sides[g.side].deploymentEdge];
    const d = OFFSET_CM + k * STACK_CM;
    // Near the home edge there is no room for the flight and its name: it goes on the enemy's side of the squadron.
    const table = state.config.game.table;
    const fits = (p: Point): boolean => p.x >= ROOM_CM && p.y >= ROOM_CM && p.x <= table.width - ROOM_CM && p.y <= table.depth - ROOM_CM;
    const homeward = { x: host.at.x + home.x * d, y: host.at.y + home.y * d };
    const dir = fits(homeward) || !fits(host.at) ? home : { x: -home.x, y: -home.y };
    const point = { x: host.at.x + dir.x * d, y: host.at.y + dir.y * d };
    // Facing the starship squadron: attackers face their target, CAP faces the enemy beyond its ship.
    const towards = g.side === host.side ? { x: -home.x, y: -home.y } : { x: host.at.x - point.x, y: host.at.y - point.y };
    const facing = ((Math.atan2(towards.x, -towards.y) * 180) / Math.PI + 360) % 360;
    return [
      {
        id: `fighters:${g.host}:${g.side}:${g.typeId}`,
        label: starfighterTypeById(g.typeId)?.name ?? g.typeId,
        side: g.side,
        kind: 'flight' as const,
        at: at(point),
        facing: Math.round(facing),
        count: g.wings,
        status: 'active' as const,
        // Wings beside an enemy squadron are there to attack it (p.19): drawn bound for it. CAP guards its own.
        ...(g.side !== host.side ? { targetId: host.id } : {}),
      },
    ];
  });
}
