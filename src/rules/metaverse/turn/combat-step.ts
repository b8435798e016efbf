/**
 * The Starship Combat Step (Metaverse p.24–31; digest §4.3–§4.8): every fire order is rolled against the state as it
 * stood when the step began — all starships fire simultaneously, and a ship destroyed in this step still fires —
 * and the damage of each hit is then recorded in order through shields, armour, sections and hull layers.
 *
 * The chain per order: range band and firing sector from the squadrons' points and headings, the sensor roll of
 * fire/attack.ts (best working sensor array, Target Rating after lost drives, drift and momentum, EW), then
 * damage/hit.ts with the hit arc seen from the target (which rolls the damage dice and applies the range penalty
 * and deflector once).
 *
 * Only legal targets may be fired on: the Control Step's priority and designated targets and Danger Close ships
 * (legal-targets.ts, A26). Interception by the defenders' point defence (and CAP dice when the fighter slice gives
 * them) comes between the sensor rolls and the damage (interception.ts). Not composed yet: Danger Close forcing of
 * particular weapons, EW settings in the sensor roll, shield projectors, cloaks, area-of-effect and spinal extras.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { damageProfileOf } from '../adapters/damage.ts';
import { deflectorOf, sensorArraysOf, sensorTargetOf, weaponModesOf } from '../adapters/fire.ts';
import { resolveWeaponHit } from '../damage/hit.ts';
import { rollAttack } from '../fire/attack.ts';
import type { HitWindow } from '../fire/to-hit.ts';
import { bandOf, inMaxRange } from '../fire/range.ts';
import { arcsFacing, sectorsFacing } from '../geometry/arcs.ts';
import { distance } from '../geometry/vector.ts';
import { expandCopies, type ShipDesign } from '../ships/design.ts';
import { designById } from '../ships/library.ts';
import { firedKey, interceptHits } from './interception.ts';
import { legalTargetsFor } from './legal-targets.ts';
import type { MetaverseState, MvShip, MvSquadron, ShotRecord } from './state.ts';

/** One weapon's order: fire mode `mode` (its first when absent) at `targetId`. */
export interface WeaponOrder {
  readonly shipId: string;
  /** The weapon's id as the design expands it ("las-2"), or the design id of a single weapon. */
  readonly weaponId: string;
  readonly mode?: string;
  readonly targetId: string;
}

export interface CombatStepResult {
  readonly ships: MvShip[];
  readonly shots: ShotRecord[];
  readonly events: GameEvent[];
}

const designOf = (ship: MvShip): ShipDesign => {
  const d = designById(ship.designId);
  if (!d) throw new Error(`unknown Metaverse design ${ship.designId}`);
  return d;
};

const squadronOf = (state: MetaverseState, ship: MvShip): MvSquadron | undefined => state.squadrons.find((s) => s.id === ship.squadronId);

/** Why this order cannot fire, or the attack it makes. */
function attackFor(state: MetaverseState, order: WeaponOrder, dice: Dice) {
  const firer = state.ships.find((s) => s.id === order.shipId && s.status === 'active');
  const target = state.ships.find((s) => s.id === order.targetId && s.status === 'active');
  if (!firer || !target) return { refused: 'its target is no longer on the table' as const };
  const fSq = squadronOf(state, firer);
  const tSq = squadronOf(state, target);
  const fDesign = designOf(firer);
  const tDesign = designOf(target);
  if (!fSq || !tSq) return { refused: 'no squadron' as const };
  const weapon = expandCopies(fDesign).weapons.find((w) => w.id === order.weaponId) ?? expandCopies(fDesign).weapons.find((w) => w.id === `${order.weaponId}-1`);
  const modes = weapon ? weaponModesOf(fDesign, weapon.id) : [];
  const mode = modes.find((m) => m.mode === order.mode) ?? modes[0];
  const designMode = weapon?.modes.find((m) => m.name === mode?.mode);
  if (!weapon || !mode || !designMode) return { refused: `${firer.name} has no weapon ${order.weaponId}` };
  const range = distance(fSq.at, tSq.at);
  if (!inMaxRange(range, mode.range)) return { refused: `${tSq.name} is out of range (${Math.round(range)} cm)` };
  const inArc = sectorsFacing(fSq, tSq.at, fSq.directionality).some((s) => (weapon.sectors as readonly string[]).includes(s));
  // The hit arc is the target's arc facing the firer; on a boundary the firer chooses (A25): the first one.
  const hitArc = arcsFacing(tSq, fSq.at, tSq.directionality)[0] ?? 'bow';
  const sensor = sensorArraysOf(fDesign, firer.damage)
    .filter((a) => a.available && a.kind === 'array')
    .sort((a, b) => b.rating - a.rating)[0];
  if (!sensor) return { refused: `${firer.name} has no working sensor array` };
  const deflector = deflectorOf(tDesign, target.damage, mode.damageType);
  const attack = rollAttack(
    {
      attackId: `t${state.turn}:${firer.id}:${weapon.id}`,
      firerId: firer.name,
      targetId: target.name,
      targetSquadronId: tSq.id,
      weapon: mode,
      sensorRating: sensor.rating,
      geometry: { rangeBand: bandOf(range, mode.range.band), hitArc, inArc, lineOfSight: true, gravityWallBlocks: false },
      // A26: priority, designated or Danger Close targets only (legal-targets.ts); with no Control Step, any.
      legalTarget: state.control ? legalTargetsFor(state, state.control.declarations, firer.id).includes(target.id) : true,
      rateOfFireReady: true,
      firerCloak: { kind: 'visible' },
      targetCloak: { kind: 'visible' },
      target: sensorTargetOf(tDesign, target.damage, { drifting: tSq.trModifier <= -1, momentumZero: tSq.momentum === 0 && tSq.method === 'cinematic', ramOrder: false, ecmCovering: 0, ejCovering: 0, pods: [] }),
      firer: { elint: 0, targetingArray: 0, scoutStrike: false, stayOnTarget: false },
      deflector,
    },
    dice,
  );
  if (!attack.ok) return { refused: attack.error.message.replace(/\.$/, '') };
  return { firer, target, weapon, mode, designMode, hitArc, range, deflector, roll: attack.value, fSq, tSq };
}

/** "hits on 9–14", "only a natural 20", "automatic". */
function windowText(w: HitWindow): string {
  if (w.kind === 'automatic') return 'automatic hit';
  if (w.kind === 'natural-20') return 'only a natural 20 hits';
  return w.upTo <= w.above ? 'cannot hit' : `hits on ${w.above + 1}–${w.upTo}`;
}

export function combatStep(state: MetaverseState, orders: readonly WeaponOrder[], dice: Dice, capDice?: Readonly<Record<string, number>>): CombatStepResult {
  const events: GameEvent[] = [];
  const shots: ShotRecord[] = [];
  // All sensor rolls first, from the state as the step began (p.24: fire is simultaneous).
  const attacks = orders.map((o) => ({ order: o, a: attackFor(state, o, dice) }));
  // Then interception, before any damage is rolled (p.26): the defenders' default allocation (interception.ts).
  const fired = new Set(attacks.flatMap(({ a }) => ('refused' in a ? [] : [firedKey(a.firer.id, a.weapon.id)])));
  const hitting = attacks.flatMap(({ a }) => ('refused' in a || !a.roll.hit ? [] : [a]));
  const ix = interceptHits(state, hitting.map((a) => ({ attack: a.roll, mode: a.mode, targetShipId: a.target.id })), fired, dice, capDice ? { capDice } : {});
  events.push(...ix.events);
  const intercepted = new Map(hitting.map((a, k) => [a, ix.hits[k]?.interceptedPulses ?? 0]));
  let ships = [...state.ships];
  for (const { order, a } of attacks) {
    if ('refused' in a) {
      events.push({ type: 'fireRefused', text: `${state.ships.find((s) => s.id === order.shipId)?.name ?? order.shipId} ${order.weaponId} does not fire: ${a.refused}.` });
      continue;
    }
    const r = a.roll;
    const sensorText = r.sensor ? `sensor ${r.sensor.effectiveSensor} vs TR ${r.sensor.tr}: ${r.sensor.dice.map((d) => `d20 ${d.roll}`).join(', then ') || 'automatic'} (${windowText(r.sensor.window)})` : 'shield projector, no roll';
    shots.push({ from: a.fSq.at, to: a.tSq.at, hit: r.hit, label: a.weapon.name });
    if (!r.hit) {
      events.push({ type: 'fire', text: `${a.firer.name} → ${a.target.name} · ${a.weapon.name} · ${Math.round(a.range)} cm · ${sensorText} → miss` });
      continue;
    }
    const current = ships.find((s) => s.id === a.target.id) ?? a.target;
    const hit = resolveWeaponHit(
      current.damage,
      {
        label: `${a.firer.name} ${a.weapon.name} → ${a.target.name}`,
        profile: damageProfileOf(a.designMode),
        arc: a.hitArc,
        offBands: Math.max(0, r.damagePenalty - a.deflector),
        sensorRoll: r.sensor?.roll ?? 20,
        interceptedPulses: intercepted.get(a) ?? 0,
        deflector: null,
        ...(r.pulseRoll === null ? {} : { pulsesRolled: r.pulses }),
      },
      dice,
    );
    const destroyed = hit.state.destroyed && !current.damage.destroyed;
    ships = ships.map((s) => (s.id === current.id ? { ...s, damage: hit.state, ...(destroyed ? { status: 'destroyed' as const, fate: 'destroyed in combat' } : {}) } : s));
    const dealt = hit.dealt.map((d) => `${d.hits} to ${d.section}`).join(', ') || 'no hull damage';
    const rolls = hit.pulses.map((p) => p.roll).filter((x) => x !== null);
    events.push({
      type: 'fire',
      text: `${a.firer.name} → ${a.target.name} · ${a.weapon.name} · ${Math.round(a.range)} cm · ${sensorText} → hit, ${hit.pulseCount.total} pulse${hit.pulseCount.total === 1 ? '' : 's'}${rolls.length > 0 ? ` [${rolls.join(', ')}]` : ''} on the ${a.hitArc} arc: ${hit.shieldHitsLost > 0 ? `${hit.shieldHitsLost} shield hits, ` : ''}${dealt}${destroyed ? ` — ${a.target.name} is destroyed` : ''}`,
      data: { roll: r, hit: { pulseCount: hit.pulseCount, dealt: hit.dealt } },
    });
  }
  return { ships, shots, events };
}
