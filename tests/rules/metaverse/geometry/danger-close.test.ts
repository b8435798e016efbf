import { describe, expect, test } from 'vitest';
import { dangerCloseRange } from '../../../../src/rules/metaverse/fire/danger-close.ts';
import { isDangerClose } from '../../../../src/rules/metaverse/geometry/danger-close.ts';

describe('Danger Close distance (Metaverse p.22 "Danger Close")', () => {
  // Danger Close example (p.22): Pinafore Threat 4, discipline 15; Avenger Threat 3, discipline 5; both regular; 33 cm apart.
  test('Danger Close example (p.22)', () => {
    const avengerSeesPinafore = dangerCloseRange(4, 'regular', 5);
    const pinaforeSeesAvenger = dangerCloseRange(3, 'regular', 15);
    expect(avengerSeesPinafore).toBe(20);
    expect(pinaforeSeesAvenger).toBe(45);
    expect(isDangerClose(33, pinaforeSeesAvenger)).toBe(true);
    expect(isDangerClose(33, avengerSeesPinafore)).toBe(false);
  });

  // Metaverse p.21: green +1, veteran −1 to the opposing Threat.
  test('crew modifiers', () => {
    expect(dangerCloseRange(3, 'green', 10)).toBe(40);
    expect(dangerCloseRange(3, 'veteran', 10)).toBe(20);
  });
});
