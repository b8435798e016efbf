/**
 * Which sensor system rolls for each fire order (Metaverse p.24 "Starship Weapons Fire", p.25 "Volley Fire",
 * "Surgical Fire", p.53 "Sensor Array", "Local Sensor Array", "Fire Control"; ruling A44): the orders of one
 * ship that name a sensor (an array id, or `<fire control id>#k`, the k-th part of this turn's split) are grouped
 * into sensor assignments — salvo orders by sensor and target, a volley by its sensor, surgical fire one per order —
 * and checked with fire/sensors.ts `checkSensorPlan`: the sensor works, serves one target or group, all salvo fire at
 * a target shares one sensor, a volley holds one damage type, a local array fires only its own section's weapons,
 * a split fire control forbids the sensor arrays, and the target lies in the sensor's arcs.
 *
 * Judgement calls:
 * - An order that names no sensor uses the ship's best working sensor array, as before (the referee's pick), without
 *   the one-target and arc checks; while the ship splits its fire control every order must name a sensor, since no
 *   array may be used then (p.53).
 * - Assignments are checked in order; one that breaks a rule is refused (with the rule's message) and the rest go on.
 * - A fire-control part sees in the arcs of the working arrays the fire control links.
 */
import { fireControlOf, sensorArraysOf } from '../../adapters/fire.ts';
import { checkSensorPlan, type SensorAssignment, type SurgicalCategory } from '../../fire/sensors.ts';
import { arcsFacing } from '../../geometry/arcs.ts';
import type { ShipDesign } from '../../ships/design.ts';
import type { MvShip, MvSquadron } from '../../state.ts';
import type { DamageType } from '../../ships/weapon.ts';

/** One order as the sensor check needs it. */
export interface SensorOrder {
  readonly index: number;
  readonly firer: MvShip;
  readonly design: ShipDesign;
  readonly fSq: MvSquadron;
  readonly tSq: MvSquadron;
  readonly targetId: string;
  readonly weaponId: string;
  readonly section: string;
  readonly damageType: DamageType;
  readonly sensor: string | null;
  readonly fire: 'salvo' | 'volley' | 'surgical';
  readonly system: SurgicalCategory | null;
  /** The ship's fire-control split this turn (p.53), or null. */
  readonly split: readonly number[] | null;
}

export type SensorChoice = { readonly sensorId: string; readonly rating: number; readonly chosen: boolean } | { readonly refused: string };

const systemArcs = (design: ShipDesign, id: string): readonly string[] => {
  const s = design.systems.find((x) => x.id === id);
  return s && 'arcs' in s ? s.arcs : [];
};

/** The sensor and rating of each order (by `index`), or why it cannot fire. */
export function chooseSensors(orders: readonly SensorOrder[]): { choices: Map<number, SensorChoice> } {
  const choices = new Map<number, SensorChoice>();
  const byShip = new Map<string, SensorOrder[]>();
  for (const o of orders) byShip.set(o.firer.id, [...(byShip.get(o.firer.id) ?? []), o]);
  for (const list of byShip.values()) {
    const first = list[0];
    if (!first) continue;
    const { design, firer } = first;
    const arrays = sensorArraysOf(design, firer.damage);
    const fc = fireControlOf(design, firer.damage);
    const split = list.find((o) => o.split !== null && o.split.length > 0)?.split ?? null;
    const parts = split && fc ? split.map((rating, k) => ({ id: `${fc.id}#${k + 1}`, rating })) : undefined;
    const best = arrays.filter((a) => a.available && a.kind === 'array').sort((a, b) => b.rating - a.rating)[0];
    // p.53: the arcs a sensor system sees; a fire-control part sees through the working arrays it links.
    const arcsOf = (sensorId: string): readonly string[] =>
      fc && sensorId.startsWith(`${fc.id}#`) ? fc.links.filter((l) => arrays.some((a) => a.id === l && a.available)).flatMap((l) => systemArcs(design, l)) : systemArcs(design, sensorId);
    // Named sensors: one assignment per sensor and target (salvo), per sensor (volley), per order (surgical).
    const groups = new Map<string, SensorOrder[]>();
    for (const o of list) {
      if (o.sensor === null) {
        if (parts) choices.set(o.index, { refused: `while ${firer.name} splits its fire control, every order must name a fire-control part or local sensor (p.53)` });
        else choices.set(o.index, best ? { sensorId: best.id, rating: best.rating, chosen: false } : { refused: `${firer.name} has no working sensor array` });
        continue;
      }
      const key = o.fire === 'surgical' ? `s:${o.index}` : o.fire === 'volley' ? `v:${o.sensor}:${o.targetId}` : `${o.sensor}:${o.targetId}`;
      groups.set(key, [...(groups.get(key) ?? []), o]);
    }
    const accepted: SensorAssignment[] = [];
    for (const g of groups.values()) {
      const [o] = g;
      if (!o || o.sensor === null) continue;
      const facing = arcsFacing(o.fSq, o.tSq.at, o.fSq.directionality) as readonly string[];
      const assignment: SensorAssignment = {
        sensorId: o.sensor,
        targetId: o.targetId,
        mode: o.fire,
        weapons: g.map((x) => ({ weaponId: x.weaponId, section: x.section, damageType: x.damageType })),
        inSensorArc: arcsOf(o.sensor).some((a) => facing.includes(a)),
        ...(o.fire === 'surgical' && o.system !== null ? { surgical: { systemId: o.system, category: o.system } } : {}),
      };
      const checked = checkSensorPlan({ ...(parts ? { fireControlParts: parts } : {}), assignments: [...accepted, assignment] }, arrays, fc);
      if (!checked.ok) {
        for (const x of g) choices.set(x.index, { refused: checked.error.message.replace(/\.$/, '') });
        continue;
      }
      accepted.push(assignment);
      const rated = checked.value[checked.value.length - 1];
      for (const x of g) choices.set(x.index, { sensorId: o.sensor, rating: rated?.sensorRating ?? 0, chosen: true });
    }
  }
  return { choices };
}
