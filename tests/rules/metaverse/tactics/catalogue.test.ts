import { describe, expect, test } from 'vitest';
import { findTactic, TACTICS } from '../../../../src/rules/metaverse/tactics/catalogue.ts';
import { STEP_IDS } from '../../../../src/rules/metaverse/tactics/turn-sequence.ts';

describe('tactics catalogue', () => {
  // Metaverse p.88 (sample navy fleet displays): "Ace Pilots [2 CP] (Starfighter Combat Step; Any Commander) …
  // +1 to their furball ratings … cannot raise a furball rating above 7."
  test('Ace Pilots', () => {
    expect(findTactic(TACTICS, 'ace-pilots')).toMatchObject({
      cost: { kind: 'fixed', cp: 2 },
      step: 'fighter-combat',
      payer: 'any',
      effect: { furballRating: 1, furballMax: 7 },
    });
  });

  // Metaverse p.88: "Stay on Target [1 CP] (Starship Combat Step; Any Commander)": +1 sensor rating.
  test('Stay on Target', () => {
    expect(findTactic(TACTICS, 'stay-on-target')).toMatchObject({
      cost: { kind: 'fixed', cp: 1 },
      step: 'ship-combat',
      conditions: { noHeadingChangeOrManoeuvre: true },
      effect: { sensorRating: 1 },
    });
  });

  // Metaverse p.88: "Shield Wall [2 CP] (Repair Step; Any Commander)"; fire first and ignore Danger Close cost the
  // selected ship's Threat.
  test('Shield Wall and Threat-cost tactics', () => {
    expect(findTactic(TACTICS, 'shield-wall')).toMatchObject({ cost: { kind: 'fixed', cp: 2 }, step: 'repair', effect: { shieldUses: 2 } });
    expect(findTactic(TACTICS, 'fire-first')?.cost).toEqual({ kind: 'threat' });
    expect(findTactic(TACTICS, 'ignore-danger-close')?.cost).toEqual({ kind: 'threat' });
  });

  // Metaverse p.88: Network Intrusion within 50 cm in the Control Step; Push The Limits doubles STL ratings;
  // the FTL reposition moves 20 cm; Unstoppable Wave +2 defence.
  test('surviving effects', () => {
    expect(findTactic(TACTICS, 'network-intrusion')).toMatchObject({ step: 'control', conditions: { withinCm: 50 } });
    expect(findTactic(TACTICS, 'push-the-limits')?.effect.stlMultiplier).toBe(2);
    expect(findTactic(TACTICS, 'ftl-reposition')?.effect.ftlRepositionCm).toBe(20);
    expect(findTactic(TACTICS, 'unstoppable-wave')?.effect.defence).toBe(2);
  });

  test('data is plain, ids unique, steps valid, unknown costs flagged', () => {
    expect(JSON.parse(JSON.stringify(TACTICS))).toEqual(TACTICS);
    expect(new Set(TACTICS.map((t) => t.id)).size).toBe(TACTICS.length);
    for (const t of TACTICS) {
      expect(STEP_IDS).toContain(t.step);
      if (t.cost.kind === 'fixed') expect(t.cost.cp).toBeGreaterThanOrEqual(1);
    }
    expect(TACTICS.filter((t) => t.known.cost).map((t) => t.id)).toEqual(['ace-pilots', 'stay-on-target', 'shield-wall', 'fire-first', 'ignore-danger-close']);
    expect(findTactic(TACTICS, 'nope')).toBeUndefined();
  });
});
