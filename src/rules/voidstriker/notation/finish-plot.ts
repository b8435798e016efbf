/**
 * From a ship's draft to its plot (parse.ts): the defaults for what was left out (thrust 0/0/0, four empty phases),
 * `fire all`, then `hold` and `asteroid-defence` without mounts, spread over the mounts with no other job, and the ship's limits
 * checked (validate.ts), each problem placed at the words of the section it is about.
 */
import { about } from '../../core/problem.ts';
import type { RuleError } from '../../core/result.ts';
import { COMBAT_PHASES } from '../movement/plot.ts';
import type { Draft } from './plot-reader.ts';
import type { Section } from './sections.ts';
import type { FireOrder, PlotShip, ShipPlot } from './types.ts';
import { voidstrikerError } from '../errors.ts';
import { validateShipPlot } from './validate.ts';

/** Which section a check's place ("Warhawk move phase 2", "Warhawk sensors") is about, for quoting its words. */
const CHECKED_SECTIONS: readonly (readonly [RegExp, readonly Section[]])[] = [
  [/ thrust$/, ['thrust']],
  [/ move( phase \d)?$/, ['move']],
  [/ sensors$/, ['track', 'ecm']],
  [/ fire$/, ['fire', 'launch']],
  [/ hold$/, ['hold']],
  [/ asteroid-defence$/, ['asteroidDefence']],
];

/** A check's problem with the words of the section it is about. */
function placeChecked(e: RuleError, d: Draft): RuleError {
  const sections = CHECKED_SECTIONS.find(([re]) => re.test(e.at ?? ''))?.[1] ?? [];
  const said = sections.map((sec) => d.said.get(sec)).find((x) => x !== undefined);
  return about({ unit: d.ship.name, ...(said ?? {}) }, e);
}

/** The draft as the ship's plot, with the problems its checks find. */
/**
 * `fire all > Target` as one order per direct-fire mount that has no other job in the block (a named order, a
 * point-blank hold or asteroid defence naming it); a problem when no mount is left.
 */
function allOrders(d: Draft, ship: PlotShip): { fire: FireOrder[]; errors: RuleError[] } {
  if (!d.fireAll) return { fire: [], errors: [] };
  const given = new Set([...d.fire, ...d.launch].map((o) => o.mount).concat(d.hold, d.defence));
  const free = ship.mounts.filter((m) => m.kind === 'weapon' && !given.has(m.id));
  if (free.length > 0) {
    const all = d.fireAll;
    return { fire: free.map((m) => ({ ...all, mount: m.id })), errors: [] };
  }
  const problem = voidstrikerError('ERR_PLOT_FIRE_ALL_NONE', `Every weapon of ${ship.name} has another job, so "fire all" gives none.`, { at: `${ship.name} fire`, suggestion: 'Leave out the orders for the mounts that should fire at that target too.' });
  return { fire: [], errors: [problem] };
}

export function finishShip(d: Draft, ship: PlotShip): { plot: ShipPlot; errors: RuleError[] } {
  const all = allOrders(d, ship);
  d.fire.push(...all.fire);
  const fired = new Set([...d.fire, ...d.launch].map((o) => o.mount));
  const pointBlank = d.holdAll
    ? [...d.hold, ...ship.mounts.filter((m) => m.kind === 'weapon' && !fired.has(m.id) && !d.hold.includes(m.id)).map((m) => m.id)]
    : d.hold;
  const defence = d.defenceAll
    ? [...d.defence, ...ship.mounts.filter((m) => (m.turrets ?? 0) > 0 && !fired.has(m.id) && !pointBlank.includes(m.id) && !d.defence.includes(m.id)).map((m) => m.id)]
    : d.defence;
  const plot: ShipPlot = {
    shipId: ship.id,
    manoeuvre: { thrust: d.thrust ?? { accel: 0, evasive: 0, attack: 0 }, phases: d.phases ?? COMBAT_PHASES.map(() => ({ turn: 0, accel: 0 })) },
    sensors: d.sensors,
    fire: d.fire,
    launch: d.launch,
    standing: { pointBlank, drivesShutDown: d.shutdown, ...(d.surface ? { surface: d.surface } : {}), ...(defence.length > 0 ? { asteroidDefence: defence } : {}) },
  };
  // An unread thrust leaves 0 points: the acceleration it would have allowed is not a second problem.
  const checked = validateShipPlot(plot, ship).filter((e) => !(d.unread.has('thrust') && e.code === 'ERR_ACCEL_OVER'));
  return { plot, errors: [...all.errors, ...checked].map((e) => placeChecked(e, d)) };
}
