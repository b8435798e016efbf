/* global document, window, localStorage, EventSource, URLSearchParams, setInterval, setTimeout, Event */
/**
 * The local table: pick a player at the top, a channel on the left (the server's channels with each game's thread
 * under its parent, then your DM with Salvo), read and act in the middle. Everything shown is what the API lets
 * the current player see; every change in the local Discord arrives as a server-sent event and is fetched again.
 */
import { api } from './api.js';
import { icons } from './icons.js';
import { createComposer } from './composer.js';
import { escapeHtml, refreshTimestamps } from './markdown.js';
import { avatarClass, initialOf, renderMessage } from './messages.js';
import { showModal } from './modal.js';

const $ = (id) => document.getElementById(id);

const state = {
  table: { guild: { name: '' }, bot: { id: '', name: 'Salvo' }, users: [], channels: [], commands: [] },
  me: localStorage.getItem('salvo.me') ?? '',
  channelId: '',
  dmChannelId: '',
  overview: new Map(),
  /** Rendered messages of the open channel: id -> { json, el }. */
  rendered: new Map(),
  /** The names mentions are drawn with; when they change, every message is drawn again. */
  namesKey: '',
  /** After switching player in a DM: open the new player's DM once it is known. */
  openDmNext: false,
};

const seenKey = () => `salvo.seen.${state.me}`;
const seen = () => JSON.parse(localStorage.getItem(seenKey()) ?? '{}');
function markSeen(channelId, messageId) {
  if (!state.me || !messageId) return;
  const all = seen();
  all[channelId] = messageId;
  localStorage.setItem(seenKey(), JSON.stringify(all));
}

const isDm = () => state.channelId !== '' && state.channelId === state.dmChannelId;
const userName = (id) => state.table.users.find((u) => u.id === id)?.name ?? (id === state.table.bot.id ? state.table.bot.name : 'unknown user');
const channelName = (id) => state.table.channels.find((c) => c.id === id)?.name;
const mdContext = { userName, channelName };

// ---- top bar: players ------------------------------------------------------------------------------------

function renderUsers() {
  const select = $('user-select');
  const users = state.table.users;
  select.disabled = users.length === 0;
  select.innerHTML = users.length
    ? users.map((u) => `<option value="${u.id}"${u.id === state.me ? ' selected' : ''}>${escapeHtml(u.name)}</option>`).join('')
    : '<option>no players yet</option>';
  $('guild-name').textContent = state.table.guild.name;
  const me = users.find((u) => u.id === state.me);
  const avatar = $('me-avatar');
  avatar.hidden = !me;
  avatar.className = `avatar avatar-seat ${me ? avatarClass(me.id) : ''}`;
  avatar.textContent = me ? initialOf(me.name) : '';
}

function switchTo(userId) {
  const wasDm = isDm();
  state.me = userId;
  delete document.body.dataset.player;
  $('add-user-error').textContent = '';
  localStorage.setItem('salvo.me', userId);
  state.dmChannelId = '';
  composer.reset();
  // Someone else's DM is never left open: the DM view follows the player to their own DM.
  if (wasDm) {
    state.channelId = '';
    state.openDmNext = true;
  }
  void refresh();
}

$('user-select').addEventListener('change', (event) => switchTo(event.target.value));
$('add-user-name').addEventListener('input', () => {
  $('add-user-error').textContent = '';
});
$('add-user').addEventListener('submit', async (event) => {
  event.preventDefault();
  const field = $('add-user-name');
  $('add-user-error').textContent = '';
  try {
    const user = await api.addUser(field.value);
    field.value = '';
    state.table.users.push(user);
    switchTo(user.id);
  } catch (e) {
    $('add-user-error').textContent = e.message;
  }
});

// ---- sidebar: channels -----------------------------------------------------------------------------------

function channelItem(id, label, icon, extraClass = '') {
  const last = state.overview.get(id);
  const unread = id !== state.channelId && last && seen()[id] !== last;
  const cls = ['channel', extraClass, id === state.channelId ? 'active' : '', unread ? 'unread' : ''].filter(Boolean).join(' ');
  return `<li><a href="#" class="${cls}" data-channel="${id}" title="${escapeHtml(label)}"><span class="channel-icon">${icon}</span><span class="channel-name">${escapeHtml(label)}</span>${unread ? '<span class="unread-dot" aria-label="unread"></span>' : ''}</a></li>`;
}

function renderSidebar() {
  const texts = state.table.channels.filter((c) => c.kind === 'text');
  const threads = state.table.channels.filter((c) => c.kind === 'thread');
  const threadsOf = (parentId) => threads.filter((t) => t.parentId === parentId).map((t) => channelItem(t.id, t.name, icons.thread, 'thread')).join('');
  const orphans = threads.filter((t) => !texts.some((c) => c.id === t.parentId));
  $('channel-list').innerHTML =
    texts.map((c) => channelItem(c.id, c.name, icons.hash) + threadsOf(c.id)).join('') +
    orphans.map((t) => channelItem(t.id, t.name, icons.thread, 'thread')).join('');
  $('dm-list').innerHTML = state.me && state.dmChannelId ? channelItem(state.dmChannelId, state.table.bot.name, icons.at, 'dm') : '<li class="sidebar-empty">Add a player to start.</li>';
}

document.querySelector('.sidebar').addEventListener('click', (event) => {
  const link = event.target.closest('[data-channel]');
  if (!link) return;
  event.preventDefault();
  openChannel(link.dataset.channel);
});
$('messages').addEventListener('click', (event) => {
  const link = event.target.closest('a.channel-link');
  if (link) {
    event.preventDefault();
    openChannel(link.dataset.channel);
  }
  // A command mention puts the command in the message box, with its menu open, as a click does on Discord.
  const command = event.target.closest('.command-mention');
  const input = $('composer-input');
  if (command && input && !input.hidden) {
    input.value = `/${command.dataset.command}`;
    input.focus();
    input.dispatchEvent(new Event('input'));
  }
});

function openChannel(id) {
  if (id === state.channelId) return;
  state.channelId = id;
  stickToBottom = true;
  state.rendered.clear();
  $('messages').innerHTML = '';
  composer.reset();
  void refresh();
}

// ---- the open channel ------------------------------------------------------------------------------------

function renderHeader() {
  const channel = state.table.channels.find((c) => c.id === state.channelId);
  $('chat-icon').innerHTML = isDm() ? icons.at : channel?.kind === 'thread' ? icons.thread : icons.hash;
  $('chat-title').textContent = isDm() ? state.table.bot.name : (channel?.name ?? '');
  const me = state.table.users.find((u) => u.id === state.me);
  // The player's name in its own <bdi>: a right-to-left override in it must not turn the rest of the line around.
  $('chat-hint').innerHTML = isDm()
    ? `Your private messages with ${escapeHtml(state.table.bot.name)}, as <bdi>${escapeHtml(me?.name ?? '')}</bdi>: orders typed here stay secret.`
    : channel?.kind === 'thread'
      ? 'A game thread: everyone at the table sees it.'
      : 'Everyone at the table sees this channel.';
  composer.setPlace({ isDm: isDm(), name: isDm() ? state.table.bot.name : (channel?.name ?? '') });
}

/** Whether the list follows new messages: true while the reader is at the bottom. */
let stickToBottom = true;
$('messages').addEventListener('scroll', () => {
  const list = $('messages');
  stickToBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
});
// Pictures load after their message is drawn and push the list down; keep following it.
$('messages').addEventListener('load', () => stickToBottom && scrollToBottom(), true);
const scrollToBottom = () => {
  const list = $('messages');
  list.scrollTop = list.scrollHeight;
};

function renderMessages(messages) {
  const list = $('messages');
  const namesKey = JSON.stringify([state.table.users, state.table.channels.map((c) => [c.id, c.name])]);
  if (namesKey !== state.namesKey) {
    state.namesKey = namesKey;
    state.rendered.clear();
    list.innerHTML = '';
  }
  const keep = new Set(messages.map((m) => m.id));
  for (const [id, r] of state.rendered) {
    if (!keep.has(id)) {
      r.el.remove();
      state.rendered.delete(id);
    }
  }
  let previous = null;
  for (const m of messages) {
    const json = JSON.stringify(m);
    let r = state.rendered.get(m.id);
    if (!r || r.json !== json) {
      const el = renderMessage(m, mdContext);
      if (r) r.el.replaceWith(el);
      r = { json, el };
      state.rendered.set(m.id, r);
    }
    const expected = previous ? previous.nextSibling : list.firstChild;
    if (expected !== r.el) list.insertBefore(r.el, expected);
    previous = r.el;
  }
  if (!messages.length) list.innerHTML = `<div class="empty">${isDm() ? `No messages with ${escapeHtml(state.table.bot.name)} yet. Game prompts arrive here.` : 'No messages yet. Type / to run a command, e.g. /game new.'}</div>`;
  else list.querySelector('.empty')?.remove();
  if (stickToBottom) scrollToBottom();
  markSeen(state.channelId, messages.at(-1)?.id);
}

/** Buttons: the bot may answer with a modal, which opens as a dialog. */
$('messages').addEventListener('click', async (event) => {
  const button = event.target.closest('button.msg-button');
  if (!button || button.disabled) return;
  const messageId = button.closest('.msg').dataset.id;
  const channelId = state.channelId;
  const as = state.me;
  button.disabled = true;
  $('composer-error').textContent = '';
  try {
    const answer = await api.click({ as, channelId, messageId, customId: button.dataset.customId });
    if (answer.modal) {
      await showModal(answer.modal, (fields) => api.modal({ as, channelId, messageId, customId: answer.modal.custom_id, fields }));
    }
  } catch (e) {
    $('composer-error').textContent = e.message;
  } finally {
    button.disabled = false;
  }
});

/** Select menus: a single pick goes at once, several go with the menu's Apply button. */
async function sendSelect(select) {
  const messageId = select.closest('.msg').dataset.id;
  const channelId = state.channelId;
  const as = state.me;
  const values = [...select.selectedOptions].map((o) => o.value).filter((v) => v !== '');
  select.disabled = true;
  $('composer-error').textContent = '';
  try {
    const answer = await api.select({ as, channelId, messageId, customId: select.dataset.customId, values });
    if (answer.modal) {
      await showModal(answer.modal, (fields) => api.modal({ as, channelId, messageId, customId: answer.modal.custom_id, fields }));
    }
  } catch (e) {
    $('composer-error').textContent = e.message;
  } finally {
    select.disabled = false;
  }
}

$('messages').addEventListener('change', (event) => {
  const select = event.target.closest('select.msg-select-one');
  if (select && !select.disabled) void sendSelect(select);
});

$('messages').addEventListener('click', (event) => {
  const apply = event.target.closest('button.msg-select-apply');
  const select = apply?.parentElement.querySelector('select.msg-select');
  if (apply && select && !apply.disabled) void sendSelect(select);
});

// ---- loading ---------------------------------------------------------------------------------------------

let refreshing = null;
let again = false;

/** Fetches the table, the player's channels and the open channel, and draws them; calls made meanwhile coalesce. */
async function refresh() {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      try {
        await load();
      } catch (e) {
        // Usually the table restarting: say so where the connection state is shown; the next event retries.
        $('connection').textContent = `cannot reach the table (${e.message})`;
        $('connection').className = 'sidebar-foot';
      }
    } while (again);
    refreshing = null;
  })();
  return refreshing;
}

/**
 * One round of fetching and drawing. If the player or the channel changes while it waits, it stops without drawing
 * (the change asked for another round), so one player's view is never drawn under another's name.
 */
async function load() {
  state.table = await api.table();
  if (!state.table.users.some((u) => u.id === state.me)) state.me = state.table.users[0]?.id ?? '';
  renderUsers();
  const me = state.me;
  listen(me);
  if (me) {
    const overview = await api.overview(me);
    if (me !== state.me) return;
    state.dmChannelId = overview.dmChannelId;
    if (state.openDmNext) state.channelId = overview.dmChannelId;
    state.openDmNext = false;
    state.overview = new Map(overview.channels.map((c) => [c.id, c.lastMessageId]));
  } else {
    state.dmChannelId = '';
    state.overview = new Map();
  }
  const openable = new Set([...state.table.channels.map((c) => c.id), state.dmChannelId].filter(Boolean));
  if (!openable.has(state.channelId)) {
    state.channelId = state.table.channels.find((c) => c.kind === 'text')?.id ?? '';
    state.rendered.clear();
    $('messages').innerHTML = '';
  }
  renderHeader();
  if (me && state.channelId) {
    const channelId = state.channelId;
    const { messages } = await api.messages(channelId, me);
    if (me !== state.me || channelId !== state.channelId) return;
    renderMessages(messages);
  } else {
    renderMessages([]);
  }
  renderSidebar();
  // Says whose view is on screen once it is drawn (the browser test waits for it after switching player).
  if (me) document.body.dataset.player = userName(me);
}

const composer = createComposer({
  context: () => ({
    me: state.me,
    channelId: state.channelId,
    isDm: isDm(),
    commands: state.table.commands,
    users: state.table.users,
    channels: state.table.channels.filter((c) => c.kind === 'text'),
  }),
  onSent: () => void refresh(),
});

/** The live-update stream and the player it was opened for (the server caps streams per player). */
let events = null;
let eventsFor = null;

function listen(me) {
  if (events && eventsFor === me) return;
  events?.close();
  eventsFor = me;
  const stream = new EventSource(`/api/events?${new URLSearchParams({ as: me })}`);
  events = stream;
  stream.onopen = () => {
    $('connection').textContent = 'live';
    $('connection').className = 'sidebar-foot live';
    void refresh();
  };
  stream.onmessage = () => void refresh();
  stream.onerror = () => {
    // A refused stream (too many tabs open for this player) stays closed; a dropped one retries by itself.
    const refused = stream.readyState === EventSource.CLOSED;
    $('connection').textContent = refused ? 'not live: too many tabs open for this player; close one and reload' : 'reconnecting…';
    $('connection').className = 'sidebar-foot';
  };
}

setInterval(() => refreshTimestamps($('messages')), 30_000);
window.salvoTable = { refresh };
listen(state.me);
void refresh().then(() => setTimeout(() => $(state.table.users.length ? 'composer-input' : 'add-user-name').focus(), 0));
