/**
 * What a ship may do with its fire besides its weapons, for the fire panel (issue 25): E.7 tagging attempts (p.50), B.14
 * marines, B.24 tractor beams, B.19 the shockwave, B.15 mines, B.9 flares and B.17 probes. `fireSystems` lists the
 * ship's systems with a use now; `fireSystemUses` lists one system's uses, each written as the group a player types
 * on the ship's fire line (notation/tags.ts, system-fire.ts, probes.ts), so a pick makes the very order the typed text
 * would. Only uses the reader accepts are offered: each is read back before it is listed.
 *
 * Judgement call: a flare or a probe may go to any hex within 10, too many for a menu; the panel offers the hexes
 * where they do their work (a probe helps attacks within 3 hexes of it, B.17; a flare spoils fire through its hex,
 * B.9): the ship's own hex for a flare and each enemy's in reach. Any other hex is typed ("Monsoon: probe > 1510").
 */
import type { Choice, PickSet } from '../../core/assist.ts';
import { hexDistance, hexEquals, hexNeighbors, type Hex } from '../../core/hex.ts';
import { makeHexLabel, onBoard } from '../../core/offset.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { fireTargets } from '../combat/declaration.ts';
import { FLARE_RANGE } from '../combat/flares.ts';
import { MARINE_RANGE, maxMarineSquads } from '../combat/marines.ts';
import { PROBE_REACH, probesLeft } from '../combat/probes.ts';
import { SHOCKWAVE_RANGE } from '../combat/shockwave.ts';
import { classOf } from '../combat/ship-condition.ts';
import { workingEquipment } from '../combat/ship-target.ts';
import { munitionsLeft, shockwaveHitsOf } from '../combat/system-fire.ts';
import { AUTOMATIC_TAG_RANGE, tagsCarried, taggingRule } from '../combat/target-acquisition.ts';
import { TRACTOR_RANGE } from '../combat/tractor-beam.ts';
import { isCloaked } from '../movement/cloaking.ts';
import { parseSubmission } from '../notation/submission-text.ts';
import { hasTrait } from '../ships/sheet-lookup.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { firingShips } from './fire-choices.ts';

/** The systems the panel knows, by the key its choices carry. */
export type SystemKey = 'tag' | 'marines' | 'tractor' | 'shockwave' | 'mines' | 'flares' | 'probes';

interface Use {
  readonly name: string;
  readonly group: string;
}

const hexes = (n: number): string => count(n, 'hex', 'hexes');
const enemies = (state: StarmadaState, ship: ShipState) => fireTargets(state, ship).map((t) => ({ ...t, d: hexDistance(ship.at, t.at) })).sort((a, b) => a.d - b.d);
const label = (state: StarmadaState, at: Hex): string => makeHexLabel(at, state.board);

function tagUses(state: StarmadaState, ship: ShipState): Use[] {
  const rule = taggingRule(state.options);
  const carried = tagsCarried(classOf(state, ship).hullSize);
  if (rule === 'off' || carried === 0) return [];
  return enemies(state, ship)
    .filter((t) => rule === 'rolled' || t.d <= AUTOMATIC_TAG_RANGE)
    .flatMap((t) => Array.from({ length: carried }, (_, i) => ({ name: `${t.name} · ${hexes(t.d)} · ${count(i + 1, 'TAG')}`, group: `tag ${t.name} x${i + 1}` })));
}

function marineUses(state: StarmadaState, ship: ShipState): Use[] {
  const most = Math.min(munitionsLeft(state, ship, 'Marines'), maxMarineSquads(classOf(state, ship).hullSize));
  return enemies(state, ship)
    .filter((t) => t.kind === 'ship' && t.d <= MARINE_RANGE)
    .flatMap((t) => Array.from({ length: most }, (_, i) => most - i).map((n) => ({ name: `${t.name} · ${hexes(t.d)} · ${count(n, 'squad')}`, group: `Marines x${n} > ${t.name}` })));
}

function tractorUses(state: StarmadaState, ship: ShipState): Use[] {
  if (workingEquipment(classOf(state, ship), ship, 'Tractor Beam') === 0) return [];
  return enemies(state, ship)
    .filter((t) => t.kind === 'flight' && t.d === TRACTOR_RANGE)
    .map((t) => ({ name: `${t.name} · next to ${ship.name}`, group: `Tractor Beam > ${t.name}` }));
}

function shockwaveUses(state: StarmadaState, ship: ShipState): Use[] {
  const hits = shockwaveHitsOf(state, ship);
  if (!hasTrait(classOf(state, ship), 'Shockwave') || hits === 0) return [];
  // Offered with an enemy in its reach, as a ship's choice in the fire step is (system-fire.ts hasSystemChoice).
  const near = enemies(state, ship).filter((t) => t.d <= SHOCKWAVE_RANGE).map((t) => t.name);
  return near.length === 0 ? [] : [{ name: `${count(hits, 'hit')} on everything within ${SHOCKWAVE_RANGE} hexes (${near.join(', ')})`, group: 'Shockwave' }];
}

/** B.15: the hexes next to the ship a mine may go in (on the board, no enemy ship in it), one mine a pick. */
function mineUses(state: StarmadaState, ship: ShipState): (Use & { at: Hex })[] {
  if (munitionsLeft(state, ship, 'Mines') === 0) return [];
  const foes = state.ships.filter((s) => s.side !== ship.side && s.status === 'active');
  return hexNeighbors(ship.at)
    .filter((h) => onBoard(state.board, h) && !foes.some((s) => hexEquals(s.at, h)))
    .map((h) => ({ name: `Hex ${label(state, h)} · next to ${ship.name}`, group: `Mines x1 > ${label(state, h)}`, at: h }));
}

/**
 * "Pick a space" for a mine (B.15; the map picker, core/assist.ts `PickSet`): the hexes next to the ship a mine may
 * go in, numbered; each pick lays one, as "Monsoon: Mines x1 > 1209" typed would. Null: the ship lays no mine now.
 */
export function minePicks(state: StarmadaState, seat: SeatId, shipId: string): PickSet | null {
  const ship = shipOf(state, seat, shipId);
  if (!ship) return null;
  const places = mineUses(state, ship).flatMap((use) => {
    const line = legalLine(state, seat, ship, use);
    return line === null ? [] : [{ at: use.at, name: label(state, use.at), line, notation: use.group }];
  });
  if (places.length === 0) return null;
  const left = munitionsLeft(state, ship, 'Mines');
  return {
    unitId: ship.id,
    unitName: ship.name,
    what: 'mine',
    note: `${ship.name}, ${count(left, 'mine')} left: ${count(places.length, 'hex', 'hexes')} next to it a mine may go in (B.15), one mine a pick.`,
    places: places.map((p, i) => ({ n: i + 1, at: p.at, name: p.name, options: [{ label: 'lay a mine', notation: p.notation, line: p.line }] })),
  };
}

/** Hexes worth a marker: the ship's own (flares only) and each enemy's within reach, once each. */
function markerUses(state: StarmadaState, ship: ShipState, reach: number, word: string, own: boolean): Use[] {
  const places = [...(own ? [{ name: `${ship.name}'s own hex`, at: ship.at, d: 0 }] : []), ...enemies(state, ship).filter((t) => t.d <= reach).map((t) => ({ name: `${t.name}'s hex`, at: t.at, d: t.d }))];
  const seen = new Set<string>();
  return places.flatMap((p) => {
    const hex = label(state, p.at);
    if (seen.has(hex)) return [];
    seen.add(hex);
    return [{ name: `${p.name} ${hex} · ${hexes(p.d)}`, group: `${word} > ${hex}` }];
  });
}

function usesOf(state: StarmadaState, ship: ShipState, key: SystemKey): Use[] {
  switch (key) {
    case 'tag':
      return tagUses(state, ship);
    case 'marines':
      return marineUses(state, ship);
    case 'tractor':
      return tractorUses(state, ship);
    case 'shockwave':
      return shockwaveUses(state, ship);
    case 'mines':
      return mineUses(state, ship);
    case 'flares':
      return munitionsLeft(state, ship, 'Flares') > 0 ? markerUses(state, ship, FLARE_RANGE, 'Flare', true) : [];
    case 'probes':
      return probesLeft(state, ship) > 0 && !isCloaked(state, ship) ? markerUses(state, ship, PROBE_REACH, 'probe', false) : [];
  }
}

/** How each system is named in the panel's menu, with what is left of it. */
function systemName(state: StarmadaState, ship: ShipState, key: SystemKey): string {
  switch (key) {
    case 'tag':
      return `Tag a target · ${count(tagsCarried(classOf(state, ship).hullSize), 'TAG')} (E.7)`;
    case 'marines':
      return `Marines · ${count(munitionsLeft(state, ship, 'Marines'), 'squad')} left (B.14)`;
    case 'tractor':
      return `Tractor Beam · ${workingEquipment(classOf(state, ship), ship, 'Tractor Beam')} working (B.24)`;
    case 'shockwave':
      return 'Shockwave · hits all within 3 hexes (B.19)';
    case 'mines':
      return `Mines · ${munitionsLeft(state, ship, 'Mines')} left (B.15)`;
    case 'flares':
      return `Flares · ${munitionsLeft(state, ship, 'Flares')} left (B.9)`;
    case 'probes':
      return `Probes · ${probesLeft(state, ship)} left (B.17)`;
  }
}

const KEYS: readonly SystemKey[] = ['tag', 'marines', 'tractor', 'shockwave', 'mines', 'flares', 'probes'];

/** The use as a line of the ship's fire, if the reader takes it on its own (so the panel never offers a refusal). */
function legalLine(state: StarmadaState, seat: SeatId, ship: ShipState, use: Use): string | null {
  const line = `${ship.name}: ${use.group}`;
  return parseSubmission(state, seat, line).ok ? line : null;
}

function legalUses(state: StarmadaState, seat: SeatId, ship: ShipState, key: SystemKey): Choice[] {
  return usesOf(state, ship, key).flatMap((use) => {
    const line = legalLine(state, seat, ship, use);
    return line === null ? [] : [{ name: use.name, value: line }];
  });
}

const shipOf = (state: StarmadaState, seat: SeatId, shipId: string) => firingShips(state, seat).find((s) => s.id === shipId);

/** The ship's systems with at least one use now (value: the system's key). */
export function fireSystems(state: StarmadaState, seat: SeatId, shipId: string): Choice[] {
  const ship = shipOf(state, seat, shipId);
  if (!ship) return [];
  return KEYS.filter((key) => usesOf(state, ship, key).length > 0 && legalUses(state, seat, ship, key).length > 0).map((key) => ({ name: systemName(state, ship, key), value: key }));
}

/** One system's uses now, each value the ship's fire line a pick merges into the draft ("Monsoon: Mines x1 > 1209"). */
export function fireSystemUses(state: StarmadaState, seat: SeatId, shipId: string, system: string): Choice[] {
  const ship = shipOf(state, seat, shipId);
  const key = KEYS.find((k) => k === system);
  return ship && key ? legalUses(state, seat, ship, key) : [];
}
