/**
 * Whether the crew can fire one more unit this round, given the ship's orders in the draft (book §2.35: "The pilot
 * and each gunner are allowed to fire one weapon (or battery) each per turn. The pilot's controls include missile and
 * fixed-weapon targeting systems, the gunners handle turreted weapons and batteries"; fire/fire-slots.ts). A round
 * plot that orders the pilot's fixed weapon and his missiles has one order that can never fire, so `/fire` and the
 * fire panel do not write it: they say why instead ("fire everything in reach" names it as left out).
 */
import { voidstrikerError } from '../errors.ts';
import { assignFireSlots } from '../fire/fire-slots.ts';
import type { RuleError } from '../../core/result.ts';
import { fireUnits, type FireUnit } from '../ships/fire-units.ts';
import { classOf } from '../ships/library.ts';
import { slotWeapon } from '../sequence/fire.ts';
import type { ShipPlot } from '../notation/types.ts';
import type { VoidShip } from '../state.ts';

/** Why the crew could never fire `unit` along with the ship's other orders in `plot`, or null when it could. */
export function crewRefusal(ship: VoidShip, plot: ShipPlot, unit: FireUnit): RuleError | null {
  const units = fireUnits(classOf(ship));
  const ordered = [...plot.fire, ...plot.launch].map((o) => o.mount).filter((id) => id !== unit.id);
  const weapons = [...new Set(ordered)].flatMap((id) => units.filter((u) => u.id === id)).concat(unit);
  const crew = ship.condition.crew;
  const slots = assignFireSlots({ pilot: crew.pilot > 0, gunners: crew.gunners }, weapons.map(slotWeapon));
  if (slots.ok) return null;
  const others = weapons.filter((w) => w.id !== unit.id).map((w) => w.name);
  return voidstrikerError('ERR_FIRE_NO_CREW', `${ship.name}'s ${unit.name} would never fire: ${slots.error.message.replace(/\.$/, '')} (§2.35), and its orders already fire ${others.join(', ')}.`, {
    suggestion: `Withdraw one of those orders first, or leave ${unit.name} out.`,
  });
}
