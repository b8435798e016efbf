/**
 * The text of `/help`: how a game runs through the bot, and per rule system how to write orders. Every example is
 * kept as data here, so a test can read each one through the rules' own parsers: help that shows an order the
 * bot refuses is worse than no help. What a system's own notation says (its options, its help's examples) comes
 * through its RuleSystem object, never from its folders.
 */
import { RULE_SYSTEMS, ruleSystem } from '../game/rule-systems.ts';

export const HELP_OVERVIEW = [
  '**Salvo** referees play-by-post starship battles. Each game lives in its own thread.',
  '**1. Set up.** `/game new` opens a game (you are its GM). Players click **Join side A** or **B** on the lobby post (or `/game join`), build a fleet with `/fleet add` (or `/fleet import`), and the GM runs `/game start`. Until then the GM changes any setting with **Settings** on the lobby post (or `/game settings`).',
  "**2. Play.** When a step opens, the bot DMs everyone who owes a decision. Answer with the DM's buttons (**Pick on map** places a ship or picks where it ends its move), by typing your orders in the DM (`Majestic 2P2`), or with `/plot` in the thread (only you see the reply). Declare fire with the DM's **Fire with…** menu (ship, weapon, target: no typing) or with `/fire`: both offer only targets each weapon can reach. `/ready` locks your orders; the step resolves once everyone is ready, or at the deadline.",
  '**3. Watch.** The thread shows each result with a map. Nothing secret appears there before its step resolves.',
  '**Any time:** `/status` a ship\'s sheet · `/map` the board · `/mine` what you owe in every game · `/history` a past turn · `/replay` the battle animated · `/verify` check a step\'s dice · `/games` this server\'s games.',
  '**GM:** `/gm pause`, `resume`, `extend 12h`, `force`, `rollback`, `substitute`, `kick`, `end` (force, rollback, kick and end ask first). `/gm add` names a co-GM; a moderator with no seat can `/gm claim`.',
  'How to write orders: `/help system:starmada` · `/help system:voidstriker` · `/help system:metaverse`.',
].join('\n');

/** One example as shown: what the player types, and what it means. */
export interface HelpExample {
  readonly text: string;
  readonly meaning: string;
}

/** Every example `/help system:starmada` shows, by kind of step; tests parse each with the real parsers. */
export const STARMADA_EXAMPLES = {
  deployment: [{ text: 'Majestic 0409 NE', meaning: 'hex (column, row), then facing N NE SE S SW NW (optional)' }],
  movement: [
    { text: 'Majestic 2P2', meaning: 'move 2, turn port, move 2' },
    { text: 'Majestic 2P2(4)', meaning: 'the same; the speed in brackets is optional and checked' },
    { text: 'Majestic 4', meaning: 'straight ahead 4 (`0` stops)' },
    { text: 'Majestic 1S2S', meaning: 'two turns to starboard (at most 3 turns, all one way)' },
    { text: 'Majestic 2U1', meaning: 'u-turn (no other turns with it)' },
    { text: 'Majestic P2L2', meaning: 'L / R sideslip one hex ahead-left / ahead-right' },
    { text: 'Majestic 3P1(4) +1', meaning: 'pivot 1 to 3 hexsides at the end (+ clockwise, - counter)' },
  ],
  /** Prefixes that need an optional rule (the book's appendix letter in brackets). */
  prefixes: [
    { text: 'Z/1R2', meaning: 'evasive action (D.3)' },
    { text: 'E/4', meaning: 'emergency thrust (D.1)' },
    { text: '@/2P2', meaning: 'roll (D.7)' },
  ],
  fire: [
    { text: 'Majestic: Laser Cannon x2 > Kestrel; Fusion Torpedo > Vigil', meaning: 'weapons, count, target; `;` between groups' },
    { text: 'Majestic: hold', meaning: 'fires nothing' },
  ],
  fighters: [
    { text: 'Monsoon F1 2S3 attack Majestic', meaning: 'flight, move, then a target next to where it ends' },
    { text: 'Monsoon F1 0', meaning: 'the flight stays put' },
  ],
  losses: [
    { text: 'Majestic: Laser Cannon x2, Countermeasures', meaning: 'what the ship loses' },
    { text: 'Majestic: auto', meaning: 'the default choice' },
  ],
} as const satisfies Record<string, readonly HelpExample[]>;

const line = (e: HelpExample): string => `\`${e.text}\` ${e.meaning}`;
const inline = (examples: readonly HelpExample[]): string => examples.map(line).join(' · ');

export const STARMADA_HELP = [
  '**Starmada (Unity Rulebook 2.0) through Salvo.** Deployment first; then each turn: **orders** (secret, all at once) → **fighters** (one flight per step, sides alternate) → **fire** (secret, all at once) → **weapon losses** when a ship loses weapons (its owner picks which, at once when fighters, seekers or explosions hit; the default only at the deadline). One ship per line; case and spaces do not matter.',
  `**Deployment:** ${inline(STARMADA_EXAMPLES.deployment)}`,
  '**Movement orders**, step by step (numbers move ahead, P / S turn one hexside):',
  ...STARMADA_EXAMPLES.movement.map(line),
  'Turns cost engine power (3.2): every order is checked against the ship\'s engine rating, and a refusal says by how much it is over.',
  `With optional rules: ${inline(STARMADA_EXAMPLES.prefixes)}. A ship without orders goes straight ahead at last turn's speed.`,
  `**Fire:** ${inline(STARMADA_EXAMPLES.fire)}. Without a count, every weapon of that battery that reaches fires. Or use \`/fire\`: pick the ship, the weapon, then a target it can reach.`,
  'To hit past 6: `hits on 6 then 2+ on the re-roll` = roll a 6, re-roll it, need 2+ (4.2, p.20).',
  `**Fighters:** ${inline(STARMADA_EXAMPLES.fighters)}. Moves use numbers, P / S and L / R; 8 MA, no pivots.`,
  `**Weapon losses:** ${inline(STARMADA_EXAMPLES.losses)}.`,
].join('\n');

/** The plot examples from the notation's own help (RuleSystem.helpExamples), by their index there; each is parsed by the tests. */
const plotExample = (i: number, meaning: string): HelpExample => ({ text: ruleSystem('voidstriker').helpExamples?.[i] ?? '', meaning });

/** Every example `/help system:voidstriker` shows: your Warhawk and Kestrel against Raider and Viper. */
export const VOIDSTRIKER_EXAMPLES = {
  plot: [
    plotExample(3, 'full acceleration every phase'),
    plotExample(1, 'short names work'),
    plotExample(2, 'evade and jam'),
    plotExample(5, 'land (within 1" of a planet); later `Kestrel: takeoff`'),
    plotExample(4, 'all weapons, each when it bears; a ship fires only at what it tracks'),
  ],
  /** With the firePerPhase option: only fire and launch orders count, all for the phase just moved. */
  fire: [{ text: 'Warhawk: fire Mk-V laser > Raider; launch missiles > Viper', meaning: '' }],
} as const satisfies Record<string, readonly HelpExample[]>;

export const VOIDSTRIKER_HELP = [
  '**Voidstriker through Salvo.** Inches and compass degrees, no hexes. Each round everyone sends a secret **round plot** (DM or `/plot`); the bot resolves initiative → lock-on → phases a–d (move, then fire) → record keeping (damage, repairs, next drift). The thread gets the map and the round\'s log.',
  '**Plot:** a block per ship, `Name:` first. `thrust A/E/T` accel/evasive/attack · `sensors 2>Raider` track · `ecm 1>Raider` jam · `move S30 a4 | a4 | P15 a2 | 0` phases a–d: S/P degrees, aN = N/4" · `fire laser > Raider ph2 if locked` (or `if in arc`) · `launch missiles > Raider` · standing: `hold point-blank` (shoot missiles at 1"), `shutdown`, `land`, `takeoff`.',
  ...VOIDSTRIKER_EXAMPLES.plot.map(line),
  'A ship left out drifts and holds fire.',
  `**Option firePerPhase:** after each phase's move the bot posts the map and asks for that phase's fire: \`${VOIDSTRIKER_EXAMPLES.fire[0].text}\`; a ship you give none fires as its plot said. Option **asteroids** adds fields that block fire.`,
  '**Scenarios** (empty fleet = the book\'s ships): 6.1 Bishamon II (IJN v UNSN), 6.3 Alpha Centauri (USASF v UNSN), skirmish (`/fleet add`, ≤ 12 a side): last side with ships wins. 6.2 New Angeles V: Arabs win if a corsair lands at the FAC base, loads 6 rounds and escapes; else FAC.',
  '**Map:** north up, inches. A ship\'s arrow is its drift this round; `S3 → Hood ×4` is a salvo of 4 missiles; last round\'s trails and shots stay. `/map ship:Hood arcs:true` arcs · `/status ship:Hood` record sheet.',
].join('\n');

/**
 * Every example `/help system:metaverse` shows, in the notation of the Metaverse plot help (plot/help.ts PLOT_HELP,
 * FIRE_HELP, STEP_HELP) but naming the library fleets a Match Play game starts with: the Concord Task Group (side A,
 * Cinematic) against the Vorr Raiding Squadron (side B, Newtonian). The tests send each through `metaverse.parse`.
 */
export const METAVERSE_EXAMPLES = {
  plotA: [
    { text: 'CNS Resolute: A4 T:S', meaning: 'accelerate 4, then turn starboard' },
    { text: 'harrier: a2 t:p · launch 2 Lancer', meaning: 'short names; launch fighters' },
    { text: 'CNS Kestrel: A3 T:P RL · pay Hale', meaning: 'roll (1 CP) paid by Hale' },
  ],
  plotB: [
    { text: 'VHS Dominator: R:CW1 F:FWD6@1', meaning: 'rotate, then thrust 6 ahead' },
    { text: 'stalker: RAM(Kestrel) F:FWD4', meaning: 'ram (1 CP)' },
  ],
  missions: [
    { text: 'mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Ravager', meaning: '' },
    { text: 'pass', meaning: '' },
  ],
  control: [
    { text: 'priority VHS Dominator', meaning: '' },
    { text: 'designate VHS Ravager for CNS Harrier', meaning: '' },
    { text: 'pass', meaning: '' },
  ],
  /** Standing orders, sent with side A's plot (or fire orders) in a game that takes them (the default). */
  standing: [
    { text: 'control: designate VHS Ravager for CNS Harrier; pass unless enemy jams', meaning: '' },
  ],
  fire: [
    { text: 'CNS Resolute: 2 laser > VHS Dominator @sen-A · 2 laser > Dominator @sen-B volley', meaning: '' },
    { text: 'CNS Kestrel: las-1, las-2 > Dominator', meaning: '' },
  ],
} as const satisfies Record<string, readonly HelpExample[]>;

const code = (examples: readonly HelpExample[]): string => examples.map((e) => `\`${e.text}\``).join(' · ');

export const METAVERSE_HELP = [
  '**Metaverse (2.2.3) through Salvo.** A free table in cm; squadrons move and fire as one. Each turn: **command points** rolled → **movement plot** (secret) → **Mission Step** (fighters out), **Control Step**: sides take turns, one action each, till two passes in a row → **fire** (secret) → fighters, boarding, End Phase by themselves.',
  '**Plot:** a line per squadron, `Name:` first. Cinematic `A4` accelerate · `D2` · `T:SSP` turns; Newtonian `R:CW1` rotate · `F:FWD6@1` thrust at step 1 · `F:AFT4`; 1 CP each: `RL` · `FL` · `RAM(ship)`; `launch`, `recover`, `pay`; turn 1: `deploy 30 112 facing 0 speed 4`. Left out: drift.',
  ...[...METAVERSE_EXAMPLES.plotA, ...METAVERSE_EXAMPLES.plotB].map(line),
  `**Missions:** ${code(METAVERSE_EXAMPLES.missions)}; also \`retarget\`, \`split\`, \`recall\`.`,
  `**Control:** ${code(METAVERSE_EXAMPLES.control)}; also \`ew\`, \`shields\`, \`pods\`.`,
  `**Standing orders:** write those actions in your plot or fire as \`missions:\`/\`control:\` lines; you are asked only when they don't cover your turn: ${code(METAVERSE_EXAMPLES.standing)}.`,
  `**Fire:** \`weapons > target @sensor\`, weapons by name, id or \`all\`: ${code(METAVERSE_EXAMPLES.fire)}. Unordered weapons stay for point defence; Danger Close may force some. Or \`/fire\`.`,
  `**Options:** ${ruleSystem('metaverse').options.map((o) => `\`${o.id}\``).join(' ')}. **Scenarios:** \`match\` (1,500 pts), \`match/8\` (8 turns), \`match-3000\`.`,
  '**Note:** the book\'s lost critical chart and tactics are Salvo\'s reconstruction, data a group can replace.',
].join('\n');

/** The help per rule system: every system Salvo knows now runs games. */
const SYSTEM_HELP: Readonly<Record<string, string | undefined>> = {
  starmada: STARMADA_HELP,
  voidstriker: VOIDSTRIKER_HELP,
  metaverse: METAVERSE_HELP,
};

/** The text for `/help system:<id>`; undefined for an id Salvo does not know. */
export function systemHelp(id: string): string | undefined {
  const system = RULE_SYSTEMS.find((s) => s.id === id);
  if (!system) return undefined;
  return SYSTEM_HELP[system.id];
}

/**
 * `/help system topic:options`: every optional rule of a system with what it does, in pages that each fit one
 * message (a page ends at a whole line).
 */
export function optionsHelp(id: string): string[] | undefined {
  const system = RULE_SYSTEMS.find((s) => s.id === id);
  if (!system) return undefined;
  const options = ruleSystem(system.id).options;
  const lines = [
    `**${system.name}: the optional rules** (turn them on with \`/game new options:…\` or \`/game settings\`, by id or book reference)`,
    ...options.map((o) => `**${o.ref} ${o.name}** \`${o.id}\`: ${o.description}`),
  ];
  const pages: string[] = [];
  for (const line of lines) {
    const last = pages.at(-1);
    if (last !== undefined && last.length + 1 + line.length <= 2000) pages[pages.length - 1] = `${last}\n${line}`;
    else pages.push(line);
  }
  return pages;
}
