/**
 * The systems of appendix B (p.30–38) that a game cannot carry out yet, each with the reason. A ship carrying one
 * would pay points and space for a system that does nothing, so a fleet carrying it is refused, when the ship is
 * added and again at the start, with the reason. Once a system works, its line goes.
 */
import type { Equipment, Munition, ShipTrait } from './systems.ts';
import type { ShipClass } from './schema.ts';

type SystemName = Equipment | Munition | ShipTrait;

export const SYSTEMS_NOT_IN_PLAY: Readonly<Partial<Record<SystemName, string>>> = {};

/** The systems of a class that do nothing in play yet, with why: "Stealth (B.22): …". */
export function systemsNotInPlay(cls: ShipClass): string[] {
  const carried: SystemName[] = [
    ...(cls.equipment?.items.map((i) => i.system) ?? []),
    ...(cls.traits?.map((t) => t.system) ?? []),
    ...(cls.munitions?.map((m) => m.system) ?? []),
  ];
  return carried.flatMap((system) => {
    const why = SYSTEMS_NOT_IN_PLAY[system];
    return why === undefined ? [] : [`${system}: ${why}`];
  });
}
