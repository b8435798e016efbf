/* global document, setTimeout, clearTimeout, CSS */
/**
 * The message box. "/" lists the slash commands usable here (each subcommand its own entry, as in Discord); picking
 * one turns the box into that command's options: static choices and booleans as selects, numbers typed, and
 * options with autocomplete asking the bot as you type. Plain text goes to the bot as a DM (only in the DM).
 */
import { api } from './api.js';
import { escapeHtml } from './markdown.js';
import { showModal } from './modal.js';

const Type = { Subcommand: 1, Group: 2, String: 3, Integer: 4, Boolean: 5, User: 6, Channel: 7, Number: 10, Attachment: 11 };
const AUTOCOMPLETE_DEBOUNCE_MS = 200;

/** The commands usable in this place, as the server finds them (guild commands first; in a DM, global ones for DMs). */
function commandsHere(commands, inDm) {
  const allows = (c, context) => !Array.isArray(c.contexts) || c.contexts.includes(context);
  const chatInput = commands.filter((c) => (c.type ?? 1) === 1);
  if (inDm) return chatInput.filter((c) => !c.guild_id && allows(c, 1));
  const guild = chatInput.filter((c) => c.guild_id);
  const global = chatInput.filter((c) => !c.guild_id && allows(c, 0) && !guild.some((g) => g.name === c.name));
  return [...guild, ...global];
}

/** Every runnable entry: "/game new", "/mine", … with the options it takes. */
function entriesOf(commands) {
  const entries = [];
  for (const command of commands) {
    const options = command.options ?? [];
    const nested = options.filter((o) => o.type === Type.Subcommand || o.type === Type.Group);
    if (nested.length === 0) {
      entries.push({ name: command.name, path: [], label: command.name, description: command.description, options });
      continue;
    }
    for (const o of nested) {
      const subs = o.type === Type.Group ? (o.options ?? []).map((s) => ({ group: o, sub: s })) : [{ sub: o }];
      for (const { group, sub } of subs) {
        const path = group ? [group, sub] : [sub];
        entries.push({ name: command.name, path, label: [command.name, ...path.map((p) => p.name)].join(' '), description: sub.description, options: sub.options ?? [] });
      }
    }
  }
  return entries.sort((a, b) => a.label.localeCompare(b.label));
}

/** Leaf options wrapped in their subcommand (and group), as Discord sends them. */
function wrap(entry, leaf) {
  let options = leaf;
  for (const p of [...entry.path].reverse()) options = [{ type: p.type, name: p.name, options }];
  return options;
}

export function createComposer({ context, onSent }) {
  const form = document.getElementById('composer');
  const input = document.getElementById('composer-input');
  const bar = document.getElementById('command-bar');
  const popup = document.getElementById('popup');
  const error = document.getElementById('composer-error');
  const send = document.getElementById('composer-send');

  /** The command being filled in: { entry, fields: [{ def, el, picked }] } */
  let active = null;
  /** The open popup: { items: [{ html, pick() }], index, owner } (owner: the option it suggests for, or "commands"). */
  let menu = null;
  let autocompleteTimer;
  let autocompleteSeq = 0;

  const showError = (text) => {
    error.textContent = text ?? '';
  };

  // ---- popup ---------------------------------------------------------------------------------------------

  function openMenu(title, items, note, owner, query = '') {
    menu = { items, index: 0, owner };
    popup.hidden = false;
    popup.dataset.owner = owner;
    popup.dataset.query = query;
    popup.innerHTML = `<div class="popup-title">${title}</div>${
      items.length
        ? items.map((item, i) => `<div class="popup-item${i === 0 ? ' active' : ''}" data-index="${i}">${item.html}</div>`).join('')
        : `<div class="popup-note">${escapeHtml(note ?? 'Nothing matches.')}</div>`
    }`;
  }
  function closeMenu() {
    menu = null;
    popup.hidden = true;
    popup.innerHTML = '';
    delete popup.dataset.owner;
    delete popup.dataset.query;
  }
  const hasItems = () => menu !== null && menu.items.length > 0;

  function moveMenu(delta) {
    if (!hasItems()) return;
    menu.index = (menu.index + delta + menu.items.length) % menu.items.length;
    popup.querySelectorAll('.popup-item').forEach((el, i) => el.classList.toggle('active', i === menu.index));
    popup.querySelector('.popup-item.active')?.scrollIntoView({ block: 'nearest' });
  }
  popup.addEventListener('mousedown', (event) => {
    // mousedown, not click: the field keeps its focus (and its blur does not close the menu first).
    const item = event.target.closest('.popup-item');
    if (!item || !menu) return;
    event.preventDefault();
    menu.items[Number(item.dataset.index)]?.pick();
  });

  // ---- text mode -----------------------------------------------------------------------------------------

  function entriesHere() {
    const ctx = context();
    return entriesOf(commandsHere(ctx.commands, ctx.isDm));
  }

  function suggestCommands() {
    const value = input.value;
    if (!value.startsWith('/') || value.includes('\n')) return closeMenu();
    const query = value.slice(1).trim().toLowerCase().replace(/\s+/g, ' ');
    const entries = entriesHere();
    const matches = [...entries.filter((e) => e.label.startsWith(query)), ...entries.filter((e) => !e.label.startsWith(query) && e.label.includes(query))];
    openMenu(
      query ? `Commands matching <b>/${escapeHtml(query)}</b>` : 'Slash commands',
      matches.map((e) => ({
        html: `<span class="popup-cmd">/${escapeHtml(e.label)}</span><span class="popup-desc">${escapeHtml(e.description ?? '')}</span>`,
        label: e.label,
        pick: () => activate(e),
      })),
      entries.length === 0 && context().isDm
        ? 'Salvo’s commands work in the server’s channels. Here, type your orders as plain text.'
        : context().commands.length
          ? `No command called /${query}.`
          : 'Salvo has not registered its commands yet.',
      'commands',
    );
  }

  input.addEventListener('input', () => {
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 200)}px`;
    showError('');
    suggestCommands();
  });
  input.addEventListener('keydown', (event) => {
    if (hasItems() && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      moveMenu(event.key === 'ArrowDown' ? 1 : -1);
    } else if (hasItems() && (event.key === 'Tab' || (event.key === 'Enter' && !event.shiftKey))) {
      event.preventDefault();
      menu.items[menu.index].pick();
    } else if (event.key === 'Escape') {
      closeMenu();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  input.addEventListener('blur', () => setTimeout(() => !active && document.activeElement !== input && closeMenu(), 150));

  // ---- command mode --------------------------------------------------------------------------------------

  function fieldControl(def) {
    const ctx = context();
    const name = escapeHtml(def.name);
    const title = escapeHtml(def.description ?? '');
    const optionalText = def.required ? '' : 'optional';
    if (def.choices?.length) {
      const options = def.choices.map((c) => `<option value="${escapeHtml(String(c.value))}">${escapeHtml(c.name)}</option>`).join('');
      return `<select data-option="${name}" title="${title}">${def.required ? '<option value="" disabled selected>choose…</option>' : '<option value=""></option>'}${options}</select>`;
    }
    switch (def.type) {
      case Type.Boolean:
        return `<select data-option="${name}" title="${title}"><option value=""></option><option value="true">True</option><option value="false">False</option></select>`;
      case Type.User:
        return `<select data-option="${name}" title="${title}"><option value=""></option>${ctx.users.map((u) => `<option value="${u.id}">${escapeHtml(u.name)}</option>`).join('')}</select>`;
      case Type.Channel:
        return `<select data-option="${name}" title="${title}"><option value=""></option>${ctx.channels.map((c) => `<option value="${c.id}">#${escapeHtml(c.name)}</option>`).join('')}</select>`;
      case Type.Attachment:
        return `<input data-option="${name}" disabled placeholder="files: not on the local table" title="${title}">`;
      case Type.Integer:
      case Type.Number:
        if (!def.autocomplete) {
          const step = def.type === Type.Integer ? '1' : 'any';
          const range = `${def.min_value !== undefined ? ` min="${def.min_value}"` : ''}${def.max_value !== undefined ? ` max="${def.max_value}"` : ''}`;
          return `<input type="number" step="${step}"${range} data-option="${name}" placeholder="${optionalText}" title="${title}">`;
        }
      // falls through: numbers with autocomplete are typed like text
      default:
        return `<input type="text" data-option="${name}"${def.max_length ? ` maxlength="${def.max_length}"` : ''} placeholder="${def.autocomplete ? `${def.required ? '' : 'optional · '}type to search` : optionalText}" title="${title}">`;
    }
  }

  function activate(entry) {
    closeMenu();
    showError('');
    // Required options first, as Discord lists them.
    const defs = [...entry.options].sort((a, b) => Number(Boolean(b.required)) - Number(Boolean(a.required)));
    bar.innerHTML = `<span class="cmd-chip" title="${escapeHtml(entry.description ?? '')}">/${escapeHtml(entry.label)}<button type="button" class="cmd-cancel" aria-label="Cancel the command">×</button></span>${defs
      .map(
        (def) =>
          `<label class="opt${def.required ? ' opt-required' : ''}"><span class="opt-name">${escapeHtml(def.name)}</span>${fieldControl(def)}</label>`,
      )
      .join('')}${defs.length ? '<span class="cmd-hint"></span>' : '<span class="cmd-noargs">no options · press Enter or Send</span>'}`;
    active = { entry, fields: defs.map((def) => ({ def, el: bar.querySelector(`[data-option="${CSS.escape(def.name)}"]`), picked: null })) };
    input.hidden = true;
    input.value = '';
    bar.hidden = false;
    bar.querySelector('.cmd-cancel').addEventListener('click', () => reset());
    for (const field of active.fields) wireField(field);
    const first = active.fields.find((f) => f.def.required) ?? active.fields[0];
    if (first) first.el.focus();
    else send.focus();
  }

  function wireField(field) {
    const { el, def } = field;
    el.addEventListener('input', () => {
      field.picked = null;
      el.classList.remove('invalid');
      showError('');
      if (def.autocomplete) scheduleAutocomplete(field);
    });
    el.addEventListener('focus', () => {
      const hint = bar.querySelector('.cmd-hint');
      if (hint) hint.innerHTML = `<b>${escapeHtml(def.name)}</b>${def.required ? '' : ' (optional)'} · ${escapeHtml(def.description ?? '')}`;
      if (def.autocomplete) scheduleAutocomplete(field, 0);
      else closeMenu();
    });
    el.addEventListener('blur', () => setTimeout(() => {
      if (!active?.fields.some((f) => f.el === document.activeElement && f.def.autocomplete)) closeMenu();
    }, 150));
    el.addEventListener('keydown', (event) => {
      if (hasItems() && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        moveMenu(event.key === 'ArrowDown' ? 1 : -1);
      } else if (hasItems() && event.key === 'Enter') {
        event.preventDefault();
        menu.items[menu.index].pick();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        form.requestSubmit();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        if (menu) closeMenu();
        else reset();
      }
    });
  }

  /** The wire value of a field, or undefined when it is empty. */
  function valueOf(field) {
    if (field.picked) return field.picked.value;
    const raw = field.el.value;
    if (raw === '' || field.el.disabled) return undefined;
    const { type } = field.def;
    if (type === Type.Boolean) return raw === 'true';
    // A number typed into a field with suggestions is still a number; anything else goes as typed and the table says why not.
    if (type === Type.Integer || type === Type.Number) return /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : raw;
    return raw;
  }

  function leafOptions(except) {
    return active.fields.filter((f) => f !== except && valueOf(f) !== undefined).map((f) => ({ type: f.def.type, name: f.def.name, value: valueOf(f) }));
  }

  function scheduleAutocomplete(field, delay = AUTOCOMPLETE_DEBOUNCE_MS) {
    clearTimeout(autocompleteTimer);
    autocompleteTimer = setTimeout(() => void askForChoices(field), delay);
  }

  async function askForChoices(field) {
    if (!active || document.activeElement !== field.el) return;
    const seq = ++autocompleteSeq;
    const ctx = context();
    const typed = field.el.value;
    const title = `<b>${escapeHtml(field.def.name)}</b> · ${escapeHtml(field.def.description ?? '')}`;
    if (menu?.owner !== field.def.name) openMenu(title, [], 'Asking Salvo…', field.def.name);
    const focused = { type: field.def.type, name: field.def.name, value: typed, focused: true };
    try {
      const { choices } = await api.autocomplete({ as: ctx.me, channelId: ctx.channelId, name: active.entry.name, options: wrap(active.entry, [...leafOptions(field), focused]) });
      if (seq !== autocompleteSeq || !active || document.activeElement !== field.el) return;
      openMenu(
        title,
        choices.map((c) => ({
          html: `<span class="popup-choice">${escapeHtml(c.name)}</span>`,
          pick: () => {
            field.el.value = c.name;
            field.picked = c;
            closeMenu();
            focusNext(field);
          },
        })),
        typed ? `No suggestions for “${typed}”.` : 'No suggestions.',
        field.def.name,
        typed,
      );
    } catch (e) {
      if (seq === autocompleteSeq) openMenu(title, [], e.message, field.def.name);
    }
  }

  function focusNext(field) {
    const i = active.fields.indexOf(field);
    const next = active.fields.slice(i + 1).find((f) => f.def.required && valueOf(f) === undefined);
    (next?.el ?? send).focus();
  }

  // ---- sending -------------------------------------------------------------------------------------------

  function reset() {
    clearTimeout(autocompleteTimer);
    autocompleteSeq++;
    active = null;
    closeMenu();
    bar.hidden = true;
    bar.innerHTML = '';
    input.hidden = false;
    input.value = '';
    input.style.height = 'auto';
    showError('');
    input.focus();
  }

  /** A command the bot answered with a modal: the dialog opens, and its submission goes back to the bot. */
  async function openModal(ctx, answer) {
    if (!answer?.modal) return;
    await showModal(answer.modal, (fields) => api.modal({ as: ctx.me, channelId: ctx.channelId, customId: answer.modal.custom_id, fields }));
  }

  async function submit() {
    const ctx = context();
    if (!ctx.me) return showError('Add a player first (top right).');
    if (active) {
      const missing = active.fields.filter((f) => f.def.required && valueOf(f) === undefined);
      for (const f of missing) f.el.classList.add('invalid');
      if (missing.length) return showError(`Fill in ${missing.map((f) => f.def.name).join(', ')}.`);
      const answer = await api.command({ as: ctx.me, channelId: ctx.channelId, name: active.entry.name, options: wrap(active.entry, leafOptions(null)) });
      reset();
      await openModal(ctx, answer);
      return onSent();
    }
    const text = input.value.trim();
    if (!text) return;
    if (text.startsWith('/')) {
      const typed = text.slice(1).trim().toLowerCase().replace(/\s+/g, ' ');
      const entry = entriesHere().find((e) => e.label === typed);
      if (!entry) return showError(`There is no /${typed} here; type / to see the commands.`);
      if (entry.options.length) return activate(entry);
      const answer = await api.command({ as: ctx.me, channelId: ctx.channelId, name: entry.name, options: wrap(entry, []) });
      reset();
      await openModal(ctx, answer);
      return onSent();
    }
    if (!ctx.isDm) return showError('Salvo reads only slash commands in the server: type / to see them (plain orders go in your DM with Salvo).');
    await api.dm(ctx.me, text);
    reset();
    onSent();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    send.disabled = true;
    try {
      await submit();
    } catch (e) {
      showError(e.message);
    } finally {
      send.disabled = false;
    }
  });

  return {
    /** Back to an empty box (after switching channel or player). */
    reset,
    /** The placeholder and hint for the open channel. */
    setPlace({ isDm, name }) {
      input.placeholder = isDm ? `Message @${name} (plain orders) or type / for commands` : `Type / for commands in #${name}`;
    },
  };
}
