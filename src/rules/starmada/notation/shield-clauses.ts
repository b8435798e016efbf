/**
 * Shield choices a ship's order line carries after its move (the orders' clauses), each a standing choice for the
 * game turn, kept on the ship as `shieldOrders`:
 *
 *   Tempest 2P2(4), reinforce fwd          E.6 p.50: "This decision is made during the Orders Phase"
 *   Tempest 3, shields lose aft stbd       B.7 p.32: the owner reduces the arc ratings (ruling 110)
 *   Tempest 3, restore fwd port            E.1 p.48 with B.7: where restored points go (ruling 111)
 *
 * Arcs are written fwd (forward, fore), port, stbd (starboard) or aft (rear), in any case; a list gives one point
 * to each arc in turn (an arc listed twice gets two), rulings 110 and 111. `make…` writes the normal form, which the matching `parse…` reads back to the same value.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { canReinforce } from '../combat/directional-shields.ts';
import { trackValue } from '../combat/apply-damage.ts';
import { starmadaError } from '../errors.ts';
import type { DefensiveArc, ShieldOrders, ShipState } from '../state.ts';
import type { Clause, ClauseContext } from './clause.ts';
import type { ShipChoices } from './ship-orders.ts';

/** What a shield clause looks at: the game and the ship whose orders it is part of. */
export type ShieldClauseContext = ClauseContext;

const ARC_WORDS: Readonly<Record<string, DefensiveArc>> = {
  fwd: 'Fwd',
  forward: 'Fwd',
  fore: 'Fwd',
  port: 'Port',
  stbd: 'Stbd',
  starboard: 'Stbd',
  aft: 'Aft',
  rear: 'Aft',
};

const ARC_HELP = 'fwd, port, stbd or aft';

/** The arcs named in `args`, in order (`once`: each named once). `clause` is the clause's word, for the sentence. */
function readArcs(args: string, clause: string, ship: ShipState, once = true): Result<DefensiveArc[], RuleError[]> {
  const words = args.split(/[\s/]+/).filter((w) => w !== '');
  const problems: RuleError[] = [];
  const arcs: DefensiveArc[] = [];
  if (words.length === 0) problems.push(starmadaError('ERR_SHIELD_ARCS', `Name an arc after "${clause}" for ${ship.name}, such as "${clause} fwd" (${ARC_HELP}).`));
  for (const word of words) {
    const arc = ARC_WORDS[word.toLowerCase()];
    if (!arc) problems.push(starmadaError('ERR_SHIELD_ARCS', `"${word}" in ${ship.name}'s "${clause}" is not an arc; write ${ARC_HELP}.`));
    else if (once && arcs.includes(arc)) problems.push(starmadaError('ERR_SHIELD_ARCS', `${ship.name}'s "${clause}" names ${arc.toLowerCase()} twice; name each arc once.`));
    else arcs.push(arc);
  }
  return problems.length > 0 ? err(problems) : ok(arcs);
}

const arcText = (arcs: readonly DefensiveArc[]): string => arcs.map((a) => a.toLowerCase()).join(' ');

/** E.6: "reinforce fwd": one arc. */
export function parseReinforce(args: string, { ship }: ShieldClauseContext): Result<DefensiveArc, RuleError[]> {
  const arcs = readArcs(args, 'reinforce', ship);
  if (!arcs.ok) return arcs;
  const [arc] = arcs.value;
  if (arcs.value.length !== 1 || !arc) return err([starmadaError('ERR_SHIELD_ARCS', `${ship.name} may reinforce one arc (E.6), such as "reinforce fwd".`)]);
  return ok(arc);
}

export const makeReinforce = (arc: DefensiveArc): string => `reinforce ${arcText([arc])}`;

/** E.6 p.50: the option is on, the ship has shields, and its ratings allow it (not 0 or 5; directional cases). */
export function validateReinforce(arc: DefensiveArc, { state, ship }: ShieldClauseContext): RuleError[] {
  if (!state.options.shieldReinforcement) return [starmadaError('ERR_SHIELD_REINFORCE', 'Shield reinforcement (E.6) is not in use in this game; leave out "reinforce".')];
  const cls = state.classes[ship.classId];
  if (!cls || cls.tracks.shields === null) return [starmadaError('ERR_SHIELD_REINFORCE', `${ship.name} has no shields to reinforce (E.6).`)];
  const rating = trackValue(cls.tracks.shields, ship.shields.checked);
  if (canReinforce(rating, ship.dirShields, arc)) return [];
  const opposite = { Fwd: 'Aft', Aft: 'Fwd', Port: 'Stbd', Stbd: 'Port' } as const;
  const why = ship.dirShields
    ? `its ${arc} shields are ${ship.dirShields[arc]} and its ${opposite[arc]} shields ${ship.dirShields[opposite[arc]]} ("may not use this option if the arc to be reinforced has a shield rating of 5 or the opposing arc has a shield rating of 0")`
    : `its shield rating is ${rating} ("Starships with a current shield rating of either zero or 5 cannot make use of this option")`;
  return [starmadaError('ERR_SHIELD_REINFORCE', `${ship.name} cannot reinforce ${arc.toLowerCase()} (E.6): ${why}.`)];
}

/** B.7: "shields lose aft stbd": the arcs to take points off first. */
export const parseShieldsLose = (args: string, { ship }: ShieldClauseContext): Result<DefensiveArc[], RuleError[]> => readArcs(args, 'shields lose', ship, false);

export const makeShieldsLose = (arcs: readonly DefensiveArc[]): string => `shields lose ${arcText(arcs)}`;

/** E.1 with B.7: "restore fwd port": the arcs to give restored points to first. */
export const parseRestore = (args: string, { ship }: ShieldClauseContext): Result<DefensiveArc[], RuleError[]> => readArcs(args, 'restore', ship, false);

export const makeRestore = (arcs: readonly DefensiveArc[]): string => `restore ${arcText(arcs)}`;

/** Only a ship with directional shields has arcs to choose (B.7 p.32). */
export function validateArcChoice(clause: 'shields lose' | 'restore', { state, ship }: ShieldClauseContext): RuleError[] {
  if (!ship.dirShields) return [starmadaError('ERR_SHIELD_CHOICE', `${ship.name} has no directional shields (B.7), so there are no arcs to choose; leave out "${clause}".`)];
  if (clause === 'restore' && !state.options.damageControl) return [starmadaError('ERR_SHIELD_CHOICE', 'Damage control (E.1) is not in use in this game, so nothing is restored; leave out "restore".')];
  return [];
}

/** E.6 p.50, "Tempest 2P2(4), reinforce fwd". */
export const reinforceClause: Clause<'reinforce'> = {
  key: 'reinforce',
  words: ['reinforce', 'reinforces'],
  example: 'reinforce fwd',
  parse: parseReinforce,
  make: makeReinforce,
  validate: validateReinforce,
};

/** B.7 p.32, "Tempest 3, shields lose aft stbd" (ruling 110). */
export const shieldsLoseClause: Clause<'shieldsLose'> = {
  key: 'shieldsLose',
  words: ['shields lose', 'shield lose'],
  example: 'shields lose aft stbd',
  parse: parseShieldsLose,
  make: makeShieldsLose,
  validate: (_arcs, ctx) => validateArcChoice('shields lose', ctx),
};

/** E.1 p.48 with B.7, "Tempest 3, restore fwd port" (ruling 111). */
export const restoreClause: Clause<'restore'> = {
  key: 'restore',
  words: ['restore', 'restores'],
  example: 'restore fwd port',
  parse: parseRestore,
  make: makeRestore,
  validate: (_arcs, ctx) => validateArcChoice('restore', ctx),
};

/** The turn's standing shield choices a ship's orders carry, to keep on the ship; undefined when none. */
export function shieldOrdersOf(choices: ShipChoices | undefined): ShieldOrders | undefined {
  if (!choices) return undefined;
  const kept: ShieldOrders = {
    ...(choices.reinforce ? { reinforce: choices.reinforce } : {}),
    ...(choices.shieldsLose ? { shieldsLose: [...choices.shieldsLose] } : {}),
    ...(choices.restore ? { restore: [...choices.restore] } : {}),
  };
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** Each ship with this turn's shield choices from its orders; a ship without any loses last turn's (E.6: each turn). */
export function withShieldOrders(ships: readonly ShipState[], orders: Readonly<Record<string, ShipChoices>>): ShipState[] {
  return ships.map((ship) => {
    const chosen = shieldOrdersOf(orders[ship.id]);
    if (chosen) return { ...ship, shieldOrders: chosen };
    if (!ship.shieldOrders) return ship;
    const { shieldOrders: _last, ...rest } = ship;
    return rest;
  });
}
