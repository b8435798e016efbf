/**
 * The Metaverse scenarios for `/game new` and their descriptions (Metaverse "Match Play" p.101; digest §5.1 victory,
 * §5.4, A37 turn limit; options.ts `parseScenario`): "match" on the book's 180 × 120 cm table, fleets up to the
 * points cap (config pointsCap, 1,500), ending when a side breaks (fails its loss check); "match/N" also ends after
 * turn N, won by the side that struck more enemy morale. Sides A and B.
 */
import type { Choice } from '../../core/assist.ts';
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import { defaultConfig } from '../config/settings.ts';
import { parseScenario } from '../options.ts';
import { thousands } from './fleet-facts.ts';

export const MATCH_SIDES = ['A', 'B'] as const;

/** The turn limits offered in the menu; any 1–99 is accepted as "match/N". */
export const OFFERED_TURN_LIMITS = [8, 12] as const;

const VALID_FORMS = 'Use match, or match/N for a game of at most N turns (1–99), e.g. match/8.';

function text(turnLimit: number | null): string {
  const game = defaultConfig().game;
  const table = `${game.table.width} × ${game.table.depth} cm`;
  const ends = turnLimit === null ? 'ends when a side breaks' : `ends when a side breaks or after turn ${turnLimit}`;
  return ['Match Play', table, `fleets up to ${thousands(game.pointsCap)} pts`, ends].join(' · ');
}

export function scenarioChoices(): Choice[] {
  return [{ name: text(null), value: 'match' }, ...OFFERED_TURN_LIMITS.map((n) => ({ name: text(n), value: `match/${n}` }))];
}

export function describeScenario(scenario: string): Result<string, RuleError[]> {
  const parsed = parseScenario(String(scenario));
  if (!parsed) return err([ruleError('ERR_SCENARIO_UNKNOWN', `There is no Metaverse scenario "${String(scenario).slice(0, 40)}". ${VALID_FORMS}`)]);
  return ok(text(parsed.turnLimit));
}

export function scenarioSides(scenario: string): string[] {
  return parseScenario(String(scenario)) ? [...MATCH_SIDES] : [];
}
