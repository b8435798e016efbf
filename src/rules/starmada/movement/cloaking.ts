/**
 * B.5 Cloaking Device (Starmada p.31–32): a ship whose orders start with "C" is cloaked for the game turn.
 *
 * - Cloaked this turn = its revealed orders carry C/. The ship keeps moving by its orders (a computer needs no
 *   deferred replay of them); the other side does not see it (views/visibility.ts) until it uncloaks or is
 *   detected, which places it where all its orders took it: the same place [ruling 27].
 * - Detection (p.31): at the start of the Movement Phase, one die per cloaked ship; detected if the die is less
 *   than the consecutive turns it has been cloaked (so never in its first turn), with −1 on the die if it was
 *   detected in the previous turn ("4-in-6" in the book's turn-5 example). The cloak marker moves to where a
 *   detected ship ends its move; otherwise it stays where the ship was last seen.
 * - Detection rolls are made openly, as the book's: the other side knows a ship is under its marker [ruling 120].
 * - While cloaked, detected or not, the ship may not attack (combat/declaration.ts). Undetected, it may not be
 *   attacked at all; detected, it is attacked at −1 to hit (combat/to-hit.ts) and still not by seekers, and
 *   seekers already chasing it are removed (seekers/activation.ts).
 */
import type { Dice } from '../../core/dice.ts';
import { makeHexLabel, type Board } from '../../core/offset.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { writtenWithPrefix } from '../notation/movement.ts';

/** Cloaked in this turn's revealed orders (a C/ prefix). */
export const isCloaked = (state: StarmadaState, ship: ShipState): boolean => writtenWithPrefix(state.revealedOrders[ship.id] ?? '', 'C');

/** Cloaked and not detected this turn: off the board for the other side (B.5). */
export const isUndetected = (state: StarmadaState, ship: ShipState): boolean => isCloaked(state, ship) && ship.cloak?.detected !== true;

/** A cloaked ship pierced by enemy sensors this turn: it may be attacked, at −1 to hit (B.5 p.32). */
export const isDetectedCloaked = (state: StarmadaState, ship: ShipState): boolean => isCloaked(state, ship) && ship.cloak?.detected === true;

/** "Detected if the result is less than the number of consecutive turns the ship has been cloaked" (p.31), −1 after a detection. */
export function detectionRoll(die: number, turns: number, detectedLastTurn: boolean): boolean {
  return die - (detectedLastTurn ? 1 : 0) < turns;
}

export interface CloakSettlement {
  readonly ships: ShipState[];
  readonly events: GameEvent[];
  /** Cloaked ships detected this turn: their moves are shown to everyone. */
  readonly detected: ReadonlySet<string>;
}

function withoutCloak(ship: ShipState): ShipState {
  const { cloak: _gone, ...rest } = ship;
  return rest;
}

/** One cloaked ship's turn: its first under the marker, or a detection roll. */
function cloakedTurn(before: ShipState, moved: ShipState, board: Board, dice: Dice): { ship: ShipState; event: GameEvent } {
  const label = (ship: ShipState): string => makeHexLabel(ship.at, board);
  const turns = (before.cloak?.turns ?? 0) + 1;
  if (!before.cloak) {
    const text = `${before.name} cloaks (B.5 p.31): its cloak marker stays in ${label(before)}.`;
    return { ship: { ...moved, cloak: { turns, detected: false, marker: before.at } }, event: { type: 'cloak', text, data: { shipId: before.id, turns } } };
  }
  const die = dice.roll(`cloak detection: ${before.name}`);
  const again = before.cloak.detected;
  const detected = detectionRoll(die, turns, again);
  const roll = `die ${die}${again ? ' −1 (detected last turn)' : ''} against ${turns} turns cloaked`;
  const text = detected
    ? `${before.name}'s cloak is pierced (B.5 p.31): ${roll}; it is detected in ${label(moved)}, where its cloak marker moves.`
    : `${before.name}'s cloak holds (B.5 p.31): ${roll}.`;
  const marker = detected ? moved.at : before.cloak.marker;
  return { ship: { ...moved, cloak: { turns, detected, marker } }, event: { type: 'cloak', text, data: { shipId: before.id, turns, die, detected } } };
}

/**
 * The cloaks after the Movement Phase: `cloaked` are the ships whose legal orders carried C/ this turn; `before`
 * the ships as the phase began, `moved` as it ended. A ship that did not cloak drops its marker.
 */
export function settleCloaks(before: readonly ShipState[], moved: readonly ShipState[], cloaked: ReadonlySet<string>, board: Board, dice: Dice): CloakSettlement {
  const events: GameEvent[] = [];
  const detected = new Set<string>();
  const ships = moved.map((ship) => {
    const was = before.find((s) => s.id === ship.id) ?? ship;
    if (!cloaked.has(ship.id)) {
      if (!was.cloak) return ship;
      if (ship.status === 'active') events.push({ type: 'cloak', text: `${ship.name} uncloaks (B.5 p.31).`, data: { shipId: ship.id, turns: 0 } });
      return withoutCloak(ship);
    }
    const turn = cloakedTurn(was, ship, board, dice);
    if (turn.ship.cloak?.detected) detected.add(ship.id);
    events.push(turn.event);
    return turn.ship;
  });
  return { ships, events, detected };
}
