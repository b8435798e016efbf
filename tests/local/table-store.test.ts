// The local table's Discord state survives a restart: saved to the game database, read back, files and links intact.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';
import { localFiles } from '../../src/db/schema.ts';
import { FakeState } from '../../src/local/discord/state.ts';
import { loadLocalDiscord, saveLocalDiscord } from '../../src/local/table-store.ts';

describe('table store', () => {
  test('users, channels, messages, pins and files come back as they were; links move to the new address', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-store-'));
    const handle = openDatabase(join(dir, 'salvo.db'));
    expect(loadLocalDiscord(handle.db)).toBeUndefined();

    const state = new FakeState();
    state.cdnBase = 'http://127.0.0.1:4001';
    const ana = state.createUser({ username: 'ana', globalName: 'Ana' });
    const png = { field: 'files[0]', name: 'map.png', contentType: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) };
    const message = state.createMessage(state.channelId, { content: 'Turn 1: orders', attachments: [{ id: 0, filename: 'map.png' }] }, [png]);
    state.channel(state.channelId)?.pins.push({ messageId: message.id, pinnedAt: new Date().toISOString() });
    saveLocalDiscord(handle.db, state.snapshot(), state.attachmentData, new Date());
    // Saving again writes no file twice.
    saveLocalDiscord(handle.db, state.snapshot(), state.attachmentData, new Date());
    expect(handle.db.select().from(localFiles).all()).toHaveLength(1);

    const loaded = loadLocalDiscord(handle.db);
    if (!loaded) throw new Error('nothing saved');
    const back = new FakeState(undefined, loaded);
    back.cdnBase = 'http://127.0.0.1:5002';
    back.relinkAttachments();
    expect([back.appId, back.guildId, back.channelId]).toEqual([state.appId, state.guildId, state.channelId]);
    expect(back.userRecord(ana.id)?.user.global_name).toBe('Ana');
    const [again] = back.channel(back.channelId)?.messages ?? [];
    expect(again?.content).toBe('Turn 1: orders');
    expect(back.channel(back.channelId)?.pins.map((p) => p.messageId)).toEqual([message.id]);
    const attachment = again?.attachments[0];
    expect(attachment?.url.startsWith('http://127.0.0.1:5002/attachments/')).toBe(true);
    // Signed again with this start's key: the new link opens the file here, the saved one does not.
    const signature = (url: string | undefined) => new URL(url ?? '').searchParams.get('hm') ?? '';
    expect(back.linkSigned(back.channelId, attachment?.id ?? '', signature(attachment?.url))).toBe(true);
    expect(back.linkSigned(back.channelId, attachment?.id ?? '', signature(message.attachments[0]?.url))).toBe(false);
    expect(back.attachmentData.get(attachment?.id ?? '')?.data).toEqual(png.data);
    // New ids never clash with the old ones.
    expect(BigInt(back.ids.next())).toBeGreaterThan(BigInt(message.id));
    handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
