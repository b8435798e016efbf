/**
 * A ship's status card (`/status`): its tracks with boxes checked, pending damage, and each battery's working
 * weapons. Display sheets are public in Starmada, so every viewer gets the whole card, except for a cloaked ship
 * of the other side (B.5), which nobody else may find.
 */
import { DIRECTION_NAMES } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { Viewer } from '../../core/rule-system.ts';
import type { ShipCard } from '../../core/scene.ts';
import { currentRatings } from '../combat/apply-damage.ts';
import { classOf, tracksOf } from '../ship-condition.ts';
import type { WeaponProfile } from '../ship/schema.ts';
import type { StarmadaState } from '../state.ts';
import { canSee } from './visibility.ts';

export function profileText(p: WeaponProfile): string {
  const range = p.range ? p.range.join('-') : `MA ${p.ma ?? '?'}`;
  const traits = p.traits.length > 0 ? ` ${p.traits.join(' ')}` : '';
  return `${range} ${p.rof}×${p.acc}+/${p.imp ?? '*'}/${p.dmg}${traits}`;
}

export function starmadaCard(state: StarmadaState, shipId: string, viewer: Viewer): ShipCard | null {
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship || !canSee(state, viewer, ship)) return null;
  const cls = classOf(state, ship);
  const tracks = tracksOf(state, ship);
  const now = currentRatings(ship, tracks);
  const where = ship.status === 'active' ? `hex ${makeHexLabel(ship.at, state.board)} · heading ${DIRECTION_NAMES[ship.heading]}` : ship.status;
  const lines: string[] = [
    `Engines ${now.engines} · Shields ${now.shields} · Weapons ${now.weapons} · Hull ${now.hull} of ${tracks.hull.length}`,
  ];
  const pending = ship.hull.pending + ship.hull.crewPending + ship.engines.pending + ship.weapons.pending + ship.shields.pending;
  if (pending > 0) {
    lines.push(`Damage to take effect in the End Phase: hull ${ship.hull.pending + ship.hull.crewPending}, engines ${ship.engines.pending}, weapons ${ship.weapons.pending}, shields ${ship.shields.pending}`);
  }
  cls.batteries.forEach((battery, b) => {
    const banks = battery.banks.map((bank, k) => {
      const lost = ship.bankLosses[b]?.[k] ?? 0;
      return `${bank.arcs} ${bank.count - lost}/${bank.count}`;
    });
    const modes = battery.profiles.map(profileText).join(' | ');
    lines.push(`${battery.name}: ${modes} · banks ${banks.join(', ')} · loss limit ${battery.lossLimit}`);
  });
  for (const item of cls.equipment?.items ?? []) {
    const lost = ship.equipmentLost[item.system] ?? 0;
    lines.push(`${item.system}: ${item.count - lost} of ${item.count} working`);
  }
  const traits = (cls.traits ?? []).map((t) => (t.value === undefined ? t.system : `${t.system} ${t.value}`));
  if (traits.length > 0) lines.push(`Traits: ${traits.join(', ')}`);
  const track = (name: string, boxes: readonly number[] | null, checked: number) => ({ name, boxes: boxes ?? [], checked });
  return {
    title: `${ship.name} · ${cls.className} ${cls.type} (CR ${cls.combatRating})`,
    subtitle: `Side ${ship.side} · ${state.seats[ship.seat]?.name ?? ship.seat} · ${where} · last speed ${ship.prevSpeed}`,
    tracks: [
      track('Hull', tracks.hull, ship.hull.checked + ship.hull.crewFromBack),
      track('Engines', tracks.engines, ship.engines.checked),
      track('Weapons', tracks.weapons, ship.weapons.checked),
      track('Shields', tracks.shields, ship.shields.checked),
    ],
    lines,
  };
}
