/**
 * The help text for the round-plot notation (book §2.3 the round, §2.33 sensors, §2.35 fire; §3.23 landing and
 * take-off), for /help and the README. Every example here is
 * checked by the tests to parse against the sample fleet they name (Warhawk, Kestrel; enemies Raider, Viper).
 */

export const PLOT_HELP = `**Round plot** — one block per ship, \`Name:\` first (any unique start of the name; case and spaces don't matter). Sections, separated by · ; or , :
• \`thrust A/E/T\` accel/evasive/attack points (not both E and T; total ≤ Thrust Factor)
• \`sensors 2>Raider, 1>Viper\` sensors tracking each target · \`ecm 1>Raider\` sensors jamming that enemy
• \`move S30 a4 | a4 | P15 a2 | 0\` the 4 phases: S/P = starboard/port degrees (≤ Turn Mode), aN = N/4" forward (≤ A)
• \`fire laser > Raider ph2 if locked\` mount > target, phase ph1–ph4 (default any), if locked / if in arc / if locked and in arc · \`fire all > Raider\` every weapon given no other job, each when it bears · a ship fires only at what its sensors track
• \`launch missiles > Raider\` missile tubes (a tube mount under fire works too)
• \`hold point-blank\` or \`hold laser\` keep mounts to shoot incoming missiles at 1" · \`shutdown\` drives off
• \`land\` start landing (within 1" of a planet's surface; no thrust this round, down next round) · \`takeoff\` climb off the surface (no thrust this round)
• \`asteroid-defence\` (or \`ad\`, optionally naming turrets) laser turrets shoot at asteroids in the ship's path instead of firing (§3.22)
Examples:
\`Warhawk: thrust 4/2/0 · sensors 2>Raider, ecm 1>Raider · move S30 a4 | a4 | P15 a2 | a4 · fire Mk-V laser > Raider ph2 if locked; missiles > Raider · hold point-blank\`
\`war: thrust 2/0/2 · sens 1>vip · move P60 a2|a2|0|0 · fire mkv>vip if locked and in arc\`
\`Kestrel: thrust 0/3/0 · ecm 2>Raider · move S45 | S45 | 0 | 0 · hold\`
\`Kestrel: thrust 3 · move drift · shutdown\` → rejected: drives shut down use no thrust
\`Warhawk: thrust 4/0/0 · move a4|a4|a4|a4\`
\`Kestrel: thrust 0/0/0 · sensors 1>Viper · move 0|0|0|0 · fire all > Viper if locked\`
\`Kestrel: thrust 0/0/0 · move drift · land\` then, once down, \`Kestrel: takeoff\``;

/** The examples of PLOT_HELP that are valid orders (one ship per example). */
export const PLOT_HELP_VALID_EXAMPLES: readonly string[] = [
  'Warhawk: thrust 4/2/0 · sensors 2>Raider, ecm 1>Raider · move S30 a4 | a4 | P15 a2 | a4 · fire Mk-V laser > Raider ph2 if locked; missiles > Raider · hold point-blank',
  'war: thrust 2/0/2 · sens 1>vip · move P60 a2|a2|0|0 · fire mkv>vip if locked and in arc',
  'Kestrel: thrust 0/3/0 · ecm 2>Raider · move S45 | S45 | 0 | 0 · hold',
  'Warhawk: thrust 4/0/0 · move a4|a4|a4|a4',
  'Kestrel: thrust 0/0/0 · sensors 1>Viper · move 0|0|0|0 · fire all > Viper if locked',
  'Kestrel: thrust 0/0/0 · move drift · land',
];
