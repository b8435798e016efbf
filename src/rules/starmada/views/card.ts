/**
 * A ship's status card (`/status`): its tracks with boxes checked, pending damage, and each battery's working
 * weapons. Display sheets are public in Starmada, so every viewer gets the whole card, except for a cloaked ship
 * of the other side (B.5), which nobody else may find.
 */
import { DIRECTION_NAMES } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { Viewer } from '../../core/rule-system.ts';
import type { ShipCard } from '../../core/scene.ts';
import { currentRatings, screensText } from '../combat/apply-damage.ts';
import { OPPOSITE_ARC } from '../combat/directional-shields.ts';
import { taggingRule } from '../combat/target-acquisition.ts';
import { classOf, tracksOf } from '../combat/ship-condition.ts';
import type { WeaponProfile } from '../ships/schema.ts';
import type { StarmadaState } from '../state.ts';
import { canSee } from './visibility.ts';

export function profileText(p: WeaponProfile): string {
  const range = p.range ? p.range.join('-') : `MA ${p.ma ?? '?'}`;
  const traits = p.traits.length > 0 ? ` ${p.traits.join(' ')}` : '';
  return `${range} ${p.rof}×${p.acc}+/${p.imp ?? '*'}/${p.dmg}${traits}`;
}

/** E.7 p.50: whether the ship is tagged (face-up marker), and whether a face-down marker waits for the End Phase. */
function tagLine(ship: { readonly tag?: { faceUp: boolean; faceDown: boolean } }): string {
  const now = ship.tag?.faceUp ? 'tagged: attacks on it use the true distance' : 'not tagged: attacks on it count double distance';
  return `TAG (E.7): ${now}${ship.tag?.faceDown ? '; tagged again from the End Phase on' : ''}`;
}

export function starmadaCard(state: StarmadaState, shipId: string, viewer: Viewer): ShipCard | null {
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship || !canSee(state, viewer, ship)) return null;
  const cls = classOf(state, ship);
  const tracks = tracksOf(state, ship);
  const now = currentRatings(ship, tracks);
  const where =
    ship.status === 'active' ? `hex ${makeHexLabel(ship.at, state.board)} · heading ${DIRECTION_NAMES[ship.heading]}` : ship.status === 'reserve' ? 'waiting to reinforce (S.11)' : ship.status;
  const lines: string[] = [
    `Engines ${now.engines} · Shields ${now.shields} · Weapons ${now.weapons} · Hull ${now.hull} of ${tracks.hull.length}`,
  ];
  // Screens are checked at once (B.18 p.35–36); directional screens by defensive arc.
  const screens = screensText(ship, tracks);
  if (screens) lines.push(`Screens left: ${screens.replace(/^screens /, '')}`);
  const reinforced = state.options.shieldReinforcement ? ship.shieldOrders?.reinforce : undefined;
  if (reinforced && ship.status === 'active') lines.push(`Shields reinforced this turn (E.6): +1 against attacks from ${reinforced}, −1 from ${OPPOSITE_ARC[reinforced]}`);
  if (taggingRule(state.options) !== 'off' && ship.status === 'active') lines.push(tagLine(ship));
  const pending = ship.hull.pending + ship.hull.crewPending + ship.engines.pending + ship.weapons.pending + ship.shields.pending;
  if (pending > 0) {
    lines.push(`Damage to take effect in the End Phase: hull ${ship.hull.pending + ship.hull.crewPending}, engines ${ship.engines.pending}, weapons ${ship.weapons.pending}, shields ${ship.shields.pending}`);
  }
  const weapons = cls.batteries.flatMap((battery, b) =>
    battery.banks.map((bank, k) => {
      const profile = battery.profiles[0];
      return {
        name: battery.profiles.length > 1 ? `${battery.name} (${battery.profiles.map((p, i) => p.mode ?? (i === 0 ? 'primary' : `mode ${i + 1}`)).join(' / ')})` : battery.name,
        arcs: bank.arcs,
        range: profile?.range ? profile.range.join('-') : `MA ${profile?.ma ?? '?'}`,
        stats: battery.profiles.map((p) => profileText(p).split(' ').slice(1).join(' ')).join(' | '),
        working: bank.count - (ship.bankLosses[b]?.[k] ?? 0),
        of: bank.count,
      };
    }),
  );
  for (const item of cls.equipment?.items ?? []) {
    const lost = ship.equipmentLost[item.system] ?? 0;
    lines.push(`${item.system}: ${item.count - lost} of ${item.count} working`);
  }
  for (const item of cls.munitions ?? []) {
    const used = ship.munitionsUsed[item.system] ?? 0;
    lines.push(`${item.system}: ${Math.max(0, item.count - used)} of ${item.count} left`);
  }
  const traits = (cls.traits ?? []).map((t) => (t.value === undefined ? t.system : `${t.system} ${t.value}`));
  if (traits.length > 0) lines.push(`Traits: ${traits.join(', ')}`);
  const track = (name: string, boxes: readonly number[] | null, checked: number, pending: number) => ({ name, boxes: boxes ?? [], checked, pending });
  return {
    title: `${ship.name} · ${cls.className} ${cls.type} (CR ${cls.combatRating})`,
    subtitle: `Side ${ship.side} · ${state.seats[ship.seat]?.name ?? ship.seat} · ${where} · last speed ${ship.prevSpeed}`,
    tracks: [
      track('Hull', tracks.hull, ship.hull.checked + ship.hull.crewFromBack, ship.hull.pending + ship.hull.crewPending),
      track('Engines', tracks.engines, ship.engines.checked, ship.engines.pending),
      track('Weapons', tracks.weapons, ship.weapons.checked, ship.weapons.pending),
      track('Shields', tracks.shields, ship.shields.checked, ship.shields.pending),
    ],
    weapons,
    lines,
  };
}
