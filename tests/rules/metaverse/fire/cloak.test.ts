import { describe, expect, test } from 'vitest';
import { checkCloak, mustDecloak, nextTurnCloak } from '../../../../src/rules/metaverse/fire/cloak.ts';
import type { CloakState } from '../../../../src/rules/metaverse/fire/cloak.ts';

describe('cloak generator (fire part)', () => {
  // Metaverse p.56 "Cloak Generator > Example": the Deathclaw ordered to cloak "can still fire and be
  // fired upon"; from the next turn it is cloaked and can neither fire nor be fired upon.
  test('Cloak Generator example (p.57): ordered turn fires; cloaked turns do not', () => {
    const ordered: CloakState = { kind: 'ordered' };
    const visible: CloakState = { kind: 'visible' };
    expect(checkCloak('Deathclaw', ordered, 'Enemy', visible).ok).toBe(true);
    expect(checkCloak('Enemy', visible, 'Deathclaw', ordered).ok).toBe(true);
    const cloaked = nextTurnCloak(ordered);
    expect(cloaked).toEqual({ kind: 'cloaked', turns: 1 });
    const fire = checkCloak('Deathclaw', cloaked, 'Enemy', visible);
    expect(!fire.ok && fire.error.code).toBe('ERR_CLOAK_FIRER');
    const fired = checkCloak('Enemy', visible, 'Deathclaw', cloaked);
    expect(!fired.ok && fired.error.code).toBe('ERR_CLOAK_TARGET');
    // Decloaking in the control step (before the combat step) makes it a normal ship again.
    expect(checkCloak('Deathclaw', visible, 'Enemy', visible).ok).toBe(true);
  });

  // Metaverse p.56: automatic decloak after `rating` cloaked turns, in the control step.
  test('automatic decloak after rating turns', () => {
    let s: CloakState = nextTurnCloak({ kind: 'ordered' });
    expect(mustDecloak(s, 2)).toBe(false);
    s = nextTurnCloak(s);
    expect(mustDecloak(s, 2)).toBe(false);
    s = nextTurnCloak(s);
    expect(mustDecloak(s, 2)).toBe(true);
    expect(nextTurnCloak({ kind: 'visible' })).toEqual({ kind: 'visible' });
  });
});
