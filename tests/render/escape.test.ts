import fc from 'fast-check';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, test } from 'vitest';
import { escapeLabel, escapeXml } from '../../src/render/escape.ts';

const wrap = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text data-name="${text}">${text}</text></svg>`;

describe('escapeXml', () => {
  test('escapes the five XML specials, quotes included, since text also goes into attributes', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
  });

  test('drops characters XML 1.0 forbids but keeps emoji', () => {
    expect(escapeXml('a\u0000b\u001Fc🚀')).toBe('abc🚀');
  });

  test('any string, escaped, makes an SVG that resvg parses, in text and in an attribute', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        expect(() => new Resvg(wrap(escapeXml(s)))).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('escapeLabel', () => {
  test('cuts long names with an ellipsis, counting an emoji as one character', () => {
    expect(escapeLabel('x'.repeat(200), 24)).toBe(`${'x'.repeat(23)}…`);
    expect(escapeLabel('🚀'.repeat(30), 5)).toBe('🚀🚀🚀🚀…');
    expect(escapeLabel('Short & sweet')).toBe('Short &amp; sweet');
  });
});
