/**
 * F.1's interception rule as a flight goes on station (fighters/patrol.ts, ruling 193), written after "patrol":
 *   Blue 1 patrol                 intercept the first enemy flight it can reach (the default)
 *   Blue 1 patrol Red 2           only Red 2          Blue 1 patrol fighters / seekers   only that kind
 *   Blue 1 patrol Red 2 dogfight  with F.2, dogfight it instead of attacking
 * The maker's text reads back to the same rule.
 */
import { quoted } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { FlightState, PatrolRule } from '../state.ts';
import { starmadaError } from '../errors.ts';

const KINDS: Readonly<Record<string, PatrolRule['target']>> = {
  any: { kind: 'any' },
  fighters: { kind: 'fighters' },
  fighter: { kind: 'fighters' },
  seekers: { kind: 'seekers' },
  seeker: { kind: 'seekers' },
};

/** Reads the words after "patrol" for `flight`; enemy flights are named as the map shows them. */
export function parsePatrolRule(flights: readonly FlightState[], flight: Pick<FlightState, 'side' | 'name'>, words: string): Result<PatrolRule, RuleError[]> {
  const m = /^(?<what>.*?)\s*(?<dog>\bdogfights?)?$/i.exec(words.trim())?.groups ?? {};
  const what = (m['what'] ?? '').trim();
  const dogfight = m['dog'] !== undefined ? { dogfight: true } : {};
  const kind = KINDS[what.toLowerCase() === '' ? 'any' : what.toLowerCase()];
  if (kind) return ok({ target: kind, ...dogfight });
  const enemy = flights.find((f) => f.side !== flight.side && f.count > 0 && (f.name.toLowerCase() === what.toLowerCase() || f.id.toLowerCase() === what.toLowerCase()));
  if (enemy) return ok({ target: { kind: 'flight', flightId: enemy.id }, ...dogfight });
  return err([
    starmadaError('ERR_FLIGHT_PATROL', `No enemy flight is called ${quoted(what)}; after "patrol" name an enemy flight, or write "fighters" or "seekers", or nothing to intercept the first it can reach.`, {
      unit: flight.name,
      quote: what,
      suggestion: 'patrol',
    }),
  ]);
}

/** The rule as a player writes it after the flight's name: "patrol", "patrol Red 2 dogfight". */
export function makePatrolRule(flights: readonly FlightState[], rule: PatrolRule): string {
  const target = rule.target;
  const what = target.kind === 'any' ? '' : target.kind === 'flight' ? ` ${flights.find((f) => f.id === target.flightId)?.name ?? target.flightId}` : ` ${target.kind}`;
  return `patrol${what}${rule.dogfight ? ' dogfight' : ''}`;
}
