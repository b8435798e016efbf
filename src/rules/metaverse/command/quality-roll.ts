/**
 * Navy "roll" tables (Metaverse p.86 "Command Quality", "Crew Quality"; digest §7.3): a commander or squadron set to
 * "roll" rolls 1D20 at the start of the game on its navy's row.
 */
import type { Dice } from '../../core/dice.ts';
import type { CommandQuality } from './commanders.ts';
import type { CrewQuality } from './crew-quality.ts';

export type NavyCommandQuality = 'poor' | 'average' | 'brilliant';

/** Each row: the highest D20 face giving [incompetent, competent]; anything above gives brilliant (p.86). */
export const COMMAND_QUALITY_TABLE: Readonly<Record<NavyCommandQuality, readonly [number, number]>> = {
  brilliant: [5, 10],
  average: [5, 15],
  poor: [10, 15],
};

/** Same layout for crews: highest face for [green, regular]; above is veteran (p.86). */
export const CREW_QUALITY_TABLE: Readonly<Record<CrewQuality, readonly [number, number]>> = {
  veteran: [5, 10],
  regular: [5, 15],
  green: [10, 15],
};

export function commandQualityFor(navy: NavyCommandQuality, d20: number): CommandQuality {
  const [low, mid] = COMMAND_QUALITY_TABLE[navy];
  return d20 <= low ? 'incompetent' : d20 <= mid ? 'competent' : 'brilliant';
}

export function crewQualityFor(navy: CrewQuality, d20: number): CrewQuality {
  const [low, mid] = CREW_QUALITY_TABLE[navy];
  return d20 <= low ? 'green' : d20 <= mid ? 'regular' : 'veteran';
}

export function rollCommandQuality(navy: NavyCommandQuality, who: string, dice: Dice): { roll: number; quality: CommandQuality } {
  const roll = dice.roll(`command quality ${who}`, 20);
  return { roll, quality: commandQualityFor(navy, roll) };
}

export function rollCrewQuality(navy: CrewQuality, who: string, dice: Dice): { roll: number; quality: CrewQuality } {
  const roll = dice.roll(`crew quality ${who}`, 20);
  return { roll, quality: crewQualityFor(navy, roll) };
}
