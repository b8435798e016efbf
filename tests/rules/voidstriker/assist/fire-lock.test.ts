// The sensor lock a fire needs (src/rules/voidstriker/assist/fire-lock.ts) and the fire panel's short lines
// (fire-summary.ts). Voidstriker §2.33: "A ship must allocate at least one Sensor to each intended target during the
// combat round. If a ship is not tracking another ship, it may not fire on that ship." §2.362: a ship whose captain
// is out keeps last round's sensor orders. The §6.1 Battlecruiser has 12 sensors (book ch. 5).
import { describe, expect, test } from 'vitest';
import { fireNeed } from '../../../../src/rules/voidstriker/assist/fire-choices.ts';
import { lockNeed } from '../../../../src/rules/voidstriker/assist/fire-lock.ts';
import { fireSummary } from '../../../../src/rules/voidstriker/assist/fire-summary.ts';
import { fireStage, plotOf, state61, withShip } from './fixtures.ts';

const bc = (s = state61()) => s.ships.find((x) => x.id === 'ijn-1')!;

describe('lockNeed in the round plot', () => {
  test('tracked: nothing more; not tracked with a free sensor: the ship\'s tracking with 1 more', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: sensors 2>Heavy Cruiser · ecm 1>Heavy Cruiser');
    expect(lockNeed(s, 'ana', bc(s), 'unsn-5', draft)).toEqual({ kind: 'tracked', sensors: 2 });
    expect(lockNeed(s, 'ana', bc(s), 'unsn-6', draft)).toMatchObject({ kind: 'add', tracking: 'sensors 2>Heavy Cruiser, 1>Fleet Intruder', added: 'sensors 1>Fleet Intruder' });
    expect(lockNeed(s, 'ana', bc(s), 'unsn-6', null)).toMatchObject({ kind: 'add', tracking: 'sensors 1>Fleet Intruder' });
  });

  test('every sensor has a job, or none works: blocked, saying which', () => {
    const s = state61();
    const busy = plotOf(s, 'ana', 'Battlecruiser: sensors 8>Heavy Cruiser · ecm 4>Fleet Intruder');
    expect(lockNeed(s, 'ana', bc(s), 'unsn-6', busy)).toEqual({ kind: 'blocked', why: 'Battlecruiser does not track Fleet Intruder and all its 12 sensors have a job; free one in its sensors or ecm (§2.33)' });
    const blind = withShip(s, 'ijn-1', { condition: { ...bc(s).condition, sensors: 0 } });
    expect(lockNeed(blind, 'ana', bc(blind), 'unsn-6', null)).toEqual({ kind: 'blocked', why: 'Battlecruiser has no working sensor to track Fleet Intruder (§2.33)' });
  });

  test('captain out: the sensors keep last round\'s targets (§2.362)', () => {
    const s0 = state61();
    const crew = { ...bc(s0).condition.crew, captain: 0 };
    const s = withShip(s0, 'ijn-1', { condition: { ...bc(s0).condition, crew }, lastSensors: [{ target: 'unsn-5', sensors: 3, job: 'track' }] });
    expect(lockNeed(s, 'ana', bc(s), 'unsn-5', null)).toEqual({ kind: 'tracked', sensors: 3 });
    expect(lockNeed(s, 'ana', bc(s), 'unsn-6', null)).toMatchObject({ kind: 'blocked' });
  });
});

describe('lockNeed in a fire step (firePerPhase): the locks rolled at the round\'s start', () => {
  test('locked: nothing more; not locked: blocked', () => {
    const f = fireStage(state61(true));
    const s = { ...f, pending: f.pending ? { ...f.pending, locks: { 'ijn-1': { 'unsn-5': 2 } } } : null };
    expect(lockNeed(s, 'ana', bc(s), 'unsn-5', null)).toEqual({ kind: 'tracked', sensors: 2 });
    expect(fireNeed(s, 'ana', 'Battlecruiser', 'Fleet Intruder', null)).toEqual({ blocked: "Battlecruiser has no lock on Fleet Intruder this round (locks are rolled at the round's start, §2.33)" });
  });
});

describe('fireSummary: one line per ship and target, saying whether it can fire', () => {
  test('tracked ✔, not tracked ✘ with the fix', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: sensors 2>Heavy Cruiser · fire Mk-V > Heavy Cruiser; Dual Mk-IV laser turret (1) > Heavy Cruiser · launch missiles > Heavy Cruiser\nMissile Destroyer: fire Triple Mk-II laser turret (1) > Fleet Intruder');
    expect(fireSummary(s, 'ana', draft)).toEqual([
      'Battlecruiser → Heavy Cruiser: 2 weapons, 1 missile launch · tracked by 2 sensors ✔',
      'Missile Destroyer → Fleet Intruder: 1 weapon · cannot fire: Missile Destroyer does not track Fleet Intruder (add sensors 1>Fleet Intruder) ✘',
    ]);
  });
});

describe('fireLine and the crew (§2.35: the pilot fires one fixed weapon or missile mount a round)', () => {
  test('the Battlecruiser\'s missiles are refused once its fixed mass driver fires, with why; a turret is not', async () => {
    const { fireLine } = await import('../../../../src/rules/voidstriker/assist/fire-choices.ts');
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: sensors 1>Heavy Cruiser · fire Mk-V mass driver > Heavy Cruiser');
    const missiles = fireLine(s, 'ana', 'ijn-1', 'mt1', 'unsn-5', undefined, draft);
    expect(missiles.ok ? [] : missiles.error.map((e) => e.message)).toEqual([
      "Battlecruiser's Dual Mk-IV missiles would never fire: The pilot fires only one fixed weapon or missile mount per round (§2.35), and its orders already fire Mk-V mass driver.",
    ]);
    expect(fireLine(s, 'ana', 'ijn-1', 't1', 'unsn-5', undefined, draft).ok).toBe(true);
    // The same mount given again (a new target) replaces its order: no conflict with itself.
    expect(fireLine(s, 'ana', 'ijn-1', 'md1', 'unsn-6', undefined, draft).ok).toBe(true);
  });
});
