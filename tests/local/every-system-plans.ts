/**
 * The orders the every-system browser run plays (every-system-browser.test.ts), as moves a person makes on the page,
 * worked out by the rules with the run's fixed dice (every-system-plans.test.ts plays them through the game service
 * with the same secret and game id, so the same dice): the quickest way a book game of each system reaches its end.
 *
 * - Voidstriker §6.1 Standoff at Bishamon II: the side with the last surviving ships on the battlefield wins, and a
 *   ship that ends a round off the playfield has left the battlefield (setup.ts, round/record-keeping.ts). The UNSN,
 *   which enters at the east edge drifting west at 8", turns away north and south at full thrust and is gone after
 *   round 4: the IJN hold the battlefield. The Heavy Cruiser declares a laser shot by /fire as it goes (it has no
 *   lock, so it does not fire: the dice stay out of the escape). The IJN hold still.
 * - Metaverse Match Play: a side with no ship left on the table loses (A37, checked in the next turn's Command
 *   Step), and a squadron whose move leaves the table disengages (A17). The Vorr deploy on their own edge (p.101,
 *   turn 1's `deploy`) facing out at up to the speed their preparation turns allow, and leave in turn 1's movement;
 *   everyone passes the Mission and Control Steps, the Concord hold fire, and turn 2's Command Step ends the game.
 */

/** Every game's dice secret in the browser run. */
export const SECRET = 'every-system-browser';

/** One thing a player does for a step, the way a person at the table would. */
export type Move =
  /** The unit's Plot button and its modal. */
  | { kind: 'plot'; unit: string; orders: string }
  /** Orders typed to Salvo in the DM; `echo` is a line of the answer that says they were read as meant. */
  | { kind: 'type'; text: string; echo: string }
  /** `/fire at` in the game thread by autocomplete: the ship, its first weapon offered, the target. */
  | { kind: 'fire'; ship: string; target: string }
  /** A quick-answer button on the prompt ("Pass", "Hold fire"). */
  | { kind: 'choose'; label: string };

/** What a step's prompt offers: its title ("Round 1: plot"), the units it names and its quick answers. */
export interface PromptFacts {
  title: string;
  units: readonly string[];
  choices: readonly string[];
}

export interface SeatPlan {
  player: string;
  /** The lobby's join button is "Join side …". */
  side: string;
  /** The /fleet add suggestion to pick (what to type, the library fleet's name), when the scenario gives no ships. */
  fleet?: { typed: string; name: string };
  /** What this seat does for a prompt before Ready (nothing: Ready with what the rules default to). */
  moves(prompt: PromptFacts): Move[];
}

export interface SystemPlan {
  system: 'voidstriker' | 'metaverse';
  /** What to type into /game new's scenario and which suggestion to pick. */
  scenario: { typed: string; pick: RegExp; value: string };
  seats: readonly [SeatPlan, SeatPlan];
  /** The end as the thread says it. */
  gameOver: RegExp;
}

const planned = (table: Readonly<Record<string, string>>, unit: string): string => {
  const orders = table[unit];
  if (orders === undefined) throw new Error(`no planned orders for ${unit}`);
  return orders;
};

/** Voidstriker round 1, UNSN: turn away from the IJN towards the nearest long edge, at full thrust. */
const UNSN_TURN_AWAY: Readonly<Record<string, string>> = {
  'Heavy Cruiser': 'thrust 3/0/0 · move P60 a3 | P30 a3 | a3 | a3',
  'Fleet Intruder': 'thrust 4/0/0 · move P60 a4 | P30 a4 | a4 | a4',
  'Fleet Intruder 2': 'thrust 4/0/0 · move S60 a4 | S30 a4 | a4 | a4',
};

/** Voidstriker rounds 2 on, UNSN: full thrust ahead until off the playfield. */
const UNSN_BURN: Readonly<Record<string, string>> = {
  'Heavy Cruiser': 'thrust 3/0/0 · move a3 | a3 | a3 | a3',
  'Fleet Intruder': 'thrust 4/0/0 · move a4 | a4 | a4 | a4',
  'Fleet Intruder 2': 'thrust 4/0/0 · move a4 | a4 | a4 | a4',
};

export const VOIDSTRIKER: SystemPlan = {
  system: 'voidstriker',
  scenario: { typed: 'bishamon', pick: /^6\.1 Standoff at Bishamon II/, value: '6.1' },
  seats: [
    {
      player: 'Ana',
      side: 'IJN',
      // Round 1: a Missile Destroyer turns to watch them go; the rest hold still, then and after.
      moves: ({ title, choices }) => {
        if (title === 'Round 1: plot') return [{ kind: 'type', text: 'missile destroyer: thrust 0/0/0 · move P30|0|0|0', echo: 'Missile Destroyer: thrust 0/0/0 · move P30 | 0 | 0 | 0' }];
        return choices.includes('Everyone drifts') ? [{ kind: 'choose', label: 'Everyone drifts' }] : [];
      },
    },
    {
      player: 'Ben',
      side: 'UNSN',
      moves: ({ title, units }) => {
        if (title === 'Round 1: plot') {
          // Each ship by its Plot button; the Heavy Cruiser declares a laser shot by /fire on the way out.
          return [...units.map((unit): Move => ({ kind: 'plot', unit, orders: planned(UNSN_TURN_AWAY, unit) })), { kind: 'fire', ship: 'Heavy Cruiser', target: 'Battlecruiser' }];
        }
        if (!/^Round \d+: plot$/.test(title) || units.length === 0) return [];
        // Later rounds: every ship still on the playfield in one typed message.
        const lines = units.map((unit) => `${unit}: ${planned(UNSN_BURN, unit)}`);
        return [{ kind: 'type', text: lines.join('\n'), echo: lines[0] ?? '' }];
      },
    },
  ],
  gameOver: /Game over\. Side IJN wins\. IJN hold the battlefield: the last surviving ships are theirs\./,
};

/** Metaverse turn 1, Vorr (side B): every squadron deploys on its own edge facing out, at up to 8 cm a turn. */
const VORR_DEPLOY: Readonly<Record<string, string>> = {
  'VHS Dominator': 'deploy 45 1 facing 0 speed 8',
  'VHS Ravager': 'deploy 90 1 facing 0 speed 8',
  'VHS Stalker & Prowler': 'deploy 135 1 facing 0 speed 8',
};

/** In a step where the sides take turns, a seat with nothing to do passes. */
const passIfAsked = ({ choices }: PromptFacts): Move[] => (choices.includes('Pass') ? [{ kind: 'choose', label: 'Pass' }] : []);

export const METAVERSE: SystemPlan = {
  system: 'metaverse',
  scenario: { typed: 'match', pick: /1,500 pts · ends when a side breaks$/, value: 'match' },
  seats: [
    {
      player: 'Ana',
      side: 'A',
      fleet: { typed: 'concord', name: 'Concord Task Group' },
      moves: (prompt) => {
        // The flagship's squadron accelerates; the others drift. Nothing is left to shoot at when fire comes.
        if (prompt.title === 'Turn 1: movement plot') return [{ kind: 'plot', unit: 'CNS Resolute', orders: 'A2' }];
        if (/: fire orders$/.test(prompt.title)) return prompt.choices.includes('Hold fire') ? [{ kind: 'choose', label: 'Hold fire' }] : [];
        return passIfAsked(prompt);
      },
    },
    {
      player: 'Ben',
      side: 'B',
      fleet: { typed: 'vorr', name: 'Vorr Raiding Squadron' },
      moves: (prompt) => {
        if (prompt.title !== 'Turn 1: movement plot') return passIfAsked(prompt);
        const lines = prompt.units.map((unit) => `${unit}: ${planned(VORR_DEPLOY, unit)}`);
        return [{ kind: 'type', text: lines.join('\n'), echo: planned(VORR_DEPLOY, prompt.units[0] ?? '') }];
      },
    },
  ],
  gameOver: /Game over\. Side A wins\. Side B has no ship left on the table; side A wins\./,
};
