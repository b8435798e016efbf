// The local table's page shows Salvo's escaped player text as Discord's client does: the words, not backslashes.
import { describe, expect, test } from 'vitest';
// @ts-expect-error: the page's own module is plain JavaScript, with no type declarations
import { renderMarkdown } from '../../src/local/web/static/markdown.js';
import { plain } from '../../src/game/posts/player-text.ts';

const ctx = { userName: () => 'someone', channelName: () => null };
const render = (text: string): string => (renderMarkdown as (t: string, c: typeof ctx) => string)(text, ctx);

describe('page markdown', () => {
  test('escaped markdown and mentions read as typed', () => {
    const html = render(`**Turn 2** · ${plain('<@123> **Bold** `tick` _x_ @everyone')}`);
    expect(html).toContain('<strong>Turn 2</strong>');
    expect(html).toContain('&lt;@123&gt; **Bold** `tick` _x_ @\u200beveryone');
    expect(html).not.toContain('class="mention"');
    expect(html).not.toContain('\\');
  });
});
