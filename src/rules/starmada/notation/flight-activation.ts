/**
 * Fighter-flight activation notation (Starmada 5.2–5.4 p.22–23): "<flight> <move> [attack <target>]", with F.3's
 * "screen" or F.5's "land" after the move, F.2's "dogfight <flight>", F.1's "patrol [rule]", or F.6's "jump" before
 * the move. Read once here into a typed activation and written back by `makeFlightActivation`, which reads back the
 * same; the rules of the activation are fighters/fighter-phase.ts's.
 */
import { aboutAll, quoted } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { cutGraphemes } from '../../core/cut-text.ts';
import { liveFlights, type FighterPrompt, type FighterWorld, type FlightActivation } from '../fighters/fighter-phase.ts';
import type { FlightState } from '../state.ts';
import { starmadaError } from '../errors.ts';
import { makeFlightMove, parseFlightMove, STAY } from './flight-move.ts';
import { makePatrolRule, parsePatrolRule } from './patrol-rule.ts';

const ATTACK_WORD = /\s+(?:attacks?|x|>|->|→)\s+/i;
const DOGFIGHT_WORD = /^(.*?)\s+dogfights?\s+(\S.*)$/i;
const squash = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Reads "<flight> <move> [attack <target>]" (also "x", ">" or "→" for attack), "<flight> <move> dogfight <flight>"
 * (F.2) or "<flight> patrol [rule]" (F.1). The flight's name may be left out when only one flight can activate.
 * Names match without regard to case.
 */
export function parseFlightActivation(world: FighterWorld, prompt: FighterPrompt, text: string): Result<FlightActivation, RuleError[]> {
  const clipped = cutGraphemes(text, 200);
  // F.2: "Red 1 2S3 dogfight Blue 2" flies into Blue 2's hex and attacks it there.
  const dogfight = DOGFIGHT_WORD.exec(clipped);
  const [head = '', ...rest] = dogfight ? [dogfight[1] ?? '', dogfight[2] ?? ''] : clipped.split(ATTACK_WORD);
  const targetText = rest.join(' ').trim();
  // F.3: "screen" after the move, instead of an attack; F.5: "land" on the carrier.
  const endWord = /\s+(screens?|lands?)$/i.exec(squash(head));
  const screen = endWord?.[1]?.startsWith('screen') === true;
  const land = endWord?.[1]?.startsWith('land') === true;
  const lower = endWord ? squash(head).slice(0, endWord.index) : squash(head);

  // The longest flight name (or id) the text starts with, so "Red 10" is not read as "Red 1" flying 0.
  const prefixes = prompt.flights
    .flatMap((f) => [{ flight: f, prefix: squash(f.name) }, { flight: f, prefix: f.id.toLowerCase() }])
    .filter(({ prefix }) => prefix !== '' && (lower === prefix || lower.startsWith(`${prefix} `)))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const named = prefixes[0];
  let flight: FlightState;
  let moveText: string;
  if (named) {
    flight = named.flight;
    moveText = lower.slice(named.prefix.length).trim();
  } else if (prompt.flights.length === 1 && !liveFlights(world).some((f) => f.id !== prompt.flights[0]?.id && (lower === squash(f.name) || lower.startsWith(`${squash(f.name)} `)))) {
    flight = prompt.flights[0] as FlightState;
    moveText = lower;
  } else {
    const names = prompt.flights.map((f) => f.name).join(', ');
    const other = liveFlights(world).find((f) => lower === squash(f.name) || lower.startsWith(`${squash(f.name)} `));
    if (other) return err([starmadaError('ERR_FLIGHT_NOT_AVAILABLE', `${other.name} cannot activate now; pick one of ${names}.`)]);
    return err([starmadaError('ERR_FLIGHT_NAME', `Start with the flight to activate: one of ${names}.`, { suggestion: `${prompt.flights[0]?.name ?? ''} 2S3` })]);
  }

  // F.1: "Blue 1 patrol [rule]" goes on station instead of moving (notation/patrol-rule.ts).
  if (targetText === '' && /^(?:patrol|csp)\b/.test(moveText)) {
    // The rule's words as typed (names keep their case for any refusal): the same length from the end of the text.
    const typed = head.trim().replace(/\s+/g, ' ');
    const rule = parsePatrolRule(world.flights, flight, typed.slice(typed.length - moveText.length).replace(/^(?:patrol|csp)\s*/i, ''));
    return rule.ok ? ok({ flightId: flight.id, move: STAY, targetId: null, patrol: rule.value }) : rule;
  }
  // F.6: "jump" before the move tries for hyperspace first.
  const jumpWord = /^(?:jump|hyperspace)(?:\s+|$)/.exec(moveText);
  if (jumpWord) moveText = moveText.slice(jumpWord[0].length);
  const move = parseFlightMove(moveText === '' ? '0' : moveText);
  const errors: RuleError[] = move.ok ? [] : aboutAll({ unit: flight.name, quote: moveText }, move.error);
  let targetId: string | null = null;
  if (targetText !== '') {
    const wanted = squash(targetText);
    const candidates = [
      ...world.ships.filter((s) => s.status === 'active').map((s) => ({ id: s.id, name: s.name })),
      ...liveFlights(world).map((f) => ({ id: f.id, name: f.name })),
    ];
    const target = candidates.find((c) => squash(c.name) === wanted || c.id.toLowerCase() === wanted);
    if (target) targetId = target.id;
    else errors.push(starmadaError('ERR_FLIGHT_TARGET_UNKNOWN', `No ship or flight is called ${quoted(targetText)}; write the target's name as the map shows it.`, { unit: flight.name, quote: targetText }));
  }
  if (errors.length > 0 || !move.ok) return err(errors);
  return ok({ flightId: flight.id, move: move.value, targetId, ...(screen ? { screen: true } : {}), ...(land ? { land: true } : {}), ...(dogfight ? { dogfight: true } : {}), ...(jumpWord ? { jump: true } : {}) });
}

/** The activation as a player would type it: "Red 1 2S3 attack Kestrel". */
export function makeFlightActivation(world: FighterWorld, activation: FlightActivation): string {
  const flight = world.flights.find((f) => f.id === activation.flightId);
  const name = flight?.name ?? activation.flightId;
  if (activation.patrol) return `${name} ${makePatrolRule(world.flights, activation.patrol)}`;
  const move = `${activation.jump ? 'jump ' : ''}${makeFlightMove(activation.move)}`;
  if (activation.screen) return `${name} ${move} screen`;
  if (activation.land) return `${name} ${move} land`;
  if (activation.targetId === null) return `${name} ${move}`;
  const target = world.ships.find((s) => s.id === activation.targetId)?.name ?? world.flights.find((f) => f.id === activation.targetId)?.name ?? activation.targetId;
  return `${name} ${move} ${activation.dogfight ? 'dogfight' : 'attack'} ${target}`;
}
