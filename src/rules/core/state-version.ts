/**
 * States that survive an upgrade (docs/persistence.md, "Stored states"; issue 17 item 6). Games last weeks, so a snapshot
 * written by an older release must still load. Each system's state carries `schemaVersion`; a snapshot without one
 * is version 1 (every state stored before versions existed). Reading a snapshot applies, in order, the small
 * upgrades from its version to the current one, then checks the result against the system's zod schema, so the
 * rules are never handed a shape they do not know. Every state read is stamped with the current version.
 */
import type { output, ZodType } from 'zod';
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

/**
 * A type's deep shape with `readonly` dropped (tuples read as arrays), so a zod schema's inferred type and a state's
 * hand-written interfaces compare field by field.
 */
export type Plain<T> = T extends readonly (infer E)[] ? Plain<E>[] : T extends object ? { -readonly [K in keyof T]: Plain<T[K]> } : T;

/** `true` only when A and B are the same type: no field missing, extra, optional on one side only or typed apart. */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;

/**
 * `true` when a state schema describes exactly the state type plus its `schemaVersion`. Each system's state schema
 * asserts it (`const proof: SchemaMatches<typeof schema, State> = true`), so the schema and the type cannot drift.
 */
export type SchemaMatches<Schema extends ZodType, State> = Same<Plain<output<Schema>>, Plain<State & { schemaVersion: number }>>;

/**
 * A system's versioning from its schema and its upgrades, which run in order from version 1: the current version is
 * the one after the last upgrade, so adding an upgrade is all it takes to move the version on.
 */
export function stateVersioning<State>(schema: ZodType<State>, upgrades: readonly StateUpgrade[]): StateVersioning<State> {
  return { version: upgrades.length + 1, upgrades, schema };
}

/** The version a stored state says it has; 1 when it says none. */
export const versionOf = (raw: Record<string, unknown>): number => (typeof raw['schemaVersion'] === 'number' ? raw['schemaVersion'] : 1);

/** A stored state upgraded to the current version and checked; a refusal says what is wrong with it. */
export function readState<State>(raw: unknown, versioning: StateVersioning<State>): Result<State, string> {
  const upgraded = upgradeState(raw, versioning);
  return upgraded.ok ? checkState(upgraded.value, versioning) : upgraded;
}

/** A stored state upgraded to the current version and stamped with it, not yet checked against the schema. */
export function upgradeState(raw: unknown, versioning: Pick<StateVersioning<unknown>, 'version' | 'upgrades'>): Result<Record<string, unknown>, string> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err('the stored state is not an object');
  let state = raw as Record<string, unknown>;
  const from = versionOf(state);
  if (from > versioning.version) return err(`the stored state is version ${from}, newer than this release's ${versioning.version}`);
  for (let v = from; v < versioning.version; v++) {
    const upgrade = versioning.upgrades.find((u) => u.from === v);
    if (!upgrade) return err(`no upgrade from state version ${v}`);
    state = { ...upgrade.up(state), schemaVersion: v + 1 };
  }
  return ok({ ...state, schemaVersion: versioning.version });
}

/**
 * An upgraded state checked against the schema. The state itself is handed on, not zod's copy: a check never
 * reshapes what the rules read (schemas are strict objects, so an unknown field is refused rather than dropped).
 */
export function checkState<State>(state: Record<string, unknown>, versioning: Pick<StateVersioning<State>, 'schema'>): Result<State, string> {
  const checked = versioning.schema.safeParse(state);
  if (!checked.success) return err(describeIssues(checked.error.issues));
  return ok(state as State);
}

/** The first few problems, each with where it is ("ships.2.at.q: expected number"), and how many more there are. */
function describeIssues(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): string {
  const shown = issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(state)'}: ${i.message}`);
  return [...shown, ...(issues.length > 5 ? [`and ${issues.length - 5} more`] : [])].join('; ');
}
