/**
 * The Starship Display Sheet of a ship class (ch.1 p.9-11, layout A.3 p.26-27) as data.
 *
 * The schema checks what one sheet can say about itself: field types and ranges, the weapon-trait rules of
 * A.1/C.5, arcs (p.19, C.1), system names and multiples (Appendix B), and that the hull track counts down
 * from the hull size. Whether the engine/weapons/shield tracks and loss limits follow the A.3 formulas is
 * checked by `checkTracks` (tracks.ts), and the SU budget by `checkDesign` (construction.ts): the book's own
 * Majestic breaks the weapons-track formula, so a sheet must be readable before it is judged.
 *
 * Rulings: ROF, IMP and DMG are 1..6 (the book sets no cap; the Drydock spreadsheet allows 1..5); range bands
 * need only grow here, and checkDesign asks for the book's equal thirds (p.6); a dual-mode secondary profile
 * must name its mode.
 * Every problem is reported at once, each with its field path.
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { readArcDesignation } from './arcs.ts';
import { EQUIPMENT, MULTIPLE_EQUIPMENT, MUNITIONS, SHIP_TRAITS, TRAITS_WITH_VALUE } from './systems.ts';
import { WEAPON_TRAITS, isWeaponTrait, weaponTraitProblems } from './weapon-traits.ts';
import { starmadaError, type StarmadaErrorCode } from '../errors.ts';
import { shown, valueText } from '../../core/cut-text.ts';

export type { WeaponTrait } from './weapon-traits.ts';
export type { ArcLetter, DefensiveArc } from './arcs.ts';

type Ctx = z.RefinementCtx;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Cross-field checks also run when a sibling field is unreadable, so a player sees every problem at once. */
const EVEN_WITH_OTHER_PROBLEMS = { when: (payload: { value: unknown }) => isRecord(payload.value) };

/** Fields of a partly invalid object, read defensively: refinements above run before types are guaranteed. */
const fieldsOf = (x: unknown): Record<string, unknown> => (isRecord(x) ? x : {});

/** A problem found by a refinement, carrying the RuleError code to report. */
function problem(ctx: Ctx, code: StarmadaErrorCode, message: string, path: (string | number)[] = []): void {
  ctx.addIssue({ code: 'custom', message, path, params: { ruleCode: code } });
}

function wholeNumber(label: string, min: number, max?: number) {
  return z.number().superRefine((n, ctx) => {
    if (!Number.isInteger(n)) {
      problem(ctx, 'ERR_SHIP_NUMBER', `${label} must be a whole number, found ${n}`);
    } else if (n < min || (max !== undefined && n > max)) {
      const span = max === undefined ? `${min} or more` : `${min} to ${max}`;
      problem(ctx, 'ERR_SHIP_NUMBER', `${label} must be ${span}, found ${n}`);
    }
  });
}

/** The longest line of text a design holds: its faction, class name and type (Drake A.6 p.29 header line). */
export const MAX_LABEL = 60;

/** One line of text; "|", ">", "//" and ":" are refused where Drake notation uses them as separators. */
function label(what: string, forbidden: readonly string[] = ['|']) {
  return z
    .string()
    .trim()
    .superRefine((s, ctx) => {
      if (s.length === 0) problem(ctx, 'ERR_SHIP_TEXT', `${what} must not be empty`);
      if (s.length > MAX_LABEL) problem(ctx, 'ERR_SHIP_TEXT', `${what} must be at most ${MAX_LABEL} characters, found ${s.length}`);
      if (/[\r\n]/.test(s)) problem(ctx, 'ERR_SHIP_TEXT', `${what} must be a single line`);
      for (const f of forbidden) {
        if (s.includes(f)) problem(ctx, 'ERR_SHIP_TEXT', `${what} may not contain "${f}", found "${s}"`);
      }
    });
}

function track(what: string) {
  return z.array(wholeNumber(`Each box of the ${what}`, 0)).superRefine((boxes, ctx) => {
    if (boxes.length === 0) problem(ctx, 'ERR_SHIP_TRACK', `The ${what} needs at least one box`);
    if (boxes.some((v, i) => i > 0 && v > (boxes[i - 1] ?? v))) {
      problem(ctx, 'ERR_SHIP_TRACK', `The ${what} must not rise from box to box, found ${boxes.join('-')}`);
    }
  });
}

const weaponTrait = z.enum(WEAPON_TRAITS, {
  error: (iss) => `"${valueText(iss.input)}" is not a weapon trait; use an abbreviation of C.5 such as Pr1, Acr or Slw`,
});

const rangeBands = z.tuple([wholeNumber('Short range', 1), wholeNumber('Medium range', 1), wholeNumber('Long range', 1)]).superRefine(
  ([s, m, l], ctx) => {
    if (!(s < m && m < l)) problem(ctx, 'ERR_SHIP_RANGE', `RNG bands must grow from short to medium to long, found ${s}-${m}-${l}`);
  },
);

export const weaponProfileSchema = z
  .strictObject({
    /** Mode name of a dual-mode weapon (C.2), e.g. "Close Defense". */
    mode: label('Mode name', ['|', '>', '//', ':']).optional(),
    /** S-M-L range bands in hexes; null for seeking weapons, which have an MA instead (C.4). */
    range: rangeBands.nullable(),
    ma: wholeNumber('MA', 4, 12).optional(),
    /** Dice per weapon; Volatile weapons store 1 (printed "*"). */
    rof: wholeNumber('ROF', 1, 6),
    acc: wholeNumber('ACC', 2, 6),
    /** Impact dice; null (printed "*") for Scatter and Telescopic weapons. */
    imp: wholeNumber('IMP', 1, 6).nullable(),
    dmg: wholeNumber('DMG', 1, 6),
    traits: z.array(weaponTrait),
  })
  .superRefine((p, ctx) => {
    const v = fieldsOf(p);
    const seeker = v['range'] === null;
    if (seeker && v['ma'] === undefined) {
      problem(ctx, 'ERR_SHIP_RANGE', 'A seeking weapon (no RNG) needs an MA from 4 to 12', ['ma']);
    }
    if (Array.isArray(v['range']) && v['ma'] !== undefined) {
      problem(ctx, 'ERR_SHIP_RANGE', 'MA is only for seeking weapons, which have no RNG', ['ma']);
    }
    const traits = Array.isArray(v['traits']) ? v['traits'].filter(isWeaponTrait) : [];
    const rof = typeof v['rof'] === 'number' ? v['rof'] : undefined;
    const imp = typeof v['imp'] === 'number' || v['imp'] === null ? v['imp'] : undefined;
    for (const issue of weaponTraitProblems({ traits, rof, imp, seeker })) {
      problem(ctx, 'ERR_SHIP_TRAIT', issue.message, [issue.field]);
    }
  }, EVEN_WITH_OTHER_PROBLEMS);

export const bankSchema = z.strictObject({
  /** Standard letters ("ACE"), a C.1 code ("FH") or a defensive arc ("Fwd"). */
  arcs: z.string().superRefine((text, ctx) => {
    const read = readArcDesignation(text);
    if (!read.ok) problem(ctx, read.error.code as StarmadaErrorCode, read.error.message);
  }),
  /** Boxes in the bank: weapons, or mounts when mountSize > 1 (ruling 39). */
  count: wholeNumber('Weapons in a bank', 1),
  /** Weapons per mount (C.3); absent means single mounts. */
  mountSize: wholeNumber('Mount size', 1, 4).optional(),
});

export const batterySchema = z
  .strictObject({
    name: label('Battery name', ['|', '>', '//', ':']),
    /** The primary profile, and for a dual-mode weapon (C.2) the secondary one. */
    profiles: z.tuple([weaponProfileSchema], weaponProfileSchema),
    banks: z.array(bankSchema),
    lossLimit: wholeNumber('Loss limit', 1),
  })
  .superRefine((b, ctx) => {
    const v = fieldsOf(b);
    const profiles = Array.isArray(v['profiles']) ? v['profiles'] : [];
    if (profiles.length > 2) {
      problem(ctx, 'ERR_SHIP_PROFILE', `A battery has one weapon profile, or two for a dual-mode weapon; found ${profiles.length}`, ['profiles']);
    }
    const second = profiles[1] as unknown;
    if (profiles.length === 2 && isRecord(second) && second['mode'] === undefined) {
      problem(ctx, 'ERR_SHIP_PROFILE', 'The second mode of a dual-mode weapon needs a name, e.g. "Close Defense"', ['profiles', 1, 'mode']);
    }
    if (Array.isArray(v['banks']) && v['banks'].length === 0) {
      problem(ctx, 'ERR_SHIP_BANK', `Battery ${typeof v['name'] === 'string' ? `"${v['name']}" ` : ''}needs at least one bank`, ['banks']);
    }
  }, EVEN_WITH_OTHER_PROBLEMS);

const shieldArc = (arc: string) => wholeNumber(`${arc} shield rating`, 0, 5);
const screenArc = (arc: string) => wholeNumber(`${arc} screens`, 0);

export const shipClassSchema = z
  .strictObject({
    faction: label('Faction'),
    className: label('Class name'),
    type: label('Type'),
    combatRating: wholeNumber('Combat rating', 1),
    hullSize: wholeNumber('Hull size', 1, 35),
    tracks: z.strictObject({
      hull: track('hull track'),
      engines: track('engine track'),
      weapons: track('weapons track'),
      /** null: the ship has no shield track at all (p.10). */
      shields: track('shield track').nullable(),
    }),
    /** B.7: one rating per defensive arc; the shield track is built from their sum. */
    directionalShields: z
      .strictObject({ Fwd: shieldArc('Forward'), Port: shieldArc('Port'), Stbd: shieldArc('Starboard'), Aft: shieldArc('Aft') })
      .optional(),
    /** B.18: one pool of screens, or four directional pools. */
    screens: z
      .union([
        z.strictObject({ all: wholeNumber('Screens', 1) }),
        z.strictObject({ Fwd: screenArc('Forward'), Port: screenArc('Port'), Stbd: screenArc('Starboard'), Aft: screenArc('Aft') }),
      ])
      .optional(),
    batteries: z.array(batterySchema),
    equipment: z
      .strictObject({
        items: z.array(z.strictObject({ system: z.enum(EQUIPMENT, { error: (iss) => `"${valueText(iss.input)}" is not equipment; use one of ${EQUIPMENT.join(', ')}` }), count: wholeNumber('Equipment count', 1) })),
        lossLimit: wholeNumber('Equipment loss limit', 1),
      })
      .optional(),
    traits: z
      .array(z.strictObject({ system: z.enum(SHIP_TRAITS, { error: (iss) => `"${String(iss.input)}" is not a ship trait; use one of ${SHIP_TRAITS.join(', ')}` }), value: wholeNumber('Trait value', 1).optional() }))
      .optional(),
    munitions: z
      .array(z.strictObject({ system: z.enum(MUNITIONS, { error: (iss) => `"${String(iss.input)}" is not a munition; use one of ${MUNITIONS.join(', ')}` }), count: wholeNumber('Munitions count', 1) }))
      .optional(),
    /** A.4, design time only: they change SU costs, never the combat rating. */
    techLevels: z
      .strictObject({
        engines: wholeNumber('Engines tech level', -2, 2),
        fighters: wholeNumber('Fighters tech level', -2, 2),
        shields: wholeNumber('Shields tech level', -2, 2),
        weapons: wholeNumber('Weapons tech level', -2, 2),
      })
      .optional(),
  })
  .superRefine(checkWholeShip, EVEN_WITH_OTHER_PROBLEMS);

const records = (x: unknown): Record<string, unknown>[] => (Array.isArray(x) ? x.filter(isRecord) : []);
const numberOr = (x: unknown): number | undefined => (typeof x === 'number' ? x : undefined);

/** Rules that tie several fields together; each reads its fields defensively (see EVEN_WITH_OTHER_PROBLEMS). */
function checkWholeShip(raw: unknown, ctx: Ctx): void {
  const ship = fieldsOf(raw);
  const tracks = fieldsOf(ship['tracks']);
  const h = numberOr(ship['hullSize']);
  const hull = Array.isArray(tracks['hull']) ? (tracks['hull'] as unknown[]) : undefined;
  if (h !== undefined && Number.isInteger(h) && h >= 1 && h <= 35 && hull !== undefined && (hull.length !== h || hull.some((v, i) => v !== h - i))) {
    const expected = Array.from({ length: h }, (_, i) => h - i).join('-');
    problem(ctx, 'ERR_SHIP_TRACK', `The hull track must count down from the hull size to 1 (${expected}), found ${hull.map(valueText).join('-') || 'no boxes'}`, ['tracks', 'hull']);
  }
  const directional = ship['directionalShields'];
  if (directional !== undefined && tracks['shields'] === null) {
    problem(ctx, 'ERR_SHIP_SHIELDS', 'A ship with directional shields needs a shield track (built from the sum of the four arcs)', ['tracks', 'shields']);
  }
  const rating = Array.isArray(tracks['shields']) ? numberOr(tracks['shields'][0]) : undefined;
  if (directional === undefined && rating !== undefined && rating > 5) {
    problem(ctx, 'ERR_SHIP_SHIELDS', `Shield rating must be 0 to 5, found ${rating}`, ['tracks', 'shields', 0]);
  }
  const screens = fieldsOf(ship['screens']);
  const arcScreens = ['Fwd', 'Port', 'Stbd', 'Aft'].map((arc) => numberOr(screens[arc]));
  if (isRecord(ship['screens']) && !('all' in screens) && arcScreens.every((n) => n === 0)) {
    problem(ctx, 'ERR_SHIP_SCREENS', 'Directional screens need at least one screen; leave screens out instead', ['screens']);
  }

  const batteryNames = new Set<string>();
  records(ship['batteries']).forEach((b, i) => {
    if (typeof b['name'] !== 'string') return;
    const key = b['name'].trim().toLowerCase();
    if (batteryNames.has(key)) problem(ctx, 'ERR_SHIP_DUPLICATE', `Two batteries are named "${b['name'].trim()}"; each battery needs its own name`, ['batteries', i, 'name']);
    batteryNames.add(key);
  });

  const equipment = fieldsOf(ship['equipment']);
  const equipmentSeen = new Set<unknown>();
  records(equipment['items']).forEach((item, i) => {
    const system = item['system'];
    if (equipmentSeen.has(system)) problem(ctx, 'ERR_SHIP_DUPLICATE', `${String(system)} is listed twice; list it once with its count`, ['equipment', 'items', i, 'system']);
    equipmentSeen.add(system);
    const count = numberOr(item['count']);
    if (typeof system === 'string' && count !== undefined && count > 1 && !(MULTIPLE_EQUIPMENT as readonly string[]).includes(system)) {
      problem(ctx, 'ERR_SHIP_SYSTEM', `A ship carries at most one ${system}, found ${count}`, ['equipment', 'items', i, 'count']);
    }
  });
  if (Array.isArray(equipment['items']) && equipment['items'].length === 0) {
    problem(ctx, 'ERR_SHIP_SYSTEM', 'Equipment needs at least one item; leave equipment out instead', ['equipment', 'items']);
  }

  const traitsSeen = new Set<unknown>();
  records(ship['traits']).forEach((t, i) => {
    const system = t['system'];
    if (traitsSeen.has(system)) problem(ctx, 'ERR_SHIP_DUPLICATE', `${String(system)} is listed twice`, ['traits', i, 'system']);
    traitsSeen.add(system);
    if (typeof system !== 'string' || !(SHIP_TRAITS as readonly string[]).includes(system)) return;
    const needsValue = (TRAITS_WITH_VALUE as readonly string[]).includes(system);
    if (needsValue && t['value'] === undefined) {
      const what = system === 'Carrier' ? 'the number of fighter flights it carries' : 'its capacity';
      problem(ctx, 'ERR_SHIP_SYSTEM', `${system} needs a number: ${what}, e.g. "${system} (4)"`, ['traits', i, 'value']);
    }
    if (!needsValue && t['value'] !== undefined) problem(ctx, 'ERR_SHIP_SYSTEM', `${system} takes no number, found ${describe(t['value'])}`, ['traits', i, 'value']);
  });
  if (traitsSeen.has('Launch Tubes') && !traitsSeen.has('Carrier')) {
    problem(ctx, 'ERR_SHIP_SYSTEM', 'Launch Tubes are only for carriers; add the Carrier trait', ['traits']);
  }

  const munitionsSeen = new Set<unknown>();
  records(ship['munitions']).forEach((m, i) => {
    if (munitionsSeen.has(m['system'])) problem(ctx, 'ERR_SHIP_DUPLICATE', `${String(m['system'])} are listed twice; list them once with their count`, ['munitions', i, 'system']);
    munitionsSeen.add(m['system']);
  });
}

export type ShipClass = z.infer<typeof shipClassSchema>;
export type Battery = z.infer<typeof batterySchema>;
export type Bank = z.infer<typeof bankSchema>;
export type WeaponProfile = z.infer<typeof weaponProfileSchema>;
export type ShipTracks = ShipClass['tracks'];
export type DirectionalShields = NonNullable<ShipClass['directionalShields']>;
export type Screens = NonNullable<ShipClass['screens']>;
export type EquipmentItem = NonNullable<ShipClass['equipment']>['items'][number];
export type ShipTraitEntry = NonNullable<ShipClass['traits']>[number];
export type MunitionEntry = NonNullable<ShipClass['munitions']>[number];
export type TechLevels = NonNullable<ShipClass['techLevels']>;

/** "batteries[0].profiles[0].rof" */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc === '' ? String(key) : `${acc}.${String(key)}`), '');
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  faction: 'Faction', className: 'Class name', type: 'Type', combatRating: 'Combat rating', hullSize: 'Hull size',
  tracks: 'Tracks', hull: 'Hull track', engines: 'Engine track', weapons: 'Weapons track', shields: 'Shield track',
  directionalShields: 'Directional shields', screens: 'Screens', batteries: 'Batteries', name: 'Battery name',
  profiles: 'Weapon profiles', mode: 'Mode name', range: 'RNG', ma: 'MA', rof: 'ROF', acc: 'ACC', imp: 'IMP', dmg: 'DMG',
  traits: 'Traits', banks: 'Banks', arcs: 'Arc', count: 'Count', mountSize: 'Mount size', lossLimit: 'Loss limit',
  equipment: 'Equipment', items: 'Equipment items', system: 'System', value: 'Trait value', munitions: 'Munitions',
  techLevels: 'Tech levels', fighters: 'Fighters tech level', all: 'Screens', Fwd: 'Forward', Port: 'Port',
  Stbd: 'Starboard', Aft: 'Aft',
};

function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((k): k is string => typeof k === 'string');
  const last = keys.at(-1);
  if (last === undefined) return 'The ship';
  const parent = keys.at(-2);
  if (parent === 'techLevels') return `${FIELD_LABELS[last] ?? last} tech level`;
  if (parent === 'directionalShields') return `${FIELD_LABELS[last] ?? last} shield rating`;
  if (parent === 'screens' && last !== 'all') return `${FIELD_LABELS[last] ?? last} screen count`;
  if (last === 'traits' && keys.includes('profiles')) return 'Weapon traits';
  const base = FIELD_LABELS[last] ?? last;
  return typeof path.at(-1) === 'number' ? `Each entry of ${base}` : base;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(shown(value, 40));
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

const EXPECTED: Readonly<Record<string, string>> = { number: 'a number', string: 'text', array: 'a list', tuple: 'a list', object: 'an object' };

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let here: unknown = root;
  for (const key of path) {
    if (typeof here !== 'object' || here === null || typeof key === 'symbol' || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

/** Turns zod issues into sentences a player can act on, one RuleError per problem. */
function toRuleErrors(issue: z.core.$ZodIssue, raw: unknown, prefix: readonly PropertyKey[] = []): RuleError[] {
  const path = [...prefix, ...issue.path];
  const at = formatPath(path);
  const value = valueAt(raw, path);
  switch (issue.code) {
    case 'custom': {
      const code = (typeof issue.params?.['ruleCode'] === 'string' ? issue.params['ruleCode'] : 'ERR_SHIP_INVALID') as StarmadaErrorCode;
      return [starmadaError(code, issue.message, { at })];
    }
    case 'invalid_type': {
      const parentLabel = fieldLabel(path.slice(0, -1));
      if (value === undefined && path.at(-2) === 'profiles' && path.at(-1) === 0) {
        return [starmadaError('ERR_SHIP_PROFILE', 'A battery needs a weapon profile', { at })];
      }
      if (value === undefined) {
        const what = typeof path.at(-1) === 'number' ? `${parentLabel} needs an entry here` : `${fieldLabel(path)} is missing`;
        return [starmadaError('ERR_SHIP_MISSING', what, { at })];
      }
      return [starmadaError('ERR_SHIP_TYPE', `${fieldLabel(path)} must be ${EXPECTED[issue.expected] ?? issue.expected}, found ${describe(value)}`, { at })];
    }
    case 'invalid_value':
      return [starmadaError('ERR_SHIP_UNKNOWN_NAME', issue.message, { at })];
    case 'unrecognized_keys':
      return issue.keys.map((key) =>
        starmadaError('ERR_SHIP_UNKNOWN_FIELD', `Unknown field "${key}" in ${at === '' ? 'the ship' : at}`, { at: formatPath([...path, key]) }),
      );
    case 'too_big':
    case 'too_small': {
      const size = Array.isArray(value) ? `, found ${value.length}` : '';
      if (path.at(-1) === 'range') return [starmadaError('ERR_SHIP_RANGE', `RNG needs three bands (short, medium, long)${size}`, { at })];
      return [starmadaError('ERR_SHIP_INVALID', `${fieldLabel(path)} has too ${issue.code === 'too_big' ? 'many' : 'few'} entries${size}`, { at })];
    }
    case 'invalid_union': {
      // Screens are the only union: report the branch the input was aiming at.
      const aimsAtPool = typeof value === 'object' && value !== null && Object.hasOwn(value, 'all');
      const branch = issue.errors[aimsAtPool ? 0 : 1] ?? [];
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return [starmadaError('ERR_SHIP_TYPE', `Screens must be { "all": n } or { "Fwd", "Port", "Stbd", "Aft" }, found ${describe(value)}`, { at })];
      }
      return branch.flatMap((inner) => toRuleErrors(inner, raw, path));
    }
    case 'invalid_element':
    case 'invalid_format':
    case 'invalid_key':
    case 'not_multiple_of':
      return [starmadaError('ERR_SHIP_INVALID', `${fieldLabel(path)}: ${issue.message}`, { at })];
  }
}

/** Checks raw data (parsed JSON, or what the Drake reader built) against the display-sheet schema. */
export function validateShipClass(raw: unknown): Result<ShipClass, RuleError[]> {
  const parsed = shipClassSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.flatMap((issue) => toRuleErrors(issue, raw)));
}
