/**
 * Firing-arc designations of a weapon bank: the twelve standard arc letters (p.19), the named alternate arcs
 * of C.1 (p.39) and the four defensive arcs used as firing arcs (C.1, p.39).
 *
 * Ruling: "FH" and "AH" could be read as the letters F+H or A+H; they are read as the named arcs Forward Half
 * and Aft Half, because the C.1 names are what players type. Write "HF" or "HA" for the two letters.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';

export const ARC_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
export type ArcLetter = (typeof ARC_LETTERS)[number];

export const DEFENSIVE_ARCS = ['Fwd', 'Port', 'Stbd', 'Aft'] as const;
export type DefensiveArc = (typeof DEFENSIVE_ARCS)[number];

/** C.1 table (p.39): abbreviation → name and standard letters, which set the bank's SU cost. */
export const ALTERNATE_ARCS = {
  FF: { name: 'Forward', standard: 'AB' },
  AA: { name: 'Aft', standard: 'EF' },
  PP: { name: 'Port', standard: 'HJ' },
  SS: { name: 'Starboard', standard: 'IK' },
  FP: { name: 'Forward Port', standard: 'AC' },
  FS: { name: 'Forward Starboard', standard: 'BD' },
  AP: { name: 'Aft Port', standard: 'CE' },
  AS: { name: 'Aft Starboard', standard: 'DF' },
  FR: { name: 'Forward Restricted', standard: 'G' },
  AR: { name: 'Aft Restricted', standard: 'L' },
  PR: { name: 'Port Restricted', standard: 'C' },
  SR: { name: 'Starboard Restricted', standard: 'D' },
  FH: { name: 'Forward Half', standard: 'GHI' },
  AH: { name: 'Aft Half', standard: 'JKL' },
  PH: { name: 'Port Half', standard: 'ACE' },
  SH: { name: 'Starboard Half', standard: 'BDF' },
  FX: { name: 'Forward Extended', standard: 'ABCD' },
  AX: { name: 'Aft Extended', standard: 'CDEF' },
  TR: { name: 'Turret Restricted', standard: 'GHIJK' },
  TT: { name: 'Turret', standard: 'ABCDEF' },
} as const satisfies Record<string, { name: string; standard: string }>;
export type AlternateArcCode = keyof typeof ALTERNATE_ARCS;

export type ArcDesignation =
  | { readonly kind: 'standard'; readonly letters: readonly ArcLetter[] }
  | { readonly kind: 'alternate'; readonly code: AlternateArcCode; readonly letters: readonly ArcLetter[] }
  | { readonly kind: 'defensive'; readonly arc: DefensiveArc };

const isArcLetter = (c: string): c is ArcLetter => (ARC_LETTERS as readonly string[]).includes(c);
const isAlternateCode = (s: string): s is AlternateArcCode => Object.hasOwn(ALTERNATE_ARCS, s);
const isDefensiveArc = (s: string): s is DefensiveArc => (DEFENSIVE_ARCS as readonly string[]).includes(s);

const lettersOf = (text: string): ArcLetter[] => [...text].filter(isArcLetter);

const ARC_HINT = 'use A-L or a named arc such as FH';

/** Reads a bank's arc text exactly as the sheet prints it ("ACE", "FH", "Fwd"). */
export function readArcDesignation(text: string): Result<ArcDesignation, RuleError> {
  if (isDefensiveArc(text)) return ok({ kind: 'defensive', arc: text });
  if (isAlternateCode(text)) return ok({ kind: 'alternate', code: text, letters: lettersOf(ALTERNATE_ARCS[text].standard) });
  if (text.length === 0) return err(starmadaError('ERR_SHIP_ARC', `A bank needs a firing arc; ${ARC_HINT}`));
  const unknown = [...text].find((c) => !isArcLetter(c));
  if (unknown !== undefined) {
    return err(starmadaError('ERR_SHIP_ARC', `arc "${text}" is not an arc; ${ARC_HINT}`));
  }
  const repeated = [...text].find((c, i) => text.indexOf(c) !== i);
  if (repeated !== undefined) {
    return err(starmadaError('ERR_SHIP_ARC', `arc "${text}" names arc ${repeated} twice`));
  }
  return ok({ kind: 'standard', letters: lettersOf(text) });
}

/**
 * The canonical spelling of arc text typed in any case ("fwd" → "Fwd", "fh" → "FH", "ace" → "ACE"),
 * or the upper-cased text when it is no arc at all (readArcDesignation then explains why).
 */
export function canonicalArcText(text: string): string {
  const defensive = DEFENSIVE_ARCS.find((a) => a.toLowerCase() === text.toLowerCase());
  return defensive ?? text.toUpperCase();
}

/** The standard arc letters a designation covers; a defensive arc covers none of them (it is a 90° arc). */
export function standardLetters(designation: ArcDesignation): readonly ArcLetter[] {
  return designation.kind === 'defensive' ? [] : designation.letters;
}

/** How many arcs the bank-SU formula counts (A.1 p.25-26): one per standard letter, 1.5 per defensive arc. */
export function arcCostUnits(designation: ArcDesignation): number {
  return designation.kind === 'defensive' ? 1.5 : designation.letters.length;
}
