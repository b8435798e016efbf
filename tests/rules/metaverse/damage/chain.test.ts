import { describe, expect, test } from 'vitest';
import { exposedArcs, facingSection, nextInward, outerSections, sectionChain } from '../../../../src/rules/metaverse/damage/chain.ts';
import { CHIMERA, fresh, THUNDERCHILD, VENGEANCE } from './fixtures.ts';

const ids = (xs: readonly { id: string }[]): string[] => xs.map((x) => x.id);

describe('section chain', () => {
  // Metaverse p.28 "Recording Damage": outboard sections face one arc; the core faces arcs with no (surviving) section.
  test('outer, inner, core, then the far side', () => {
    const chimera = fresh(CHIMERA);
    expect(ids(sectionChain(chimera, 'port'))).toEqual(['port-outer', 'port-inner', 'core']);
    expect(ids(sectionChain(chimera, 'starboard'))).toEqual(['core', 'port-inner', 'port-outer']);
    expect(ids(sectionChain(chimera, 'bow'))).toEqual(['core', 'stern']);
    expect(ids(sectionChain(fresh(VENGEANCE), 'port-bow'))).toEqual(['port-bow', 'core']);
  });

  // Metaverse p.28: the Thunderchild "does not have a port section, the 16 damage is dealt to the core section".
  test('the core faces an arc with no section', () => {
    expect(facingSection(fresh(THUNDERCHILD), 'port')?.id).toBe('core');
  });

  test('destroyed sections drop out; next inward steps towards the core', () => {
    const chimera = fresh(CHIMERA);
    const outer = chimera.sections.find((s) => s.id === 'port-outer');
    if (outer === undefined) throw new Error('fixture');
    expect(nextInward(chimera, outer)?.id).toBe('port-inner');
    const inner = chimera.sections.find((s) => s.id === 'port-inner');
    if (inner) inner.destroyed = true;
    expect(nextInward(chimera, outer)?.id).toBe('core');
    expect(ids(sectionChain(chimera, 'port'))).toEqual(['port-outer', 'core']);
    expect(ids(outerSections(chimera)).sort()).toEqual(['core', 'port-outer', 'stern']);
    const core = chimera.sections.find((s) => s.id === 'core');
    if (core) expect(exposedArcs(chimera, core)).toEqual(['bow', 'starboard']);
  });
});
