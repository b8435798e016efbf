/**
 * Dealing one weapon's damage to a starship: roll the pulses, apply them in ascending order of result, run each
 * through the defences of the arc hit (pulse.ts) and record it on the hull (record.ts).
 * Book: "Dealing Damage" (p.26: "If a player rolls multiple damage dice at once, the rolls are applied in
 * ascending result order"), "Recording Damage" (p.28: facing armour applies to all damage from one source even if
 * its section is destroyed), Dimensional (p.73); rulings A11, A19, A29, A33.
 *
 * Judgement calls:
 *  - The facing section's armour is read once, when the weapon's damage starts (one weapon hit = one source).
 *  - Adaptive armour rises by 1 (to its maximum) after a weapon hit that did ≥1 hull damage or had ≥1 point
 *    absorbed by armour (p.43 "After a starship has received…"); the book does not say when, so it is per source.
 *  - Erratic is not handled here: the caller picks the outer section (see chain.ts `outerSections`) and passes the
 *    arc that section faces.
 *  - Indirect redirection to an adjacent arc is the firer's choice: the caller passes the arc chosen.
 */
import type { Dice } from '../../core/dice.ts';
import { facingSection } from './chain.ts';
import { resolvePulse, type PulseQualities, type PulseResult } from './pulse.ts';
import { recordOnArc, type RecordEvent } from './record.ts';
import { cloneState, type ShipDamageState } from './state.ts';
import { defenceActsOn } from './types.ts';
import type { Arc } from '../ships/directions.ts';
import type { DamageEffect, DamageType, DefenceType } from '../ships/weapon.ts';

export type DamageDie = 4 | 6 | 8 | 10 | 12;

export interface DamageProfile {
  /** Fixed pulse count, or a rolled one (`D6x(5)`, A33). */
  readonly pulses: number | { readonly die: number };
  readonly damage: { readonly fixed: number } | { readonly die: DamageDie; readonly mod: number };
  readonly type: DamageType;
  readonly effect: DamageEffect;
  readonly shieldPiercing?: number;
  readonly armourPiercing?: number;
  readonly deflectionPiercing?: number;
  readonly qualities?: PulseQualities & { readonly dimensional?: boolean };
  /** Current adaptation level of an Adaptive weapon, added to each pulse. */
  readonly adaptiveLevel?: number;
}

export interface WeaponHit {
  /** For dice labels, e.g. "Thunderchild Laser 1 → Vengeance". */
  readonly label: string;
  readonly profile: DamageProfile;
  readonly arc: Arc;
  readonly offBands: number;
  /** The sensor roll that hit (parity drives QM, UR, PH, DM); a forced natural 20 is even. */
  readonly sensorRoll: number;
  readonly interceptedPulses?: number;
  /** The pulse count when the fire module already rolled it with the sensor roll (a rolled count is rolled once). */
  readonly pulsesRolled?: number;
  readonly deflector?: { readonly rating: number; readonly vs: DefenceType } | null;
  /** Fire from inside a shield projector's bubble at the projector ship, and RAM: straight to the hull. */
  readonly ignoreShields?: boolean;
}

export interface PulseRecord {
  /** The damage die rolled for this pulse, if any. */
  readonly roll: number | null;
  readonly result: PulseResult;
  readonly events: readonly RecordEvent[];
}

export interface HitResult {
  readonly state: ShipDamageState;
  readonly pulseCount: { readonly roll: number | null; readonly total: number; readonly intercepted: number };
  /** In the order applied (ascending damage roll). */
  readonly pulses: readonly PulseRecord[];
  readonly dealt: readonly { readonly section: string; readonly hits: number }[];
  readonly facingSection: string | null;
  readonly facingArmour: number;
  readonly shieldHitsLost: number;
  readonly hullHit: boolean;
  /** For Adaptive weapons (p.72): damage to shields, armour absorption or hull. */
  readonly adaptiveTriggered: boolean;
}

/** Armour of the facing section in `arc` acting on `type`, summed. */
export function facingArmour(state: ShipDamageState, arc: Arc, type: DamageType): number {
  const sec = facingSection(state, arc);
  if (sec === undefined) return 0;
  return sec.armour.filter((a) => a.arc === arc && defenceActsOn(a.vs, type)).reduce((n, a) => n + a.rating, 0);
}

function shieldPool(state: ShipDamageState, arc: Arc, type: DamageType) {
  const ring = (id: string): number => state.sections.find((s) => s.id === id)?.ring ?? 0;
  return state.shields.filter((s) => s.arc === arc && s.hits > 0 && defenceActsOn(s.vs, type)).sort((a, b) => ring(b.section) - ring(a.section));
}

export function resolveWeaponHit(state: ShipDamageState, hit: WeaponHit, dice: Dice): HitResult {
  const p = hit.profile;
  const pulseRoll = typeof p.pulses === 'number' ? null : (hit.pulsesRolled ?? dice.roll(`${hit.label}: pulses`, p.pulses.die));
  const total = pulseRoll ?? (typeof p.pulses === 'number' ? p.pulses : 0);
  const intercepted = Math.min(total, hit.interceptedPulses ?? 0);
  const n = total - intercepted;
  const rolls: (number | null)[] =
    'fixed' in p.damage ? Array.from({ length: n }, () => null) : [...dice.rollMany(`${hit.label}: damage`, n, p.damage.die)].sort((a, b) => a - b);
  const odd = hit.sensorRoll % 2 === 1;
  const armour = facingArmour(state, hit.arc, p.type);
  const facing = facingSection(state, hit.arc);

  let st = cloneState(state);
  const pulses: PulseRecord[] = [];
  const dealt = new Map<string, number>();
  let shieldHitsLost = 0;
  let hullHit = false;
  let adaptiveTriggered = false;
  let armourOrHull = false;
  for (const roll of rolls) {
    const base = ('fixed' in p.damage ? p.damage.fixed : (roll ?? 0) + p.damage.mod) + (p.adaptiveLevel ?? 0);
    const pool = hit.ignoreShields ? [] : shieldPool(st, hit.arc, p.type);
    const poolHits = pool.reduce((s, x) => s + x.hits, 0);
    const adaptiveLevel = st.adaptiveShieldLevel.find((a) => a.arc === hit.arc)?.level ?? 0;
    const ablative = st.ablativePlates.find((a) => a.arc === hit.arc)?.count ?? 0;
    const result = resolvePulse({
      base,
      type: p.type,
      offBands: hit.offBands,
      oddRoll: odd,
      qualities: p.qualities ?? {},
      shieldPiercing: p.shieldPiercing ?? 0,
      armourPiercing: p.armourPiercing ?? 0,
      deflectionPiercing: p.deflectionPiercing ?? 0,
      deflector: hit.deflector ?? null,
      shields: poolHits > 0 ? { hits: poolHits, vs: 'energy-kinetic', adaptiveLevel } : null,
      armour: { rating: armour, vs: 'energy-kinetic' },
      ablative,
      adaptiveArmour: st.adaptiveArmour,
    });
    // Spend shield hits, outermost owning section first (A29).
    let lose = result.shieldHitsLost;
    shieldHitsLost += lose;
    for (const sh of pool) {
      const k = Math.min(lose, sh.hits);
      sh.hits -= k;
      lose -= k;
    }
    if (result.toHull > 0) hullHit = true;
    if (result.armourAbsorbed > 0 || result.hull > 0) armourOrHull = true;
    if (result.shieldHitsLost > 0 || result.armourAbsorbed > 0 || result.hull > 0) adaptiveTriggered = true;
    const rec = recordOnArc(st, { arc: hit.arc, amount: result.hull, effect: p.effect, skip: p.qualities?.dimensional && odd ? 1 : 0 });
    st = rec.state;
    for (const d of rec.dealt) dealt.set(d.section, (dealt.get(d.section) ?? 0) + d.hits);
    pulses.push({ roll, result, events: rec.events });
  }
  if (armourOrHull && st.adaptiveArmour) st.adaptiveArmour.level = Math.min(st.adaptiveArmour.max, st.adaptiveArmour.level + 1);
  if (hullHit && !st.hullHitArcs.includes(hit.arc)) st.hullHitArcs.push(hit.arc);
  return {
    state: st,
    pulseCount: { roll: pulseRoll, total, intercepted },
    pulses,
    dealt: [...dealt].map(([section, hits]) => ({ section, hits })),
    facingSection: facing?.id ?? null,
    facingArmour: armour,
    shieldHitsLost,
    hullHit,
    adaptiveTriggered,
  };
}
