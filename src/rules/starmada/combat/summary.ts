/**
 * One-line combat summaries, built from the roll records so that every die a player needs to check is printed:
 * "Majestic → Kestrel · Laser Cannon ×2 · to-hit 2, 6 · hits on 4+ → 1 hit · impact 3, 4 vs shields 3 → 1 · damage 4: engine".
 * A die that was re-rolled reads "6→5"; a Repeating die's extra rolls follow in brackets: "5 (rpt 6, 2)".
 */
import { count } from '../../core/text.ts';
import type { DamageDie, DamageResult, DamageRoll } from './damage.ts';
import type { ImpactRoll } from './impact.ts';
import { formatFaces } from './min-max-roll.ts';
import type { ToHitRoll } from './to-hit.ts';

export const SEPARATOR = ' · ';

/** "+1", "−2" (a real minus sign, as printed in the book). */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

const at = (modifier: number): string => (modifier === 0 ? '' : ` at ${signed(modifier)}`);

/**
 * The one way a to-hit number is written, in summaries, logs, autocomplete and echoes: the natural die that hits,
 * modifiers folded in. "4+" for a die that needs 4 (a natural 1 always misses, so never below 2+); "6 then 3+ on
 * the re-roll" when a 6 must be re-rolled and the re-roll needs 3 (p.20): it says what the second number is.
 */
export function hitsOnText(needed: number): string {
  let need = needed;
  const sixes: string[] = [];
  while (need > 6) {
    sixes.push('6');
    need -= 5;
  }
  const last = sixes.length === 0 ? Math.max(2, need) : Math.max(1, need);
  return sixes.length === 0 ? `${last}+` : `${sixes.join(', ')} then ${last}+ on the re-roll${sixes.length > 1 ? 's' : ''}`;
}

/** "hits on 6+ (5+ −1)": the die that hits, then the weapon's ACC and the modifier when there is one. */
export const hitsOn = (acc: number, modifier: number): string => `hits on ${hitsOnText(acc - modifier)}${modifier === 0 ? '' : ` (${acc}+ ${signed(modifier)})`}`;

export function formatToHit(roll: ToHitRoll): string {
  const dice = roll.dice.map((d) => formatFaces(d.faces) + (d.repeats.length > 0 ? ` (rpt ${d.repeats.join(', ')})` : ''));
  const volatile = roll.volatileRof.length > 0 ? `ROF ${roll.volatileRof.join(', ')} (Volatile)${SEPARATOR}` : '';
  const shown = dice.length > 0 ? dice.join(', ') : 'no dice';
  const linked = roll.hitsPerSuccess > 1 ? ` (Fire-Linked ×${roll.hitsPerSuccess})` : '';
  const hits = roll.hits === 0 ? 'no hits' : `${count(roll.hits, 'hit')}${linked}`;
  return `${volatile}to-hit ${shown} · ${hitsOn(roll.acc, roll.modifier)} → ${hits}`;
}

export function formatImpact(roll: ImpactRoll): string {
  if (roll.automatic) return `impact automatic (shields 0) → ${roll.impacts}`;
  const dice = roll.dice.map((d) => formatFaces(d.faces) + (d.nebula ? ' (nebula)' : ''));
  return `impact ${dice.join(', ')} vs shields ${roll.shield}${at(roll.modifier)} → ${roll.impacts}`;
}

const RESULT_WORDS: Readonly<Record<DamageResult, string>> = {
  hull: 'hull',
  engines: 'engine',
  weapons: 'weapon',
  shields: 'shield',
  none: 'no effect',
};

const formatDamageDie = (die: DamageDie): string =>
  [die.results.map((r) => RESULT_WORDS[r]).join(' + '), ...die.extras.map((e) => `(${e})`)].join(' ');

export function formatDamage(roll: DamageRoll): string {
  const parts: string[] = [];
  if (roll.screens) {
    const s = roll.screens;
    const bleed = s.bleedDice.length > 0 ? `bleed-through ${s.bleedDice.join(', ')}${SEPARATOR}` : '';
    const traitDice = s.traitDice.length > 0 ? ` (dice ${s.traitDice.join(', ')})` : '';
    const through = s.overflow > 0 ? `, ${s.overflow} more rolled as plain damage` : '';
    parts.push(`${bleed}screens take ${s.checked}${traitDice}${through}`);
  }
  if (roll.dice.length > 0) {
    const directed = roll.directed ? ` (directed: keep ${roll.directed.keep.join(' ')}${roll.directed.byDefault ? ', the default' : ''})` : '';
    parts.push(`damage${directed} ${roll.dice.map((d) => formatFaces(d.faces)).join(', ')}: ${roll.dice.map(formatDamageDie).join(', ')}`);
  }
  return parts.join(SEPARATOR);
}
