/**
 * A Metaverse starship's display as a card (`/status ship:…`; Metaverse p.41–43 "Starship Display", p.28–30
 * "Recording Damage", p.38 morale, p.3 command points, p.67 "Weapons").
 *
 * - Tracks: each section's hull layers, top layer first ("Bow 1", "Bow 2", …: one box per hit, hits lost
 *   checked); shields per arc (hits lost checked); armour per arc (its rating, points lost checked — adaptive or
 *   critical losses, zero on a fresh ship).
 * - Weapons: one row per design weapon (copies together: `working` of `of` not disabled in the damage state)
 *   and fire mode when it has several; arcs = its sectors as clockwise runs ("PF–SF" for PF BP BS SF; hexagon
 *   sectors shortened to B, SB, SS, St, PS, PB: "PB–SB"), range
 *   "band×bands" ("15×8cm e2" when the effective band is not the first), stats "pulses×damage type effect"
 *   ("2×10 energy pen", "1×d10+2 kinetic rake", "d6×8 …") with shield, armour and deflection piercing when present. Launchers list
 *   their munitions the same way.
 * - Lines: status and heading, commander and command points, squadron and crew quality, morale value, pending
 *   criticals, disabled systems and coolant leaks, then crew and marines per section.
 *
 * Secrecy (judgement call): positions, damage results and criticals are announced at the table, so every viewer
 * sees the display; only the crew and marine parties left (the boarding defence) are the owner's and the GM's.
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { ShipCard, ShipCardTrack, ShipCardWeapon } from '../../core/scene.ts';
import type { SectionState } from '../damage/state.ts';
import type { MvShip, MetaverseState } from '../state.ts';
import { sectorWidth } from '../geometry/directionality.ts';
import type { ShipDesign } from '../ships/design.ts';
import { designById, navyById, starfighterTypeById } from '../ships/library.ts';
import { systemName } from '../ships/part-name.ts';
import type { Damage, Munition, Pulse, Range, DesignWeaponMode } from '../ships/weapon.ts';
import { sectorSpans } from './arcs.ts';
import { type Directionality, sectorsOf } from '../ships/directions.ts';

const cap = (s: string): string => (s.length > 0 ? `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}` : s);

/** Whether this viewer sees the ship's crew and marine parties (its owner or the GM). */
export function seesAll(state: MetaverseState, ship: MvShip, viewer: Viewer): boolean {
  if (viewer.kind === 'gm') return true;
  return viewer.kind === 'seat' && state.sides.some((s) => s.side === ship.side && s.seat === viewer.seat);
}

function track(name: string, max: number, left: number): ShipCardTrack {
  const boxes = Array.from({ length: Math.max(0, max) }, (_, i) => i + 1);
  return { name, boxes, checked: Math.max(0, Math.min(max, max - left)) };
}

/** "2", "d6". */
const pulseText = (p: Pulse): string => ('count' in p ? `${p.count}` : `d${p.die}`);
/** "10", "d10+2", "d8−1". */
function damageText(d: Damage): string {
  if ('fixed' in d) return `${d.fixed}`;
  return d.mod === 0 ? `d${d.die}` : `d${d.die}${d.mod > 0 ? '+' : '−'}${Math.abs(d.mod)}`;
}

/** "10×8cm" (band × bands), "15×8cm e2" (effective band 2): short enough for the card's column. */
export function rangeText(r: Range): string {
  return `${r.band}×${r.bands}cm${r.effectiveBand > 1 ? ` e${r.effectiveBand}` : ''}`;
}

/** "2×10 energy pen", "1×d10+2 kinetic rake", with piercing and qualities when present. */
export function statsText(m: DesignWeaponMode | Munition): string {
  const extras = [m.sp === '0' ? '' : `SP ${m.sp}`, m.ap > 0 ? `AP ${m.ap}` : '', m.dp > 0 ? `DP ${m.dp}` : '', ...m.qualities].filter((x) => x !== '');
  return `${pulseText(m.pulse)}×${damageText(m.damage)} ${m.damageType} ${m.effect === 'raking' ? 'rake' : 'pen'}${extras.length > 0 ? ` ${extras.join(' ')}` : ''}`;
}

/** Short names of the hexagon sectors for the card's narrow column (judgement call; square ones are the book's). */
const HEX_SHORT: Readonly<Record<string, string>> = { bow: 'B', 'starboard-bow': 'SB', 'starboard-stern': 'SS', stern: 'St', 'port-stern': 'PS', 'port-bow': 'PB' };

/** An arc's name in a track: square arcs in full ("starboard" as "stbd"), hexagon arcs by their initials. */
const arcName = (d: Directionality, arc: string): string => (d === 'hexagon' ? (HEX_SHORT[arc] ?? arc) : arc === 'starboard' ? 'stbd' : arc);

/** Sectors as clockwise runs: "PF–SF" for PF BP BS SF, "all", "BS, TS"; hexagon "PB–SB". */
export function sectorText(d: Directionality, sectors: readonly string[]): string {
  const names = sectorsOf(d);
  const w = sectorWidth(d);
  const spans = sectorSpans(d, sectors);
  if (spans.length === 1 && (spans[0]?.to ?? 0) - (spans[0]?.from ?? 0) >= 360) return 'all';
  const at = (deg: number): string => {
    const name = names[Math.round((((deg - (d === 'square' ? 0 : -30)) % 360) + 360) % 360 / w) % names.length] ?? '?';
    return HEX_SHORT[name] ?? name;
  };
  return spans.map((s) => (s.to - s.from <= w ? at(s.from) : `${at(s.from)}–${at(s.to - w)}`)).join(', ');
}

function weaponRows(design: ShipDesign, ship: MvShip): ShipCardWeapon[] {
  const disabled = new Set(ship.damage.systems.filter((s) => s.disabled).map((s) => s.id));
  const destroyedSections = new Set(ship.damage.sections.filter((s) => s.destroyed).map((s) => s.id));
  const works = (id: string, section: string): boolean => !disabled.has(id) && !destroyedSections.has(section) && !ship.damage.destroyed;
  const rows: ShipCardWeapon[] = [];
  for (const w of design.weapons) {
    const ids = w.copies === undefined ? [w.id] : Array.from({ length: w.copies }, (_, i) => `${w.id}-${i + 1}`);
    const working = ids.filter((id) => works(id, w.section)).length;
    for (const m of w.modes)
      rows.push({ name: w.modes.length > 1 ? `${w.name} · ${m.name}` : w.name, arcs: sectorText(design.directionality, w.sectors), range: rangeText(m.range), stats: statsText(m), working, of: ids.length });
  }
  for (const l of design.launchers) {
    const working = works(l.id, l.section) ? 1 : 0;
    for (const entry of l.munitions) {
      const m = design.munitions.find((x) => x.id === entry.munition);
      if (!m) continue;
      rows.push({ name: `${l.name ?? l.id} · ${m.name}`, arcs: sectorText(design.directionality, l.sectors), range: rangeText(m.range), stats: `${statsText(m)} · ${entry.maxPerTurn}/turn`, working, of: 1 });
    }
  }
  return rows;
}

function sectionTracks(design: ShipDesign, sec: SectionState): ShipCardTrack[] {
  const name = cap(sec.id);
  const designed = design.sections.find((s) => s.id === sec.id);
  const layers = sec.layers.map((l, i) => track(sec.layers.length > 1 ? `${name} ${i + 1}` : name, l.hits, sec.destroyed ? 0 : l.remaining));
  const armour = (designed?.armour ?? []).map((a) => {
    const now = sec.armour.find((x) => x.arc === a.arc && x.vs === a.vs)?.rating ?? 0;
    return track(`Arm. ${arcName(design.directionality, a.arc)}${a.vs === 'energy-kinetic' ? '' : ` (${a.vs[0]?.toUpperCase() ?? ''})`}`, a.rating, Math.min(a.rating, now));
  });
  return [...layers, ...armour];
}

function crewLine(sec: SectionState): string {
  const sum = (f: (l: SectionState['layers'][number]) => number): number => sec.layers.reduce((n, l) => n + f(l), 0);
  return `${cap(sec.id)}: crew ${sum((l) => l.crew)}/${sum((l) => l.designedCrew)}, marines ${sum((l) => l.marines)}/${sum((l) => l.designedMarines)}${sec.destroyed ? ' (section destroyed)' : ''}`;
}

/**
 * "Core systems: bridge, reactor 6, STL 4 ×2, EW array 3 (disabled)": what each section holds (p.43 sections), so
 * a player can weigh surgical fire and see what a hit took out. Hangars and weapons have their own lines.
 */
function systemLines(design: ShipDesign, ship: MvShip): string[] {
  const disabled = new Set(ship.damage.systems.filter((s) => s.disabled).map((s) => s.id));
  return design.sections.flatMap((sec) => {
    const here = design.systems.filter((s) => s.section === sec.id);
    if (here.length === 0) return [];
    const counts = new Map<string, number>();
    for (const s of here) {
      const label = `${systemName(s)}${disabled.has(s.id) ? ' (disabled)' : ''}`;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    return [`${cap(sec.id)} systems: ${[...counts].map(([label, n]) => (n > 1 ? `${label} ×${n}` : label)).join(', ')}`];
  });
}

/** "Lancer Strike Wing ×2 ready, ×1 re-arming": the starfighter squadrons in the ship's hangars. */
function hangarText(state: MetaverseState, shipId: string): string {
  const inside = state.fighters.squadrons.filter((f) => f.status === 'hangar' && (f.hangarId ?? '').startsWith(`${shipId}:`));
  const byType = new Map<string, { ready: number; arming: number }>();
  for (const f of inside) {
    const n = byType.get(f.typeId) ?? { ready: 0, arming: 0 };
    byType.set(f.typeId, f.ready ? { ...n, ready: n.ready + 1 } : { ...n, arming: n.arming + 1 });
  }
  return [...byType]
    .map(([type, n]) => `${starfighterTypeById(type)?.name ?? type} ${[n.ready > 0 ? `×${n.ready} ready` : '', n.arming > 0 ? `×${n.arming} re-arming` : ''].filter(Boolean).join(', ')}`)
    .join(' · ');
}

export function metaverseCard(state: MetaverseState, shipId: string, viewer: Viewer): ShipCard | null {
  const ship = state.ships.find((s) => s.id === shipId);
  const found = ship ? designById(ship.designId) : undefined;
  if (!ship || !found) return null;
  const d = ship.damage;
  const sq = state.squadrons.find((s) => s.id === ship.squadronId);
  const side = state.sides.find((s) => s.side === ship.side);
  const navy = side ? navyById(side.navyId) : undefined;

  const tracks: ShipCardTrack[] = [
    ...d.sections.flatMap((sec) => sectionTracks(found, sec)),
    ...d.shields.map((sh) => track(`Shields ${arcName(d.directionality, sh.arc)}${d.shields.filter((x) => x.arc === sh.arc).length > 1 ? ` (${sh.section})` : ''}`, sh.max, sh.hits)),
  ];

  const lines: string[] = [];
  if (ship.status === 'destroyed') lines.push(`Destroyed${ship.fate ? `: ${ship.fate}` : ''}`);
  else if (ship.status === 'disengaged') lines.push(`Disengaged${ship.fate ? `: ${ship.fate}` : ''}`);
  else if (sq) {
    const speed = sq.method === 'cinematic' ? `momentum ${sq.momentum} cm` : `rose ${sq.rose.join('/')} cm`;
    lines.push(`Heading ${Math.round(sq.heading)}° · ${speed} · ${sq.method === 'cinematic' ? 'Cinematic' : 'Newtonian'}${sq.mirrored ? ' · rolled' : ''}`);
  }
  const commander = state.commanders.find((c) => c.shipId === ship.id);
  if (commander) lines.push(`Commander ${commander.name} (${commander.rank}, ${commander.quality}) · ${commander.cp} CP`);
  const sqCommander = sq ? state.commanders.find((c) => c.id === sq.commanderId) : undefined;
  if (sq) lines.push(`Squadron ${sq.name} · crew ${sq.crewQuality}${sqCommander && sqCommander !== commander ? ` · led by ${sqCommander.name}` : ''}`);
  lines.push(`Morale value ${ship.moraleValue} · threat ${d.threat}`);
  const pending = d.sections.filter((s) => s.pendingCriticals > 0);
  if (pending.length > 0) lines.push(`Criticals to roll: ${pending.map((s) => `${s.id} ${s.pendingCriticals}`).join(', ')}`);
  const off = d.systems.filter((s) => s.disabled).map((s) => s.id);
  if (off.length > 0) lines.push(`Disabled: ${off.join(', ')}`);
  if (d.coolantLeaks.length > 0) lines.push(`Coolant leak: ${d.coolantLeaks.join(', ')} (repair or it detonates)`);
  if (d.directionality === 'hexagon') lines.push('Arcs: B bow, SB/SS starboard bow/stern, St stern, PS/PB port stern/bow');
  // Boarders are in plain sight of both sides (p.37); what waits in the hangar is the owner's to know (p.19).
  for (const p of state.boarding.parties.filter((x) => x.shipId === ship.id && x.marines > 0)) {
    lines.push(`Boarders: ${p.marines} side ${p.side} marine parties in the ${p.section}${p.holding ? ', holding it' : ''}`);
  }
  // The record sheet's systems are on the table for both players (its weapons are too); crews and hangars are not.
  lines.push(...systemLines(found, ship));
  if (seesAll(state, ship, viewer)) {
    lines.push(...d.sections.map(crewLine));
    const aboard = hangarText(state, ship.id);
    if (aboard) lines.push(`Hangar: ${aboard}`);
  } else lines.push('Crew and marines left: known to its owner only');

  return {
    title: ship.name,
    subtitle: [`${found.className} ${found.type}`, ...(navy ? [navy.name] : []), `side ${ship.side}`, ...(side ? [side.player] : [])].join(' · '),
    tracks,
    weapons: weaponRows(found, ship),
    statsHeading: 'Pulses×dmg type',
    lines,
  };
}
