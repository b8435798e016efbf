/**
 * The scenes of a battle's replay (issue 18 item 4): the public view of the state after every resolved step, in
 * order, each captioned with the step it shows ("Turn 3: fire"), the score kept. Only resolved steps count (void
 * steps from a rollback are not the game's story), and only the public view: the same maps the thread showed, so a
 * replay of a game still running gives nothing away. The setup state leads when it has units on the board.
 */
import type { Db } from '../db/connection.ts';
import { gameById, stepsOf } from '../db/game-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { Scene } from '../rules/core/scene.ts';
import { serviceError } from './errors.ts';
import { ruleSystem } from './rule-systems.ts';
import { setupState, stateOfStep } from './stored-state.ts';

const PUBLIC = { kind: 'public' } as const;

/** The state's own caption after its title: " · Score A 0 / 1200 · B 35 / 1200". */
const scoreOf = (caption: string): string => {
  const at = caption.indexOf(' · Score');
  return at >= 0 ? caption.slice(at) : '';
};

export function replayScenes(db: Db, gameId: number): Result<Scene[], RuleError[]> {
  const game = gameById(db, gameId);
  if (!game) return err([serviceError('ERR_GAME_UNKNOWN', `There is no game ${gameId}.`)]);
  const system = ruleSystem(game.system);
  const scenes: Scene[] = [];
  const setup = setupState(db, game);
  if (setup && !setup.ok) return setup;
  if (setup?.ok) {
    const scene = system.scene(setup.value, PUBLIC);
    if (scene.units.some((u) => u.status !== 'exited')) scenes.push({ ...scene, caption: `Setup${scoreOf(scene.caption)}` });
  }
  for (const step of stepsOf(db, gameId).filter((s) => s.status === 'resolved')) {
    const read = stateOfStep(db, game, step.id);
    if (read === undefined) continue;
    if (!read.ok) return read;
    const scene = system.scene(read.value, PUBLIC);
    scenes.push({ ...scene, caption: `${step.title}${scoreOf(scene.caption)}` });
  }
  if (scenes.length === 0) {
    return err([serviceError('ERR_REPLAY_NONE', 'Nothing has happened in this game yet, so there is no replay; it begins once the first step resolves.')]);
  }
  return ok(scenes);
}
