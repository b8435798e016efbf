/**
 * Optional rules a game can switch on (Starmada Unity, Appendices B–E). Weapon traits (C.5) are not options:
 * a ship that has a trait always uses it. Each entry has one line for `/game new` to show. An option marked
 * `unavailable` is in the book but not playable here yet: setup refuses it and the lobby does not offer it.
 */
import type { z } from 'zod';
import type { OptionInfo } from '../core/rule-system.ts';
import { switchesSchema } from '../core/options.ts';

export const STARMADA_OPTIONS = [
  { id: 'alternateArcs', ref: 'C.1', name: 'Alternate firing arcs', description: 'Banks may use named arcs (FH, Turret, Port Half…) and the four defensive arcs.' },
  { id: 'dualMode', ref: 'C.2', name: 'Dual-mode weapons', description: 'Batteries with two profiles choose a mode per bank when they fire.' },
  { id: 'carriers', ref: 'B.4', name: 'Carriers and fighters', description: 'Ships with the Carrier trait field fighter flights, which fly and fight in the Fighter Phase.' },
  { id: 'damageControl', ref: 'E.1', name: 'Damage control', description: 'In the End Phase each ship rolls repair dice to restore engine, weapon and shield boxes.' },
  { id: 'screenBleedThrough', ref: 'B.18', name: 'Screen bleed-through', description: 'Screens are not sure: each point of damage that reaches them gets through on a 6.' },
  { id: 'directedDamage', ref: 'E.2', name: 'Directed damage', description: 'A weapon may fire at −1 to hit to re-roll each of its damage dice once.' },
  { id: 'shieldReinforcement', ref: 'E.6', name: 'Shield reinforcement', description: 'In its orders a ship may reinforce one arc: +1 shield there, −1 on the opposite arc.' },
  { id: 'explosions', ref: 'E.3', name: 'Explosions', description: 'Destroyed ships explode, attacking everything in and next to their hex.' },
  { id: 'targetAcquisition', ref: 'E.7', name: 'Target acquisition', description: 'Ships tag targets with TAGs (3 dice per TAG vs distance); untagged targets count at double range.' },
  {
    id: 'automaticTagging',
    ref: 'E.7',
    name: 'Automatic tagging',
    description: 'Target acquisition with no roll: each TAG tags a target within 10 hexes (turns on target acquisition).',
  },
  { id: 'partialVictoryPoints', ref: 'E.4', name: 'Partial victory points', description: 'A damaged ship pays VPs as it loses hull: 10% at the first box, then 30%, 50% and its full CR.' },
  { id: 'sequentialCombat', ref: 'E.5', name: 'Sequential combat', description: 'Damage takes effect after each ship fires, so ships fire one at a time in book order.' },
  { id: 'bookOrderFire', ref: '4.0', name: 'Book-order fire', description: 'Ships declare fire one at a time in activation order, seeing earlier dice, instead of all at once.' },
  { id: 'emergencyThrust', ref: 'D.1', name: 'Emergency thrust', description: 'E/ doubles the engine rating for one turn, at the risk of engine damage.' },
  { id: 'ethericDrag', ref: 'D.2', name: 'Etheric drag', description: 'The previous speed counts half (rounded down) toward the engine requirement.' },
  { id: 'evasiveAction', ref: 'D.3', name: 'Evasive action', description: 'Z/ doubles the engine requirement; attacks on and by the ship suffer a penalty.' },
  { id: 'floatingBoard', ref: 'D.4', name: 'Floating game board', description: 'When a ship would leave the board, everything shifts so it stays on, if nothing else is pushed off.' },
  { id: 'freeformTurns', ref: 'D.5', name: 'Freeform turns', description: 'The requirement is the speed change +1/+3/+6 for one/two/three turns; slips may oppose turns.' },
  { id: 'gradedTurns', ref: 'D.6', name: 'Graded turns', description: 'Forward moves must be spread evenly between turns, the segments differing by one at most.' },
  { id: 'rolls', ref: 'D.7', name: 'Rolls', description: '@/ rolls the ship over, mirroring its arcs port for starboard.' },
  {
    id: 'sequentialMovement',
    ref: 'D.8',
    name: 'Sequential movement',
    description: 'No plotting ahead: ships move one at a time, sides alternating, each seeing the moves before it.',
  },
  {
    id: 'randomMovementInitiative',
    ref: 'D.8',
    name: 'Random movement initiative',
    description: 'A shuffled deck, a card per ship, decides which side moves a ship next (turns on sequential movement).',
  },
  {
    id: 'cloaking',
    ref: 'B.5',
    name: 'Cloaking devices',
    description: 'C/ hides a ship with a cloaking device from the enemy; it cannot fire, nor be fired on until detected.',
  },
  {
    id: 'hyperdrive',
    ref: 'B.10',
    name: 'Hyperdrive',
    description: 'H/ warms up a hyperdrive, a die a turn; at a total of 10 the ship jumps out of the battle.',
  },
  { id: 'combatSpacePatrol', ref: 'F.1', name: 'Combat space patrol', description: 'A flight may go on station instead of moving; it intercepts an enemy flight entering a hex within half its MA.' },
  { id: 'dogfights', ref: 'F.2', name: 'Dogfights', description: 'A flight may fly into a lone enemy flight\'s hex and attack: both are pinned until one is destroyed.' },
  { id: 'fighterScreens', ref: 'F.3', name: 'Fighter screens', description: 'A flight may screen its hex instead of attacking: fire through it is at −1 to −3 to hit.' },
  { id: 'fighterVariants', ref: 'F.4', name: 'Fighter variants', description: 'Carriers may field assault, bomber, heavy, interceptor or light flights in place of standard ones.' },
  { id: 'launchAndRecovery', ref: 'F.5', name: 'Launch and recovery', description: 'Flights start aboard; carriers launch them in the End Phase (launch tubes double it) and recover them.' },
  { id: 'longRangeFighters', ref: 'F.6', name: 'Long range fighters', description: 'Fleets may buy flights without a carrier (CR 60 each), which may jump to hyperspace on a 5–6.' },
  { id: 'randomFighterInitiative', ref: 'F.7', name: 'Random fighter initiative', description: 'A shuffled deck, a card per flight, decides which side activates a flight next.' },
  { id: 'shipboardCombat', ref: 'B.14', name: 'Shipboard combat', description: 'Defending marines fight boarding parties in the End Phase instead of being traded one for one.' },
  { id: 'batteryLockOn', ref: 'B.22', name: 'Battery-specific lock-on', description: 'Stealth lock-on is rolled for each weapon battery instead of once for each attacking ship.' },
  { id: 'towing', ref: 'D.9', name: 'Towing', description: 'T/ lets ships in one hex at the same speed and heading tow another.' },
  { id: 'asteroids', ref: 'G.1', name: 'Asteroids', description: 'Lone asteroids destroy what enters them and block sight; an asteroid field hits ships crossing it.' },
  { id: 'blackHoles', ref: 'G.2', name: 'Black hole', description: 'An event horizon destroys what enters it and pulls ships in every End Phase.' },
  { id: 'comets', ref: 'G.3', name: 'Comet', description: 'A nucleus that destroys and blocks sight, with a coma and tail that spoil aim.' },
  { id: 'nebula', ref: 'G.4', name: 'Nebula', description: 'The battle is inside a nebula: ranges ×1.5 and every even impact die gets through.' },
  { id: 'planets', ref: 'G.5', name: 'Planet', description: 'A planet blocks sight and movement; ships beside it may orbit with [n] in their orders.' },
  { id: 'threeD', ref: 'G.6', name: 'Three-dimensional play', description: 'Ships and flights fly at altitudes 0–6 (↑ climbs, ↓ dives); altitude adds to range.' },
] as const satisfies readonly OptionInfo[];

export type StarmadaOptionId = (typeof STARMADA_OPTIONS)[number]['id'];

export const starmadaOptionsSchema = switchesSchema(STARMADA_OPTIONS);

export type StarmadaOptions = z.infer<typeof starmadaOptionsSchema>;

/** Every option off: the core game. */
export const CORE_RULES: StarmadaOptions = starmadaOptionsSchema.parse({});

/**
 * The options in force, with the ones a rule forces (E.5 sequential combat forces book-order fire; E.7's automatic
 * tagging is a way of playing target acquisition, so it turns that on; D.8's random movement initiative is a way of
 * playing sequential movement).
 */
export function effectiveOptions(options: StarmadaOptions): StarmadaOptions {
  const sequential = options.sequentialCombat ? { ...options, bookOrderFire: true } : options;
  const tagging = sequential.automaticTagging ? { ...sequential, targetAcquisition: true } : sequential;
  return tagging.randomMovementInitiative ? { ...tagging, sequentialMovement: true } : tagging;
}
