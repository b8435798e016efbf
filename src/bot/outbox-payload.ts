/**
 * What an outbox row may carry, checked when it is sent (the database stores JSON and checks nothing).
 * Maps are stored as a reference to a state (the game and the step whose resolution produced it, and whose eyes
 * to draw it through), not as pixels: rows stay small and the PNG is drawn when the message goes out. A replay is
 * stored as its game, and drawn the same way.
 */
import { z } from 'zod';

const mapFile = z.strictObject({
  name: z.string().min(1).max(100),
  map: z.strictObject({
    gameId: z.number().int(),
    /** The state after this step resolved; null for the state at setup. */
    stepId: z.number().int().nullable(),
    /** Draw it as this seat sees it; absent for the public view. */
    seat: z.string().optional(),
    /** The map's title, in place of the one the state gives (which names the step that comes next). */
    title: z.string().max(100).optional(),
  }),
});

/** The battle's animated replay, drawn when sent (src/commands/replay-gif.ts), so a re-send is the same replay. */
const replayFile = z.strictObject({
  name: z.string().min(1).max(100),
  replay: z.strictObject({ gameId: z.number().int() }),
});

const textFile = z.strictObject({ name: z.string().min(1).max(100), text: z.string().max(8_000_000) });

export const outboxPayloadSchema = z.strictObject({
  /** Fitted to Discord's 2,000 characters when sent (the whole text attached when cut). */
  content: z.string().max(200_000).optional(),
  /** The users this message may ping (each once); no one else, whatever its text says. */
  mentions: z.array(z.string().regex(/^\d{5,25}$/)).max(100).optional(),
  /** Discord components as JSON: action rows (ActionRowBuilder#toJSON()), or a Components V2 card's container. */
  components: z.array(z.record(z.string(), z.unknown())).max(5).optional(),
  /** Message flags: only IS_COMPONENTS_V2 (1 << 15), for a card (src/commands/discord-posts.ts `cardComponents`). */
  flags: z.literal(1 << 15).optional(),
  files: z.array(z.union([mapFile, replayFile, textFile])).max(10).optional(),
});

export type OutboxPayload = z.infer<typeof outboxPayloadSchema>;
export type OutboxFile = NonNullable<OutboxPayload['files']>[number];
export type MapFileSpec = z.infer<typeof mapFile>['map'];
