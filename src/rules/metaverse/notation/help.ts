/**
 * Help for the Metaverse order notation (Salvo's compact text syntax; book p.5–19 plots, p.24 fire). Every
 * example here is checked by the tests to parse against the sample seats of ships/samples.ts (USS Thunderchild and the
 * Avenger Group against ISS Vengeance and BGS Chimera).
 */

export const PLOT_HELP = `**Movement plot** (secret, every turn) — one line per squadron, \`Name:\` first (any unique start; case and spaces don't matter); nothing plotted = drift.
Cinematic: \`A4\` accelerate 4 (stern drives) · \`D2\` decelerate (bow drives) · \`T:SSP\` heading changes in order, S starboard / P port
Newtonian: \`R:CW1\` / \`R:CCW2\` rotation (port / starboard drives) · \`F:FWD6@1\` 6 points pushing forward (stern drives) at rotation step 1 (0 = before turning) · \`F:AFT4\` bow drives
Name drives in brackets if you like: \`A4(S1,S2)\` \`T:S(P)\` \`R:CW1(P1)\`; otherwise the referee picks them.
Advanced, 1 CP each: \`RL\` roll · \`FL\` flip · \`EP(S1,S2)\` emergency power · \`RAM(target)\` · \`FTL-R\` \`R-FTL\` \`S-FTL-W/H/J\` \`T-FTL-W/H/J\` \`FTL-T\`, hyper with its distance \`T-FTL-H(75)\`
Gravity wall (free): \`GW(bow,port)\` raises the ship's wall on those arcs this turn (\`GW(name: arcs)\` if it has several)
Then, separated by · or ; : \`launch 2 Strike Wing\` (\`from\` a hangar) · \`recover Red Flight\` (\`to\` a hangar) · \`pay Hale\` (who pays the CPs)
Break ships off (1 CP): \`break USS Wasp: drift\`
Turn 1 only: \`deploy 30 112 facing 45 speed 4\` first places the squadron in your deployment zone (x, y in cm), moving at up to your preparation turns × its full burn.
Examples:
\`USS Thunderchild: A4(S1,S2) T:S(P)\`
\`thunder: d2 t:ss · launch 1 cap wing\`
\`USS Thunderchild: EP(S1,S2) A8\`
\`Avenger Group: A3 T:P RL · pay Hale\`
\`Avenger Group: T-FTL-H(75)\`
\`ISS Vengeance: R:CW1(P1) F:AFT4@0(B1,B2) F:FWD6@1(T1,T2)\`
\`venge: r:cw1 f:aft4 f:fwd6@1 · launch 2 strike\`
\`BGS Chimera: RAM(Thunderchild) F:FWD4\``;

export const FIRE_HELP = `**Fire orders** (secret, both sides at once) — one line per ship, \`Name:\` first; orders separated by · or ; :
\`weapons > target @sensor\` — weapons by name, separated by commas: \`all laser\`, \`4 laser\`, \`Heavy Laser 2\` (weapons sharing a name are numbered, as your draft shows them); a weapon mode or launcher load in brackets: \`Torpedo Launcher(2 torpedo)\`
Add \`volley\` (one roll for the group; its sensor does nothing else) or \`surgical propulsion\` (one weapon; secondary, ew, propulsion, hangar, active-defence, weapon).
\`fc 16/8\` splits the fire control into FC1, FC2 (then only those may be used). Weapons with no order are held for point defence.
Examples:
\`USS Thunderchild: all laser > Vengeance @Sensor A\`
\`USS Thunderchild: 4 laser > Vengeance @a · 2 laser > Vengeance @b volley\`
\`USS Avenger: fc 16/8 · Ion Cannon 1, Ion Cannon 2 > Vengeance @FC1 · Phase Disruptor 3 > Chimera @FC2 surgical propulsion\`
\`BGS Chimera: Torpedo Launcher(2 torpedo), all antimatter > Thunderchild @Sensor 1\`
\`ISS Vengeance: all mass driver, all missile > thunderchild @a · spinal > avenger @b\``;

/** The valid plot examples of PLOT_HELP. */
export const PLOT_HELP_EXAMPLES: readonly string[] = [
  'USS Thunderchild: A4(S1,S2) T:S(P)',
  'thunder: d2 t:ss · launch 1 cap wing',
  'USS Thunderchild: EP(S1,S2) A8',
  'Avenger Group: A3 T:P RL · pay Hale',
  'Avenger Group: T-FTL-H(75)',
  'ISS Vengeance: R:CW1(P1) F:AFT4@0(B1,B2) F:FWD6@1(T1,T2)',
  'venge: r:cw1 f:aft4 f:fwd6@1 · launch 2 strike',
  'BGS Chimera: RAM(Thunderchild) F:FWD4',
  'break USS Wasp: drift',
];

/** The valid fire examples of FIRE_HELP. */
export const FIRE_HELP_EXAMPLES: readonly string[] = [
  'USS Thunderchild: all laser > Vengeance @Sensor A',
  'USS Thunderchild: 4 laser > Vengeance @a · 2 laser > Vengeance @b volley',
  'USS Avenger: fc 16/8 · Ion Cannon 1, Ion Cannon 2 > Vengeance @FC1 · Phase Disruptor 3 > Chimera @FC2 surgical propulsion',
  'BGS Chimera: Torpedo Launcher(2 torpedo), all antimatter > Thunderchild @Sensor 1',
  'ISS Vengeance: all mass driver, all missile > thunderchild @a · spinal > avenger @b',
];

export const STEP_HELP = `**Missions and control step** (players take turns, one action each; two passes in a row end the step):
Missions, 1 CP each: \`mission Red Flight, Blue Flight > ISS Vengeance escort Blue Flight\` · \`retarget Strike One > BGS Chimera\` · \`split Strike One: Blue Flight\` · \`recall Strike One\` · \`pass\`
Missions' standing orders for the starfighter combat (free; a message of these alone is a pass): after a strike's target \`at Ship\` (which ship its weapons go at), \`surgical propulsion\` (or secondary, ew, active-defence, weapon), \`standoff\` (long range only, no closing) — \`mission Red Flight > ISS Vengeance at ISS Vengeance surgical propulsion\` · \`strike Strike One at ISS Vengeance surgical weapon\` · \`strike Strike One standoff\` · \`strike Strike One close\` (back to the defaults) · CAP flying out to meet a strike: \`intercept Gold Flight\` · \`intercept Gold Flight off\`
Control: \`priority ISS Vengeance\` (flag commander) · \`designate BGS Chimera for Avenger Group\` (1 CP) · \`ew USS Avenger ELINT on > ISS Vengeance\` (1 CP) · \`shields USS Thunderchild down\` · \`pods USS Avenger 2\` · \`pass\`
Add \`· pay Hale\` to choose who pays.`;

/** The mission-step examples of STEP_HELP. */
export const MISSION_HELP_EXAMPLES: readonly string[] = [
  'mission Red Flight, Blue Flight > ISS Vengeance escort Blue Flight',
  'retarget Strike One > BGS Chimera',
  'split Strike One: Blue Flight',
  'recall Strike One',
  'pass',
  'mission Red Flight > ISS Vengeance at ISS Vengeance surgical propulsion',
  'strike Strike One at ISS Vengeance surgical weapon',
  'strike Strike One standoff',
  'strike Strike One close',
  'intercept Gold Flight',
  'intercept Gold Flight off',
];

/** The control-step examples of STEP_HELP. */
export const CONTROL_HELP_EXAMPLES: readonly string[] = [
  'priority ISS Vengeance',
  'designate BGS Chimera for Avenger Group',
  'ew USS Avenger ELINT on > ISS Vengeance',
  'shields USS Thunderchild down',
  'pods USS Avenger 2',
  'pass',
];

/**
 * Standing orders for the alternating steps (sequence/standing/): given with the plot or the fire orders, played out in the
 * book's order (p.19, p.21). Every example is checked by the tests to parse against the sample seats.
 */
export const STANDING_HELP = `**Standing orders** (unless the game plays one message at a time) — write your Mission and Control Step actions in advance, with your plot or your fire orders: a line \`missions: …\` or \`control: …\`, items separated by \`;\`. Salvo plays them in the book's order, one action a turn, and asks you only when they do not cover your turn.
Actions in order, then how they end: \`pass\` (the default) · \`pass unless …\` (you are asked if it happens) · \`ask\` (you are asked at your next turn)
Wait for: \`enemy acts\` · \`enemy jams\` · \`enemy uses EW\` · \`enemy cloaks\` · \`enemy drops shields\` · \`enemy targets Ship\` · \`enemy strikes Squadron\` (missions); join with \`or\`
React once, at your next turn after it: \`if enemy jams: ew USS Avenger ELINT on > ISS Vengeance\`
Lines add up: a later \`control: priority …\` joins the draft's orders (a new ending replaces the old one); \`control: clear\` first withdraws them.
Asked in the step, answer the same way without \`control:\`. Examples:
\`control: designate ISS Vengeance for Avenger Group; pass unless enemy jams or targets USS Thunderchild\`
\`control: priority ISS Vengeance; if enemy uses EW: ew USS Avenger ELINT on > ISS Vengeance\`
\`missions: mission Red Flight > ISS Vengeance; pass unless enemy strikes\``;

/** The standing-order lines of STANDING_HELP's examples. */
export const STANDING_HELP_EXAMPLES: readonly string[] = [
  'control: designate ISS Vengeance for Avenger Group; pass unless enemy jams or targets USS Thunderchild',
  'control: priority ISS Vengeance; if enemy uses EW: ew USS Avenger ELINT on > ISS Vengeance',
  'missions: mission Red Flight > ISS Vengeance; pass unless enemy strikes',
];
