/**
 * Area of effect in the Starship Combat Step (Metaverse p.70 "Area of Effect (AoE)"; p.76 "Unstable";
 * rulings A32, A50): after a hit's primary damage, the AoE die picks the closest un-hit ships (either side) within 10 cm of
 * the primary target, hit for ½ the primary damage; each further stage adds 10 cm and halves again (fire/aoe.ts
 * `rollAoe`). Damage per pulse of a secondary ship = floor(primary pulse damage after the energy range penalty ×
 * the fraction), then that ship's own defences on its arc facing the primary target (A32).
 *
 * Judgement calls:
 * - Distances are squadron point to squadron point, so the primary target's squadron-mates (0 cm) come first.
 * - A cloaked ship is never hit (A50); an Unstable hit with pulses intercepted has no AoE (p.76); a hit whose pulses
 *   were all intercepted has none either.
 * - Starfighter hits from an AoE weapon's PD value are not composed yet.
 */
import type { Dice } from '../../../core/dice.ts';
import { resolveWeaponHit, type DamageProfile } from '../../damage/hit.ts';
import type { ShipDamageState } from '../../damage/state.ts';
import { rollAoe, aoePulseDamage, type AoeResult } from '../../fire/aoe.ts';
import type { Die } from '../../fire/weapon.ts';
import { arcsFacing } from '../../geometry/arcs.ts';
import { distance } from '../../../core/plane.ts';
import { cloakStateOf } from './cloak.ts';
import type { MetaverseState, MvShip } from '../../state.ts';
import type { Arc } from '../../ships/directions.ts';

export interface AoeHit {
  readonly shipId: string;
  readonly fraction: number;
  readonly arc: Arc;
  readonly pulses: readonly number[];
  readonly state: ShipDamageState;
  readonly dealt: readonly { readonly section: string; readonly hits: number }[];
  readonly shieldHitsLost: number;
}

/** Rolls the AoE of one hit and records its damage on the ships around the primary target (p.70). */
export function applyAoe(
  state: MetaverseState,
  ships: readonly MvShip[],
  primary: MvShip,
  die: Die,
  primaryPulses: readonly number[],
  profile: DamageProfile,
  label: string,
  sensorRoll: number,
  dice: Dice,
): { result: AoeResult; hits: AoeHit[] } {
  const at = state.squadrons.find((q) => q.id === primary.squadronId)?.at;
  if (!at) return { result: { rolls: [], stages: [] }, hits: [] };
  const candidates = ships
    .filter((s) => s.status === 'active' && s.id !== primary.id)
    .flatMap((s) => {
      const sq = state.squadrons.find((q) => q.id === s.squadronId);
      return sq ? [{ shipId: s.id, distanceCm: distance(at, sq.at), cloaked: cloakStateOf(state, s.id).kind === 'cloaked' }] : [];
    });
  const result = rollAoe(label, die, candidates, dice);
  const hits: AoeHit[] = [];
  for (const stage of result.stages) {
    const pulses = aoePulseDamage(primaryPulses, stage.fraction);
    for (const id of stage.ships) {
      const ship = ships.find((s) => s.id === id);
      const sq = state.squadrons.find((q) => q.id === ship?.squadronId);
      if (!ship || !sq) continue;
      // A32: the secondary ship's defences apply on its arc facing the primary target.
      const arc = arcsFacing(sq, at, sq.directionality)[0] ?? ('bow');
      let st = ship.damage;
      const dealt = new Map<string, number>();
      let shieldHitsLost = 0;
      for (const dmg of pulses) {
        const h = resolveWeaponHit(st, { label: `${label} AoE → ${ship.name}`, profile: { ...profile, pulses: 1, damage: { fixed: dmg }, adaptiveLevel: 0 }, arc, offBands: 0, sensorRoll, deflector: null }, dice);
        st = h.state;
        shieldHitsLost += h.shieldHitsLost;
        for (const d of h.dealt) dealt.set(d.section, (dealt.get(d.section) ?? 0) + d.hits);
      }
      hits.push({ shipId: id, fraction: stage.fraction, arc, pulses, state: st, dealt: [...dealt].map(([section, n]) => ({ section, hits: n })), shieldHitsLost });
    }
  }
  return { result, hits };
}
