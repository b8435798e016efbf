/**
 * Emergency Power after movement (Metaverse p.11–12 "Emergency Power"): every starship
 * of a squadron that flew an EP plot rolls 1D6 (+1 green crew, −1 veteran); on 4–6 every drive it doubled is
 * disabled (movement/manoeuvres.ts `rollEmergencyPower`). The doubling itself is the plot check's (movement/plot.ts).
 *
 * Judgement call: the book has "a starship" roll, so each ship of the squadron rolls for its own drives.
 */
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { rollEmergencyPower } from '../../movement/manoeuvres.ts';
import type { SquadronPlot as MovementPlot } from '../../movement/plot.ts';
import { designById } from '../../ships/library.ts';
import type { MvShip, MvSquadron } from '../../state.ts';

const driveLabel = (designId: string, id: string): string => designById(designId)?.systems.find((s) => s.id === id)?.name ?? id.replace(/^stl-/, '');

export function emergencyPowerChecks(
  squadrons: readonly MvSquadron[],
  ships: readonly MvShip[],
  plots: Readonly<Record<string, MovementPlot>>,
  dice: Dice,
): { ships: MvShip[]; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let out = [...ships];
  for (const sq of squadrons) {
    const ep = plots[sq.id]?.manoeuvres.find((m) => m.code === 'EP');
    if (!ep || ep.code !== 'EP') continue;
    for (const ship of out.filter((s) => s.squadronId === sq.id && s.status === 'active')) {
      const check = rollEmergencyPower(dice, sq.crewQuality, ep.drives, ship.name);
      const mod = check.crewMod === 0 ? '' : ` ${check.crewMod > 0 ? '+' : '−'}${Math.abs(check.crewMod)} (${sq.crewQuality} crew) = ${check.total}`;
      const drives = ep.drives.map((d) => driveLabel(ship.designId, d)).join(', ');
      events.push({
        type: 'emergencyPower',
        text: `${ship.name}: Emergency Power check d6 ${check.roll}${mod} → ${check.failed ? `4–6, drives ${drives} disabled` : `below 4, drives ${drives} hold`} (p.12).`,
        data: check,
      });
      if (!check.failed) continue;
      const off = new Set(check.disabledDrives);
      out = out.map((s) => (s.id === ship.id ? { ...s, damage: { ...s.damage, systems: s.damage.systems.map((x) => (off.has(x.id) ? { ...x, disabled: true } : x)) } } : s));
    }
  }
  return { ships: out, events };
}
