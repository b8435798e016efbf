/**
 * The optional rules of a system (rule-system.ts `OptionInfo`) as a game stores them: one switch per option, off
 * unless the game turned it on at `/game new`.
 */
import { z } from 'zod';
import type { OptionInfo } from './rule-system.ts';

/** The zod schema of a game's switches: a boolean per option id, false when absent; an unknown id is refused. */
export function switchesSchema<const Options extends readonly OptionInfo[]>(options: Options) {
  const shape = Object.fromEntries(options.map((o) => [o.id, z.boolean().default(false)]));
  return z.strictObject(shape as Record<Options[number]['id'], z.ZodDefault<z.ZodBoolean>>);
}
