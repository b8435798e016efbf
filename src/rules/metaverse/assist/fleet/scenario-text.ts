/**
 * The Metaverse scenarios for `/game new` and their descriptions (Metaverse "Match Play" p.101; p.38 victory,
 * ruling A37 turn limit; options.ts `parseScenario`): "match" on the book's 180 × 120 cm table, fleets up to the
 * points cap (config pointsCap, 1,500), ending when a side breaks (fails its loss check); "match/N" also ends after
 * turn N, won by the side that struck more enemy morale. Sides A and B.
 */
import type { Choice } from '../../../core/assist.ts';
import { err, ok, type Result, type RuleError } from '../../../core/result.ts';
import { defaultConfig } from '../../setup/config.ts';
import { parseScenario, type MatchScenario } from '../../options.ts';
import { thousands } from './fleet-facts.ts';
import { metaverseError } from '../../errors.ts';
import { cutGraphemes } from '../../../core/cut-text.ts';

export const MATCH_SIDES = ['A', 'B'] as const;

/** The turn limits offered in the menu; any 1–99 is accepted as "match/N". */
export const OFFERED_TURN_LIMITS = [8, 12] as const;

/** A large battle in the menu: twice the book's points. */
export const OFFERED_LARGE_POINTS = 3000;

const VALID_FORMS = 'Use match, match/N for a game of at most N turns (1–99), or match-P for fleets of up to P points (500–20000), e.g. match/8 or match-3000/12.';

function text(s: MatchScenario): string {
  const game = defaultConfig().game;
  const table = `${game.table.width} × ${game.table.depth} cm`;
  const ends = s.turnLimit === null ? 'ends when a side breaks' : `ends when a side breaks or after turn ${s.turnLimit}`;
  return ['Match Play', table, `fleets up to ${thousands(s.pointsCap ?? game.pointsCap)} pts`, ends].join(' · ');
}

export function scenarioChoices(): Choice[] {
  return [
    { name: text({ turnLimit: null }), value: 'match' },
    ...OFFERED_TURN_LIMITS.map((n) => ({ name: text({ turnLimit: n }), value: `match/${n}` })),
    { name: text({ turnLimit: null, pointsCap: OFFERED_LARGE_POINTS }), value: `match-${OFFERED_LARGE_POINTS}` },
  ];
}

export function describeScenario(scenario: string): Result<string, RuleError[]> {
  const parsed = parseScenario(String(scenario));
  if (!parsed) return err([metaverseError('ERR_SCENARIO_UNKNOWN', `There is no Metaverse scenario "${cutGraphemes(String(scenario), 40)}". ${VALID_FORMS}`)]);
  return ok(text(parsed));
}

export function scenarioSides(scenario: string): string[] {
  return parseScenario(String(scenario)) ? [...MATCH_SIDES] : [];
}
