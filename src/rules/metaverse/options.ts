/**
 * Metaverse's switches for `/game new` (optional modules, game settings and rulings, setup/config.ts): each is off by
 * default and turns the book's default the other way. They become the game's configuration (setup/config.ts)
 * together with the scenario: "match" on the book's 180 × 120 cm table, "match/N" with a turn limit of N (A37).
 */
import { z } from 'zod';
import type { OptionInfo } from '../core/rule-system.ts';
import { defaultConfig, type MetaverseConfig } from './setup/config.ts';

export const METAVERSE_OPTIONS = [
  { id: 'anyTarget', ref: 'A26', name: 'Fire at any enemy', description: 'Ships may fire at any enemy in reach, not only priority, designated or Danger Close targets.' },
  { id: 'noDangerClose', ref: 'p.22', name: 'No Danger Close', description: 'Weapons are never forced onto the closest Danger Close ship.' },
  { id: 'noStarfighters', ref: 'p.19', name: 'No starfighters', description: 'Carriers keep their fighters in the hangar: no launches, missions or furballs.' },
  { id: 'noBoarding', ref: 'p.37', name: 'No boarding', description: 'Marines stay aboard: breaching fighters and teleporters land no parties.' },
  { id: 'noCriticals', ref: 'p.30', name: 'No critical hits', description: 'Damage never causes critical hits.' },
  { id: 'noRepair', ref: 'p.38', name: 'No repairs', description: 'The End Phase skips the Repair Step.' },
  { id: 'sideThrust', ref: 'A13', name: 'Side thrust moves sideways', description: 'House rule: Newtonian side drives also push the ship sideways.' },
  { id: 'smallTable', ref: 'p.1', name: 'Small table', description: 'Play on 120 × 90 cm instead of 180 × 120 cm.' },
  { id: 'noTerrain', ref: 'p.101', name: 'No terrain', description: 'Play in the void: no planets, asteroids or nebulae are rolled.' },
  { id: 'strictAlternation', ref: 'p.19, p.21', name: 'One message at a time', description: 'Mission and Control Steps take turns message by message, no standing orders: for live play.' },
] as const satisfies readonly OptionInfo[];

export const metaverseOptionsSchema = z.strictObject(
  Object.fromEntries(METAVERSE_OPTIONS.map((o) => [o.id, z.boolean().default(false)])) as Record<(typeof METAVERSE_OPTIONS)[number]['id'], z.ZodDefault<z.ZodBoolean>>,
);

export type MetaverseOptions = z.infer<typeof metaverseOptionsSchema>;

export interface MatchScenario {
  readonly turnLimit: number | null;
  /** Fleets' points maximum; null = the book's default (config pointsCap). */
  readonly pointsCap?: number | null;
}

/**
 * "match", "match/N" (N = turn limit, 1–99), "match-P" and "match-P/N" (P = points maximum, 500–20000, for a
 * bigger or smaller battle); null when the scenario is not one Salvo sets up.
 */
export function parseScenario(scenario: string): MatchScenario | null {
  const m = /^match(?:-(\d{3,5}))?(?:\/(\d{1,2}))?$/i.exec(scenario.trim());
  if (!m) return null;
  const points = m[1] === undefined ? null : Number(m[1]);
  const limit = m[2] === undefined ? null : Number(m[2]);
  if (limit === 0 || (points !== null && (points < 500 || points > 20000))) return null;
  return { turnLimit: limit, pointsCap: points };
}

/** The game's configuration from the switches and the scenario. */
export function configOf(options: MetaverseOptions, scenario: MatchScenario): MetaverseConfig {
  const base = defaultConfig();
  return {
    ...base,
    game: {
      ...base.game,
      table: options.smallTable ? { width: 120, depth: 90 } : base.game.table,
      terrain: options.noTerrain ? 'none' : base.game.terrain,
      turnLimit: scenario.turnLimit,
      pointsCap: scenario.pointsCap ?? base.game.pointsCap,
      legalTargetsRequireDesignation: !options.anyTarget,
      newtonianSideLinear: options.sideThrust,
      strictAlternation: options.strictAlternation,
      modules: {
        ...base.game.modules,
        dangerClose: !options.noDangerClose,
        starfighters: !options.noStarfighters,
        boarding: !options.noBoarding,
        criticals: !options.noCriticals,
        repair: !options.noRepair,
      },
    },
  };
}
