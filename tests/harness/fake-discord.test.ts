// Proves the fake Discord works with the real discord.js client: every flow the bot relies on, end to end.
import { once } from 'node:events';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  ContainerBuilder,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  HTTPError,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  Partials,
  StringSelectMenuBuilder,
  TextDisplayBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cardComponents } from '../../src/commands/discord-posts.ts';
import { startFakeDiscord, type FakeDiscord, type LocalDiscordOptions as FakeDiscordOptions } from './fake-discord.ts';

let fake: FakeDiscord;
let client: Client;
/** Each test installs the bot behaviour it needs; errors surface through `handlerErrors`. */
let handler: (interaction: Interaction) => Promise<void> = async () => {};
let handlerErrors: unknown[] = [];
let running: Promise<void>[] = [];
/** Waits until every interaction handler started so far has finished. */
const handlersDone = async (): Promise<void> => {
  await Promise.all(running);
};

/** A fresh fake and a logged-in client: no state leaks between tests, and logging in takes a few ms. */
async function connect(opts: FakeDiscordOptions = {}): Promise<void> {
  handler = async () => {};
  handlerErrors = [];
  running = [];
  fake = await startFakeDiscord(opts);
  client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
    rest: { api: fake.apiBase },
    partials: [Partials.Channel],
  });
  client.on(Events.InteractionCreate, (interaction) => {
    running.push(handler(interaction).catch((error: unknown) => void handlerErrors.push(error)));
  });
  const ready = once(client, Events.ClientReady);
  await client.login(fake.token);
  await ready;
}

afterEach(async () => {
  await handlersDone();
  await client.destroy(); // before closing the fake, or discord.js starts reconnecting
  await fake.close();
  expect(handlerErrors).toEqual([]);
  expect(fake.unknownRoutes).toEqual([]);
});

const battles = (): TextChannel => {
  const channel = client.channels.cache.get(fake.channelId);
  if (!channel?.isTextBased() || channel.isDMBased()) throw new Error('#battles is not cached');
  return channel as TextChannel;
};

describe('fake Discord with a real discord.js client', () => {
  beforeEach(() => connect());

  test('READY and GUILD_CREATE fill the caches', () => {
    expect(client.user?.id).toBe(fake.botUser.id);
    const guild = client.guilds.cache.get(fake.guildId);
    expect(guild?.name).toBeTruthy();
    expect(battles().name).toBe('battles');
  });

  test('slash command answered with an ephemeral reply, read back with fetchReply', async () => {
    const alice = fake.createUser({ username: 'alice' });
    let fetched = '';
    let seenGuild = '';
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      seenGuild = i.guild?.id ?? '';
      await i.reply({ content: `about: ${i.options.getSubcommand()}`, flags: MessageFlags.Ephemeral });
      fetched = (await i.fetchReply()).content;
    };
    const handle = await fake.sendCommand({ user: alice, name: 'salvo', options: [{ type: 1, name: 'about', options: [] }] });
    const response = await handle.waitForResponse();
    expect(response.type).toBe(4);
    expect(response.data?.['content']).toBe('about: about');
    await handlersDone();
    expect(fake.requests.some((r) => r.method === 'GET' && r.path.endsWith('/messages/@original'))).toBe(true);
    expect(handle.ephemeral).toBe(true);
    expect(handle.content).toBe('about: about');
    expect(fetched).toBe('about: about');
    expect(seenGuild).toBe(fake.guildId);
    // Ephemeral answers are not part of the channel's visible history.
    expect(fake.messages()).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  test('deferReply + editReply with a file, then followUp', async () => {
    const alice = fake.createUser({ username: 'alice' });
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await i.editReply({ content: 'turn 1', files: [new AttachmentBuilder(Buffer.from('PNG bytes'), { name: 'map.png' })] });
      await i.followUp({ content: 'orders are open', flags: MessageFlags.Ephemeral });
    };
    const handle = await fake.sendCommand({ user: alice, name: 'map', options: { turn: 1 } });
    expect((await handle.waitForResponse()).type).toBe(5);
    await handle.waitFor((r) => r.kind === 'followup');
    expect(handle.content).toBe('turn 1');
    expect(handle.ephemeral).toBe(false);
    expect(handle.message?.attachments.map((a) => a.filename)).toEqual(['map.png']);
    expect(handle.files.map((f) => [f.name, f.data.toString()])).toEqual([['map.png', 'PNG bytes']]);
    expect(handle.followUps.map((m) => [m.content, m.flags])).toEqual([['orders are open', MessageFlags.Ephemeral]]);
    // The uploaded file can be downloaded from the attachment URL.
    const url = handle.message?.attachments[0]?.url ?? '';
    expect(await (await fetch(url)).text()).toBe('PNG bytes');
    expect(fake.messages().map((m) => m.content)).toEqual(['turn 1']);
    expect(fake.violations).toEqual([]);
  });

  test('commands are registered and autocomplete is answered', async () => {
    await client.application?.commands.set([
      {
        name: 'fleet',
        description: 'Fleet orders',
        options: [{ type: 3, name: 'ship', description: 'Ship', autocomplete: true, required: true }],
      },
    ]);
    expect(fake.registeredCommands.map((c) => c.command.name)).toEqual(['fleet']);
    const alice = fake.createUser({ username: 'alice' });
    handler = async (i) => {
      if (!i.isAutocomplete()) return;
      const typed = i.options.getFocused();
      await i.respond(['Enterprise', 'Excelsior', 'Defiant'].filter((s) => s.startsWith(typed)).map((s) => ({ name: s, value: s })));
    };
    const handle = await fake.autocomplete({ user: alice, name: 'fleet', focused: { name: 'ship', value: 'E' } });
    expect((await handle.waitForResponse()).type).toBe(8);
    expect(handle.choices).toEqual([
      { name: 'Enterprise', value: 'Enterprise' },
      { name: 'Excelsior', value: 'Excelsior' },
    ]);
    expect(fake.violations).toEqual([]);
  });

  test('button click answered with update', async () => {
    const alice = fake.createUser({ username: 'alice' });
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('fire').setLabel('Fire').setStyle(ButtonStyle.Danger),
    );
    const sent = await battles().send({ content: 'Ready?', components: [row] });
    handler = async (i) => {
      if (!i.isButton()) return;
      await i.update({ content: `${i.user.username} fired`, components: [] });
    };
    const handle = await fake.clickButton({ user: alice, customId: 'fire' });
    expect((await handle.waitForResponse()).type).toBe(7);
    expect(handle.message?.id).toBe(sent.id);
    expect(fake.messages().map((m) => [m.content, m.components])).toEqual([['alice fired', []]]);
    expect(fake.violations).toEqual([]);
  });

  test('showModal, then the modal is submitted', async () => {
    const alice = fake.createUser({ username: 'alice' });
    handler = async (i) => {
      if (i.isChatInputCommand()) {
        const modal = new ModalBuilder()
          .setCustomId('orders')
          .setTitle('Orders')
          .addComponents(
            new ActionRowBuilder<TextInputBuilder>().addComponents(
              new TextInputBuilder().setCustomId('course').setLabel('Course').setStyle(TextInputStyle.Short),
            ),
          );
        await i.showModal(modal);
      } else if (i.isModalSubmit()) {
        await i.reply({ content: `course ${i.fields.getTextInputValue('course')}` });
      }
    };
    const command = await fake.sendCommand({ user: alice, name: 'orders' });
    expect((await command.waitForResponse()).type).toBe(9);
    expect(command.modal?.['custom_id']).toBe('orders');
    const submit = await fake.submitModal({ user: alice, customId: 'orders', fields: { course: '090' } });
    await submit.waitForResponse();
    expect(submit.content).toBe('course 090');
    expect(fake.violations).toEqual([]);
  });

  test('channel send, edit and pin', async () => {
    const message = await battles().send('Turn 1 begins');
    await message.edit('Turn 1 has begun');
    await message.pin();
    expect(fake.messages().map((m) => m.content)).toEqual(['Turn 1 has begun']);
    expect(fake.pins().map((m) => m.id)).toEqual([message.id]);
    const pinned = await battles().messages.fetchPins();
    expect(pinned.items.map((p) => p.message.id)).toEqual([message.id]);
    expect(fake.violations).toEqual([]);
  });

  test('threads: created from the channel and from a message, members added', async () => {
    const alice = fake.createUser({ username: 'alice' });
    const thread = await battles().threads.create({ name: 'Battle of Vega' });
    await thread.members.add(alice.id);
    await thread.send('Welcome');
    const message = await battles().send('Battle of Rigel');
    const fromMessage = await message.startThread({ name: 'Rigel' });
    expect(fromMessage.id).toBe(message.id);
    expect(fake.threads.map((t) => [t.channel.name, t.memberIds.includes(alice.id)])).toEqual([
      ['Battle of Vega', true],
      ['Rigel', false],
    ]);
    expect(fake.messages(thread.id).map((m) => m.content)).toEqual(['Welcome']);
    expect(client.channels.cache.get(thread.id)?.isThread()).toBe(true);
    await thread.setArchived(true);
    expect(fake.threads[0]?.channel.thread_metadata?.archived).toBe(true);
    expect(fake.violations).toEqual([]);
  });

  test('DMs: delivered to an open user, refused with 50007 for a closed one', async () => {
    const alice = fake.createUser({ username: 'alice' });
    const bob = fake.createUser({ username: 'bob', dmsClosed: true });
    const aliceUser = await client.users.fetch(alice.id);
    await (await aliceUser.createDM()).send('Your turn');
    expect(fake.dmMessages(alice.id).map((m) => m.content)).toEqual(['Your turn']);
    const bobUser = await client.users.fetch(bob.id);
    const error = await bobUser.send('Your turn').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(50007);
    expect(fake.dmMessages(bob.id)).toEqual([]);
  });

  test('a command in a DM reaches the bot with the DM channel', async () => {
    const alice = fake.createUser({ username: 'alice' });
    let inDm = false;
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      inDm = i.channel?.isDMBased() ?? false;
      await i.reply('hello in DM');
    };
    const handle = await fake.sendCommand({ user: alice, name: 'status', dm: true });
    await handle.waitForResponse();
    expect(inDm).toBe(true);
    expect(fake.dmMessages(alice.id).map((m) => m.content)).toEqual(['hello in DM']);
  });

  test('an injected 500 is retried by discord.js', async () => {
    const path = `/channels/${fake.channelId}/messages`;
    fake.failNext({ method: 'POST', path, status: 500 });
    await battles().send('after a hiccup');
    expect(fake.requests.filter((r) => r.path === path).map((r) => r.status)).toEqual([500, 200]);
    expect(fake.messages().map((m) => m.content)).toEqual(['after a hiccup']);
  });

  test('an injected 429 is waited out and retried', async () => {
    const path = `/channels/${fake.channelId}/messages`;
    fake.failNext({ method: 'POST', path, status: 429, retryAfter: 0.2 });
    const started = Date.now();
    await battles().send('after a rate limit');
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(fake.requests.filter((r) => r.path === path).map((r) => r.status)).toEqual([429, 200]);
  });

  test('payloads Discord would refuse answer 50035 and are recorded as violations', async () => {
    const error = await battles()
      .send('x'.repeat(2001))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(50035);
    expect(fake.violations.map((v) => v.issues)).toEqual([
      [{ path: ['content'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }],
    ]);

    // A raw component JSON skips the builders' own checks, as a hand-written payload would.
    const badButton = { type: 2, style: 1, label: 'Fire', custom_id: 'x'.repeat(120) };
    const error2 = await battles()
      .send({ content: 'ok', components: [{ type: 1, components: [badButton] }] })
      .catch((e: unknown) => e);
    expect((error2 as DiscordAPIError).code).toBe(50035);
    expect(fake.violations[1]?.errors).toEqual({
      components: {
        0: {
          components: {
            0: { custom_id: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' }] } },
          },
        },
      },
    });
    expect(fake.messages()).toEqual([]);
  });

  test('Components V2: a card with a map and a log is accepted; over 4,000 characters of text, or content too, is refused', async () => {
    const card = cardComponents({ title: '**Turn 3: fire**', image: { file: 'map.png', description: 'Map' }, sections: ['Kestrel destroyed', '**Shots**\nMajestic → Kestrel: 2 of 4 hit, 5 dmg'], footer: 'Dice seed', file: 'log.txt' });
    const files = [new AttachmentBuilder(Buffer.from('png'), { name: 'map.png' }), new AttachmentBuilder(Buffer.from('log'), { name: 'log.txt' })];
    const sent = await battles().send({ components: card.components as never, flags: card.flags, files });
    expect(sent.attachments.size).toBe(2);
    expect(fake.violations).toEqual([]);
    const long = { type: 17, components: [{ type: 10, content: 'x'.repeat(2500) }, { type: 10, content: 'y'.repeat(1501) }] };
    const tooMuch = await battles()
      .send({ components: [long] as never, flags: MessageFlags.IsComponentsV2 })
      .catch((e: unknown) => e);
    expect((tooMuch as DiscordAPIError).code).toBe(50035);
    const both = await battles()
      .send({ content: 'old style', components: card.components as never, flags: card.flags, files })
      .catch((e: unknown) => e);
    expect((both as DiscordAPIError).code).toBe(50035);
    expect(fake.violations.map((v) => v.issues.map((i) => i.path.join('.')))).toEqual([['components'], ['content']]);
    fake.clearRecords();
  });

  test('uploads over 10 MiB answer 413 / 40005', async () => {
    const big = new AttachmentBuilder(Buffer.alloc(10 * 1024 * 1024 + 1), { name: 'huge.png' });
    const error = await battles()
      .send({ files: [big] })
      .catch((e: unknown) => e);
    expect((error as DiscordAPIError).status).toBe(413);
    expect((error as DiscordAPIError).code).toBe(40005);
    expect(fake.violations.map((v) => v.issues[0]?.code)).toEqual(['REQUEST_ENTITY_TOO_LARGE']);
  });

  test('raw HTTP: a wrong token gets 401, an unknown route 404 and is recorded', async () => {
    const me = await fetch(`${fake.apiBase}/v10/users/@me`, { headers: { Authorization: 'Bot wrong' } });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ code: 0, message: '401: Unauthorized' });
    const unknown = await fetch(`${fake.apiBase}/v10/channels/${fake.channelId}/webhooks`, {
      headers: { Authorization: `Bot ${fake.token}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 0, message: '404: Not Found' });
    expect(fake.unknownRoutes).toEqual([
      { method: 'GET', path: `/channels/${fake.channelId}/webhooks`, query: {}, specRoute: '/channels/{channel_id}/webhooks' },
    ]);
    fake.clearRecords(); // so the afterEach check for unknown routes passes
  });

  test('select menu on a Components V2 message opens a label modal; the submit answers withResponse', async () => {
    const alice = fake.createUser({ username: 'alice' });
    const container = new ContainerBuilder()
      .addTextDisplayComponents(new TextDisplayBuilder().setContent('## Turn 3'))
      .addActionRowComponents(
        new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId('target')
            .addOptions({ label: 'Vega', value: 'vega' }, { label: 'Rigel', value: 'rigel' }),
        ),
      );
    const summary = await battles().send({ components: [container], flags: MessageFlags.IsComponentsV2 });
    let replyId: string | undefined;
    handler = async (i) => {
      if (i.isStringSelectMenu()) {
        const why = new TextInputBuilder().setCustomId('why').setStyle(TextInputStyle.Paragraph);
        const modal = new ModalBuilder()
          .setCustomId(`confirm:${i.values.join(',')}`)
          .setTitle('Confirm target')
          .addLabelComponents(new LabelBuilder().setLabel('Why?').setTextInputComponent(why));
        await i.showModal(modal);
      } else if (i.isModalSubmit()) {
        const response = await i.reply({ content: `${i.customId}: ${i.fields.getTextInputValue('why')}`, withResponse: true });
        replyId = response.resource?.message?.id;
      }
    };
    // Only what a person could do in the client: a pick the menu offers, as many as it takes, in a menu not a button.
    expect(() => fake.selectMenu({ user: alice, customId: 'target', values: ['sirius'] })).toThrow(/offers no option \["sirius"\]/);
    expect(() => fake.selectMenu({ user: alice, customId: 'target', values: ['vega', 'rigel'] })).toThrow(/takes 1 to 1 values, not 2/);
    expect(() => fake.clickButton({ user: alice, customId: 'target' })).toThrow(/type 3, not 2/);
    const select = await fake.selectMenu({ user: alice, customId: 'target', values: ['vega'] });
    expect((await select.waitForResponse()).type).toBe(9);
    const submit = await fake.submitModal({ user: alice, customId: 'confirm:vega', fields: { why: 'closest' }, messageId: summary.id });
    await submit.waitForResponse();
    await handlersDone();
    expect(submit.content).toBe('confirm:vega: closest');
    expect(replyId).toBe(submit.message?.id);
    expect(fake.violations).toEqual([]);
  });

  test('options given as a map use the registered option types and resolve users', async () => {
    await client.application?.commands.set([
      {
        name: 'duel',
        description: 'Challenge someone',
        options: [
          {
            type: 1,
            name: 'start',
            description: 'Start a duel',
            options: [
              { type: 6, name: 'opponent', description: 'Who', required: true },
              { type: 10, name: 'stake', description: 'Points' },
            ],
          },
        ],
      },
    ]);
    const alice = fake.createUser({ username: 'alice' });
    const bob = fake.createUser({ username: 'bob' });
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      const opponent = i.options.getUser('opponent', true);
      await i.reply(`${i.options.getSubcommand()} vs ${opponent.username} for ${i.options.getNumber('stake')}`);
    };
    const handle = await fake.sendCommand({ user: alice, name: 'duel', subcommand: 'start', options: { opponent: bob, stake: 5 } });
    await handle.waitForResponse();
    expect(handle.content).toBe('start vs bob for 5');
  });

  test('a 500 that persists surfaces after discord.js gives up retrying', async () => {
    fake.failNext({ path: `/channels/${fake.channelId}/messages`, status: 502, times: 10 });
    const error = await battles()
      .send('never')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    const sends = fake.requests.filter((r) => r.path === `/channels/${fake.channelId}/messages`);
    expect(sends.map((r) => r.status)).toEqual([502, 502, 502, 502]); // 1 try + 3 retries
  });
});

describe('the 3-second rule, shortened', () => {
  beforeEach(() => connect({ interactionDeadlineMs: 100 }));

  test('an answer after the deadline gets 10062 Unknown interaction and counts as a violation', async () => {
    const alice = fake.createUser({ username: 'alice' });
    let code: unknown;
    handler = async (i) => {
      if (!i.isChatInputCommand()) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
      code = await i.reply('too late').then(
        () => 'sent',
        (e: unknown) => (e instanceof DiscordAPIError ? e.code : e),
      );
    };
    await fake.sendCommand({ user: alice, name: 'slow' });
    await fake.waitForRequest((r) => r.route === '/interactions/{interaction_id}/{interaction_token}/callback');
    await handlersDone();
    expect(code).toBe(10062);
    expect(fake.violations.map((v) => v.issues[0]?.code)).toEqual(['INTERACTION_TIMEOUT']);
  });
});
