/**
 * Record-sheet notation of the book's appendix (its surviving fragments): weapon profile
 * lines such as `OOO 1×(D12+10) 20cm/120cm@6`, section totals `○72 ♦2 △1` and STL summaries `1 2/6 1`.
 * Parsers never throw: any text gives a value or RuleErrors.
 *
 * Judgement calls (the record-sheet legend is a lost graphic): `OOO` = unlimited and a lone `O` = one shot
 * (p.67–72); `≡` = raking; `D6x(5)` = a rolled pulse count (ruling A33); in `➤ ■ 8 ◀ ✓ ✓ ✓ 6` the number
 * after ■ is the PD value, each ✓ a ticked PD target type and the last number the intercept value; a number
 * after `≡` is the intercept value; an STL summary without a slash (`4 12 4`) has no bow thrust.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { DAMAGE_DICE, type Damage, type Pulse, type RateOfFire } from './weapon.ts';
import { metaverseError } from '../errors.ts';

export interface ParsedProfile {
  readonly rof: RateOfFire | null;
  readonly pulse: Pulse;
  readonly damage: Damage;
  readonly range: { readonly band: number; readonly bands: number; readonly effectiveBand: number };
  readonly effect: 'raking' | null;
  /** PD value and how many PD target types are ticked, when the line shows them. */
  readonly pd: { readonly value: number; readonly targetsTicked: number } | null;
  readonly interceptValue: number | null;
}

const isDie = (n: number): n is (typeof DAMAGE_DICE)[number] => (DAMAGE_DICE as readonly number[]).includes(n);
const bad = (message: string): Result<never, RuleError[]> => err([metaverseError('ERR_NOTATION', message)]);

/** Parses one weapon or munition profile line of a record sheet. */
export function parseWeaponProfile(text: string): Result<ParsedProfile, RuleError[]> {
  const line = text.replace(/\s+/g, ' ').trim();
  const dmg = /(D(\d+)|\d+)\s*[x×]\s*\(\s*(?:D(\d+)\s*(?:([+-])\s*(\d+))?|(\d+))\s*\)/i.exec(line);
  if (!dmg) return bad('No damage profile found; write it like 1×(D8+2) or 2×(13).');
  let pulse: Pulse;
  if (dmg[2] !== undefined) {
    const die = Number(dmg[2]);
    if (!isDie(die)) return bad(`D${die} is not a damage die; use D4, D6, D8, D10 or D12.`);
    pulse = { die };
  } else {
    const count = Number(dmg[1]);
    if (!Number.isSafeInteger(count) || count < 1) return bad('A weapon needs at least 1 pulse.');
    pulse = { count };
  }
  let damage: Damage;
  if (dmg[3] !== undefined) {
    const die = Number(dmg[3]);
    if (!isDie(die)) return bad(`D${die} is not a damage die; use D4, D6, D8, D10 or D12.`);
    const mod = dmg[5] === undefined ? 0 : Number(dmg[5]) * (dmg[4] === '-' ? -1 : 1);
    if (!Number.isSafeInteger(mod)) return bad('The damage modifier is too large.');
    damage = { die, mod };
  } else {
    const fixed = Number(dmg[6]);
    if (!Number.isSafeInteger(fixed)) return bad('The fixed damage is too large.');
    damage = { fixed };
  }

  const rng = /(\d+)\s*cm\s*\/\s*(\d+)\s*cm(?:\s*@\s*(\d+))?/i.exec(line);
  if (!rng) return bad('No range found; write it like 10cm/50cm@1.');
  const band = Number(rng[1]);
  const max = Number(rng[2]);
  if (!Number.isSafeInteger(band) || band < 5 || band > 50) return bad('A range band is 5–50 cm.');
  if (!Number.isSafeInteger(max) || max % band !== 0) return bad('The maximum range must be a whole number of bands.');
  const bands = max / band;
  if (bands < 1 || bands > 255) return bad('A weapon has 1–255 range bands.');
  const effectiveBand = rng[3] === undefined ? 1 : Number(rng[3]);
  if (!Number.isSafeInteger(effectiveBand) || effectiveBand < 1 || effectiveBand > bands) return bad('The effective band must be one of the weapon’s bands.');

  const before = line.slice(0, dmg.index);
  const rofToken = /(?:^|\s)(O{1,3})(?=\s|$)/.exec(before)?.[1];
  const rof: RateOfFire | null = rofToken === 'OOO' ? 'unlimited' : rofToken === 'O' ? 'one_shot' : null;

  const after = line.slice(rng.index + rng[0].length);
  let pd: ParsedProfile['pd'] = null;
  let interceptValue: number | null = null;
  const pdMatch = /■\s*(\d+)/.exec(after);
  if (pdMatch) pd = { value: Number(pdMatch[1]), targetsTicked: (after.match(/✓/g) ?? []).length };
  const numbers = after.match(/\d+/g) ?? [];
  const last = numbers.at(-1);
  if (last !== undefined && (pdMatch === null || numbers.length > 1)) interceptValue = Number(last);
  if (interceptValue !== null && !Number.isSafeInteger(interceptValue)) interceptValue = null;
  if (pd !== null && !Number.isSafeInteger(pd.value)) pd = null;

  return ok({ rof, pulse, damage, range: { band, bands, effectiveBand }, effect: after.includes('≡') ? 'raking' : null, pd, interceptValue });
}

export interface SectionTotals {
  readonly hits: number;
  readonly crew: number;
  readonly marines: number;
}

/** Parses section totals such as `○72 ♦2 △1` (hull hits, crew parties, marine parties). */
export function parseSectionTotals(text: string): Result<SectionTotals, RuleError[]> {
  const hits = /○\s*(\d+)/.exec(text);
  if (!hits) return bad('No hull hits found; write them like ○72.');
  const crew = /[♦◆]\s*(\d+)/.exec(text);
  const marines = /△\s*(\d+)/.exec(text);
  const values = [hits[1], crew?.[1] ?? '0', marines?.[1] ?? '0'].map(Number);
  if (!values.every(Number.isSafeInteger)) return bad('The section totals are too large.');
  const [h = 0, c = 0, m = 0] = values;
  return ok({ hits: h, crew: c, marines: m });
}

export interface StlSummary {
  readonly port: number;
  readonly bow: number;
  readonly stern: number;
  readonly starboard: number;
}

/** Parses an STL summary printed as "port bow/stern starboard", e.g. `1 2/6 1` or `4 12 4` (no bow thrust). */
export function parseStlSummary(text: string): Result<StlSummary, RuleError[]> {
  const m = /^\s*(\d+)\s+(?:(\d+)\s*\/\s*)?(\d+)\s+(\d+)\s*$/.exec(text);
  if (!m) return bad('Write an STL summary as port, bow/stern, starboard, e.g. 1 2/6 1.');
  const values = [m[1], m[2] ?? '0', m[3], m[4]].map(Number);
  if (!values.every(Number.isSafeInteger)) return bad('The STL summary numbers are too large.');
  const [port = 0, bow = 0, stern = 0, starboard = 0] = values;
  return ok({ port, bow, stern, starboard });
}
