/**
 * Terrain in the Starship Movement and Combat Steps (Metaverse p.95 "Planets", p.97–98 "Asteroids", p.98–99
 * "Nebulae"; rulings A15, A31), composed from geometry/line-of-sight.ts and
 * damage/environment.ts over the terrain placed at setup (terrain/place.ts).
 *
 * - Movement (p.95): a ship whose move ends on or crosses a planet's model is destroyed. Newtonian paths are the
 *   straight resultant from start to end (A15).
 * - Movement (p.97–98): a squadron whose move ends in or crosses an asteroid field or cluster takes, on each ship,
 *   kinetic damage of 1D10 (cluster 1D20) per point of momentum, minimum one die, less as many dice as the ship's
 *   current Target Rating if positive; Cinematic ships on the bow arc, a random arc (one die over the arcs) at
 *   momentum 0, Newtonian ships on the arc of their greatest velocity.
 * - Combat (p.24, p.95): planets block line of sight; an indirect weapon may still fire (fire/attack.ts) when the
 *   way round the planet is within its maximum range. In any nebula the range modifier is read at double the range
 *   (legality still uses the true range, p.98); in a planetary nebula the target's EW rises by one per 10 cm beyond
 *   the first band (A31).
 *
 * - Movement (p.99): in a dark nebula each squadron's velocities drop by 1D6 − 2 (`darkNebulaDrag`).
 *
 * Judgement calls: each asteroid die is one kinetic pulse of that many points, raking, through the arc's defences
 * (the book does not say; damage/environment.ts); PD shooting asteroid dice down is not composed (it needs the
 * player's choice of weapons), nor the nebulae's stellar wind, star radiation in the Repair Step and singularity
 * zones.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { Point } from '../../core/scene.ts';
import { targetRatingOf } from '../adapters/fire.ts';
import { asteroidDiceCount, rollAsteroidDamage } from '../damage/environment.ts';
import { resolveWeaponHit } from '../damage/hit.ts';
import { ARCS } from '../damage/types.ts';
import { arcsFacing } from '../geometry/arcs.ts';
import { blockingTerrain, pathCrossesCircle, type RoundTerrain } from '../geometry/line-of-sight.ts';
import { add, distance, unit } from '../../core/plane.ts';
import { newtonianStep } from '../geometry/directionality.ts';
import { designById } from '../ships/library.ts';
import { isAsteroids, isNebula, isPlanet, type MvTerrain } from './place.ts';
import type { MetaverseState, MvShip, MvSquadron } from '../state.ts';
import type { Arc } from '../ships/directions.ts';

const terrainOf = (state: Pick<MetaverseState, 'terrain'>): readonly MvTerrain[] => state.terrain ?? [];

/** The planets as round terrain that blocks line of sight (p.95). */
export function planetCircles(state: Pick<MetaverseState, 'terrain'>): RoundTerrain[] {
  return terrainOf(state).flatMap((t) => (isPlanet(t) && t.circle ? [{ id: t.id, centre: t.circle.at, radius: t.circle.radius, blocksLineOfSight: true }] : []));
}

/** Shortest way from a to b round a circle (tangent, arc, tangent), or the straight line when it is clear. */
export function wayRound(a: Point, b: Point, centre: Point, radius: number): number {
  const da = distance(a, centre);
  const db = distance(b, centre);
  if (da <= radius || db <= radius) return Infinity;
  const ta = Math.sqrt(da * da - radius * radius);
  const tb = Math.sqrt(db * db - radius * radius);
  const angle = Math.acos(Math.max(-1, Math.min(1, ((a.x - centre.x) * (b.x - centre.x) + (a.y - centre.y) * (b.y - centre.y)) / (da * db))));
  const arc = angle - Math.acos(radius / da) - Math.acos(radius / db);
  return arc <= 0 ? distance(a, b) : ta + tb + radius * arc;
}

export interface FireTerrain {
  readonly lineOfSight: boolean;
  /** The planets in the way, by name. */
  readonly blockedBy: readonly string[];
  /** Length of the way round the blocking planets (indirect fire), cm. */
  readonly wayRound: number;
  readonly apparentRangeBand?: number;
  readonly planetaryNebulaCm?: number;
}

/** The terrain's say on one shot from `from` to `to` at `range` cm with band size `bandSize` (p.24, p.95, p.98–99). */
export function fireTerrain(state: Pick<MetaverseState, 'terrain'>, from: Point, to: Point, range: number, bandSize: number): FireTerrain {
  const planets = planetCircles(state);
  const blocking = blockingTerrain(from, to, planets);
  const names = blocking.map((id) => terrainOf(state).find((t) => t.id === id)?.name ?? id);
  // Judgement call: the way round is taken round each blocking planet on its own (the longest detour counts).
  const round = Math.max(range, ...blocking.map((id) => {
    const p = planets.find((q) => q.id === id);
    return p ? wayRound(from, to, p.centre, p.radius) : range;
  }));
  const nebulae = terrainOf(state).filter(isNebula);
  return {
    lineOfSight: blocking.length === 0,
    blockedBy: names,
    wayRound: round,
    // p.98: all fire in a nebula is at double the apparent range for its modifiers.
    ...(nebulae.length > 0 ? { apparentRangeBand: Math.max(1, Math.ceil((2 * range) / bandSize)) } : {}),
    // p.99 "Planetary Nebula", A31: EW +1 per 10 cm ignoring the first band.
    ...(nebulae.some((t) => t.kind === 'planetary-nebula') ? { planetaryNebulaCm: range } : {}),
  };
}

/** Whether a path ends in or crosses a terrain piece's area (also FTL paths, sequence/movement/ftl.ts). */
export function pathMeets(path: readonly Point[], t: MvTerrain): boolean {
  if (t.circle) return pathCrossesCircle(path, t.circle.at, t.circle.radius);
  const r = t.rect;
  if (!r) return false;
  const inside = (p: Point): boolean => p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height;
  // A field band: sample the segments every half centimetre (a band is at least 10 cm wide).
  for (let i = 0; i < path.length; i++) {
    const a = path[i] as Point;
    const b = path[i + 1];
    if (inside(a)) return true;
    if (!b) continue;
    const steps = Math.ceil(distance(a, b) / 0.5);
    for (let k = 1; k <= steps; k++) if (inside({ x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps })) return true;
  }
  return false;
}

/** The asteroid dice's arc and momentum for a squadron after its move (p.97). */
function asteroidArcAndMomentum(sq: MvSquadron, dice: Dice): { arc: Arc; momentum: number; why: string } {
  const arcs: readonly Arc[] = ARCS[sq.directionality];
  if (sq.method === 'newtonian') {
    const best = sq.rose.reduce((bi, v, i, all) => (v > (all[bi] ?? 0) ? i : bi), 0);
    const v = sq.rose[best] ?? 0;
    if (v > 0) {
      const arc = arcsFacing(sq, add(sq.at, unit(best * newtonianStep(sq.directionality))), sq.directionality)[0] ?? 'bow';
      return { arc, momentum: v, why: `greatest velocity ${v}` };
    }
  } else if (sq.momentum > 0) return { arc: 'bow', momentum: sq.momentum, why: `momentum ${sq.momentum}` };
  const k = dice.roll(`asteroids ${sq.name} random arc`, arcs.length);
  return { arc: arcs[k - 1] ?? 'bow', momentum: 0, why: `momentum 0, random arc d${arcs.length} ${k}` };
}

/**
 * p.99 "Dark Nebula": a squadron that plots inside it rolls 1D6 − 2 (minimum 0) and takes that from each of its
 * velocities, never past zero. Judgement call: applied to the velocities its move leaves (Cinematic momentum,
 * each Newtonian rose entry), so the drag shows on the next plot.
 */
export function darkNebulaDrag(state: Pick<MetaverseState, 'terrain'>, sq: MvSquadron, dice: Dice | undefined): { squadron: MvSquadron; events: GameEvent[] } {
  if (!dice || !terrainOf(state).some((t) => t.kind === 'dark-nebula')) return { squadron: sq, events: [] };
  const roll = dice.roll(`dark nebula ${sq.name}`, 6);
  const drag = Math.max(0, roll - 2);
  const squadron = sq.method === 'newtonian' ? { ...sq, rose: sq.rose.map((v) => Math.max(0, v - drag)) } : { ...sq, momentum: Math.max(0, sq.momentum - drag) };
  const now = sq.method === 'newtonian' ? `rose [${squadron.rose.join(', ')}]` : `momentum ${squadron.momentum}`;
  return { squadron, events: [{ type: 'terrain', text: `${sq.name} in the dark nebula: d6 ${roll} − 2 → ${drag} off each velocity, ${now} (p.99).` }] };
}

/** Planet transit and asteroid damage for one squadron's move (p.95, p.97–98). */
export function terrainAfterMove(state: MetaverseState, sq: MvSquadron, path: readonly Point[], ships: readonly MvShip[], dice: Dice | undefined): { ships: MvShip[]; events: GameEvent[] } {
  const terrain = terrainOf(state);
  let out = [...ships];
  const events: GameEvent[] = [];
  if (terrain.length === 0 || path.length === 0) return { ships: out, events };
  // A15: a Newtonian path is the straight resultant.
  const first = path[0] as Point;
  const last = path[path.length - 1] as Point;
  const line = sq.method === 'newtonian' ? [first, last] : path;
  const aboard = (): MvShip[] => out.filter((s) => s.squadronId === sq.id && s.status === 'active');
  const planet = terrain.find((t) => isPlanet(t) && pathMeets(line, t));
  if (planet) {
    // p.95: transiting a planet's model destroys the ship.
    out = out.map((s) => (s.squadronId === sq.id && s.status === 'active' ? { ...s, status: 'destroyed' as const, fate: `flew into the ${planet.name.toLowerCase()}` } : s));
    events.push({ type: 'terrain', text: `${sq.name} flies into the ${planet.name.toLowerCase()} and is destroyed (p.95).` });
    return { ships: out, events };
  }
  const rocks = terrain.filter((t) => isAsteroids(t) && pathMeets(line, t));
  // One field's worth of dice per turn; a cluster's D20s when any cluster is met (judgement: the worst applies).
  const rock = rocks.find((t) => t.kind === 'asteroid-clusters') ?? rocks[0];
  if (!rock || aboard().length === 0) return { ships: out, events };
  if (!dice) {
    events.push({ type: 'terrain', text: `${sq.name} passes through the ${rock.name.toLowerCase()} (no dice given for its damage).` });
    return { ships: out, events };
  }
  const cluster = rock.kind === 'asteroid-clusters';
  const { arc, momentum, why } = asteroidArcAndMomentum(sq, dice);
  for (const ship of aboard()) {
    const design = designById(ship.designId);
    if (!design) continue;
    const trs = targetRatingOf(design, ship.damage);
    const tr = Math.max(trs.trDefault, trs.trModified - trs.lostDrives) + sq.trModifier;
    const count = asteroidDiceCount(momentum, tr);
    const all = Math.max(1, Math.floor(momentum));
    const head = `${ship.name} in the ${rock.name.toLowerCase()} (${why}): ${all} d${cluster ? 20 : 10}, ${all - count} ignored for TR ${tr}`;
    if (count === 0) {
      events.push({ type: 'terrain', text: `${head} → no damage (p.97).` });
      continue;
    }
    const rolled = rollAsteroidDamage(count, cluster, dice);
    let st = ship.damage;
    const dealt = new Map<string, number>();
    let shields = 0;
    for (const dmg of rolled.rolls) {
      const h = resolveWeaponHit(st, { label: `asteroids → ${ship.name}`, profile: { pulses: 1, damage: { fixed: dmg }, type: 'kinetic', effect: 'raking' }, arc, offBands: 0, sensorRoll: 20, deflector: null }, dice);
      st = h.state;
      shields += h.shieldHitsLost;
      for (const d of h.dealt) dealt.set(d.section, (dealt.get(d.section) ?? 0) + d.hits);
    }
    const gone = st.destroyed && !ship.damage.destroyed;
    out = out.map((s) => (s.id === ship.id ? { ...s, damage: st, ...(gone ? { status: 'destroyed' as const, fate: `wrecked in the ${rock.name.toLowerCase()}` } : {}) } : s));
    const got = [...dealt].map(([section, n]) => `${n} to ${section}`).join(', ') || 'no hull damage';
    events.push({ type: 'terrain', text: `${head} → d${cluster ? 20 : 10} [${rolled.rolls.join(', ')}] kinetic on the ${arc} arc: ${shields > 0 ? `${shields} shield hits, ` : ''}${got}${gone ? ` — ${ship.name} is destroyed` : ''} (p.97).` });
  }
  return { ships: out, events };
}
