/**
 * Discord's message markdown as HTML: code blocks, inline code, bold, italics, underline, strikethrough, spoilers,
 * headings, subtext, quotes and lists, links, <t:unix:style> timestamps, <@user> / <#channel> mentions and
 * </command:id> command mentions.
 * Everything the message says is escaped first; only the tags made here reach the page.
 */

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

// ---- timestamps ------------------------------------------------------------------------------------------

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "in 23 hours", "5 minutes ago". */
export function relativeTime(date, now = Date.now()) {
  const seconds = Math.round((date.getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return relative.format(Math.round(seconds / size), unit);
  }
  return '';
}

const FORMATS = {
  t: { hour: '2-digit', minute: '2-digit' },
  T: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  d: { day: '2-digit', month: '2-digit', year: 'numeric' },
  D: { day: 'numeric', month: 'long', year: 'numeric' },
  f: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  F: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/** The text of a <t:unix:style> timestamp. */
export function timestampText(date, style) {
  if (style === 'R') return relativeTime(date);
  return date.toLocaleString(undefined, FORMATS[style] ?? FORMATS.f);
}

function timestampHtml(unix, style) {
  const date = new Date(Number(unix) * 1000);
  if (Number.isNaN(date.getTime())) return escapeHtml(`<t:${unix}>`);
  const full = date.toLocaleString(undefined, FORMATS.F);
  return `<time class="md-time" datetime="${date.toISOString()}" data-style="${style}" title="${escapeHtml(full)}">${escapeHtml(timestampText(date, style))}</time>`;
}

/** Refreshes the text of relative timestamps inside `root` (they age while the page is open). */
export function refreshTimestamps(root) {
  for (const el of root.querySelectorAll('time.md-time[data-style="R"]')) {
    el.textContent = relativeTime(new Date(el.getAttribute('datetime')));
  }
}

// ---- inline ----------------------------------------------------------------------------------------------

/**
 * Inline markdown of one line. Pieces that must not be touched by emphasis (code, mentions, timestamps, links) are
 * rendered first and parked behind placeholders.
 */
function inline(text, ctx) {
  const parked = [];
  const park = (html) => `\uE000${parked.push(html) - 1}\uE001`;
  let s = text
    // A backslash before punctuation shows the character itself, as Discord does (how Salvo quotes player text).
    .replace(/\\([^A-Za-z0-9\s])/g, (_, c) => park(escapeHtml(c)))
    .replace(/``([^`]+?)``|`([^`\n]+?)`/g, (_, a, b) => park(`<code>${escapeHtml(a ?? b)}</code>`))
    .replace(/<t:(-?\d{1,13})(?::([tTdDfFR]))?>/g, (_, unix, style) => park(timestampHtml(unix, style ?? 'f')))
    .replace(/<@!?(\d+)>/g, (_, id) => park(`<span class="mention">@${escapeHtml(ctx.userName(id))}</span>`))
    .replace(/<@&(\d+)>/g, () => park('<span class="mention">@role</span>'))
    // A command mention (</plot:123>, </game new:123>) shows as the command; a click puts it in the message box.
    .replace(/<\/([\w-]+(?: [\w-]+){0,2}):(\d+)>/g, (_, path) => park(`<button type="button" class="mention command-mention" data-command="${escapeHtml(path)}">/${escapeHtml(path)}</button>`))
    .replace(/<#(\d+)>/g, (_, id) => {
      const name = ctx.channelName(id);
      return park(name ? `<a href="#" class="mention channel-link" data-channel="${id}">#${escapeHtml(name)}</a>` : '<span class="mention">#unknown</span>');
    })
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g, (_, label, url) => park(`<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a>`))
    .replace(/<?(https?:\/\/[^\s<>]+[^\s<>.,:;"')\]])>?/g, (_, url) => park(`<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`));
  s = escapeHtml(s)
    .replace(/\*\*\*(.+?)\*\*\*/g, '<strong><em>$1</em></strong>')
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '<em>$1</em>')
    .replace(/(^|[^\w])_(?=\S)(.+?)(?<=\S)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler" tabindex="0">$1</span>');
  return s.replace(/\uE000(\d+)\uE001/g, (_, i) => parked[Number(i)]);
}

// ---- blocks ----------------------------------------------------------------------------------------------

/** Lines outside code blocks: headings, subtext, quotes and lists; everything else joined with line breaks. */
function blocks(text, ctx) {
  const out = [];
  let paragraph = [];
  let list = [];
  let quote = [];
  const flushParagraph = () => {
    if (paragraph.length) out.push(`<div class="md-p">${paragraph.join('<br>')}</div>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) out.push(`<ul>${list.map((l) => `<li>${l}</li>`).join('')}</ul>`);
    list = [];
  };
  const flushQuote = () => {
    if (quote.length) out.push(`<blockquote>${quote.join('<br>')}</blockquote>`);
    quote = [];
  };
  const flush = () => {
    flushParagraph();
    flushList();
    flushQuote();
  };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let m;
    if ((m = /^>>> ?(.*)$/.exec(line))) {
      flush();
      quote = [m[1], ...lines.slice(i + 1)].map((l) => inline(l, ctx));
      flushQuote();
      break;
    } else if ((m = /^> ?(.*)$/.exec(line))) {
      flushParagraph();
      flushList();
      quote.push(inline(m[1], ctx));
    } else if ((m = /^\s*[-*] (.*)$/.exec(line)) && !/^-# /.test(line)) {
      flushParagraph();
      flushQuote();
      list.push(inline(m[1], ctx));
    } else if ((m = /^(#{1,3}) (.*)$/.exec(line))) {
      flush();
      out.push(`<div class="md-h${m[1].length}">${inline(m[2], ctx)}</div>`);
    } else if ((m = /^-# (.*)$/.exec(line))) {
      flush();
      out.push(`<div class="md-sub">${inline(m[1], ctx)}</div>`);
    } else {
      flushList();
      flushQuote();
      paragraph.push(inline(line, ctx));
    }
  }
  flush();
  return out.join('');
}

/**
 * Message content as HTML. `ctx.userName(id)` and `ctx.channelName(id)` name mentions (channelName returns
 * undefined for a channel the viewer cannot open).
 */
export function renderMarkdown(content, ctx) {
  // The placeholders of inline() are private-use characters; a message cannot smuggle its own in.
  const text = String(content ?? '').replace(/[\uE000\uE001]/g, '');
  const out = [];
  const fence = /```(?:([\w+-]+)?\n)?([\s\S]*?)```/g;
  let last = 0;
  for (let m; (m = fence.exec(text)); ) {
    const before = text.slice(last, m.index).replace(/\n$/, '');
    if (before) out.push(blocks(before, ctx));
    out.push(`<pre class="md-code"><code>${escapeHtml(m[2].replace(/\n$/, ''))}</code></pre>`);
    last = fence.lastIndex;
    if (text[last] === '\n') last += 1;
  }
  const rest = text.slice(last);
  if (rest) out.push(blocks(rest, ctx));
  return out.join('');
}
