/**
 * Navy, fleet, squadron and commander records (Metaverse "Fleets" p.85 and "Navies" p.86).
 * The structural rules (chain of command, costs, scenario towing) are checked by setup/validate-fleet.ts.
 * Judgement calls: crew quality and commander quality may be 'roll' (resolved at game start by
 * setup/navy-quality.ts); morale values are per ship in the fleet, not per design (ruling A38).
 */
import { z } from 'zod';

/** The navy's command quality (p.86): the row of the Command Quality Table its commanders set to 'roll' roll on. */
export const NAVY_COMMAND_QUALITIES = ['poor', 'average', 'brilliant'] as const;
export const CREW_QUALITIES = ['green', 'regular', 'veteran'] as const;
/** A commander's quality (p.3): the command die, D4 / D6 / D8. The Command Quality Table (p.86) names the same
 * results Poor / Average / Brilliant; setup/navy-quality.ts reads them as these. */
export const COMMANDER_QUALITIES = ['incompetent', 'competent', 'brilliant'] as const;
export const RANKS = ['captain', 'commodore', 'admiral'] as const;
export type CrewQuality = (typeof CREW_QUALITIES)[number];
export type CommanderQuality = (typeof COMMANDER_QUALITIES)[number];
export type NavyCommandQuality = (typeof NAVY_COMMAND_QUALITIES)[number];
export type Rank = (typeof RANKS)[number];
// The command dice per rank and quality (p.3) are command/commanders.ts `RANK_DICE` and `QUALITY_DIE`.

export const reinforcementSquadronSchema = z.strictObject({
  designs: z.array(z.string().min(1)).min(1),
  moraleValues: z.array(z.number().int().min(0)).min(1),
});

export const navySchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  movement: z.enum(['cinematic', 'newtonian']),
  /** Discipline in cm: 5, 10 or 15 (Danger Close = opponent's Threat × own discipline). */
  discipline: z.union([z.literal(5), z.literal(10), z.literal(15)]),
  /** Morale points per threshold, 5–15 (% of the 100-point chart). */
  thresholdPct: z.number().int().min(5).max(15),
  commandQuality: z.enum(NAVY_COMMAND_QUALITIES),
  crewQuality: z.enum(CREW_QUALITIES),
  repairDie: z.union([z.literal(4), z.literal(6), z.literal(8)]),
  tactics: z.array(z.string().min(1)),
  reinforcementList: z.array(reinforcementSquadronSchema),
  /** Cost of one roll on the reinforcement list (scenario play). */
  reinforcementRollCost: z.number().int().min(0).nullable(),
});
export type Navy = z.infer<typeof navySchema>;

export const commanderSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1).optional(),
  rank: z.enum(RANKS),
  quality: z.enum([...COMMANDER_QUALITIES, 'roll']),
  /** The ship (instance id) the commander is aboard. */
  ship: z.string().min(1),
  /** Immediate superior; null for the flag commander. */
  superior: z.string().min(1).nullable(),
});
/** A commander as the fleet lists it (quality may be 'roll'); in play it is command/commanders.ts `Commander`. */
export type FleetCommander = z.infer<typeof commanderSchema>;

export const shipEntrySchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  design: z.string().min(1),
  /** Morale points struck when it is destroyed or inoperable (fleet-relative, p.38). */
  moraleValue: z.number().int().min(0),
});
export type ShipEntry = z.infer<typeof shipEntrySchema>;

export const squadronSchema = z.strictObject({
  id: z.string().min(1),
  ships: z.array(shipEntrySchema).min(1),
  crewQuality: z.enum([...CREW_QUALITIES, 'roll']),
  /** The commander whose chain this squadron is in. */
  commander: z.string().min(1),
});
export type Squadron = z.infer<typeof squadronSchema>;

export const fleetSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  navy: z.string().min(1),
  /** "Match / Scenario" cost as printed (MetaMaker); null = sum the design costs. */
  cost: z.strictObject({ match: z.number().int().min(0), scenario: z.number().int().min(0) }).nullable(),
  commanders: z.array(commanderSchema).min(1),
  squadrons: z.array(squadronSchema).min(1),
  /** Scenario play: ships purchasable at the table, with their price. */
  supportList: z.array(z.strictObject({ design: z.string().min(1), cost: z.number().int().min(0), moraleValue: z.number().int().min(0) })),
  _provenance: z.strictObject({ source: z.enum(['book', 'salvo']), notes: z.array(z.string()).optional() }).optional(),
});
export type Fleet = z.infer<typeof fleetSchema>;

/** Every ship of a fleet, in squadron order. */
export const fleetShips = (fleet: Fleet): ShipEntry[] => fleet.squadrons.flatMap((s) => s.ships);
