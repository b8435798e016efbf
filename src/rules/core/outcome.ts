/**
 * What a resolved step did, as the thread's summary says it (docs/playing.md §5, §9): one line per unit something happened
 * to ("Vigilant: hull 5 → 2 · Laser Cannon ×1 lost", "Kestrel destroyed"), one short line per attacker → target
 * ("Majestic → Kestrel: 2 of 4 hit, 5 dmg"), and a few notes (the score when it changed). Nothing is said for
 * what did not happen. Every die stays in the event log, attached to the post; this is the ten-second read.
 * Each rule system builds it from the state before and after the step and its events (its assist/outcome.ts),
 * as the public sees them. This file holds the shapes and the words they share.
 */

export interface StepOutcome {
  /** A line per unit something happened to, grouped by that unit (the target), each unit named once. */
  readonly units: readonly string[];
  /** A line per attacker → target pair, in the order the shots were made. */
  readonly shots: readonly string[];
  /** What the public should know beyond the units: "Score: A 162 / 600 · B 0 / 600". */
  readonly notes: readonly string[];
}

export const NO_OUTCOME: StepOutcome = { units: [], shots: [], notes: [] };

/** One attack as the shots section counts it. */
export interface Shot {
  readonly from: string;
  readonly to: string;
  /** Dice rolled to hit (or weapons fired, where nothing is rolled); 0 when unknown. */
  readonly tries: number;
  readonly hits: number;
  /** Damage the hits did (boxes, points): said when above 0. */
  readonly damage?: number;
  /** Fighters, missiles or craft destroyed: said when above 0. */
  readonly destroyed?: number;
}

/** "hull 5 → 2", or nothing when the value did not change. */
export const change = (label: string, before: number, after: number): string[] => (before === after ? [] : [`${label} ${before} → ${after}`]);

/** "Vigilant: hull 5 → 2 · Laser Cannon ×1 lost"; nothing when nothing happened. */
export const unitLine = (name: string, parts: readonly string[]): string[] => (parts.length === 0 ? [] : [`${name}: ${parts.join(' · ')}`]);

/** Shots merged by attacker → target, first shot first: "Majestic → Kestrel: 2 of 4 hit, 5 dmg". */
export function shotLines(shots: readonly Shot[]): string[] {
  const groups = new Map<string, { from: string; to: string; tries: number; hits: number; damage: number; destroyed: number }>();
  for (const s of shots) {
    const key = `${s.from}\u0000${s.to}`;
    const g = groups.get(key) ?? { from: s.from, to: s.to, tries: 0, hits: 0, damage: 0, destroyed: 0 };
    g.tries += s.tries;
    g.hits += s.hits;
    g.damage += s.damage ?? 0;
    g.destroyed += s.destroyed ?? 0;
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => {
    // A multi-weapon mount or a linked volley scores several hits a die: then only the hits are said.
    const hit = g.tries > 0 && g.hits <= g.tries ? `${g.hits} of ${g.tries} hit` : g.hits === 1 ? '1 hit' : `${g.hits} hits`;
    const extra = [...(g.damage > 0 ? [`${g.damage} dmg`] : []), ...(g.destroyed > 0 ? [`${g.destroyed} down`] : [])];
    return `${g.from} → ${g.to}: ${[hit, ...extra].join(', ')}`;
  });
}

/** A number read from an event's data, which the system wrote: 0 when it is not there. */
export function numberAt(data: unknown, ...path: string[]): number {
  let at: unknown = data;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'number' ? at : Array.isArray(at) ? at.length : 0;
}

/** "Majestic → Kestrel · Laser Cannon …" → ["Majestic", "Kestrel"]: the head of a combat line. */
export function headOf(text: string): { from: string; to: string } | null {
  const head = text.split(' · ')[0] ?? '';
  const m = /^(.+?) → (.+)$/.exec(head);
  return m ? { from: m[1] ?? '', to: m[2] ?? '' } : null;
}
