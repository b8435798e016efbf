/* global document */
/**
 * One message as Discord draws it: the "Ana used /game new" line, avatar, author, time, markdown content, pictures
 * and files, buttons, and the marks for ephemeral ("Only you can see this"), edited and pinned messages.
 */
import { icons } from './icons.js';
import { escapeHtml, renderMarkdown } from './markdown.js';

/** One of eight avatar colours (style.css .avatar-c0 … .avatar-c7), the same for a user every time. */
export function avatarClass(id) {
  let hash = 0;
  for (const c of String(id)) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `avatar-c${hash % 8}`;
}

/** The avatar's letter: the name's first letter or digit (not a bidi control, combining mark or `*` a name may start with). */
export const initialOf = (name) => (/[\p{L}\p{N}]/u.exec(String(name ?? ''))?.[0] ?? '?').toUpperCase();
const initial = (name) => escapeHtml(initialOf(name));

function clockText(iso) {
  const date = new Date(iso);
  const today = new Date();
  const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === today.toDateString()) return `Today at ${time}`;
  return `${date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })} ${time}`;
}

const BUTTON_STYLES = { 1: 'btn-primary', 2: 'btn-secondary', 3: 'btn-success', 4: 'btn-danger', 5: 'btn-secondary', 6: 'btn-primary' };

function buttonHtml(b) {
  const emoji = b.emoji?.name ? `<span class="btn-emoji">${escapeHtml(b.emoji.name)}</span>` : '';
  const label = escapeHtml(b.label ?? '');
  if (b.style === 5 && b.url) {
    return `<a class="btn btn-secondary" href="${escapeHtml(b.url)}" target="_blank" rel="noopener noreferrer">${emoji}${label} ↗</a>`;
  }
  const cls = BUTTON_STYLES[b.style] ?? 'btn-secondary';
  const disabled = b.disabled ? ' disabled' : '';
  return `<button type="button" class="btn ${cls} msg-button" data-custom-id="${escapeHtml(b.custom_id ?? '')}"${disabled}>${emoji}${label}</button>`;
}

/**
 * A string select menu: one pick is sent as soon as it is made; a menu of several picks (max_values > 1) is sent
 * with its Apply button, so the player can pick them all first.
 */
function selectHtml(c) {
  const multi = (c.max_values ?? 1) > 1;
  const options = (c.options ?? [])
    // Discord shows an option's description under its label; an <option> has one line, so it follows the label.
    .map((o) => `<option value="${escapeHtml(o.value)}"${o.default ? ' selected' : ''} title="${escapeHtml(o.description ?? '')}">${escapeHtml(o.label)}${o.description ? ` — ${escapeHtml(o.description)}` : ''}</option>`)
    .join('');
  const disabled = c.disabled ? ' disabled' : '';
  const id = `data-custom-id="${escapeHtml(c.custom_id ?? '')}" data-min="${c.min_values ?? 1}" aria-label="${escapeHtml(c.placeholder ?? 'Select')}"`;
  if (!multi) {
    const none = (c.options ?? []).some((o) => o.default) ? '' : `<option value="" disabled selected>${escapeHtml(c.placeholder ?? 'Select…')}</option>`;
    return `<select class="msg-select msg-select-one" ${id}${disabled}>${none}${options}</select>`;
  }
  const size = Math.min(8, (c.options ?? []).length);
  return `<span class="msg-multi"><select class="msg-select" multiple size="${size}" ${id}${disabled}>${options}</select><button type="button" class="btn btn-secondary msg-select-apply"${disabled}>Apply</button></span>`;
}

/** A container's accent colour, set on its left edge after drawing (the page's CSP allows no inline style). */
const accentStyle = (color) => (Number.isInteger(color) ? ` data-accent="#${color.toString(16).padStart(6, '0')}"` : '');

/** The attachment an attachment://name URL names, from the message's own attachments (ctx.files). */
const attachmentFor = (url, ctx) => {
  const name = /^attachment:\/\/(.+)$/.exec(String(url ?? ''))?.[1];
  return name === undefined ? null : (ctx.files ?? []).find((a) => a.filename === name) ?? null;
};

/** A media gallery (components v2): each item's picture, an attachment of the message or a link. */
function galleryHtml(c, ctx) {
  const items = (c.items ?? []).map((item) => {
    const url = attachmentFor(item.media?.url, ctx)?.url ?? item.media?.url ?? '';
    const alt = item.description ?? 'image';
    return `<a class="msg-image" href="${escapeHtml(url)}" target="_blank" rel="noopener"><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" loading="lazy"></a>`;
  });
  return `<div class="msg-gallery">${items.join('')}</div>`;
}

/** A file component (components v2): the attachment it names, as a download. */
function fileHtml(c, ctx) {
  const a = attachmentFor(c.file?.url, ctx);
  return a ? attachmentsHtml([a]) : '';
}

/** Action rows of buttons and selects, and components v2 (text, sections, containers, separators, galleries, files). */
function componentsHtml(components, ctx) {
  return components
    .map((c) => {
      switch (c.type) {
        case 1:
          return `<div class="msg-row">${(c.components ?? []).map((inner) => componentsHtml([inner], ctx)).join('')}</div>`;
        case 2:
          return buttonHtml(c);
        case 3:
          return selectHtml(c);
        case 5:
        case 6:
        case 7:
        case 8:
          return `<select class="msg-select" disabled title="Select menus are not supported on the local table"><option>${escapeHtml(c.placeholder ?? 'Select…')}</option></select>`;
        case 9:
          return `<div class="msg-section"><div>${componentsHtml(c.components ?? [], ctx)}</div>${c.accessory ? componentsHtml([c.accessory], ctx) : ''}</div>`;
        case 10:
          return `<div class="md">${renderMarkdown(c.content, ctx)}</div>`;
        case 12:
          return galleryHtml(c, ctx);
        case 13:
          return fileHtml(c, ctx);
        case 14:
          return c.divider === false ? '<div class="msg-spacer"></div>' : '<hr class="msg-separator">';
        case 17:
          return `<div class="msg-container"${accentStyle(c.accent_color)}>${componentsHtml(c.components ?? [], ctx)}</div>`;
        default:
          return '';
      }
    })
    .join('');
}

function attachmentsHtml(attachments) {
  return attachments
    .map((a) =>
      a.contentType.startsWith('image/')
        ? `<a class="msg-image" href="${escapeHtml(a.url)}" target="_blank" rel="noopener"><img src="${escapeHtml(a.url)}" alt="${escapeHtml(a.filename)}" loading="lazy"></a>`
        : `<a class="msg-file" href="${escapeHtml(a.url)}" download="${escapeHtml(a.filename)}"><span class="msg-file-icon">${icons.file}</span><span>${escapeHtml(a.filename)}</span></a>`,
    )
    .join('');
}

/**
 * The message as an element. `ctx` names users and channels for mentions (see markdown.js). Buttons carry
 * data-custom-id; the page listens for their clicks.
 */
export function renderMessage(m, ctx) {
  const el = document.createElement('article');
  el.className = `msg${m.ephemeral ? ' msg-ephemeral' : ''}`;
  el.dataset.id = m.id;
  const used = m.usedCommand
    ? `<div class="msg-used"><span class="msg-used-line"></span><span class="avatar avatar-mini ${avatarClass(m.usedCommand.user.id)}">${initial(m.usedCommand.user.name)}</span><span class="msg-used-name">${escapeHtml(m.usedCommand.user.name)}</span> used <span class="msg-used-cmd">/${escapeHtml(m.usedCommand.name)}</span></div>`
    : '';
  const body = m.loading
    ? '<div class="msg-loading">Salvo is thinking<span class="dots"><span>.</span><span>.</span><span>.</span></span></div>'
    : m.componentsV2 && !m.content
      ? ''
      : `<div class="md">${renderMarkdown(m.content, ctx)}${m.edited ? ' <span class="msg-edited">(edited)</span>' : ''}</div>`;
  // A components v2 message shows its attachments only where its components name them.
  const files = m.componentsV2 ? [] : m.attachments;
  const parts = { ...ctx, files: m.attachments };
  el.innerHTML = `${used}
    <div class="msg-main">
      <div class="avatar ${m.author.bot ? 'avatar-bot' : avatarClass(m.author.id)}">${initial(m.author.name)}</div>
      <div class="msg-body">
        <div class="msg-head">
          <span class="msg-author">${escapeHtml(m.author.name)}</span>${m.author.bot ? '<span class="tag-app">APP</span>' : ''}
          <time class="msg-time" datetime="${escapeHtml(m.timestamp)}" title="${escapeHtml(new Date(m.timestamp).toLocaleString())}">${escapeHtml(clockText(m.timestamp))}</time>
          ${m.pinned ? `<span class="msg-pinned" title="Pinned in this channel">${icons.pin} pinned</span>` : ''}
        </div>
        ${body}
        ${files.length ? `<div class="msg-attachments">${attachmentsHtml(files)}</div>` : ''}
        ${m.components.length ? `<div class="msg-components${m.componentsV2 ? ' msg-v2' : ''}">${componentsHtml(m.components, parts)}</div>` : ''}
        ${m.ephemeral ? `<div class="msg-only-you">${icons.eye} Only you can see this</div>` : ''}
      </div>
    </div>`;
  for (const box of el.querySelectorAll('.msg-container[data-accent]')) box.style.borderLeftColor = box.dataset.accent;
  return el;
}
