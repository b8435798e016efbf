/**
 * Standing choices as order clauses (Salvo's, issue 25): written after a ship's move on its order line, they stand
 * until changed, so the game asks only when they do not cover the case.
 *
 *   losses Laser Cannon (AB) then Fire Control then auto
 *        which weapons go first when weapon hits come (4.4 p.21), split by "then" (commas split the clauses);
 *        `auto`: the default for the rest; `losses ask`: ask me (the choice goes)
 *   flights attack Majestic                         the ship's fighter flights fly next to Majestic and attack it
 *   flights attack nearest                          each attacks the nearest enemy it can reach, else closes in
 *   flights hold                                    they stay where they are; `flights ask`: ask me each slot
 *
 * Each reader has its maker beside it, and the maker's text reads back to the same clause.
 */
import { quoted } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { matchStart } from '../../core/names.ts';
import { classOf } from '../combat/ship-condition.ts';
import { carrierRating } from '../fighters/scramble.ts';
import type { FlightStanding, LossPriorityItem, ShipState, StarmadaState } from '../state.ts';
import { starmadaError } from '../errors.ts';
import type { Clause } from './clause.ts';
import { tractorClause } from './tractor-clause.ts';

/** A standing clause as read: `null` clears that choice (the owner is asked again). */
export type StandingClause = { readonly kind: 'losses'; readonly items: readonly LossPriorityItem[] | null } | { readonly kind: 'flights'; readonly order: FlightStanding | null };

const ASK = /^(ask|none|clear)$/i;

/** True when the text is a standing clause (its first word is `losses` or `flights`). */
export const isStandingClause = (text: string): boolean => /^(losses|flights)\b/i.test(text.trim());

/** One priority entry: "auto", a battery ("Laser Cannon", "Laser Cannon (AB)") or an equipment item. */
function readLossItem(state: StarmadaState, ship: ShipState, part: string): Result<LossPriorityItem, RuleError> {
  if (/^(auto|default)$/i.test(part)) return ok({ kind: 'auto' });
  const cls = classOf(state, ship);
  const m = /^(?<name>.+?)\s*(?:\((?<arcs>[^)]*)\))?$/.exec(part)?.groups ?? {};
  const name = (m['name'] ?? part).trim().toLowerCase();
  const battery = cls.batteries.findIndex((b) => b.name.toLowerCase() === name);
  if (battery >= 0) {
    const arcs = m['arcs']?.trim().toLowerCase();
    if (arcs === undefined) return ok({ kind: 'weapon', battery });
    const banks = cls.batteries[battery]?.banks ?? [];
    const bank = banks.findIndex((b) => b.arcs.toLowerCase() === arcs);
    if (bank >= 0) return ok({ kind: 'weapon', battery, bank });
    return err(starmadaError('ERR_LOSSES_BANK', `${ship.name}'s ${cls.batteries[battery]?.name ?? ''} has no bank (${m['arcs'] ?? ''}); its banks are ${banks.map((b) => `(${b.arcs})`).join(', ')}.`, { unit: ship.name, quote: part }));
  }
  const item = cls.equipment?.items.find((it) => it.system.toLowerCase() === name);
  if (item) return ok({ kind: 'equipment', system: item.system });
  const names = [...cls.batteries.map((b) => b.name), ...(cls.equipment?.items.map((it) => it.system) ?? []), 'auto'];
  return err(starmadaError('ERR_LOSSES_ITEM', `${ship.name} has no ${quoted(part)}; list from ${names.join(', ')}.`, { unit: ship.name, quote: part }));
}

function readLosses(state: StarmadaState, ship: ShipState, rest: string): Result<StandingClause, RuleError[]> {
  if (ASK.test(rest)) return ok({ kind: 'losses', items: null });
  const parts = rest.split(/\s+then\s+|\s*>\s*/i).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0) return err([starmadaError('ERR_STANDING_EMPTY', 'After "losses" list the weapons to lose first, such as "losses Laser Cannon then auto", or write "losses ask".', { unit: ship.name, quote: 'losses' })]);
  const read = parts.map((p) => readLossItem(state, ship, p));
  const errors = read.flatMap((r) => (r.ok ? [] : [r.error]));
  return errors.length > 0 ? err(errors) : ok({ kind: 'losses', items: read.flatMap((r) => (r.ok ? [r.value] : [])) });
}

function readFlights(state: StarmadaState, ship: ShipState, rest: string): Result<StandingClause, RuleError[]> {
  if (ASK.test(rest)) return ok({ kind: 'flights', order: null });
  if (/^hold$/i.test(rest)) return ok({ kind: 'flights', order: { kind: 'hold' } });
  const attack = /^(?:attacks?|x|>|->|→)\s+(?<target>.+)$/i.exec(rest)?.groups?.['target']?.trim();
  if (attack === undefined) {
    return err([starmadaError('ERR_STANDING_FLIGHTS', `Write "flights attack <enemy ship>", "flights attack nearest", "flights hold" or "flights ask"; ${quoted(`flights ${rest}`)} is none of those.`, { unit: ship.name, quote: `flights ${rest}`, suggestion: 'flights hold' })]);
  }
  if (/^nearest$/i.test(attack) && !state.ships.some((s) => s.name.toLowerCase() === 'nearest')) return ok({ kind: 'flights', order: { kind: 'nearest' } });
  const enemies = [...state.ships.filter((s) => s.side !== ship.side && s.status === 'active'), ...state.flights.filter((f) => f.side !== ship.side && f.count > 0)];
  const found = matchStart(attack, enemies);
  if (found.kind === 'found') return ok({ kind: 'flights', order: { kind: 'attack', targetId: found.item.id } });
  return err([starmadaError('ERR_STANDING_TARGET', `No enemy ship or flight is called ${quoted(attack)}; write its name as the map shows it.`, { unit: ship.name, quote: attack })]);
}

/** Reads one standing clause of `ship`'s order line ("losses …" or "flights …"). */
export function parseStandingClause(state: StarmadaState, ship: ShipState, text: string): Result<StandingClause, RuleError[]> {
  const m = /^(?<word>losses|flights)\b\s*:?\s*(?<rest>.*)$/is.exec(text.trim())?.groups;
  if (!m) return err([starmadaError('ERR_STANDING_EMPTY', `${quoted(text)} is not a standing choice; start it with "losses" or "flights".`, { unit: ship.name, quote: text })]);
  const rest = (m['rest'] ?? '').trim();
  return m['word']?.toLowerCase() === 'losses' ? readLosses(state, ship, rest) : readFlights(state, ship, rest);
}

/** The rules a clause must meet: flights are for a carrier (B.4), which must field flights. */
export function validateStandingClause(state: StarmadaState, ship: ShipState, clause: StandingClause): Result<StandingClause, RuleError[]> {
  if (clause.kind === 'flights' && carrierRating(classOf(state, ship).traits) === 0) {
    return err([starmadaError('ERR_STANDING_FLIGHTS', `${ship.name} carries no fighter flights (B.4); leave out the flights choice.`, { unit: ship.name })]);
  }
  return ok(clause);
}

function lossItemText(state: StarmadaState, ship: ShipState, item: LossPriorityItem): string {
  if (item.kind === 'auto') return 'auto';
  if (item.kind === 'equipment') return item.system;
  const battery = classOf(state, ship).batteries[item.battery];
  const arcs = item.bank === undefined ? undefined : battery?.banks[item.bank]?.arcs;
  return `${battery?.name ?? 'weapon'}${arcs === undefined ? '' : ` (${arcs})`}`;
}

/** The clause as a player would type it; reads back to the same clause. */
export function makeStandingClause(state: StarmadaState, ship: ShipState, clause: StandingClause): string {
  if (clause.kind === 'losses') return clause.items === null ? 'losses ask' : `losses ${clause.items.map((i) => lossItemText(state, ship, i)).join(' then ')}`;
  if (clause.order === null) return 'flights ask';
  if (clause.order.kind === 'hold') return 'flights hold';
  if (clause.order.kind === 'nearest') return 'flights attack nearest';
  const id = clause.order.targetId;
  return `flights attack ${state.ships.find((s) => s.id === id)?.name ?? state.flights.find((f) => f.id === id)?.name ?? id}`;
}

/** The ship with the clause's choice standing (or cleared). */
export function applyStandingClause(ship: ShipState, clause: StandingClause): ShipState {
  const { losses, flights, tractors } = ship.standing ?? {};
  const next = clause.kind === 'losses' ? { flights, losses: clause.items === null ? undefined : [...clause.items] } : { losses, flights: clause.order ?? undefined };
  const standing = { ...(next.losses ? { losses: next.losses } : {}), ...(next.flights ? { flights: next.flights } : {}), ...(tractors ? { tractors } : {}) };
  const { standing: _old, ...rest } = ship;
  return Object.keys(standing).length > 0 ? { ...rest, standing } : rest;
}

/** The ship's standing choices written out, one clause each, for the orders echo and the prompt. */
export function standingClausesOf(state: StarmadaState, ship: ShipState): string[] {
  const s = ship.standing;
  return [
    ...(s?.losses ? [makeStandingClause(state, ship, { kind: 'losses', items: s.losses })] : []),
    ...(s?.flights ? [makeStandingClause(state, ship, { kind: 'flights', order: s.flights })] : []),
    ...(s?.tractors ? [tractorClause.make(s.tractors, { state, ship })] : []),
  ];
}

/** The losses clause in the orders registry (clause.ts): "losses Laser Cannon then auto", "losses ask". */
export const lossesClause: Clause<'losses'> = {
  key: 'losses',
  words: ['losses'],
  example: 'losses auto',
  parse(args, { state, ship }) {
    const read = parseStandingClause(state, ship, `losses ${args}`);
    if (!read.ok) return read;
    return read.value.kind === 'losses' ? ok(read.value.items ?? 'ask') : err([]);
  },
  make(value, { state, ship }) {
    return makeStandingClause(state, ship, { kind: 'losses', items: value === 'ask' ? null : value });
  },
};

/** The flights clause in the orders registry (clause.ts): "flights attack Majestic", "flights hold", "flights ask". */
export const flightsClause: Clause<'flights'> = {
  key: 'flights',
  words: ['flights'],
  example: 'flights attack Majestic',
  parse(args, { state, ship }) {
    const read = parseStandingClause(state, ship, `flights ${args}`);
    if (!read.ok) return read;
    return read.value.kind === 'flights' ? ok(read.value.order ?? 'ask') : err([]);
  },
  make(value, { state, ship }) {
    return makeStandingClause(state, ship, { kind: 'flights', order: value === 'ask' ? null : value });
  },
  validate(value, { state, ship }) {
    const checked = validateStandingClause(state, ship, { kind: 'flights', order: value === 'ask' ? null : value });
    return checked.ok ? [] : checked.error;
  },
};

/** The ship with the standing choices its orders carry applied (a choice left out stands as it was). */
export function withStandingOrders(ship: ShipState, orders: { readonly losses?: readonly LossPriorityItem[] | 'ask'; readonly flights?: FlightStanding | 'ask'; readonly tractors?: number }): ShipState {
  let next = ship;
  if (orders.losses !== undefined) next = applyStandingClause(next, { kind: 'losses', items: orders.losses === 'ask' ? null : orders.losses });
  if (orders.flights !== undefined) next = applyStandingClause(next, { kind: 'flights', order: orders.flights === 'ask' ? null : orders.flights });
  if (orders.tractors !== undefined) next = withTractorDefence(next, orders.tractors);
  return next;
}

/** B.24: the beams that defend stand from now on; 0 ("tractors hold") withdraws them (ruling 212). */
function withTractorDefence(ship: ShipState, beams: number): ShipState {
  const { tractors: _old, ...others } = ship.standing ?? {};
  const standing = beams > 0 ? { ...others, tractors: beams } : others;
  const { standing: _was, ...rest } = ship;
  return Object.keys(standing).length > 0 ? { ...rest, standing } : rest;
}
