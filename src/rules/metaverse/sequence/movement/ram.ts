/**
 * RAM in the Starship Movement Step (Metaverse p.12–13 "Ram"; ruling A16), composed from
 * movement/ram.ts (authorisation, contact, unused thrust) and damage/ram.ts (closing speed, damage):
 *
 * 1. before movement every ship of a squadron that plotted `RAM(target)` rolls 1D6 (+1 per destroyed section of
 *    its own): green crews need 6, regular 4–6, veteran 2–6;
 * 2. after the simultaneous move, an authorised rammer whose path came within 5 cm of the target's rams when its
 *    unused thrust is higher than the target's (a tie fails);
 * 3. closing speed by the target's arc struck (rear v_ram − v_tgt, side v_ram, front v_ram + v_tgt); the target
 *    takes MF_ram × (cs − its armour), the rammer MF_tgt × (cs − its armour), one raking pulse each.
 *
 * Judgement calls: the damage is recorded when the ships meet, at the end of the movement step: the book's
 * "after all fire directed at the rammer from starships in the target's squadron" would need the Combat Step,
 * composed elsewhere. Headings at contact are the headings after the move; the first arc facing the rammer is
 * struck when it stands on a boundary; armour is the facing section's kinetic armour on that arc.
 */
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import type { Point } from '../../../core/scene.ts';
import { facingSection } from '../../damage/chain.ts';
import { applyRamDamage, ramAspect, ramDamage } from '../../damage/ram.ts';
import type { ShipDamageState } from '../../damage/state.ts';
import { defenceActsOn } from '../../damage/types.ts';
import { newtonianSpeed } from '../../movement/newtonian.ts';
import type { SquadronPlot as MovementPlot } from '../../movement/plot.ts';
import { ramArcs, ramContact, ramSucceeds, rollRamAuthorisation } from '../../movement/ram.ts';
import { designById } from '../../ships/library.ts';
import type { MvShip, MvSquadron } from '../../state.ts';
import type { Arc } from '../../ships/directions.ts';

export interface RamOrder {
  readonly squadronId: string;
  readonly targetId: string;
  /** Rammer ships whose crews authorised the RAM. */
  readonly rammers: readonly string[];
}

/** Step 1 (p.13): the authorisation rolls before the ships move. */
export function authoriseRams(squadrons: readonly MvSquadron[], ships: readonly MvShip[], plots: Readonly<Record<string, MovementPlot>>, dice: Dice): { rams: RamOrder[]; events: GameEvent[] } {
  const rams: RamOrder[] = [];
  const events: GameEvent[] = [];
  for (const sq of squadrons) {
    const ram = plots[sq.id]?.manoeuvres.find((m) => m.code === 'RAM');
    if (!ram || ram.code !== 'RAM') continue;
    const target = ships.find((s) => s.id === ram.target);
    if (!target || target.status !== 'active') {
      events.push({ type: 'ram', text: `${sq.name}'s RAM has no target left in play.` });
      continue;
    }
    const rammers: string[] = [];
    for (const ship of ships.filter((s) => s.squadronId === sq.id && s.status === 'active')) {
      const lost = ship.damage.sections.filter((x) => x.destroyed).length;
      const a = rollRamAuthorisation(dice, sq.crewQuality, lost, { who: ship.name });
      events.push({
        type: 'ram',
        text: `${ship.name}: RAM authorisation on ${target.name} — d6 ${a.roll ?? '-'}${a.bonus > 0 ? ` +${a.bonus} (destroyed sections) = ${a.total ?? '-'}` : ''}, ${sq.crewQuality} crew need ${a.needed}+ → ${a.success ? 'authorised' : 'refused; it flies its plot without ramming'} (p.13).`,
        data: a,
      });
      if (a.success) rammers.push(ship.id);
    }
    if (rammers.length > 0) rams.push({ squadronId: sq.id, targetId: target.id, rammers });
  }
  return { rams, events };
}

const speedOf = (sq: MvSquadron): number => (sq.method === 'cinematic' ? sq.momentum : newtonianSpeed(sq.directionality, sq.rose));

/** The facing section's armour on `arc` against kinetic damage (A16: armour subtracted from the closing speed). */
function armourOn(damage: ShipDamageState, arc: Arc): number {
  const section = facingSection(damage, arc);
  return Math.max(0, ...(section?.armour ?? []).filter((a) => a.arc === arc && defenceActsOn(a.vs, 'kinetic')).map((a) => a.rating));
}

/** Steps 2–3 (p.13): contact, unused thrust, damage to both ships. */
export function resolveRams(
  rams: readonly RamOrder[],
  squadrons: readonly MvSquadron[],
  shipsIn: readonly MvShip[],
  trails: readonly { readonly id: string; readonly path: readonly Point[] }[],
  unusedThrust: Readonly<Record<string, number>>,
): { ships: MvShip[]; events: GameEvent[] } {
  let ships = [...shipsIn];
  const events: GameEvent[] = [];
  for (const ram of rams) {
    const rsq = squadrons.find((q) => q.id === ram.squadronId);
    for (const rammerId of ram.rammers) {
      const rammer = ships.find((s) => s.id === rammerId);
      const target = ships.find((s) => s.id === ram.targetId);
      const tsq = squadrons.find((q) => q.id === target?.squadronId);
      if (!rsq || !tsq || !rammer || !target || rammer.status !== 'active' || target.status !== 'active') continue;
      const rPath = trails.find((t) => t.id === rsq.id)?.path ?? [rsq.at];
      const tPath = trails.find((t) => t.id === tsq.id)?.path ?? [tsq.at];
      const contact = ramContact(rPath, tPath);
      const close = `closest ${contact.minDistance.toFixed(1)} cm`;
      if (!contact.contact) {
        events.push({ type: 'ram', text: `${rammer.name} misses ${target.name}: ${close}, not within 5 cm (p.13).` });
        continue;
      }
      const outcome = ramSucceeds(unusedThrust[rammer.id] ?? 0, unusedThrust[target.id] ?? 0);
      const thrust = `unused thrust ${outcome.rammerUnused} against ${outcome.targetUnused}`;
      if (!outcome.success) {
        events.push({ type: 'ram', text: `${rammer.name} reaches ${target.name} (${close}) but the RAM fails: ${thrust}, it needs more (p.13).` });
        continue;
      }
      const arcs = ramArcs({ at: contact.targetAt, heading: tsq.heading, mirrored: tsq.mirrored }, tsq.directionality, { at: contact.rammerAt, heading: rsq.heading, mirrored: rsq.mirrored }, rsq.directionality);
      const tArc = arcs.targetArcs[0] ?? 'bow';
      const rArc = arcs.rammerArcs[0] ?? 'bow';
      const rDesign = designById(rammer.designId);
      const tDesign = designById(target.designId);
      if (!rDesign || !tDesign) continue;
      const aspect = ramAspect(tArc);
      const [tArmour, rArmour] = [armourOn(target.damage, tArc), armourOn(rammer.damage, rArc)];
      const d = ramDamage({
        aspect,
        rammerSpeed: speedOf(rsq),
        targetSpeed: speedOf(tsq),
        rammerMassFactor: rDesign.massFactor,
        targetMassFactor: tDesign.massFactor,
        targetArmour: tArmour,
        rammerArmour: rArmour,
        rammerDestroyed: false,
      });
      const onTarget = applyRamDamage(target.damage, tArc, d.toTarget);
      const onRammer = applyRamDamage(rammer.damage, rArc, d.toRammer);
      const hit = (ship: MvShip, state: ShipDamageState): MvShip => ({ ...ship, damage: state, ...(state.destroyed ? { status: 'destroyed' as const, fate: 'destroyed by a RAM' } : {}) });
      ships = ships.map((s) => (s.id === target.id ? hit(s, onTarget.state) : s.id === rammer.id ? hit(s, onRammer.state) : s));
      events.push({
        type: 'ram',
        text:
          `${rammer.name} rams ${target.name} (${close}; ${thrust}): ${target.name}'s ${tArc} arc is struck (${aspect}), closing speed ${d.closingSpeed}; ` +
          `${target.name} takes ${rDesign.massFactor} × (${d.closingSpeed} − ${tArmour}) = ${d.toTarget}, ${rammer.name} takes ${tDesign.massFactor} × (${d.closingSpeed} − ${rArmour}) = ${d.toRammer} (p.13).` +
          `${onTarget.state.destroyed ? ` ${target.name} is destroyed.` : ''}${onRammer.state.destroyed ? ` ${rammer.name} is destroyed.` : ''}`,
        data: { ...d, targetArc: tArc, rammerArc: rArc },
      });
    }
  }
  return { ships, events };
}
