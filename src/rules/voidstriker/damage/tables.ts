/**
 * Voidstriker damage allocation tables (§2.36, reference sheet): Surface, General, Aft and Internal on 1d10,
 * Critical on 1d6. "General/Aft" and "Internal" are jumps that skip the armour step (§2.362).
 */
export type SurfaceResult = 'noEffect' | 'sensor' | 'turret' | 'cargo' | 'generalOrAft';
export type GeneralResult = 'weapon' | 'thruster' | 'cargo' | 'crewspace' | 'missileTube' | 'internal';
export type AftResult = 'turret' | 'powerPlant' | 'thruster' | 'crewspace' | 'cargo' | 'internal';
export type InternalResult = 'bridge' | 'massDriver' | 'crew' | 'powerPlant' | 'lifeSupport' | 'magazine';
export type CriticalResult = 'armor' | 'crewKilled' | 'vaporized';
/** Only in the §2.37 example (no table entry in the shareware tables). */
export type ExtraResult = 'launchBay';

/** A result that hits something (the jumps are not component results). */
export type ComponentResult =
  | Exclude<SurfaceResult | GeneralResult | AftResult | InternalResult, 'generalOrAft' | 'internal'>
  | ExtraResult;

export type TableName = 'surface' | 'general' | 'aft' | 'internal';
export type TableEntry = ComponentResult | 'generalOrAft' | 'internal';

// §2.36 Damage Allocation Tables, rows 1–10.
export const SURFACE_TABLE: readonly SurfaceResult[] = ['noEffect', 'noEffect', 'noEffect', 'noEffect', 'sensor', 'turret', 'turret', 'cargo', 'cargo', 'generalOrAft'];
export const GENERAL_TABLE: readonly GeneralResult[] = ['weapon', 'thruster', 'thruster', 'cargo', 'cargo', 'cargo', 'crewspace', 'crewspace', 'missileTube', 'internal'];
export const AFT_TABLE: readonly AftResult[] = ['turret', 'powerPlant', 'powerPlant', 'thruster', 'thruster', 'thruster', 'crewspace', 'cargo', 'cargo', 'internal'];
export const INTERNAL_TABLE: readonly InternalResult[] = ['bridge', 'massDriver', 'massDriver', 'crew', 'powerPlant', 'powerPlant', 'powerPlant', 'lifeSupport', 'magazine', 'magazine'];
// §2.36 Critical (d6): 1–3 Armor, 4–5 Crew Killed, 6 Ship Vaporized.
export const CRITICAL_TABLE: readonly CriticalResult[] = ['armor', 'armor', 'armor', 'crewKilled', 'crewKilled', 'vaporized'];

/** Replacement entries for a table, by d10 face (for the §2.37 fixture, whose General 6 is "Launch Bay"). */
export type TableOverrides = Partial<Record<TableName, Partial<Record<number, TableEntry>>>>;

const TABLES: Record<TableName, readonly TableEntry[]> = {
  surface: SURFACE_TABLE,
  general: GENERAL_TABLE,
  aft: AFT_TABLE,
  internal: INTERNAL_TABLE,
};

/** The entry for a d10 face (1–10) on a table. */
export function tableEntry(table: TableName, face: number, overrides: TableOverrides = {}): TableEntry {
  const entry = overrides[table]?.[face] ?? TABLES[table][face - 1];
  if (entry === undefined) throw new Error(`no ${table} table entry for d10 face ${face}`);
  return entry;
}

/** The Critical result for a d6 face (1–6). */
export function criticalEntry(face: number): CriticalResult {
  const entry = CRITICAL_TABLE[face - 1];
  if (entry === undefined) throw new Error(`no critical table entry for d6 face ${face}`);
  return entry;
}
