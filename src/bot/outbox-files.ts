/** Turns an outbox row's file references into attachments: text as it is, maps drawn from the stored state. */
import { AttachmentBuilder } from 'discord.js';
import type { Db } from '../db/connection.ts';
import { mapForFile } from '../game/map-file.ts';
import { renderMapPng } from '../render/map/render-map.ts';
import type { MapFileSpec, OutboxFile } from './outbox-payload.ts';

export async function attachmentsFor(db: Db, files: readonly OutboxFile[]): Promise<AttachmentBuilder[]> {
  const out: AttachmentBuilder[] = [];
  for (const file of files) {
    if ('text' in file) out.push(new AttachmentBuilder(Buffer.from(file.text, 'utf8'), { name: file.name }));
    else out.push(new AttachmentBuilder((await mapPng(db, file.map)).data, { name: file.name, description: 'Map of the battle' }));
  }
  return out;
}

/** The map in the view stored with its state (src/game/map-file.ts), so a re-sent row draws the same frame. */
async function mapPng(db: Db, spec: MapFileSpec) {
  const { scene, viewport } = mapForFile(db, spec);
  return renderMapPng(scene, viewport ? { viewport } : {});
}
