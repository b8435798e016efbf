import { describe, expect, test } from 'vitest';
import { NEVER_GROUPED, NEVER_LINKED, shipSystemSchema } from '../../../../src/rules/metaverse/ships/system.ts';

describe('systems catalogue', () => {
  // Metaverse p.43–66: each system kind has its own fields.
  test('kinds and their fields', () => {
    expect(shipSystemSchema.safeParse({ id: 'w', kind: 'ftl', section: 'core', driveType: 'warp', rating: 3 }).success).toBe(true);
    expect(shipSystemSchema.safeParse({ id: 'w', kind: 'ftl', section: 'core', driveType: 'warp', rating: 11 }).success).toBe(false);
    expect(shipSystemSchema.safeParse({ id: 's', kind: 'stl', section: 'core', rating: 2, arcs: [] }).success).toBe(false);
    expect(shipSystemSchema.parse({ id: 'e', kind: 'ecm', section: 'core', rating: 2 })).toMatchObject({ startsActive: false });
    expect(shipSystemSchema.safeParse({ id: 'x', kind: 'warp_core', section: 'core' }).success).toBe(false);
  });
  // Metaverse "Linked Components" / "Grouped Components": local sensors may be grouped but not linked.
  test('link and group exclusions', () => {
    expect(NEVER_LINKED).toContain('local_sensor');
    expect(NEVER_GROUPED).not.toContain('local_sensor');
    expect(NEVER_GROUPED).toContain('fire_control');
  });
});
