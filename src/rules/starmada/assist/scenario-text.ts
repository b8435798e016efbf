/**
 * Scenarios for `/game new` and their one-line descriptions, with the book's numbers: the five battle sizes of
 * the standard scenario (2.2 p.12: fleet limit and the VP target, 60% of it) and the supported scenarios of
 * Appendix S (p.58–64) with their fixed fleets and VP targets (setup/scenarios.ts): all twelve.
 */
import type { Choice } from '../../core/assist.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { parseScenarioAndSize } from '../setup/game-setup.ts';
import { BATTLE_SIZES, type BattleSize } from '../setup/battle-size.ts';
import type { Board } from '../../core/offset.ts';
import { parsePiece, pieceText, splitTerrainText } from '../terrain/placement.ts';
import { SCENARIOS, scenarioLimits, type ScenarioDefinition } from '../setup/scenarios.ts';

function forcesText(scenario: ScenarioDefinition): string {
  const forces = scenario.forces;
  switch (forces.kind) {
    case 'battleSize':
      return '';
    case 'perSide': {
      const cap = [
        forces.maxShipCR === undefined ? '' : ` · No ship above CR ${forces.maxShipCR}`,
        forces.attackerFlagshipCR === undefined ? '' : ` · A prototype of CR ${forces.attackerFlagshipCR}+`,
        forces.defenderHalfCR === undefined ? '' : ` in two halves ≤ ${forces.defenderHalfCR}`,
        forces.attackerAreaCR === undefined ? '' : ` · ${forces.attackerAreaCR}+ CR in each ambush`,
      ].join('');
      if (forces.A === forces.B && forces.defenderHalfCR === undefined) return `Fleet limit ${forces.A} CR a side${cap}`;
      return `Attacker (A) ${forces.A} CR, defender (B) ${forces.B} CR${cap}`;
    }
    case 'loneDefender':
      return `One defender (B) of CR ${forces.defenderMin}–${forces.defenderMax} vs up to ${forces.attackerMultiple === 2 ? 'twice' : `${forces.attackerMultiple}×`} its CR (A)`;
  }
}

export function describeScenario(text: string): Result<string, RuleError[]> {
  const read = parseScenarioAndSize(typeof text === 'string' ? text : '');
  if (!read.ok) return read;
  const terrain = terrainText(text, read.value.scenario.board);
  if (!terrain.ok) return terrain;
  const base = describeRead(read.value);
  return base.ok ? ok(base.value + terrain.value) : base;
}

/** " · planet 3 at 1609 · asteroid at 1205": the pieces the GM placed, written back (terrain/placement.ts). */
function terrainText(text: string, board: Board): Result<string, RuleError[]> {
  const read = splitTerrainText(text).pieces.map((p) => parsePiece(p, board));
  const errors = read.flatMap((r) => (r.ok ? [] : [r.error]));
  if (errors.length > 0) return err(errors);
  return ok(read.map((r) => (r.ok ? ` · ${pieceText(r.value, board)}` : '')).join(''));
}

function describeRead({ scenario, size }: { scenario: ScenarioDefinition; size: BattleSize | null }): Result<string, RuleError[]> {
  if (size) {
    const limits = scenarioLimits(scenario, { size });
    return ok(`Standard scenario · ${size.name} battle · Fleet limit ${limits.fleetLimit.A ?? size.fleetLimit} CR · Victory at ${limits.vpTarget ?? size.vpTarget} VP`);
  }
  const victory = scenario.vpTarget === null ? 'Last side standing' : `Victory at ${scenario.vpTarget} VP`;
  return ok(`${scenario.id} ${scenario.name} · ${forcesText(scenario)} · ${victory}`);
}

export function scenarioChoices(): Choice[] {
  const standard = BATTLE_SIZES.map((size) => `standard/${size.id}`);
  const others = Object.values(SCENARIOS)
    .filter((s) => s.id !== 'standard')
    .map((s) => s.id);
  return [...standard, ...others].flatMap((value) => {
    const text = describeScenario(value);
    return text.ok ? [{ name: text.value, value }] : [];
  });
}
