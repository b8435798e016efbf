/**
 * The notation's contexts built from the ships in play: what a seat may name in its turn plot and fire orders
 * (Metaverse p.5 "Plot Movement Step", p.7–18 movement and advanced manoeuvres, p.19 launches, p.24 fire orders, p.53
 * fire control, p.59 gravity wall, p.67 launchers). to-plot.ts turns what is read
 * back into the rules' plots.
 *
 * What the caller supplies: squadron ids, names, payers (chain of command) and fighters present; commanders with this
 * turn's CP; enemy ships (RAM targets); legal fire targets; per ship its runtime state (`ShipInPlay`: id, name,
 * damage, mirrored, FTL charge) plus squadrons ready in each hangar and magazine contents when they differ from the
 * design's loading.
 *
 * Judgement calls:
 * - Only working parts are offered (not disabled, section intact and powered, damage/power.ts); drive arcs are mirrored
 *   while the ship is rolled or flipped, as the notation expects ("the arcs the drive points to NOW").
 * - A drive's name in the notation is the system's `name`, else its id without the library's `stl-` prefix (so the
 *   Thunderchild's `stl-S1` is written `S1`, as in the book's example).
 */
import { sensorLabel, weaponLabels } from '../ships/part-labels.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { expandCopies } from '../ships/design.ts';
import { mirrorArc } from '../geometry/directionality.ts';
import { fireControlRating } from '../fire/sensors.ts';
import type {
  FireDraftContext,
  FireShip,
  FireTarget,
  FireWeapon,
  DraftCommander,
  TurnDraftContext,
  DraftFighter,
  DraftShip,
  DraftSquadron,
} from './types.ts';
import { fireControlOf, sensorArraysOf } from '../adapters/fire.ts';
import { ftlDrivesOf, shipIdOf, shipNameOf, stlDrivesOf, type ShipInPlay } from '../adapters/movement.ts';
import { hasActiveBridge, isOperational } from '../damage/power.ts';
import { metaverseError } from '../errors.ts';

/** A ship in play with what the notation also needs: squadrons ready per hangar, magazine contents now. */
export interface NotationShip extends ShipInPlay {
  /** Hangar id → squadrons ready to launch by type; absent = the design's `loaded`. */
  readonly hangarReady?: Readonly<Record<string, readonly { readonly type: string; readonly count: number }[]>>;
  /** Magazine id → munition id → count left; absent = the design's contents. */
  readonly magazines?: Readonly<Record<string, Readonly<Record<string, number | 'infinite'>>>>;
  /** Why the table's terrain stops this ship's FTL drive type, if it does (p.95–98). */
  readonly ftlBlocked?: string;
}

export interface NotationSquadron {
  readonly id: string;
  readonly name: string;
  readonly ships: readonly NotationShip[];
  /** Newtonian rotational momentum before this turn (+ CW, − CCW); default 0. */
  readonly rotation?: number;
  readonly inReserve?: boolean;
  /** Commander ids allowed to pay for this squadron; the first is the default payer. */
  readonly payers: readonly string[];
  readonly fighters?: readonly DraftFighter[];
}

/** The notation name of a part: its `name`, else its id without the `stl-` prefix. */
const driveName = (id: string, name: string | undefined): string => name ?? id.replace(/^stl-/, '');

function plotShipOf(ship: NotationShip): DraftShip {
  const d = ship.design;
  const mirrored = ship.mirrored ?? false;
  const drives = stlDrivesOf(d, ship.damage)
    .filter((x) => x.operational)
    .map((x) => ({ id: x.id, name: driveName(x.id, d.systems.find((s) => s.id === x.id)?.name), rating: x.rating, arcs: mirrored ? x.arcs.map(mirrorArc) : [...x.arcs] }));
  const ftl = ftlDrivesOf(d, ship.damage, ship.ftl).filter((x) => x.operational);
  const charged = ftl.find((x) => x.cooldown <= 0) ?? ftl[0];
  const hangars = d.hangars
    .filter((h) => isOperational(d, h.id, h.section, ship.damage))
    .map((h) => ({ id: h.id, name: h.id, launchCapacity: h.launchCapacity, allowedTypes: [...h.allowedTypes], ready: [...(ship.hangarReady?.[h.id] ?? h.loaded)] }));
  const gravityWalls = d.systems.flatMap((s) =>
    s.kind === 'gravity_wall' && isOperational(d, s.id, s.section, ship.damage)
      ? [{ id: s.id, name: s.name ?? s.id, rating: s.rating, arcs: mirrored ? s.arcs.map(mirrorArc) : [...s.arcs] }]
      : [],
  );
  return {
    id: shipIdOf(ship),
    name: shipNameOf(ship),
    drives,
    ftl: charged ? { type: charged.type, charged: charged.cooldown <= 0 } : null,
    hangars,
    ...(gravityWalls.length > 0 ? { gravityWalls } : {}),
    ...(hasActiveBridge(d, ship.damage) ? {} : { noBridge: true }),
    ...(ship.ftlBlocked ? { ftlBlocked: ship.ftlBlocked } : {}),
  };
}

function plotSquadronOf(sq: NotationSquadron): Result<DraftSquadron, RuleError> {
  const first = sq.ships[0];
  if (!first) return err(metaverseError('ERR_SQUADRON_EMPTY', `Squadron ${sq.name} needs at least one ship.`, { at: sq.id }));
  const { directionality, movementMethod } = first.design;
  const odd = sq.ships.find((s) => s.design.directionality !== directionality || s.design.movementMethod !== movementMethod);
  if (odd) return err(metaverseError('ERR_SQUADRON_MIXED', `${shipNameOf(odd)} moves differently from ${shipNameOf(first)}; put them in separate squadrons.`, { at: sq.id }));
  return ok({
    id: sq.id,
    name: sq.name,
    method: movementMethod,
    directionality,
    ships: sq.ships.map(plotShipOf),
    rotation: sq.rotation ?? 0,
    inReserve: sq.inReserve ?? false,
    payers: [...sq.payers],
    fighters: [...(sq.fighters ?? [])],
  });
}

export interface TurnPlotInput {
  readonly squadrons: readonly NotationSquadron[];
  readonly commanders: readonly DraftCommander[];
  readonly enemyShips: readonly { readonly id: string; readonly name: string }[];
  readonly fighterTypes?: readonly { readonly id: string; readonly name: string }[];
  /** House rule A13 `newtonianSideLinear`. */
  readonly sideLinear?: boolean;
}

/** types.ts `TurnDraftContext` for one seat's turn plot. */
export function turnPlotContextOf(input: TurnPlotInput): Result<TurnDraftContext, RuleError> {
  const squadrons: DraftSquadron[] = [];
  for (const sq of input.squadrons) {
    const r = plotSquadronOf(sq);
    if (!r.ok) return r;
    squadrons.push(r.value);
  }
  return ok({
    squadrons,
    commanders: [...input.commanders],
    enemyShips: [...input.enemyShips],
    ...(input.fighterTypes ? { fighterTypes: input.fighterTypes } : {}),
    ...(input.sideLinear !== undefined ? { sideLinear: input.sideLinear } : {}),
  });
}

function fireShipOf(ship: NotationShip): FireShip {
  const d = expandCopies(ship.design);
  const works = (id: string, section: string): boolean => isOperational(d, id, section, ship.damage);
  // Weapons by the names players read (ships/part-labels.ts): copies are numbered, never shown by id.
  const labels = weaponLabels(ship.design);
  const weapons: FireWeapon[] = d.weapons
    .filter((w) => works(w.id, w.section))
    .map((w) => ({ id: w.id, name: w.name, label: labels.get(w.id) ?? w.name, modes: w.modes.map((m) => ({ name: m.name, damageType: m.damageType })) }));
  for (const l of d.launchers.filter((x) => works(x.id, x.section))) {
    const mag = d.magazines.find((m) => m.id === l.magazine);
    const left = (munition: string): number | 'infinite' => ship.magazines?.[l.magazine]?.[munition] ?? mag?.contents.find((c) => c.munition === munition)?.count ?? 0;
    const munitions = l.munitions.flatMap((lm) => {
      const m = d.munitions.find((x) => x.id === lm.munition);
      const n = left(lm.munition);
      return m && (n === 'infinite' || n > 0) ? [{ id: m.id, name: m.name, maxPerTurn: n === 'infinite' ? lm.maxPerTurn : Math.min(n, lm.maxPerTurn), damageType: m.damageType }] : [];
    });
    weapons.push({ id: l.id, name: l.name ?? 'Launcher', label: labels.get(l.id) ?? 'Launcher', modes: [], munitions });
  }
  const arrays = sensorArraysOf(d, ship.damage);
  const fc = fireControlOf(d, ship.damage);
  const fcName = d.systems.find((s) => s.id === fc?.id)?.name ?? fc?.id ?? '';
  return {
    id: shipIdOf(ship),
    name: shipNameOf(ship),
    weapons,
    sensors: arrays.filter((a) => a.available).map((a) => ({ id: a.id, name: sensorLabel(d, a.id) })),
    fireControl: fc && fc.available ? { id: fc.id, name: fcName, rating: fireControlRating(fc, arrays) } : null,
  };
}

/** types.ts `FireDraftContext` for one seat's fire orders: its ships' working weapons and sensors, and legal targets. */
export function fireContextOf(ships: readonly NotationShip[], targets: readonly FireTarget[]): FireDraftContext {
  return { ships: ships.map(fireShipOf), targets: [...targets] };
}
