/**
 * Shockwave (Starmada B.19 p.36–37): triggered in the Combat Phase with the ship's other weapons, it makes four
 * hits per point of current shield rating (with directional shields, B.7, the sum of the four arcs, not multiplied).
 * The hits are shared as evenly as possible among every element (friend or foe) and minefield within three hexes
 * in the ship's line of sight; leftover hits go in ascending order of range; no target takes more than one third of
 * the hits (rounded up), the rest are lost. No to-hit roll; each hit is IMP 1, DMG 1.
 *
 * ruling 133: the attacking player's choice among targets at equal range is made for them: enemies before friends,
 * then in the order the elements are listed (fleet order).
 */
import type { Dice } from '../../core/dice.ts';
import { count } from '../../core/text.ts';
import { damageTargetOf, type FlightTarget, type ShipTarget } from './attack.ts';
import { NO_DAMAGE, rollDamage, type DamageTally } from './damage.ts';
import { rollImpact } from './impact.ts';
import { formatDamage, formatImpact, SEPARATOR } from './summary.ts';

/** The shockwave's reach in hexes (p.36). */
export const SHOCKWAVE_RANGE = 3;

const SHOCKWAVE_HIT = { imp: 1, dmg: 1, traits: [] } as const;

/** Hits a shockwave makes: 4 × the shield rating, or the sum of the directional ratings (p.36–37). */
export function shockwaveHits(shield: number, directional?: Readonly<Record<string, number>>): number {
  if (directional) return Object.values(directional).reduce((n, v) => n + Math.max(0, v), 0);
  return 4 * Math.max(0, shield);
}

export interface ShockwaveVictim {
  readonly id: string;
  readonly range: number;
  /** On the attacker's side: takes leftovers after enemies at the same range [ruling 133]. */
  readonly friendly: boolean;
}

/** The hits each victim takes (p.36–37): even shares, leftovers nearest first, at most a third each. */
export function assignShockwaveHits(hits: number, victims: readonly ShockwaveVictim[]): Map<string, number> {
  const shares = new Map<string, number>();
  if (victims.length === 0 || hits <= 0) return shares;
  const cap = Math.ceil(hits / 3);
  const base = Math.min(cap, Math.floor(hits / victims.length));
  for (const v of victims) shares.set(v.id, base);
  let left = hits - base * victims.length;
  const nearestFirst = [...victims].sort((a, b) => a.range - b.range || Number(a.friendly) - Number(b.friendly));
  for (const v of nearestFirst) {
    if (left <= 0) break;
    if ((shares.get(v.id) ?? 0) >= cap) continue;
    shares.set(v.id, (shares.get(v.id) ?? 0) + 1);
    left -= 1;
  }
  return shares;
}

export interface ShockwaveRecord {
  readonly target: string;
  readonly hits: number;
  readonly total: DamageTally;
  readonly fightersDestroyed: number;
  readonly summary: string;
}

/** The automatic hits on one element: a flight loses a fighter per hit, a ship rolls impact and damage. */
export function resolveShockwaveHits(source: string, target: ShipTarget | FlightTarget, hits: number, dice: Dice): ShockwaveRecord {
  const head = `${source} shockwave → ${target.name}${SEPARATOR}${count(hits, 'hit')}`;
  if (target.kind === 'flight') {
    const fightersDestroyed = Math.min(hits, target.fighters);
    return { target: target.name, hits, total: NO_DAMAGE, fightersDestroyed, summary: `${head}${SEPARATOR}${count(fightersDestroyed, 'fighter')} destroyed` };
  }
  const label = `shockwave ${source}→${target.name}`;
  const impact = rollImpact(SHOCKWAVE_HIT, 'medium', hits, { shield: target.shield }, dice, label);
  const damage = impact.impacts > 0 ? rollDamage(SHOCKWAVE_HIT, impact.impacts, damageTargetOf(target), {}, dice, label) : null;
  const summary = [head, formatImpact(impact), ...(damage ? [formatDamage(damage)] : [])].join(SEPARATOR);
  return { target: target.name, hits, total: damage?.total ?? NO_DAMAGE, fightersDestroyed: 0, summary };
}
