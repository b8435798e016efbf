// Shared test data for the Voidstriker missile tests.
import type { Salvo } from '../../../../src/rules/voidstriker/missiles/salvo.ts';

export const NORTH = { x: 0, y: 1 };

/** A Quad Mk-III Xraser salvo at rest at the origin, launched in round 1 phase a, fully powered. */
export function salvo(over: Partial<Salvo> = {}): Salvo {
  return {
    id: 's1',
    owner: 'ijn-md',
    side: 'IJN',
    target: 'unsn-hc',
    warhead: 'xraser',
    mark: 3,
    count: 4,
    position: { x: 0, y: 0 },
    anchor: { x: 0, y: 0 },
    heading: 0,
    drift: { speed: 0, dir: { x: 0, y: 0 } },
    launched: { round: 1, phase: 'a' },
    phasesInFlight: 0,
    poweredPhasesLeft: 12,
    ...over,
  };
}

export function expectOk<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
}
