/**
 * Command points spent in the plot (Metaverse p.3 "Spending Command Points", p.5 break-off, p.11 "Advanced
 * Manoeuvres": 1 CP each): the payer named in the plot pays, else the squadron's commander, else
 * the first commander up its chain with enough CP. The notation already refused a plot whose payer lacked the CP
 * (notation/validate.ts `validateTurnPlot`); this spends them when the Movement Phase resolves, and refuses (the
 * manoeuvres are dropped) should the CP be gone by then.
 */
import type { GameEvent } from '../../../core/rule-system.ts';
import type { Manoeuvre } from '../../movement/plot.ts';
import type { MvCommander, MvSquadron } from '../../state.ts';

/** What each advanced manoeuvre is called in the summary. */
export const MANOEUVRE_NAMES: Readonly<Record<string, string>> = {
  RL: 'roll',
  FL: 'flip',
  EP: 'emergency power',
  RAM: 'ram',
  'FTL-R': 'FTL retreat',
  'R-FTL': 'reserve jump',
  'S-FTL-W': 'strategic warp jump',
  'S-FTL-H': 'strategic hyper jump',
  'S-FTL-J': 'strategic jump',
  'T-FTL-W': 'tactical warp jump',
  'T-FTL-H': 'tactical hyper jump',
  'T-FTL-J': 'tactical jump',
  'FTL-T': 'FTL transition',
};

const joinNames = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`);

export const manoeuvreList = (ms: readonly Manoeuvre[]): string => joinNames(ms.map((m) => MANOEUVRE_NAMES[m.code] ?? m.code));

/** The squadron's commander, then its superiors in order (p.3: a commander spends on own and subordinate squadrons). */
export function commanderAndSuperiors(commanders: readonly MvCommander[], commanderId: string): MvCommander[] {
  const out: MvCommander[] = [];
  let c = commanders.find((x) => x.id === commanderId);
  while (c && !out.includes(c)) {
    out.push(c);
    const up: string | null = c.superior;
    c = up === null ? undefined : commanders.find((x) => x.id === up);
  }
  return out;
}

export interface CpPayment {
  readonly commanders: MvCommander[];
  readonly paid: boolean;
  readonly event: GameEvent;
}

/**
 * Spends `cost` CP for `what` on squadron `sq` (p.3): the named payer (who must be in the squadron's chain), else
 * the first commander in the chain who has them.
 */
export function payCp(commanders: readonly MvCommander[], sq: MvSquadron, payer: string | null, cost: number, what: string): CpPayment {
  const chain = commanderAndSuperiors(commanders, sq.commanderId);
  const named = payer === null ? null : (commanders.find((c) => c.id === payer) ?? null);
  const who = named ?? chain.find((c) => c.cp >= cost) ?? chain[0];
  if (!who || (named && !chain.includes(named)) || who.cp < cost) {
    const name = who?.name ?? 'No commander';
    const why = named && !chain.includes(named) ? `${name} is not in ${sq.name}'s chain of command` : `${name} has ${who?.cp ?? 0}`;
    return { commanders: [...commanders], paid: false, event: { type: 'cp', text: `${sq.name}'s ${what} cannot be paid: it costs ${cost} CP and ${why} (p.3); it is not done.` } };
  }
  const left = who.cp - cost;
  return {
    commanders: commanders.map((c) => (c.id === who.id ? { ...c, cp: left } : c)),
    paid: true,
    event: { type: 'cp', text: `${who.name} pays ${cost} CP for ${sq.name}'s ${what} (${left} left).` },
  };
}
