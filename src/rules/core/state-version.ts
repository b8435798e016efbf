/**
 * States that survive an upgrade (architecture.md, Persistence; issue 17 item 6). Games last weeks, so a snapshot
 * written by an older release must still load. Each system's state carries `schemaVersion`; a snapshot without one
 * is version 1 (every state stored before versions existed). Reading a snapshot applies, in order, the small
 * upgrades from its version to the current one, then checks the result against the system's zod schema, so the
 * rules are never handed a shape they do not know. Every state read is stamped with the current version.
 */
import type { ZodType } from 'zod';
import { err, ok, type Result } from './result.ts';

/** One change of a state's shape: turns a version `from` state into a version `from + 1` state. */
export interface StateUpgrade {
  readonly from: number;
  /** Why the shape changed, for the log and the reader of the code. */
  readonly why: string;
  readonly up: (state: Record<string, unknown>) => Record<string, unknown>;
}

export interface StateVersioning<State> {
  readonly version: number;
  readonly upgrades: readonly StateUpgrade[];
  readonly schema: ZodType<State>;
}

/** The version a stored state says it has; 1 when it says none. */
export const versionOf = (raw: Record<string, unknown>): number => (typeof raw['schemaVersion'] === 'number' ? raw['schemaVersion'] : 1);

/** A stored state upgraded to the current version and checked; a refusal says what is wrong with it. */
export function readState<State>(raw: unknown, versioning: StateVersioning<State>): Result<State, string> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err('the stored state is not an object');
  let state = raw as Record<string, unknown>;
  const from = versionOf(state);
  if (from > versioning.version) return err(`the stored state is version ${from}, newer than this release's ${versioning.version}`);
  for (let v = from; v < versioning.version; v++) {
    const upgrade = versioning.upgrades.find((u) => u.from === v);
    if (!upgrade) return err(`no upgrade from state version ${v}`);
    state = { ...upgrade.up(state), schemaVersion: v + 1 };
  }
  state = { ...state, schemaVersion: versioning.version };
  // The state itself is handed on, not zod's copy: a check never reshapes what the rules read (schemas are strict
  // objects, so an unknown field is refused rather than dropped).
  const checked = versioning.schema.safeParse(state);
  if (!checked.success) return err(checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(state)'}: ${i.message}`).join('; '));
  return ok(state as State);
}
