/**
 * Boarding (Metaverse p.37 "Boarding Combat Step", p.63 "Basic Teleporter" / "Advanced Teleporter", p.80
 * "Breaching"; rulings A10, A62): where hostile marine parties come from, and the Boarding
 * Combat Step that fights them section by section.
 *
 * Boarders arrive only by TELEPORTER or by BREACHING starfighters (p.37, p.63, p.80) — the book has no boarding by
 * contact, grappler or tractor beam. Teleporting is a starship action (`BoardingOrder`, resolved by
 * `teleportBoarders` in the Starship Combat Step); breaching fighters unload in the Starfighter Combat Step, whose
 * step calls `landBoarders`. Both add to the `BoardingState` slice, and `boardingStep` then resolves every section
 * holding hostile parties through boarding/ `resolveBoarding`.
 *
 * Teleporter conditions (p.63): the ship has a working teleporter (not disabled, section intact and powered); each
 * carries up to its rating in marine parties, which come from the ship's own marines; the target has no operational
 * energy-affecting shields (energy or energy-kinetic, hits left) and no gravity wall in the arc facing the sender,
 * and no deflector against energy; a BASIC teleporter also needs the sender to have no such shields or gravity wall
 * in its arc facing the target (an advanced one does not). One sensor roll per teleporter (A62), the best working
 * sensor array, the target's EW +1 per full 10 cm to it; on a failure every party that teleporter carried is lost.
 *
 * Judgement calls (documented defaults a group may replace):
 *  - Parties are loaded into the teleporters largest rating first, in the order the order lists them.
 *  - Marines leave the sender from the teleporters' sections first, then the other sections, upper-most layers first.
 *  - Shields are always up: the Control Step (dropping shields) is not composed yet.
 *  - Systems disabled by a taken section: the attacker chooses (A10); by default the most important first, in
 *    `BOARDING_DISABLE_ORDER` (bridge, reactor, life support, drives, electronics, defences, weapons…), design
 *    order within a class.
 *  - A section taken with no defenders left is HELD: no dice are rolled and nothing more is disabled until
 *    defenders return (crew moved in); boarders in a section with no defenders at landing take it at once.
 *  - Boarders die with their section or ship. Moving parties between sections in continuing fights (p.37) is not
 *    composed: every fight stays where it is.
 */
import type { Dice } from '../../../core/dice.ts';
import { err, ok, type Result, type RuleError } from '../../../core/result.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { isOperational } from '../../damage/power.ts';
import { deflectorOf, sensorArraysOf, sensorTargetOf } from '../../adapters/fire.ts';
import { removeParties, resolveBoarding, type BoardingResult } from '../../boarding/boarding.ts';
import { cloneState, sectionCrew, sectionMarines, type ShipDamageState, type SystemClass } from '../../damage/state.ts';
import { rollSensor, type SensorRollResult } from '../../fire/to-hit.ts';
import { arcsFacing } from '../../geometry/arcs.ts';
import { distance } from '../../../core/plane.ts';
import type { ShipDesign } from '../../ships/design.ts';
import { designOfShip, LIBRARY, type Catalogue } from '../../ships/library.ts';
import type { BoardingParty, BoardingState, MetaverseState, MvShip, MvSquadron } from '../../state.ts';
import type { Arc } from '../../ships/directions.ts';
import { metaverseError } from '../../errors.ts';

export const emptyBoarding = (): BoardingState => ({ parties: [] });

/** Sections of a ship that hold hostile parties (repairs are barred there, p.38). */
export const hostileSections = (boarding: BoardingState, shipId: string): string[] =>
  boarding.parties.filter((p) => p.shipId === shipId && p.marines > 0).map((p) => p.section);

/** Adds landed parties (breaching fighters, p.80, or teleporters) to a section; parties of the same side merge. */
export function landBoarders(boarding: BoardingState, landing: { shipId: string; section: string; side: 'A' | 'B'; marines: number }): BoardingState {
  if (landing.marines <= 0) return boarding;
  const same = (p: BoardingParty): boolean => p.shipId === landing.shipId && p.section === landing.section && p.side === landing.side;
  const found = boarding.parties.find(same);
  if (found) return { parties: boarding.parties.map((p) => (same(p) ? { ...p, marines: p.marines + landing.marines } : p)) };
  return { parties: [...boarding.parties, { ...landing, holding: false }] };
}

/** A seat's order: teleport marine parties from `shipId` into sections of `targetShipId` (p.63). */
export interface BoardingOrder {
  readonly shipId: string;
  readonly targetShipId: string;
  readonly parties: readonly { readonly section: string; readonly marines: number }[];
}

/** A validated order: which teleporter carries which parties. */
export interface TeleportPlan {
  readonly order: BoardingOrder;
  readonly loads: readonly { readonly teleporterId: string; readonly teleporterSection: string; readonly rating: number; readonly sections: readonly string[] }[];
  readonly sensorRating: number;
  readonly rangeCm: number;
  readonly rangeEw: number;
}

const designOf = (ship: MvShip, catalogue: Catalogue): ShipDesign => designOfShip(ship, catalogue);

const squadronOf = (state: MetaverseState, ship: MvShip): MvSquadron | undefined => state.squadrons.find((s) => s.id === ship.squadronId);

/** Energy-affecting shields with hits left, or a working gravity wall, in `arc` (p.63). */
function screenedIn(design: ShipDesign, damage: ShipDamageState, arc: Arc): 'shields' | 'gravity wall' | null {
  if (damage.shields.some((s) => s.arc === arc && s.hits > 0 && s.vs !== 'kinetic' && !damage.sections.find((x) => x.id === s.section)?.destroyed)) return 'shields';
  const wall = design.systems.some((s) => s.kind === 'gravity_wall' && (s.arcs as readonly string[]).includes(arc) && isOperational(design, s.id, s.section, damage));
  return wall ? 'gravity wall' : null;
}

const refuse = (message: string, at: string): Result<never, RuleError> => err(metaverseError('ERR_BOARDING', message, { at }));

/** Checks a boarding order against the teleporter conditions (p.63) and loads the parties into teleporters. */
export function validateBoardingOrder(state: MetaverseState, order: BoardingOrder, catalogue: Catalogue = LIBRARY): Result<TeleportPlan, RuleError> {
  const firer = state.ships.find((s) => s.id === order.shipId && s.status === 'active');
  const target = state.ships.find((s) => s.id === order.targetShipId && s.status === 'active');
  if (!firer) return refuse(`Ship ${order.shipId} is not on the table; order boarding from one of your active ships.`, order.shipId);
  if (!target) return refuse(`Ship ${order.targetShipId} is not on the table; pick an enemy ship still in play.`, order.targetShipId);
  if (target.side === firer.side) return refuse(`${target.name} is on your side; board an enemy ship.`, target.id);
  const fSq = squadronOf(state, firer);
  const tSq = squadronOf(state, target);
  if (!fSq || !tSq) throw new Error('ship without a squadron');
  const fDesign = designOf(firer, catalogue);
  const tDesign = designOf(target, catalogue);
  if (order.parties.length === 0) return refuse('Name at least one section and the marine parties to send there.', firer.id);
  const units: string[] = [];
  for (const p of order.parties) {
    if (!Number.isInteger(p.marines) || p.marines < 1) return refuse(`Send a whole number of marine parties (1 or more) to section ${p.section}.`, p.section);
    const sec = target.damage.sections.find((s) => s.id === p.section);
    if (!sec || sec.destroyed) return refuse(`${target.name} has no surviving section ${p.section}; pick one of its surviving sections.`, p.section);
    for (let i = 0; i < p.marines; i++) units.push(p.section);
  }
  const aboard = firer.damage.sections.filter((s) => !s.destroyed).reduce((n, s) => n + sectionMarines(s), 0);
  if (units.length > aboard) return refuse(`${firer.name} has only ${aboard} marine parties aboard; send fewer.`, firer.id);
  // The arcs facing each other; on a boundary the first (A25).
  const tArc = arcsFacing(tSq, fSq.at, tSq.directionality)[0] ?? 'bow';
  const fArc = arcsFacing(fSq, tSq.at, fSq.directionality)[0] ?? 'bow';
  const tScreen = screenedIn(tDesign, target.damage, tArc);
  if (tScreen) return refuse(`${target.name}'s ${tScreen} in its ${tArc} arc block teleporters; board through another arc.`, target.id);
  if (deflectorOf(tDesign, target.damage, 'energy') > 0) return refuse(`${target.name}'s deflector blocks teleporters; pick another target.`, target.id);
  const fScreen = screenedIn(fDesign, firer.damage, fArc);
  const working = fDesign.systems.flatMap((s) => (s.kind === 'teleporter' && isOperational(fDesign, s.id, s.section, firer.damage) ? [s] : []));
  if (working.length === 0) return refuse(`${firer.name} has no working teleporter; board with breaching fighters instead.`, firer.id);
  const teleporters = working.filter((s) => s.teleType === 'advanced' || fScreen === null).sort((a, b) => b.rating - a.rating);
  if (teleporters.length === 0) return refuse(`${firer.name}'s own ${fScreen ?? 'shields'} in its ${fArc} arc block its basic teleporters; turn another arc to the target.`, firer.id);
  const capacity = teleporters.reduce((n, t) => n + t.rating, 0);
  if (units.length > capacity) return refuse(`${firer.name}'s teleporters carry only ${capacity} marine parties this turn; send fewer.`, firer.id);
  const sensor = sensorArraysOf(fDesign, firer.damage)
    .filter((a) => a.available && a.kind === 'array')
    .sort((a, b) => b.rating - a.rating)[0];
  if (!sensor) return refuse(`${firer.name} has no working sensor array to aim its teleporters.`, firer.id);
  const loads: { teleporterId: string; teleporterSection: string; rating: number; sections: string[] }[] = [];
  let next = 0;
  for (const t of teleporters) {
    if (next >= units.length) break;
    const sections = units.slice(next, next + t.rating);
    next += sections.length;
    loads.push({ teleporterId: t.id, teleporterSection: t.section, rating: t.rating, sections });
  }
  const rangeCm = distance(fSq.at, tSq.at);
  return ok({ order, loads, sensorRating: sensor.rating, rangeCm, rangeEw: Math.floor(rangeCm / 10 + 1e-9) });
}

/** Takes `count` marines off a ship, listed sections first, upper-most layers first. */
function embark(damage: ShipDamageState, first: readonly string[], count: number): ShipDamageState {
  let st = cloneState(damage);
  let left = count;
  const order = [...first, ...st.sections.map((s) => s.id).filter((id) => !first.includes(id))];
  for (const id of [...new Set(order)]) {
    const sec = st.sections.find((s) => s.id === id);
    if (!sec || sec.destroyed || left === 0) continue;
    const k = Math.min(left, sectionMarines(sec));
    st = removeParties(st, id, 0, k);
    left -= k;
  }
  return st;
}

export interface TeleportRoll {
  readonly teleporterId: string;
  readonly sections: readonly string[];
  readonly sensor: SensorRollResult;
}

export interface BoardingStepResult {
  readonly ships: MvShip[];
  readonly boarding: BoardingState;
  readonly events: GameEvent[];
}

const dieText = (s: SensorRollResult): string => (s.dice.length === 0 ? 'automatic' : s.dice.map((d) => `d20 ${d.roll}`).join(', then '));

/**
 * Resolves teleporter boarding orders in the Starship Combat Step (p.63): each order is validated, the marines leave
 * the sender, each loaded teleporter rolls its sensor die, and the parties of a successful roll land in the
 * Boarding State. Refused orders roll nothing.
 */
export function teleportBoarders(state: MetaverseState, boarding: BoardingState, orders: readonly BoardingOrder[], dice: Dice, catalogue: Catalogue = LIBRARY): BoardingStepResult {
  const events: GameEvent[] = [];
  let ships = [...state.ships];
  let next = boarding;
  for (const order of orders) {
    const plan = validateBoardingOrder({ ...state, ships }, order, catalogue);
    if (!plan.ok) {
      events.push({ type: 'boardingRefused', text: `Boarding order refused: ${plan.error.message}` });
      continue;
    }
    const p = plan.value;
    const firer = ships.find((s) => s.id === order.shipId);
    const target = ships.find((s) => s.id === order.targetShipId);
    if (!firer || !target) continue;
    const total = p.loads.reduce((n, l) => n + l.sections.length, 0);
    ships = ships.map((s) => (s.id === firer.id ? { ...s, damage: embark(s.damage, p.loads.map((l) => l.teleporterSection), total) } : s));
    const tDesign = designOf(target, catalogue);
    const tSq = squadronOf(state, target);
    const base = sensorTargetOf(tDesign, target.damage, { drifting: (tSq?.trModifier ?? 0) <= -1, momentumZero: tSq?.momentum === 0 && tSq.method === 'cinematic', ramOrder: false, ecmCovering: 0, ejCovering: 0, pods: [] });
    const ew = Math.max(0, ...base.ewArrays);
    const rolls: TeleportRoll[] = [];
    for (const load of p.loads) {
      // p.63: the target's EW +1 for each 10 cm to the target.
      const sensor = rollSensor(
        {
          label: `teleport ${firer.name} ${load.teleporterId} → ${target.name}`,
          sensorRating: p.sensorRating,
          damageType: 'energy',
          offBands: 0,
          deflector: 0,
          dp: 0,
          accuracy: 0,
          qualities: [],
          target: { ...base, ewArrays: [ew + p.rangeEw] },
          firer: { elint: 0, targetingArray: 0, scoutStrike: false, stayOnTarget: false },
        },
        dice,
      );
      rolls.push({ teleporterId: load.teleporterId, sections: load.sections, sensor });
      if (sensor.hit) for (const section of load.sections) next = landBoarders(next, { shipId: target.id, section, side: firer.side, marines: 1 });
      const where = [...new Set(load.sections)].map((sec) => `${load.sections.filter((x) => x === sec).length} to ${sec}`).join(', ');
      events.push({
        type: 'teleport',
        text: `${firer.name} teleporter ${load.teleporterId} → ${target.name} · ${Math.round(p.rangeCm)} cm · sensor ${p.sensorRating} − EW ${ew}+${p.rangeEw} (range) vs TR ${sensor.tr}: ${dieText(sensor)} → ${sensor.hit ? `${load.sections.length} marine parties land (${where})` : `${load.sections.length} marine parties lost to the void`}`,
        data: { teleporterId: load.teleporterId, sections: load.sections, sensor },
      });
    }
  }
  return { ships, boarding: next, events };
}

/** The attacker's default choice of systems to disable in a taken section (A10: the attacker chooses). */
export const BOARDING_DISABLE_ORDER: readonly SystemClass[] = ['bridge', 'reactor', 'life-support', 'stl', 'ftl', 'electronic', 'active-defence', 'weapon', 'secondary', 'hangar'];

/** Up to `count` working systems of the section, most important first (design order within a class). */
export function defaultDisableChoice(damage: ShipDamageState, section: string, count: number): string[] {
  return damage.systems
    .filter((s) => s.section === section && !s.disabled)
    .map((s, i) => ({ s, i }))
    .sort((a, b) => BOARDING_DISABLE_ORDER.indexOf(a.s.class) - BOARDING_DISABLE_ORDER.indexOf(b.s.class) || a.i - b.i)
    .slice(0, Math.max(0, count))
    .map(({ s }) => s.id);
}

function disable(damage: ShipDamageState, ids: readonly string[]): ShipDamageState {
  const st = cloneState(damage);
  for (const s of st.systems) if (ids.includes(s.id)) s.disabled = true;
  return st;
}

function fightText(ship: MvShip, section: string, quality: string, r: BoardingResult): string {
  const att = r.attackerRolls.map((x) => x).join(', ');
  const mar = r.defenderRolls.filter((d) => d.party === 'marine').map((d) => d.value);
  const crew = r.defenderRolls.filter((d) => d.party === 'crew').map((d) => d.value);
  const pairs = r.pairs.map((p) => `${p.defender.value}–${p.attacker}`).join(', ') || 'none';
  const lost = [
    r.losses.defenderCrew > 0 ? `${r.losses.defenderCrew} crew` : '',
    r.losses.defenderMarines > 0 ? `${r.losses.defenderMarines} marines` : '',
  ].filter(Boolean);
  const outcome = { continues: 'the fight continues next turn', 'section-taken': 'the section is taken', 'boarders-lost': 'the boarders are wiped out', 'all-lost': 'both sides are wiped out' }[r.outcome];
  return `Boarding ${ship.name} ${section}: ${r.attackerRolls.length} boarders d8 [${att}] vs ${mar.length} marines d10 [${mar.join(', ')}] and ${crew.length} ${quality} crew [${crew.join(', ')}]; pairs (defender–attacker) ${pairs} → defender loses ${lost.join(' and ') || 'nothing'}, boarders lose ${r.losses.attackerMarines}: ${outcome}`;
}

/**
 * The Boarding Combat Step (p.37): every section with hostile parties fights, in ship then section order; a
 * section left without defenders has systems disabled (`defaultDisableChoice`) up to the boarders left.
 */
export function boardingStep(state: MetaverseState, boarding: BoardingState, dice: Dice): BoardingStepResult {
  const events: GameEvent[] = [];
  let ships = [...state.ships];
  const parties: BoardingParty[] = [];
  const sorted = [...boarding.parties].sort((a, b) => a.shipId.localeCompare(b.shipId) || a.section.localeCompare(b.section) || a.side.localeCompare(b.side));
  for (const party of sorted) {
    const ship = ships.find((s) => s.id === party.shipId);
    const sec = ship?.damage.sections.find((s) => s.id === party.section);
    if (!ship || ship.status !== 'active' || ship.damage.destroyed || !sec || sec.destroyed) {
      if (party.marines > 0) events.push({ type: 'boarding', text: `${party.marines} boarding parties in ${ship?.name ?? party.shipId} ${party.section} are lost with it.` });
      continue;
    }
    if (party.marines <= 0) continue;
    const defenders = sectionCrew(sec) + sectionMarines(sec);
    if (defenders === 0) {
      if (party.holding) {
        events.push({ type: 'boarding', text: `Boarding ${ship.name} ${party.section}: ${party.marines} boarders hold the section (no defenders).` });
        parties.push(party);
        continue;
      }
      const ids = defaultDisableChoice(ship.damage, party.section, party.marines);
      ships = ships.map((s) => (s.id === ship.id ? { ...s, damage: disable(s.damage, ids) } : s));
      events.push({ type: 'boarding', text: `Boarding ${ship.name} ${party.section}: no defenders, ${party.marines} boarders take the section${ids.length > 0 ? ` and disable ${ids.join(', ')}` : ''}.`, data: { disabled: ids } });
      parties.push({ ...party, holding: true });
      continue;
    }
    const quality = squadronOf(state, ship)?.crewQuality ?? 'regular';
    const r = resolveBoarding({ section: `${ship.name} ${party.section}`, attackerMarines: party.marines, defenderMarines: sectionMarines(sec), defenderCrew: sectionCrew(sec), crewQuality: quality }, dice);
    let damage = removeParties(ship.damage, party.section, r.losses.defenderCrew, r.losses.defenderMarines);
    const ids = r.outcome === 'section-taken' ? defaultDisableChoice(damage, party.section, r.systemsToDisable) : [];
    damage = disable(damage, ids);
    ships = ships.map((s) => (s.id === ship.id ? { ...s, damage } : s));
    events.push({ type: 'boarding', text: `${fightText(ship, party.section, quality, r)}${ids.length > 0 ? `; disabled ${ids.join(', ')}` : ''}.`, data: { result: r, disabled: ids } });
    if (r.after.attackerMarines > 0) parties.push({ ...party, marines: r.after.attackerMarines, holding: r.outcome === 'section-taken' });
  }
  return { ships, boarding: { parties }, events };
}
