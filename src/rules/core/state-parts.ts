/**
 * Zod schemas of the small shapes every system's state is built from (hexes, points, outcomes), for the state
 * schemas that check a stored snapshot on read (state-version.ts). Strict objects: an unknown field is refused.
 */
import { z } from 'zod';

export const hexSchema = z.strictObject({ q: z.number().int(), r: z.number().int(), s: z.number().int() });

export const directionSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

export const pointSchema = z.strictObject({ x: z.number(), y: z.number() });

/** A whole number of things: boxes, fighters, turns. */
export const countSchema = z.number().int().min(0);

/** The fields a unit of the state (ship, flight, squadron) opens with: its id and the name players call it by. */
export const unitNameFields = { id: z.string(), name: z.string() };

/** The path a unit or salvo moved along this turn, for the map. */
export const trailSchema = z.strictObject({ id: z.string(), path: z.array(pointSchema) });

export const outcomeSchema = z.strictObject({ winner: z.string().nullable(), summary: z.string(), scores: z.record(z.string(), z.number()) });

/** Every state's version stamp: readState sets it to the release's version before the check. */
export const schemaVersionSchema = z.number().int().min(1);
