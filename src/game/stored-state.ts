/**
 * The one door between the database's snapshots and the rules (issue 17 item 6; rules/core/state-version.ts). A
 * snapshot is stored as JSON, perhaps by an older release: every read goes through `readStored`, which upgrades it
 * to this release's version and checks it against the system's schema, so the rules are never handed a shape they
 * do not know. A snapshot that fails is refused with an error that says so; nothing resolves on it. Every write goes
 * through `storeState`, which stamps the version.
 */
import type { Db } from '../db/connection.ts';
import { currentSnapshot, insertSnapshot, setupSnapshot, snapshotOfStep, type GameRow } from '../db/game-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { checkState, upgradeState } from '../rules/core/state-version.ts';
import { ruleSystem } from './rule-systems.ts';
import { serviceError } from './errors.ts';

type GameRef = Pick<GameRow, 'id' | 'system'>;

/** A stored state of this game, upgraded and checked; `where` names the snapshot in the refusal ("step t3/fire"). */
export function readStored(game: GameRef, raw: unknown, where = 'current'): Result<unknown, RuleError[]> {
  const read = readChecked(game.system, raw);
  if (read.ok) return read;
  return err([
    serviceError(
      'ERR_STATE_UNREADABLE',
      `Game ${game.id}'s stored state (${where}) cannot be read by this release of Salvo, so nothing is resolved on it: ${read.error}. The GM may roll the game back to an earlier step; please report this.`,
    ),
  ]);
}

/**
 * The last few states that passed the check, by content: one action reads the same snapshot several times (the
 * step, the prompt, the status), and the check of a whole state takes milliseconds. Only the verdict is kept; each
 * read still gets its own objects.
 */
const passed: string[] = [];
const REMEMBERED = 16;

function readChecked(systemId: string, raw: unknown): Result<unknown, string> {
  const versioning = ruleSystem(systemId).state;
  const upgraded = upgradeState(raw, versioning);
  if (!upgraded.ok) return upgraded;
  const key = `${systemId}:${JSON.stringify(upgraded.value)}`;
  if (passed.includes(key)) return upgraded;
  const checked = checkState(upgraded.value, versioning);
  if (checked.ok) {
    passed.push(key);
    if (passed.length > REMEMBERED) passed.shift();
  }
  return checked;
}

/** A state as it is stored: stamped with the system's current schema version. */
export function storedForm(systemId: string, state: unknown): unknown {
  return { ...(state as Record<string, unknown>), schemaVersion: ruleSystem(systemId).state.version };
}

/** Stores the state after a step (or the setup, `stepId` null), with its public map view (map-viewport.ts). */
export function storeState(db: Db, game: GameRef, stepId: number | null, state: unknown, mapView?: { viewport: unknown }): void {
  insertSnapshot(db, game.id, stepId, storedForm(game.system, state), mapView);
}

/** The state after the last step that still counts, read; `null` before the game has one (in the lobby). */
export function currentState(db: Db, game: GameRef): Result<{ state: unknown; stepId: number | null } | null, RuleError[]> {
  const snapshot = currentSnapshot(db, game.id);
  if (!snapshot) return ok(null);
  const read = readStored(game, snapshot.state, snapshot.stepId === null ? 'setup' : 'current');
  return read.ok ? ok({ state: read.value, stepId: snapshot.stepId }) : read;
}

/** The current state for what only shows it (status lines, prompts, step length): null when there is none or it cannot be read. */
export function currentStateOrNull(db: Db, game: GameRef): unknown {
  const now = currentState(db, game);
  return now.ok && now.value ? now.value.state : null;
}

/** The state after a step, read; `undefined` when that step stored none. */
export function stateOfStep(db: Db, game: GameRef, stepId: number): Result<unknown, RuleError[]> | undefined {
  const raw = snapshotOfStep(db, stepId);
  return raw === undefined ? undefined : readStored(game, raw, `after step ${stepId}`);
}

/** The state the game was set up with, read; `undefined` before setup. */
export function setupState(db: Db, game: GameRef): Result<unknown, RuleError[]> | undefined {
  const raw = setupSnapshot(db, game.id);
  return raw === undefined ? undefined : readStored(game, raw, 'setup');
}
