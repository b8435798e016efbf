/**
 * Small inline SVG icons. The page draws its own instead of using emoji, which need a colour-emoji font that a bare
 * machine may not have.
 */
const svg = (body, label) =>
  `<svg class="icon" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"${label ? ` role="img" aria-label="${label}"` : ' aria-hidden="true"'}>${body}</svg>`;

export const icons = {
  hash: svg('<path d="M5 9h14M5 15h14M10 4 8 20M16 4l-2 16"/>'),
  thread: svg('<path d="M4 5h16v10H9l-5 4z"/><path d="M8 9h8M8 12h5"/>', 'thread'),
  at: svg('<circle cx="12" cy="12" r="4"/><path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8"/>'),
  eye: svg('<path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>'),
  pin: svg('<path d="M9 3h6l-1 6 4 4H6l4-4z"/><path d="M12 13v8"/>', 'pinned'),
  file: svg('<path d="M14 3H6v18h12V7z"/><path d="M14 3v4h4"/>'),
};
