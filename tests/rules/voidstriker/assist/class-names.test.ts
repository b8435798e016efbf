// Class names (src/rules/voidstriker/assist/class-names.ts): the 15 classes of Voidstriker Ch.5.
import { describe, expect, test } from 'vitest';
import { classLabel, matchClass, thousands } from '../../../../src/rules/voidstriker/assist/class-names.ts';
import { shipClassById } from '../../../../src/rules/voidstriker/ships/library.ts';

describe('class names', () => {
  test('labels and numbers', () => {
    expect(thousands(18890.15)).toBe('18,890');
    expect(classLabel(shipClassById('unsn-heavy-cruiser-7000')!)).toBe('Heavy Cruiser (UNSN) · 7,000 t · 9,328 MB');
  });

  test('by id, label, navy and name, or a unique start', () => {
    const id = (ref: string) => { const m = matchClass(ref); return m.kind === 'found' ? m.cls.classId : m.kind; };
    expect(id('ijn-battlecruiser-6000')).toBe('ijn-battlecruiser-6000');
    expect(id('Heavy Cruiser (RN) · 6,500 t')).toBe('rn-heavy-cruiser-6500');
    expect(id('unsn heavy cruiser')).toBe('unsn-heavy-cruiser-7000');
    expect(id('Patrol')).toBe('rn-patrol-cruiser-4500');
    expect(id('Corsair-class')).toBe('arab-corsair-2000');
    expect(id('Heavy Cruiser')).toBe('ambiguous');
    // Only the Arab class is called just "Destroyer"; the two Destroyer Escorts are not.
    expect(id('Destroyer')).toBe('arab-destroyer-3500');
    expect(id('Destroyer Escort')).toBe('ambiguous');
    expect(id('')).toBe('none');
    expect(id('Dreadnought')).toBe('none');
  });
});
