/**
 * Can a weapon bank reach a target? Range, firing arc and line of sight, the three checks of target declaration
 * (Starmada p.18–20 §4.1; ruling 8). `/fire` autocomplete calls this for every bank and target,
 * so the cheap checks come first and nothing is allocated on the way unless a line of sight has to be traced.
 *
 * - Range: hexes crossed on the shortest path (p.19), within the band limits the caller gives (long range, and
 *   for Ballistic a minimum, for Carronade the medium band: range-band rules live with combat).
 * - Arc: the target must occupy an arc of the bank (p.19), see ./arcs.ts.
 * - Line of sight (p.19–20): blocked when an intervening hex holds a blocking object, or when the to-hit
 *   penalties of the intervening hexes total −4 or worse. Intervening hexes are those the line passes through
 *   except the target's own (ruling 8: "intervening", p.20); its penalty still counts on the to-hit roll. Where
 *   the line runs along an edge the attacker's choice is made for them: the hex better for the attack.
 *
 * Judgement calls: with no terrain (the core game) no line is traced at all, since elements never block (p.19).
 * Penalties are taken as additive per hex; effects that are not (fighter screens count only the worst hex,
 * overlapping asteroid fields do not add) are for the caller to fold into `penalty` or to work out from `path`.
 */
import { count, plural } from '../../core/text.ts';
import { hexDistance, type Hex } from '../../core/hex.ts';
import { chooseForAttacker, lineOfSight } from '../../core/line-of-sight.ts';
import { makeHexLabel, type Board } from '../../core/offset.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { arcMaskOf, bankCovers, defensiveArcOf, lettersOfMask, readBankArcs, type BankArcs, type Orientation } from './arcs.ts';
import { starmadaError } from '../errors.ts';

/** What lies on the board between ships: blocking objects and per-hex to-hit penalties (≤ 0). */
export interface Terrain {
  /** Does this hex hold an object that blocks line of sight (planet, individual asteroid, …)? */
  readonly blocked?: (hex: Hex) => boolean;
  /** The to-hit modifier an attack through this hex suffers, 0 or negative (e.g. −1 per flare). */
  readonly penalty?: (hex: Hex) => number;
}

export interface ReachRequest {
  readonly attacker: Orientation;
  readonly target: { readonly name: string; readonly at: Hex };
  /** The bank's arcs as printed ("AB", "FH", "Fwd") or already read with `readBankArcs`. */
  readonly bankArcs: string | BankArcs;
  /** Farthest range the weapon may fire at (its long band, or medium for Carronade). */
  readonly maxRange: number;
  /** Nearest range it may fire at (1 unless Ballistic: short band + 1). */
  readonly minRange?: number;
  /** Omit for open space: then no line of sight is traced. */
  readonly terrain?: Terrain;
  /** For hex labels in messages. */
  readonly board?: Board;
}

export interface Reach {
  readonly range: number;
  /** The hexes the line of sight passes through after the attacker's choices, target last; empty without terrain. */
  readonly path: Hex[];
  /** Sum of the penalties of the intervening hexes (0 without terrain); above −4, or the line would be blocked. */
  readonly interveningPenalty: number;
  /** Penalty of the target's own hex, which counts to hit but not toward blocking. */
  readonly targetHexPenalty: number;
}

/** Checks range, then arc, then line of sight; the error says which failed, in one or two plain sentences. */
export function bankReach(request: ReachRequest): Result<Reach, RuleError> {
  const { attacker, target, board } = request;
  const name = target.name;
  const range = hexDistance(attacker.at, target.at);
  if (range === 0) {
    return err(starmadaError('ERR_SAME_HEX', `${name} is in the same hex, where no firing arc reaches; wait until it moves out.`, { at: name }));
  }
  if (range > request.maxRange) {
    return err(starmadaError('ERR_OUT_OF_RANGE', `${name} is ${hexes(range)} away; this bank reaches ${request.maxRange}. Pick a closer target.`, { at: name }));
  }
  const minRange = request.minRange ?? 1;
  if (range < minRange) {
    return err(starmadaError('ERR_TOO_CLOSE', `${name} is ${hexes(range)} away; this bank needs at least ${minRange}. Pick a target farther off.`, { at: name }));
  }

  let bank: BankArcs;
  if (typeof request.bankArcs === 'string') {
    const read = readBankArcs(request.bankArcs);
    if (!read.ok) return read;
    bank = read.value;
  } else {
    bank = request.bankArcs;
  }
  if (!bankCovers(bank, attacker, target.at)) return err(outOfArc(bank, attacker, target));

  const terrain = request.terrain;
  if (!terrain || (!terrain.blocked && !terrain.penalty)) return ok({ range, path: [], interveningPenalty: 0, targetHexPenalty: 0 });
  const sight = traceSight(terrain, attacker.at, target, board);
  return sight.ok ? ok({ range, ...sight.value }) : sight;
}

/** The line of sight alone (p.19–20): the hexes it crosses and their penalties, or why it is blocked. */
export function traceSight(terrain: Terrain, from: Hex, target: { readonly name: string; readonly at: Hex }, board?: Board): Result<Omit<Reach, 'range'>, RuleError> {
  const name = target.name;
  const blocked = terrain.blocked ?? (() => false);
  const penalty = terrain.penalty ?? (() => 0);
  const path = chooseForAttacker(lineOfSight(from, target.at), (hex) => (blocked(hex) ? Infinity : -penalty(hex)));
  let interveningPenalty = 0;
  for (let i = 0; i < path.length - 1; i++) {
    const hex = path[i] as Hex;
    if (blocked(hex)) {
      return err(starmadaError('ERR_LOS_BLOCKED', `Something in hex ${makeHexLabel(hex, board)} blocks the line of sight to ${name}. Pick another target.`, { at: name }));
    }
    interveningPenalty += penalty(hex);
  }
  if (interveningPenalty <= -4) {
    const labels = path.slice(0, -1).filter((hex) => penalty(hex) !== 0).map((hex) => makeHexLabel(hex, board));
    return err(
      starmadaError(
        'ERR_LOS_BLOCKED',
        `Markers in ${plural(labels.length, 'hex', 'hexes')} ${listOf(labels, 'and')} add up to ${signed(interveningPenalty)} to hit, which blocks the line of sight to ${name} (−4 or worse blocks). Pick another target.`,
        { at: name },
      ),
    );
  }
  return ok({ path, interveningPenalty, targetHexPenalty: penalty(target.at) + 0 }); // + 0 turns -0 into 0
}

/** "Kestrel is in arcs D, F and K; the bank fires into A, B and G. Pick a bank that fires into D, F or K." */
function outOfArc(bank: BankArcs, attacker: Orientation, target: { readonly name: string; readonly at: Hex }): RuleError {
  const name = target.name;
  const letters = lettersOfMask(arcMaskOf(attacker, target.at));
  const defensive = defensiveArcOf(attacker, target.at);
  if (bank.kind === 'defensive') {
    return starmadaError('ERR_OUT_OF_ARC', `${name} is in the ${defensive} arc; the bank fires into ${bank.arc}. Pick a bank that fires into ${defensive} or into ${listOf(letters, 'or')}.`, { at: name });
  }
  const bankLetters = lettersOfMask(bank.mask);
  const code = bank.text === bankLetters.join('') ? '' : ` (${bank.text})`;
  return starmadaError(
    'ERR_OUT_OF_ARC',
    `${name} is in arcs ${listOf(letters, 'and')}; the bank fires into ${listOf(bankLetters, 'and')}${code}. Pick a bank that fires into ${listOf(letters, 'or')}.`,
    { at: name },
  );
}

function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

function hexes(n: number): string {
  return count(n, 'hex', 'hexes');
}

/** "A", "A and B", "A, B and C". */
function listOf(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
