/**
 * The runtime damage tracks of one ship (book "Recording Damage" p.29, "Repair Step" p.38):
 * the fresh condition of a design at the start of a game. Plain JSON; the damage, repair and boarding
 * modules read and write it, and the lead's game state can hold it as is.
 *
 * Judgement calls: crew and marine parties are tracked per layer, each 'alive' | 'casualty' (restorable) |
 * 'lost' (destroyed with its layer); shields are kept per arc and per owning section (ruling A29);
 * mirrored, cloak and stealth state sit here as p.28–29 and p.56 need them (the squadron may mirror them for movement).
 */
import { expandCopies, type ShipDesign } from './design.ts';

export type PartyState = 'alive' | 'casualty' | 'lost';

export interface SectionCondition {
  /** Hits left in each layer, top layer first. */
  readonly layers: readonly number[];
  readonly crew: readonly (readonly PartyState[])[];
  readonly marines: readonly (readonly PartyState[])[];
  readonly destroyed: boolean;
}

export interface WeaponCondition {
  /** Turns each mode must still skip (Limited [mode cooldown]). */
  readonly modeCooldown: Readonly<Record<string, number>>;
  /** Turns the whole weapon must still skip. */
  readonly weaponCooldown: number;
  /** Modes whose one shot is spent. */
  readonly oneShotsUsed: readonly string[];
  /** Offline for the rest of the game (One Shot [weapon offline]). */
  readonly offline: boolean;
  /** Adaptive (AD) weapon level. */
  readonly adaptation: number;
}

export interface ShipCondition {
  readonly designId: string;
  readonly sections: Readonly<Record<string, SectionCondition>>;
  /** Shield hits left: arc → owning section → hits. */
  readonly shields: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Shield levels before a voluntary drop (null while up). */
  readonly droppedShields: Readonly<Record<string, Readonly<Record<string, number>>>> | null;
  readonly ablative: Readonly<Record<string, number>>;
  readonly adaptiveArmourLevel: number;
  readonly adaptiveShieldLevel: Readonly<Record<string, number>>;
  /** Ids of disabled systems, weapons, launchers or hangars. */
  readonly disabled: readonly string[];
  /** Sections whose reactor is down. */
  readonly unpowered: readonly string[];
  /** Turns of FTL charge still needed before the drive can be used (0 = charged). */
  readonly ftlCharge: Readonly<Record<string, number>>;
  readonly weapons: Readonly<Record<string, WeaponCondition>>;
  /** Magazine → munition → count ('infinite' stays infinite). */
  readonly magazines: Readonly<Record<string, Readonly<Record<string, number | 'infinite'>>>>;
  /** Hangar → squadron type → squadrons aboard; ordnance → loads aboard. */
  readonly hangars: Readonly<Record<string, { readonly squadrons: Readonly<Record<string, number>>; readonly ordnance: Readonly<Record<string, number>> }>>;
  /** Sections with criticals waiting for the Critical Step. */
  readonly pendingCriticals: readonly { readonly section: string }[];
  /** Hostile parties aboard, by section. */
  readonly boarders: Readonly<Record<string, { readonly marines: number; readonly crew: number; readonly side: string }>>;
  readonly ecmActive: readonly string[];
  readonly cloak: { readonly state: 'none' | 'cloaked'; readonly turnsCloaked: number };
  readonly stealth: { readonly active: boolean; readonly compromisedNextTurn: boolean };
  readonly mirrored: boolean;
  readonly destroyed: boolean;
  readonly inoperable: boolean;
}

const parties = (n: number): PartyState[] => Array.from({ length: n }, () => 'alive' as const);

/**
 * The undamaged condition of a design: every layer full, every party alive, shields at their designed hits,
 * FTL drives uncharged by `rating` turns unless `ftlCharged` (preparation turns and scenarios change it later).
 */
export function conditionOf(design: ShipDesign, options: { readonly ftlCharged?: boolean } = {}): ShipCondition {
  const full = expandCopies(design);
  const sections: Record<string, SectionCondition> = {};
  const shields: Record<string, Record<string, number>> = {};
  const ablative: Record<string, number> = {};
  for (const s of full.sections) {
    sections[s.id] = {
      layers: s.layers.map((l) => l.hits),
      crew: s.layers.map((l) => parties(l.crew)),
      marines: s.layers.map((l) => parties(l.marines)),
      destroyed: false,
    };
    for (const sh of s.shields) (shields[sh.arc] ??= {})[s.id] = ((shields[sh.arc] ?? {})[s.id] ?? 0) + sh.hits;
    for (const p of s.ablativePlates) ablative[p.arc] = (ablative[p.arc] ?? 0) + p.count;
  }
  const adaptiveShieldLevel: Record<string, number> = {};
  for (const g of full.systems) if (g.kind === 'shield_generator' && g.genType === 'adaptive') for (const a of g.arcs) adaptiveShieldLevel[a] = 0;

  const ftlCharge: Record<string, number> = {};
  for (const d of full.systems) if (d.kind === 'ftl') ftlCharge[d.id] = options.ftlCharged === true ? 0 : d.rating;

  const weapons: Record<string, WeaponCondition> = {};
  for (const w of full.weapons)
    weapons[w.id] = { modeCooldown: Object.fromEntries(w.modes.map((m) => [m.name, 0])), weaponCooldown: 0, oneShotsUsed: [], offline: false, adaptation: 0 };

  const magazines: Record<string, Record<string, number | 'infinite'>> = {};
  for (const m of full.magazines) magazines[m.id] = Object.fromEntries(m.contents.map((c) => [c.munition, c.count]));

  const hangars: ShipCondition['hangars'] = Object.fromEntries(
    full.hangars.map((h) => [
      h.id,
      { squadrons: Object.fromEntries(h.loaded.map((l) => [l.type, l.count])), ordnance: Object.fromEntries(h.ordnance.map((o) => [o.weapon, o.count])) },
    ]),
  );

  return {
    designId: full.id,
    sections,
    shields,
    droppedShields: null,
    ablative,
    adaptiveArmourLevel: 0,
    adaptiveShieldLevel,
    disabled: [],
    unpowered: [],
    ftlCharge,
    weapons,
    magazines,
    hangars,
    pendingCriticals: [],
    boarders: {},
    ecmActive: full.systems.filter((s) => (s.kind === 'ecm' || s.kind === 'ej') && s.startsActive).map((s) => s.id),
    cloak: { state: 'none', turnsCloaked: 0 },
    stealth: { active: false, compromisedNextTurn: false },
    mirrored: false,
    destroyed: false,
    inoperable: false,
  };
}

/** Hits left in a section (0 once destroyed). */
export const sectionHitsLeft = (c: SectionCondition): number => c.layers.reduce((t, h) => t + h, 0);
