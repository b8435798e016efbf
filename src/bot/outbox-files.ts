/**
 * Turns an outbox row's file references into attachments: text as it is, maps drawn from the stored state, a
 * replay built from every resolved step's state.
 */
import { AttachmentBuilder } from 'discord.js';
import type { Db } from '../db/connection.ts';
import { gameReplay } from '../commands/replay-gif.ts';
import { mapForFile } from '../game/map-file.ts';
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

/** The map in the view stored with its state (src/game/map-file.ts), so a re-sent row draws the same frame. */
async function mapPng(db: Db, spec: MapFileSpec) {
  const { scene, viewport } = mapForFile(db, spec);
  return renderMapPng(scene, viewport ? { viewport } : {});
}
