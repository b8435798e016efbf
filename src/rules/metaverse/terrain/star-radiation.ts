/**
 * Star radiation in the Repair Step of the End Phase (Metaverse p.96 "Stars"; p.38 Repair Step; ruling A61; terrain
 * effects, A61), composed from damage/environment.ts `starRadiation` and damage/qualities.ts `ionizedCriticals`.
 *
 * - p.96: every turn a starship is on the table (the star's gravitational field) it takes radiation during the
 *   Repair Step of the End Phase: a dwarf star 1D6 energy damage to each section, a giant star 1D12, a neutron
 *   star / pulsar / magnetar 1D12 treated as Ionized (p.74: per section ⌊damage ÷ Threat⌋ D6, each 6 a critical).
 * - A61: each section takes its own die; the damage is energy, so the shields, ablative plates and adaptive
 *   armour of the ship's arc facing the star's table edge apply, and the section's own armour in that arc.
 *
 * Judgement calls: each section's die is one raking pulse recorded in that section only (what a destroyed
 * section leaves over is not passed inward: every section has its own die); the shields of the arc are spent as
 * the sections are taken in design order. Radiation comes after the crews' repairs, so the criticals it scores
 * wait for the next Critical Step. Two stars (two features) each radiate.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { starRadiation, type StarKind } from '../damage/environment.ts';
import { resolvePulse } from '../damage/pulse.ts';
import { ionizedCriticals } from '../damage/qualities.ts';
import { recordRaking } from '../damage/record.ts';
import { cloneState, type ShipDamageState } from '../damage/state.ts';
import { defenceActsOn } from '../damage/types.ts';
import { arcsFacing } from '../geometry/arcs.ts';
import { add, unit } from '../../core/plane.ts';
import type { Edge } from '../setup/match-play.ts';
import type { MetaverseState, MvShip, MvSquadron } from '../state.ts';
import { edgeWord, type MvTerrain } from './place.ts';
import { count } from '../../core/text.ts';
import type { Arc } from '../ships/directions.ts';

/** Compass bearing from the table toward each edge (north is the top edge). */
export const EDGE_BEARING: Readonly<Record<Edge, number>> = { top: 0, right: 90, bottom: 180, left: 270 };

const STAR_KIND: Readonly<Partial<Record<MvTerrain['kind'], StarKind>>> = { 'dwarf-star': 'dwarf', 'giant-star': 'giant', 'neutron-star': 'neutron' };

/** The ship's arc facing a compass bearing (the first on a boundary, A25). */
export function arcToward(sq: Pick<MvSquadron, 'at' | 'heading' | 'mirrored' | 'directionality'>, bearing: number): Arc {
  return arcsFacing(sq, add(sq.at, unit(bearing)), sq.directionality)[0] ?? 'bow';
}

export interface SectionRadiation {
  readonly state: ShipDamageState;
  readonly shieldHitsLost: number;
  readonly hull: number;
}

/** One energy pulse of `amount` into section `sectionId` through the defences of `arc` (A61). */
export function radiateSection(damage: ShipDamageState, sectionId: string, arc: Arc, amount: number): SectionRadiation {
  const st = cloneState(damage);
  const sec = st.sections.find((s) => s.id === sectionId);
  if (!sec || sec.destroyed) return { state: damage, shieldHitsLost: 0, hull: 0 };
  const pool = st.shields.filter((s) => s.arc === arc && s.hits > 0 && defenceActsOn(s.vs, 'energy'));
  const poolHits = pool.reduce((n, s) => n + s.hits, 0);
  const armour = sec.armour.filter((a) => a.arc === arc && defenceActsOn(a.vs, 'energy')).reduce((n, a) => n + a.rating, 0);
  const r = resolvePulse({
    base: amount,
    type: 'energy',
    offBands: 0,
    oddRoll: false,
    shields: poolHits > 0 ? { hits: poolHits, vs: 'energy-kinetic', adaptiveLevel: st.adaptiveShieldLevel.find((a) => a.arc === arc)?.level ?? 0 } : null,
    armour: { rating: armour, vs: 'energy-kinetic' },
    ablative: st.ablativePlates.find((a) => a.arc === arc)?.count ?? 0,
    adaptiveArmour: st.adaptiveArmour,
  });
  let lose = r.shieldHitsLost;
  for (const sh of pool) {
    const k = Math.min(lose, sh.hits);
    sh.hits -= k;
    lose -= k;
  }
  const rec = recordRaking(st, sectionId, r.hull, false);
  return { state: rec.state, shieldHitsLost: r.shieldHitsLost, hull: r.hull };
}

/** p.96: each star's radiation on every active ship on the table, in the Repair Step; every die in an event. */
export function starRadiationStep(state: Pick<MetaverseState, 'terrain' | 'squadrons'>, ships: readonly MvShip[], dice: Dice): { ships: MvShip[]; events: GameEvent[] } {
  const stars = (state.terrain ?? []).filter((t) => STAR_KIND[t.kind] !== undefined && t.edge !== undefined);
  let out = [...ships];
  const events: GameEvent[] = [];
  for (const star of stars) {
    const kind = STAR_KIND[star.kind] as StarKind;
    const edge = star.edge as Edge;
    const die = kind === 'dwarf' ? 6 : 12;
    out = out.map((ship) => {
      const sq = state.squadrons.find((q) => q.id === ship.squadronId);
      if (ship.status !== 'active' || ship.damage.destroyed || !sq) return ship;
      const arc = arcToward(sq, EDGE_BEARING[edge]);
      const rolls = starRadiation(ship.damage, kind, dice);
      let damage = ship.damage;
      const parts: string[] = [];
      const dealt: { section: string; hits: number }[] = [];
      for (const roll of rolls) {
        const r = radiateSection(damage, roll.section, arc, roll.roll);
        damage = r.state;
        if (r.hull > 0) dealt.push({ section: roll.section, hits: r.hull });
        parts.push(`${roll.section} d${die} ${roll.roll}${r.shieldHitsLost > 0 ? `, ${r.shieldHitsLost} shield` : ''}${r.hull > 0 ? ` → ${r.hull} hull` : ' → no hull damage'}`);
      }
      let ion = '';
      if (kind === 'neutron' && dealt.length > 0) {
        // p.74 Ionized, per section: ⌊damage ÷ Threat⌋ D6, each 6 a critical.
        const io = ionizedCriticals(damage, dealt, dice);
        damage = io.state;
        const shown = io.rolls.filter((x) => x.dice > 0).map((x) => `${x.section} d6 [${x.rolls.join(', ')}]${x.criticals > 0 ? ` ${count(x.criticals, 'critical')}` : ''}`);
        if (shown.length > 0) ion = `; ionized (p.74): ${shown.join('; ')}`;
      }
      const gone = damage.destroyed && !ship.damage.destroyed;
      events.push({
        type: 'terrain',
        text: `${ship.name}: radiation of the ${star.name.toLowerCase()} beyond the ${edgeWord(edge)} edge on the ${arc} arc${kind === 'neutron' ? ' (Ionized)' : ''}: ${parts.join('; ')}${ion}${gone ? ` — ${ship.name} is destroyed` : ''} (p.96).`,
      });
      return { ...ship, damage, ...(gone ? { status: 'destroyed' as const, fate: `burnt by the ${star.name.toLowerCase()}` } : {}) };
    });
  }
  return { ships: out, events };
}
