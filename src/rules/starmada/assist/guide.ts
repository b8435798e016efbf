/**
 * How the open step is best answered in the chat (docs/playing.md §2): per-ship buttons for placements (2.3 p.12) and
 * movement orders (3.1–3.4 p.15–17), one text box for fire (4.1 p.18–19), a fighter activation (5.3 p.22) and
 * weapon losses (4.5 p.21), with quick answers where the notation has a plain default, and examples in the
 * notation with the seat's own ship names.
 *
 * Judgement calls: a ship's order is pre-filled from the draft, else from the order it revealed last turn (so
 * "the same again" is one click); "All straight ahead" repeats each ship's last speed with no turns, which is
 * what a ship without orders does (p.16) and always meets the engine requirement (3.2: requirement 0).
 */
import { movementTurn, orderableShips } from '../movement/sequential.ts';
import { probesLeft } from '../combat/probes.ts';
import { workingEquipment } from '../combat/ship-target.ts';
import { taggingRule } from '../combat/target-acquisition.ts';
import type { Choice, StepGuide, UnitBrief } from '../../core/assist.ts';
import { DIRECTION_NAMES } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { fireStepGuide, guideOf, NOTHING } from '../../core/step-guide.ts';
import { defaultWeaponLosses } from '../combat/weapon-losses.ts';
import { defaultPlacements, deploymentRulesOf, flightsToPlace, reinforcing, shipsToPlace } from '../sequence/deployment.ts';
import { dogfightChoices, flightChoices } from '../fighters/fighter-phase.ts';
import { dogfightPartner } from '../fighters/dogfight.ts';
import { makeFlightActivation } from '../notation/flight-activation.ts';
import { altitudeOf } from '../terrain/altitude.ts';
import { MAX_SHIPS_PER_HEX, zoneText } from '../setup/deployment.ts';
import { classOf } from '../combat/ship-condition.ts';
import { straightOrder } from '../movement/order.ts';
import { orderShipFrom, validateOrder } from '../movement/validate.ts';
import type { FlightState, ShipState, StarmadaState } from '../state.ts';
import { suggestedStanding } from './standing-suggestion.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { fighterContextFor, fighterPrompt, fighterSeat } from '../sequence/fighters.ts';
import { lossesText, placementLines, submissionText } from './draft-text.ts';
import { placementText } from '../notation/deployment.ts';
import { fireLine, fireTargetChoices, fireWeapons, firingShips } from './fire-choices.ts';
import { shipBriefLine } from './ship-brief.ts';
import { munitionCount } from '../ships/sheet-lookup.ts';
import { makeShipOrders } from '../notation/ship-orders.ts';

const brief = (state: StarmadaState, ship: ShipState, prefill = ''): UnitBrief => ({ id: ship.id, name: ship.name, line: shipBriefLine(state, ship), prefill });

function deploymentGuide(state: StarmadaState, seat: SeatId, draft: StarmadaSubmission | null): StepGuide {
  const ships = shipsToPlace(state, seat);
  if (ships.length === 0) return NOTHING;
  const defaults = defaultPlacements(state, seat);
  const drafted = draft?.kind === 'deploy' ? draft.placements : [];
  const zone = zoneText(deploymentRulesOf(state), ships[0]?.side ?? 'A');
  const prefill = (id: string): string => {
    const p = drafted.find((x) => x.unitId === id) ?? defaults.find((x) => x.unitId === id);
    return p ? placementText(state, p) : '';
  };
  const units = [
    ...ships.map((s) => ({ id: s.id, name: s.name, line: `${classOf(state, s).className}-class · deploy ${zone}`, prefill: prefill(s.id) })),
    // F.6: long range flights deploy with the ships [ruling 200].
    ...flightsToPlace(state, seat).map((f) => ({ id: f.id, name: f.name, line: `long range flight · deploy ${zone}`, prefill: prefill(f.id) })),
  ];
  const example = units[0];
  const facing = DIRECTION_NAMES[defaults[0]?.facing ?? 1];
  return guideOf({
    mode: 'units',
    units,
    choices: [{ name: 'Default deployment', value: placementLines(state, defaults).join('\n') }],
    placeholder: `${example?.prefill || `0409 ${facing}`} · a hex (column, row) and a facing: N, NE, SE, S, SW, NW`,
    help: [
      `${reinforcing(state) ? 'Your reinforcements arrive (S.11): place each ship' : 'Deploy each ship'} ${zone}, at most ${MAX_SHIPS_PER_HEX} ships a hex (2.3 p.12).`,
      `One line per ship: "${example?.name ?? 'Majestic'} ${example?.prefill || `0409 ${facing}`}" (hex, then facing; left out, it faces the enemy).`,
    ].join('\n'),
    draftText: placementLines(state, drafted.length > 0 ? drafted : defaults).join('\n'),
  });
}

/**
 * "All straight ahead": each ship's last speed with no turns. Under etheric drag (D.2) that is not free, so a ship
 * whose engines cannot pay for it is left out of the answer: left out, it goes straight ahead at its last speed anyway.
 */
function straightAheadChoice(state: StarmadaState, ships: readonly ShipState[]): Choice[] {
  const payable = ships.filter((s) => validateOrder(straightOrder(s.prevSpeed), orderShipFrom(s, classOf(state, s), state.solarWind), state.options).ok);
  return payable.length === 0 ? [] : [{ name: 'All straight ahead', value: payable.map((s) => `${s.name}: ${s.prevSpeed}`).join('\n') }];
}

/** One line per movement option in force that changes how orders are written or paid for (D.2, D.5, D.6, B.21). */
function optionHelp(state: StarmadaState): string[] {
  const o = state.options;
  return [
    o.ethericDrag ? 'Etheric drag (D.2): the previous speed counts half, rounded down, toward the engine requirement.' : '',
    o.freeformTurns ? 'Freeform turns (D.5): the requirement is the change of speed +1, +3 or +6 for one, two, three turns (or U); slips may go against the turn.' : '',
    o.gradedTurns ? 'Graded turns (D.6): the hexes before, between and after turns may differ by one at most ("1P1", not "P2").' : '',
    state.solarWind !== undefined ? `Solar wind toward ${DIRECTION_NAMES[state.solarWind]} (B.21): sailing ships heading into it have half their engine rating, one hexside off it half again.` : '',
  ].filter((line) => line !== '');
}

/** The standing choices suggested for the seat's ships (assist/standing-suggestion.ts), as order lines to copy. */
function standingHelp(state: StarmadaState, seat: SeatId): string[] {
  const suggested = Object.entries(suggestedStanding(state, seat)).flatMap(([id, clauses]) => {
    const ship = state.ships.find((s) => s.id === id);
    return ship ? [`${ship.name} ${ship.prevSpeed}, ${clauses.join(', ')}`] : [];
  });
  if (suggested.length === 0) return [];
  // One line: choices that stand until changed ("ask" clears one), so no weapon-loss or fighter step need ask.
  const patrol = state.options.combatSpacePatrol ? ', "flights patrol" F.1' : '';
  return [`Standing choices after the move ("losses <weapon> then auto" 4.4, "flights attack <ship>|nearest" or "flights hold" 5.2${patrol}; "ask" clears), e.g. ${suggested.join(' · ')}`];
}

/** E.6 reinforcement and the B.7 / E.1 arc choices, where the game and the ships allow them. */
function shieldClauseHelp(state: StarmadaState, ships: readonly ShipState[]): string[] {
  const arcs = ships.find((s) => s.dirShields);
  return [
    ...(state.options.shieldReinforcement ? ['", reinforce fwd" gives +1 shield forward and −1 aft this turn (E.6 p.50)'] : []),
    ...(arcs ? ['", shields lose aft stbd" says which arcs lose points when a directionally shielded ship\'s shields are hit (B.7 p.32)'] : []),
    ...(arcs && state.options.damageControl ? ['", restore fwd port" says which arcs repaired shields go back to (E.1 p.48)'] : []),
  ];
}

/** The clauses these ships may use after their move (notation/clause.ts), in one line, said only where they apply. */
function clauseHelp(state: StarmadaState, ships: readonly ShipState[]): string[] {
  const boosted = ships.find((s) => munitionCount(classOf(state, s), 'Boosters') > (s.munitionsUsed.Boosters ?? 0));
  const said = [
    ...(boosted ? [`", boost 1" fires a booster, +1 engine rating this turn (B.3 p.31): "${boosted.name}: 4, boost 1"`] : []),
    ...(state.options.towing ? ['T/ tows the ship named after the move (D.9 p.47): "Vigilant: T/3, tow Vigilant 2"'] : []),
    ...shieldClauseHelp(state, ships),
  ];
  return said.length === 0 ? [] : [`After the move: ${said.join('; ')}.`];
}

/** The prefixes a seat's ships can use now: C/ cloaks (B.5), H/ warms up a hyperdrive (B.10). */
function equipmentHelp(state: StarmadaState, ships: readonly ShipState[]): string[] {
  const carries = (system: 'Cloaking Device' | 'Hyperdrive'): boolean => ships.some((s) => workingEquipment(classOf(state, s), s, system) > 0);
  return [
    ...(state.options.cloaking && carries('Cloaking Device') ? ['"C/2P1" cloaks the ship: the enemy does not see it until it is detected, and it neither fires nor is fired on (B.5 p.31).'] : []),
    ...(state.options.hyperdrive && carries('Hyperdrive') ? ['"H/4" warms up the hyperdrive, straight ahead only: a die a turn, and at a total of 10 the ship leaves the battle (B.10 p.33).'] : []),
  ];
}

/** D.8: how many of the ships named move now, and that the rest wait (p.46). */
function sequentialHelp(state: StarmadaState): string[] {
  const turn = movementTurn(state);
  if (!turn) return [];
  const now = turn.slots === 1 ? 'one ship moves now' : `up to ${turn.slots} ships move now, one after another in fleet order`;
  return [`Sequential movement (D.8 p.46): ${now}; its orders are carried out at once, and every player sees the move before the next ship is ordered. With no orders, the first ${turn.slots === 1 ? 'ship' : 'ships'} listed go${turn.slots === 1 ? 'es' : ''} straight ahead.`];
}

function ordersGuide(state: StarmadaState, seat: SeatId, draft: StarmadaSubmission | null): StepGuide {
  const ships = orderableShips(state, seat);
  if (ships.length === 0) return NOTHING;
  const drafted = draft?.kind === 'orders' ? draft.orders : {};
  const draftedText = (ship: ShipState): string | undefined => {
    const o = drafted[ship.id];
    return o && makeShipOrders({ state, ship }, o);
  };
  const units = ships.map((s) => brief(state, s, draftedText(s) ?? state.revealedOrders[s.id] ?? ''));
  const example = ships[0]?.name ?? 'Majestic';
  return guideOf({
    mode: 'units',
    units,
    choices: straightAheadChoice(state, ships),
    placeholder: '2P2 · digits move ahead, P/S turn port/starboard, L/R slip, +1/-1 pivot',
    help: [
      `One line per ship, name then orders: "${example}: 2P2" moves 2, turns to port, moves 2 (3.1 p.15).`,
      'Examples: "3" straight ahead, "1S2S" two starboard turns, "P2L2" turn, move, slip left (3.4 p.17).',
      'The engine requirement may not exceed the engine rating (3.2 p.15); a ship left out goes straight ahead at its last speed.',
      ...sequentialHelp(state),
      ...optionHelp(state),
      ...standingHelp(state, seat),
      ...clauseHelp(state, ships),
      ...equipmentHelp(state, ships),
    ].join('\n'),
    // Without a draft, a start to edit: each ship's last order, else straight ahead at its last speed.
    // D.8: only as many as move now, so the start sent as it is moves the first ships due.
    draftText:
      draft?.kind === 'orders'
        ? submissionText(state, seat, draft)
        : units
            .slice(0, movementTurn(state)?.slots ?? units.length)
            .map((u, i) => `${u.name}: ${u.prefill || String(ships[i]?.prevSpeed ?? 0)}`)
            .join('\n'),
  });
}

/** Help for the fire notation the game's options add: E.2 "directed for …", E.7 "tag …". */
function optionalFireHelp(state: StarmadaState): string[] {
  const help: string[] = [];
  if (state.options.directedDamage) help.push('E.2: "Laser directed for engines > Kestrel" fires at −1 to hit and re-rolls each damage die that is not an engine hit; "directed" alone keeps hull hits.');
  if (taggingRule(state.options) !== 'off') help.push('E.7: "Ship: tag Kestrel x2" aims TAGs at a target; untagged targets count at double distance.');
  return help;
}

function fireGuide(state: StarmadaState, seat: SeatId, draft: StarmadaSubmission | null): StepGuide {
  const ships = firingShips(state, seat);
  if (ships.length === 0) return NOTHING;
  const units = ships.map((s) => brief(state, s));
  // A real declaration of the seat's as the example, when one can be made.
  const sample = ships
    .flatMap((s) => fireWeapons(state, seat, s.id).flatMap((w) => fireTargetChoices(state, seat, s.id, w.value).slice(0, 1).map((t) => fireLine(state, seat, s.id, w.value, t.value, 1))))
    .find((r) => r.ok);
  const example = sample?.ok ? sample.value : 'Majestic: Laser Cannon x2 > Kestrel';
  const activation = state.phase.kind === 'fireActivation';
  return fireStepGuide({
    units,
    holding: (activation ? ships.slice(0, 1) : ships).map((s) => s.name),
    example,
    help: [
      `One line per ship: "${example}"; leave out the count to fire every weapon that reaches (4.1 p.18).`,
      'Several groups go on one line split by ";". "Ship: hold" fires nothing. /fire builds a line for you.',
      ...(ships.some((s) => probesLeft(state, s) > 0)
        ? ['A ship with probes adds "probe > 1510": a hex within 10, where the probe may help your aim and sight next turn; or fires them, "Probes x2 > Kestrel", at one target within 6 (B.17 p.35).']
        : []),
      activation ? 'Book-order fire: declare for one ship only; the others fire in later activations.' : 'Every seat declares at once; damage takes effect in the End Phase (4.5 p.21).',
      ...optionalFireHelp(state),
    ],
    draftText: draft?.kind === 'fire' ? submissionText(state, seat, draft) : '',
  });
}

function flightBrief(state: StarmadaState, flight: FlightState): UnitBrief {
  return {
    id: flight.id,
    name: flight.name,
    line: `hex ${makeHexLabel(flight.at, state.board)} · heading ${DIRECTION_NAMES[flight.heading]}${state.options.threeD ? ` · altitude ${altitudeOf(flight)}` : ''} · ${flight.shuttle ? 'shuttle, MA 4' : `${flight.count} fighter${flight.count === 1 ? '' : 's'}`}${flight.longRange ? ' · long range' : ''}`,
    prefill: '',
  };
}

function fightersGuide(state: StarmadaState, seat: SeatId, draft: StarmadaSubmission | null): StepGuide {
  const prompt = fighterPrompt(state);
  if (!prompt || fighterSeat(prompt) !== seat) return NOTHING;
  const flights = prompt.flights.filter((f) => f.seat === seat);
  const choices: Choice[] = [];
  for (const f of flights) {
    const options = flightChoices(state, fighterContextFor(state), f.id);
    // Holding position is a move of 0 (5.3 p.22), open unless an enemy shares the hex (p.23: it must leave).
    if (!options.mustMove && options.choices.some((c) => c.ma === 0)) choices.push({ name: `${f.name}: hold position`, value: `${f.name} 0` });
    // F.2: a pinned flight's only attack is its opponent; F.1 and F.2 choices only where the rules allow them.
    const partner = dogfightPartner(state.flights, f);
    if (partner && options.choices[0]?.targets.length) choices.push({ name: `${f.name}: attack ${partner.name} (dogfight)`, value: `${f.name} 0 attack ${partner.name}` });
    if (state.options.combatSpacePatrol && !partner && !options.mustMove && !f.shuttle) choices.push({ name: `${f.name}: go on station (intercept the first enemy flight in reach)`, value: `${f.name} patrol` });
    for (const d of dogfightChoices(state, fighterContextFor(state), f.id)) choices.push({ name: `${f.name}: ${d.text} dogfight ${d.target.name}`, value: `${f.name} ${d.text} dogfight ${d.target.name}` });
    // F.6 p.53: a long range flight may try for hyperspace; if the die fails it holds (a straight move of 0).
    if (f.longRange && state.options.longRangeFighters && !options.mustMove) choices.push({ name: `${f.name}: jump to hyperspace (5–6)`, value: `${f.name} jump 0` });
  }
  const example = flights[0]?.name ?? 'Red 1';
  return guideOf({
    mode: 'text',
    units: flights.map((f) => flightBrief(state, f)),
    choices,
    placeholder: `${example} 2S3 attack Kestrel · flight, move, then any target`,
    help: [
      `Activate one flight: "${example} 2S3" moves it; add "attack <ship or flight>" for an adjacent target (5.3–5.4 p.22–23).`,
      `"${example} 0" holds position; a flight sharing a hex with an enemy ship must leave it (p.23).`,
      ...(flights.some((f) => f.longRange) && state.options.longRangeFighters
        ? [`"${flights.find((f) => f.longRange)?.name ?? example} jump 3" tries to jump to hyperspace first: 5–6 and it leaves the battle (the enemy scores 30 VP); otherwise it flies 3 straight, no turns or slips (F.6 p.53).`]
        : []),
      ...(state.options.threeD ? [`"${example} 4↑↑" climbs two levels (↓ or v dives, ^ climbs): each level costs as one more hex, at most one a hex moved, and a flight attacks only at its own altitude (G.6 p.57).`] : []),
      ...(state.options.fighterScreens ? [`"${example} 2S3 screen" screens the hex it ends in instead of attacking: fire through it is at −1 to −3 (F.3 p.51).`] : []),
      ...(state.options.combatSpacePatrol
        ? [`"${example} patrol" puts it on station: it intercepts the first enemy flight that enters a hex within 4 MA; "patrol <flight>", "patrol fighters" or "patrol seekers" picks whom${state.options.dogfights ? ', and "dogfight" after it dogfights instead' : ''} (F.1 p.51).`]
        : []),
      ...(state.options.dogfights ? [`"${example} 2 dogfight <flight>" flies into a lone enemy flight's hex and attacks: both are pinned until one is destroyed (F.2 p.51).`] : []),
    ].join('\n'),
    draftText: draft?.kind === 'flight' && draft.activation ? makeFlightActivation(state, draft.activation) : '',
  });
}

function lossesGuide(state: StarmadaState, seat: SeatId, draft: StarmadaSubmission | null): StepGuide {
  if (state.phase.kind !== 'weaponLosses') return NOTHING;
  const owed = state.phase.owed;
  const ships = state.ships.filter((s) => s.seat === seat && owed[s.id] !== undefined);
  if (ships.length === 0) return NOTHING;
  const units = ships.map((s) => {
    const cls = classOf(state, s);
    const items = [...cls.batteries.map((b) => b.name), ...(cls.equipment?.items.map((i) => i.system) ?? [])];
    const count = owed[s.id] ?? 0;
    // The default is said before the deadline, so an owner who lets it pass knows what the ship will lose.
    const fallback = lossesText(state, s.id, defaultWeaponLosses(cls, s, count));
    return { id: s.id, name: s.name, line: `loses ${count} weapon${count === 1 ? '' : 's'} or equipment · from ${items.join(', ')} · if you choose nothing: ${fallback}`, prefill: '' };
  });
  const first = ships[0];
  const battery = first ? classOf(state, first).batteries[0]?.name ?? 'Laser Cannon' : 'Laser Cannon';
  return guideOf({
    mode: 'text',
    units,
    choices: [{ name: 'Default losses', value: ships.map((s) => `${s.name}: auto`).join('\n') }],
    placeholder: `${first?.name ?? 'Majestic'}: ${battery} 1 · or "auto" for the default`,
    help: [
      `Weapon hits strike weapons or equipment of the owner's choice (4.5 p.21): "${first?.name ?? 'Majestic'}: ${battery} 1".`,
      `Name a bank by its arcs: "${battery} (AB) 1"; "auto" (or leaving a ship out) takes the default.`,
      'Send nothing by the deadline and each ship loses its default, shown above.',
    ].join('\n'),
    draftText:
      draft?.kind === 'losses'
        ? ships.filter((s) => draft.choices[s.id] !== undefined).map((s) => `${s.name}: ${lossesText(state, s.id, draft.choices[s.id] ?? [])}`).join('\n')
        : '',
  });
}

type PhaseGuide = (state: StarmadaState, seat: SeatId, draft: StarmadaSubmission | null) => StepGuide;

const GAME_OVER: StepGuide = { ...NOTHING, help: 'The game is over.' };

/** The guide of each phase of the turn (2.4 p.14). */
const PHASE_GUIDES: Readonly<Record<StarmadaState['phase']['kind'], PhaseGuide>> = {
  deployment: deploymentGuide,
  orders: ordersGuide,
  fire: fireGuide,
  fireActivation: fireGuide,
  fighters: fightersGuide,
  weaponLosses: lossesGuide,
  over: () => GAME_OVER,
};

export const guide: PhaseGuide = (state, seat, draft) => PHASE_GUIDES[state.phase.kind](state, seat, draft);
