/**
 * What a fire or launch order aims at (§2.35, §2.351): an enemy ship in play, or a missile salvo.
 */
import type { Point } from '../../core/scene.ts';
import { inPlay } from '../ships/in-play.ts';
import type { VoidSalvo, VoidShip } from '../state.ts';
import type { World } from './world.ts';

export type Target = { kind: 'ship'; ship: VoidShip } | { kind: 'salvo'; salvo: VoidSalvo };

export function targetOf(world: World, id: string): Target | null {
  const ship = world.ships.find((s) => s.id === id && inPlay(s));
  if (ship) return { kind: 'ship', ship };
  const salvo = world.salvos.find((s) => s.id === id);
  return salvo ? { kind: 'salvo', salvo } : null;
}

export const targetName = (t: Target): string => (t.kind === 'ship' ? t.ship.name : t.salvo.id);
export const targetAt = (t: Target): Point => (t.kind === 'ship' ? t.ship.position : t.salvo.position);
