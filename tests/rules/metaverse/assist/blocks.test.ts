// Splitting typed orders into blocks (src/rules/metaverse/assist/blocks.ts), as plot/parse.ts reads headers
// (help.ts: `Name:` first; `break Ship:` starts a break-off; `T:` `R:` `F:` are codes, not names).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { splitBlocks } from '../../../../src/rules/metaverse/assist/blocks.ts';

describe('splitBlocks', () => {
  test('plot: headers, continuation lines, codes with colons, break-offs and loose lines', () => {
    const { blocks, loose } = splitBlocks('A2\nCNS Resolute: A2 T:S\n D1\nbreak CNS Kestrel: drift\nR:CW1 F:FWD2', 'plot');
    expect(loose).toEqual(['A2']);
    expect(blocks).toEqual([
      { kind: 'unit', name: 'CNS Resolute', text: 'CNS Resolute: A2 T:S\n D1', body: 'A2 T:S\nD1' },
      { kind: 'break', name: 'CNS Kestrel', text: 'break CNS Kestrel: drift\nR:CW1 F:FWD2', body: 'drift\nR:CW1 F:FWD2' },
    ]);
  });

  test('fire: a colon after ">" is not a header', () => {
    const { blocks } = splitBlocks('CNS Resolute: las-1 > VHS Dominator\nlas-2 > a:b', 'fire');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.body).toBe('las-1 > VHS Dominator\nlas-2 > a:b');
  });

  test('never throws and keeps every non-blank line (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<'plot' | 'fire'>('plot', 'fire'), (text, stage) => {
        const { blocks, loose } = splitBlocks(text, stage);
        const kept = [...loose, ...blocks.flatMap((b) => b.text.split('\n'))].filter((l) => l.trim() !== '');
        expect(kept).toEqual(text.split(/\r?\n/).filter((l) => l.trim() !== ''));
      }),
    );
  });
});
