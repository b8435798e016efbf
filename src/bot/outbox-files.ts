/**
 * Turns an outbox row's file references into attachments: text as it is, maps drawn from the stored state, a
 * replay built from every resolved step's state.
 */
import { AttachmentBuilder } from 'discord.js';
import type { Db } from '../db/connection.ts';
import { gameReplay } from '../commands/replay-gif.ts';
import { gameById } from '../db/game-repo.ts';
import { ruleSystem } from '../game/rule-systems.ts';
import { setupState, stateOfStep } from '../game/stored-state.ts';
import { renderMapPng } from '../render/map/render-map.ts';
import type { MapFileSpec, OutboxFile } from './outbox-payload.ts';

export async function attachmentsFor(db: Db, files: readonly OutboxFile[]): Promise<AttachmentBuilder[]> {
  const out: AttachmentBuilder[] = [];
  for (const file of files) {
    if ('text' in file) out.push(new AttachmentBuilder(Buffer.from(file.text, 'utf8'), { name: file.name }));
    else if ('replay' in file) out.push(new AttachmentBuilder(await replayGif(db, file.replay.gameId), { name: file.name, description: 'Animated replay of the battle' }));
    else out.push(new AttachmentBuilder((await mapPng(db, file.map)).data, { name: file.name, description: 'Map of the battle' }));
  }
  return out;
}

async function replayGif(db: Db, gameId: number): Promise<Buffer> {
  const built = await gameReplay(db, gameId);
  // Like a map: what cannot be drawn now is logged by the dispatcher and tried again later.
  if (!built.ok) throw new Error(built.error.map((e) => e.message).join(' '));
  return built.value.gif;
}

async function mapPng(db: Db, spec: MapFileSpec) {
  const game = gameById(db, spec.gameId);
  const read = !game ? undefined : spec.stepId === null ? setupState(db, game) : stateOfStep(db, game, spec.stepId);
  if (!game || read === undefined) throw new Error(`no state for map of game ${spec.gameId} at step ${spec.stepId}`);
  // A state this release cannot read draws no map: the dispatcher logs why and tries again later.
  if (!read.ok) throw new Error(read.error.map((e) => e.message).join(' '));
  const state = read.value;
  const viewer = spec.seat === undefined ? ({ kind: 'public' } as const) : ({ kind: 'seat', seat: spec.seat } as const);
  const scene = ruleSystem(game.system).scene(state, viewer);
  if (spec.title === undefined) return renderMapPng(scene);
  // Keep what follows the state's own title (the score, say): "Turn 2: fire · resolved · Score A 0 · B 35".
  const rest = scene.caption.indexOf(' · Score');
  return renderMapPng({ ...scene, caption: `${spec.title}${rest >= 0 ? scene.caption.slice(rest) : ''}` });
}
