/**
 * Prints plots and fire orders in the normal form of the notation (see help.ts), the inverse of
 * parse.ts: `parseTurnPlot(makeTurnPlot(p, ctx), ctx)` gives `p` back for valid plots, and likewise for fire.
 *
 *   USS Thunderchild: A4(S1,S2) T:S(P) · launch 1 Thunderchild CAP Wing from Thunderchild bay
 *   ISS Vengeance: R:CW1(P1) F:AFT4@0(B1,B2) F:FWD6@1(T1,T2) T-FTL-H(75) · pay Admiral Koss
 *   USS Thunderchild: las-1, las-2, las-3 > ISS Vengeance @Main Array · las-4, las-5 > ISS Vengeance @Bow Array volley
 *
 * One line per squadron (or ship), full names, drives by name, codes in a fixed order; a blank plot prints `drift`.
 * Names must not contain `: · ; , > ( ) @` and a squadron name must not end in a lone T, R or F word.
 */
import type { FireDraftContext, FireOrder, FireDraft, LinearThrust, MoveDraft, TurnDraftContext, DraftSquadron, SquadronDraft, ThrustUse, TurnDraft } from './types.ts';
import { isBlankMove, sensorChoices } from './types.ts';

const PUSH_WORD: Readonly<Record<string, string>> = { stern: 'FWD', bow: 'AFT', starboard: 'PORT', port: 'STBD' };

function makeMove(move: MoveDraft, driveName: (id: string) => string): string[] {
  const drives = (ids: readonly string[]): string => (ids.length > 0 ? `(${ids.map(driveName).join(',')})` : '');
  const use = (letter: string, u: ThrustUse): string[] => (u.points > 0 || u.drives.length > 0 ? [`${letter}${u.points}${drives(u.drives)}`] : []);
  if (move.method === 'cinematic') {
    const turns = move.turns.map((t) => `${t.dir}${t.drive ? `(${driveName(t.drive)})` : ''}`).join('');
    return [...use('A', move.accel), ...use('D', move.decel), ...(move.turns.length > 0 ? [`T:${turns}`] : [])];
  }
  const thrust = (t: LinearThrust): string => `F:${PUSH_WORD[t.arc] ?? t.arc}${t.points}@${t.step}${drives(t.drives)}`;
  return [...(move.rotate ? [`R:${move.rotate.dir}${move.rotate.points}${drives(move.rotate.drives)}`] : []), ...move.thrust.map(thrust)];
}

/** One squadron plot (or break-off) on one line. */
export function makeSquadronPlot(plot: SquadronDraft, sq: DraftSquadron | undefined, ctx: TurnDraftContext): string {
  const ships = sq?.ships ?? [];
  const driveName = (id: string): string => ships.flatMap((s) => s.drives).find((d) => d.id === id)?.name ?? id;
  const hangarName = (id: string): string => ships.flatMap((s) => s.hangars).find((h) => h.id === id)?.name ?? id;
  const typeName = (id: string): string => ctx.fighterTypes?.find((t) => t.id === id)?.name ?? id;
  const codes = makeMove(plot.move, driveName);
  for (const a of plot.advanced) {
    if (a.code === 'EP') codes.push(`EP(${a.drives.map(driveName).join(',')})`);
    else if (a.code === 'RAM') codes.push(`RAM(${ctx.enemyShips.find((s) => s.id === a.target)?.name ?? a.target})`);
    else if ('distance' in a) codes.push(a.distance === null ? a.code : `${a.code}(${a.distance})`);
    else codes.push(a.code);
  }
  if (plot.gravityWall) {
    const gw = plot.gravityWall;
    const walls = ships[0]?.gravityWalls ?? [];
    const name = walls.length === 1 && walls[0]?.id === gw.system ? '' : `${walls.find((w) => w.id === gw.system)?.name ?? gw.system}: `;
    codes.push(`GW(${name}${gw.arcs.join(',')})`);
  }
  const items = [codes.length > 0 || !isBlankMove(plot.move) ? codes.join(' ') : 'drift'];
  if (plot.deploy) items.push(`deploy ${plot.deploy.x} ${plot.deploy.y}${plot.deploy.heading === null ? '' : ` facing ${plot.deploy.heading}`}${plot.deploy.speed ? ` speed ${plot.deploy.speed}` : ''}`);
  for (const l of plot.launches) items.push(`launch ${l.count} ${typeName(l.type)} from ${hangarName(l.hangar)}`);
  for (const r of plot.recoveries) items.push(`recover ${sq?.fighters.find((f) => f.id === r.fighter)?.name ?? r.fighter} to ${hangarName(r.hangar)}`);
  if (plot.payer !== null) items.push(`pay ${ctx.commanders.find((c) => c.id === plot.payer)?.name ?? plot.payer}`);
  const head = plot.breakOff.length > 0 ? `break ${plot.breakOff.map((id) => ships.find((s) => s.id === id)?.name ?? id).join(', ')}` : (sq?.name ?? plot.squadron);
  return `${head}: ${items.join(' · ')}`;
}

/** The normal form of a turn plot: one line per squadron plot, in the plot's order. */
export function makeTurnPlot(plot: TurnDraft, ctx: TurnDraftContext): string {
  return plot.squadrons.map((p) => makeSquadronPlot(p, ctx.squadrons.find((s) => s.id === p.squadron), ctx)).join('\n');
}

/** The normal form of a seat's fire orders: one line per ship; consecutive weapons with the same aim share an order. */
export function makeFireOrders(fire: FireDraft, ctx: FireDraftContext): string {
  const lines: string[] = [];
  for (const sf of fire.ships) {
    const ship = ctx.ships.find((s) => s.id === sf.ship);
    const sensors = ship ? sensorChoices(ship, sf.fireControl) : [];
    const weapon = (o: FireOrder): string => {
      const w = ship?.weapons.find((x) => x.id === o.weapon);
      const mun = o.munition ? `(${o.munition.count} ${w?.munitions?.find((m) => m.id === o.munition?.id)?.name ?? o.munition.id})` : '';
      // A weapon by its label (never its id) where the context gives one; the reader reads labels back.
      return `${w?.label ?? o.weapon}${o.mode !== null ? `(${o.mode})` : ''}${mun}`;
    };
    const aim = (o: FireOrder): string =>
      [
        ctx.targets.find((t) => t.id === o.target)?.name ?? o.target,
        ...(o.sensor !== null ? [`@${sensors.find((s) => s.id === o.sensor)?.name ?? o.sensor}`] : []),
        ...(o.fire === 'volley' ? ['volley'] : o.fire === 'surgical' ? [`surgical ${o.system ?? ''}`] : []),
      ].join(' ');
    const groups: { aim: string; weapons: string[] }[] = [];
    for (const o of sf.orders) {
      const a = aim(o);
      const last = groups[groups.length - 1];
      if (last?.aim === a && o.fire !== 'surgical') last.weapons.push(weapon(o));
      else groups.push({ aim: a, weapons: [weapon(o)] });
    }
    const items = [...(sf.fireControl ? [`fc ${sf.fireControl.join('/')}`] : []), ...groups.map((g) => `${g.weapons.join(', ')} > ${g.aim}`)];
    lines.push(`${ship?.name ?? sf.ship}: ${items.length > 0 ? items.join(' · ') : 'hold'}`);
  }
  return lines.join('\n');
}
