/**
 * The scenarios for `/game new` and their descriptions (book Ch.6 §6.1–§6.3, setup/scenarios.ts; setup/setup.ts's
 * skirmish: sides A and B, any library ships, up to 12 a side, last survivor wins).
 */
import type { Choice } from '../../core/assist.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { findScenario, SKIRMISH, SKIRMISH_MAX_SHIPS, sidesOf } from '../setup/scenarios.ts';
import { SCENARIOS, type Scenario } from '../setup/scenarios.ts';
import { shipClassById } from '../ships/library.ts';
import { voidstrikerError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

/** "last survivor wins" or "raid: a corsair loads 6 rounds and escapes". */
export function victoryText(s: Scenario): string {
  return s.victory.kind === 'raid' ? `${s.victory.side} raid: a corsair loads ${s.victory.loadingTurns} rounds and escapes` : 'last survivor wins';
}

/** "2 × Battlecruiser, 2 × Missile Destroyer". */
export function forcesText(s: Scenario, side: string): string {
  return (s.sides.find((x) => x.side === side)?.forces ?? []).map((f) => `${f.count} × ${shipClassById(f.classId)?.className ?? f.classId}`).join(', ');
}

const SKIRMISH_TEXT = `Skirmish · sides A and B · up to ${SKIRMISH_MAX_SHIPS} library ships each · last survivor wins`;

export function scenarioChoices(): Choice[] {
  return [
    ...SCENARIOS.map((s) => ({ name: `${s.id} ${s.name} · ${sidesOf(s).join(' vs ')} · ${victoryText(s)}`, value: s.id })),
    { name: SKIRMISH_TEXT, value: SKIRMISH },
  ];
}

export function describeScenario(scenario: string): Result<string, RuleError[]> {
  const s = findScenario(String(scenario));
  if (!s) return err([voidstrikerError('ERR_SCENARIO_UNKNOWN', `There is no Voidstriker scenario "${cutGraphemes(String(scenario), 40)}".`, { suggestion: 'Use 6.1, 6.2, 6.3 or skirmish.' })]);
  if (s === SKIRMISH) return ok(SKIRMISH_TEXT);
  const planets = s.planets.map((p) => `${p.name} (${p.diameter}")`);
  return ok([`${s.id} ${s.name}`, ...s.sides.map((x) => `${x.side}: ${forcesText(s, x.side)}`), ...planets, victoryText(s)].join(' · '));
}

export function scenarioSides(scenario: string): string[] {
  const s = findScenario(String(scenario));
  return s ? sidesOf(s) : [];
}
