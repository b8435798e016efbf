import { describe, expect, test } from 'vitest';
import { checkDesign, expandCopies, facingDesignSection, parseDesign, sectionSchema, stlDriveCount, totalHullHits, type ShipDesign } from '../../../../src/rules/metaverse/ships/design.ts';
import { designById } from '../../../../src/rules/metaverse/ships/library.ts';

const thunderchild = (): ShipDesign => {
  const d = designById('uss-thunderchild');
  if (d === undefined) throw new Error('missing sample');
  return structuredClone(d);
};
const codes = (d: ShipDesign): string[] => checkDesign(d).map((p) => p.code);

describe('design structure', () => {
  // Metaverse p.28 "Recording Damage" figure (section figure): 48 hits in 6 layers of 8, 3 crew and 1 marine.
  test('section figure (p.28) section is legal; 7 layers of 6 is not', () => {
    const layers = Array.from({ length: 6 }, (_, i) => ({ hits: 8, crew: i < 3 ? 1 : 0, marines: i === 5 ? 1 : 0 }));
    const section = sectionSchema.parse({ id: 'core', ring: 0, direction: null, layers, armour: [], ablativePlates: [], shields: [], lifeSupportRating: 1 });
    const d = { ...thunderchild(), sections: [section], weapons: [], hangars: [], systems: thunderchild().systems.filter((s) => s.section === 'core' && s.kind !== 'reactor') };
    expect(checkDesign(d)).toEqual([]);
    expect(section.layers.reduce((t, l) => t + l.hits, 0)).toBe(48);
    // p.43: "100 hits → at most 10 layers": 7 layers of 6 breaks L ≤ hits per layer.
    const bad = { ...d, sections: [{ ...section, layers: Array.from({ length: 7 }, () => ({ hits: 6, crew: 0, marines: 0 })) }] };
    expect(codes(bad)).toContain('ERR_LAYERS');
  });
  // Metaverse p.43: armour only on arcs where no other section was designed.
  test('armour on a covered arc is refused', () => {
    const d = thunderchild();
    const core = d.sections[0];
    if (core === undefined) throw new Error('no core');
    d.sections[0] = { ...core, armour: [...core.armour, { arc: 'bow', rating: 2, vs: 'energy' }] };
    expect(codes(d)).toEqual(['ERR_ARMOUR_ARC']);
  });
  // Metaverse p.59: shields need a generator covering their arc.
  test('shields without a generator', () => {
    const d = thunderchild();
    d.systems = d.systems.filter((s) => s.kind !== 'shield_generator');
    expect(codes(d)).toEqual(['ERR_SHIELD_GENERATOR']);
  });
  // Metaverse p.41 TR; "Primary Systems" bridge; p.59 gravity wall ≤3 on a square ship.
  test('TR, bridge and gravity wall limits', () => {
    const d = thunderchild();
    d.targetRating = { default: 0, modified: -1 };
    d.systems = [...d.systems.filter((s) => s.kind !== 'bridge'), { id: 'gw', kind: 'gravity_wall', section: 'core', rating: 4, arcs: ['bow'] }];
    expect(codes(d).sort()).toEqual(['ERR_BRIDGE', 'ERR_GRAVITY_WALL', 'ERR_TARGET_RATING']);
    const hex = structuredClone(designById('iss-vengeance') as ShipDesign);
    hex.systems.push({ id: 'gw', kind: 'gravity_wall', section: 'core', rating: 5, arcs: ['bow'] });
    expect(checkDesign(hex)).toEqual([]);
  });
  // Metaverse p.43: at most two outboard sections per direction, inner before outer.
  test('outer section without inner', () => {
    const d = thunderchild();
    d.sections.push({ id: 'port-outer', ring: 2, direction: 'port', layers: [{ hits: 5, crew: 0, marines: 0 }], armour: [], ablativePlates: [], shields: [], lifeSupportRating: 0 });
    expect(codes(d)).toContain('ERR_SECTION_RING');
  });
  test('wrong-directionality names, references, hangar load and links', () => {
    const d = thunderchild();
    d.weapons = d.weapons.map((w) => ({ ...w, sectors: ['bow'], section: 'nowhere' }));
    const bay = d.hangars[0];
    if (bay === undefined) throw new Error('no bay');
    d.hangars = [{ ...bay, loaded: [{ type: 'sf-tc-fighter', count: 2 }, { type: 'other', count: 0 }] }];
    d.links = [{ mode: 'grouped', members: ['sen-A', 'bay'] }, { mode: 'linked', members: ['pds-1', 'ghost'] }];
    expect(new Set(codes(d))).toEqual(new Set(['ERR_SECTOR', 'ERR_SECTION_REF', 'ERR_HANGAR_LOAD', 'ERR_HANGAR_TYPE', 'ERR_LINK_KIND', 'ERR_LINK_REF']));
  });
  test('parseDesign returns every shape error', () => {
    const r = parseDesign({ schema: 'nope' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.length).toBeGreaterThan(3);
    expect(parseDesign(thunderchild()).ok).toBe(true);
  });
});

describe('derived values', () => {
  // The sample Thunderchild: 144 hull hits, 6 distinct STL drives, six heavy lasers.
  test('Thunderchild totals and copies', () => {
    const d = thunderchild();
    expect(totalHullHits(d)).toBe(144);
    expect(stlDriveCount(d)).toBe(6);
    const full = expandCopies(d);
    expect(full.weapons.map((w) => w.id)).toEqual(['las-1', 'las-2', 'las-3', 'las-4', 'las-5', 'las-6']);
    expect(full.weapons.every((w) => w.copies === undefined)).toBe(true);
  });
  // Metaverse p.26 Dealing Damage Example 1: no port section, so port fire hits the Thunderchild's core.
  test('facing section', () => {
    const d = thunderchild();
    expect(facingDesignSection(d, 'port')?.id).toBe('core');
    expect(facingDesignSection(d, 'bow')?.id).toBe('bow');
    const chimera = designById('bgs-chimera');
    expect(chimera && facingDesignSection(chimera, 'port')?.id).toBe('port-outer');
  });
});
