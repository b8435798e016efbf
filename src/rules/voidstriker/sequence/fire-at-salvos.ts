/**
 * Direct fire at a missile salvo (§2.351: −4 to hit; each hit destroys missiles by damage), and the fratricide the
 * destroyed missiles may set off.
 */
import type { Dice } from '../../core/dice.ts';
import { count } from '../../core/text.ts';
import { crewEffects } from '../damage/crew.ts';
import { rangeInches } from '../geometry/range.ts';
import { toHitModifiers } from '../fire/to-hit.ts';
import { fireAtSalvo } from '../missiles/fire-at-missiles.ts';
import { unitCondition, type FireUnit } from '../ships/fire-units.ts';
import { classOf } from '../ships/library.ts';
import type { VoidSalvo, VoidShip } from '../state.ts';
import { fratricide } from './missile-flight.ts';
import { rollText } from './text.ts';
import { event, type World } from './world.ts';

export function fireAtMissiles(world: World, ship: VoidShip, unit: FireUnit, salvo: VoidSalvo, dice: Dice): void {
  const plot = world.plots[ship.id];
  const range = rangeInches(ship.position, salvo.position);
  world.fired.push(`${ship.id}/${unit.id}`);
  let left = salvo.count;
  let destroyed = 0;
  for (const m of unitCondition(ship, unit).filter((c) => c.dp > 0)) {
    if (left <= 0) break;
    const spec = unit.mounts.find((u) => u.id === m.id);
    const base = toHitModifiers({
      label: '',
      needed: 0,
      fixed: m.mounting === 'fixed',
      target: { kind: 'salvo' },
      lockedSensors: world.locks[ship.id]?.[salvo.id] ?? 0,
      range,
      firerEvasive: plot?.manoeuvre.thrust.evasive ?? 0,
      firerAttack: plot?.manoeuvre.thrust.attack ?? 0,
      captainOut: crewEffects(ship.condition.crew, classOf(ship).crew).captainOut,
    }).filter((t) => t.source !== 'missile salvo');
    const shot = fireAtSalvo(
      {
        firerId: ship.name,
        mountId: unit.name,
        salvoId: salvo.id,
        weapon: m.weapon === 'massDriver' ? { kind: 'massDriver' } : { kind: 'laser', mark: (spec?.mark ?? 1) as 1 | 2 | 3 | 4 | 5, weapons: spec?.count ?? 1 },
        range,
        modifiers: base,
        missiles: left,
      },
      dice,
    );
    destroyed += shot.missilesDestroyed;
    left = shot.missilesLeft;
    event(
      world,
      'fireAtSalvo',
      `${ship.name} → ${salvo.id} · ${unit.name} · to-hit ${rollText(shot.natural, shot.modifiers, shot.needed, shot.naturalOne, true)} → ${shot.hit ? `${count(shot.missilesDestroyed, 'missile')} destroyed${shot.damage.length > 0 ? ` (damage ${shot.damage.map((d) => `d6 ${d.die}+${d.bonus}−${d.rangeLoss}=${d.total}`).join(', ')})` : ''}` : 'miss'}`,
      shot,
    );
  }
  world.shots.push({ from: ship.position, to: salvo.position, hit: destroyed > 0, label: unit.name, fromId: ship.id, toId: salvo.id, damage: destroyed, atSalvo: true });
  world.salvos = left <= 0 ? world.salvos.filter((s) => s.id !== salvo.id) : world.salvos.map((s) => (s.id === salvo.id ? { ...s, count: left } : s));
  fratricide(world, salvo, destroyed, dice);
}
