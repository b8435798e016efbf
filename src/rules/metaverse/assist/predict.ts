/**
 * Where a squadron's plot takes it, for the echo (sequence/movement/planned-move.ts runs the movement module's own moves):
 * "momentum 0 → 2 cm · heading 0° → 45° · ends at 45,112 cm" or "heading 180° → 240° · speed 0 → 2 cm ·
 * rotation CW1 · ends at …". FTL and RAM plots get no forecast (they depend on other ships and dice).
 */
import { newtonianSpeed } from '../movement/newtonian.ts';
import type { SquadronDraft } from '../notation/types.ts';
import { plannedMove } from '../sequence/movement/planned-move.ts';
import type { MetaverseState, MvSquadron } from '../state.ts';
import { cm } from './seat.ts';
import { rotationText } from './squadron-brief.ts';

export function forecast(state: MetaverseState, sq: MvSquadron, plot: SquadronDraft): string | null {
  const m = plannedMove(state, sq, plot);
  if (!m) return null;
  const heading = Math.abs(sq.heading - m.heading) < 1e-6 ? `heading ${cm(sq.heading)}°` : `heading ${cm(sq.heading)}° → ${cm(m.heading)}°`;
  const ends = `ends at ${cm(m.at.x)},${cm(m.at.y)} cm`;
  if (sq.method === 'cinematic') return [`momentum ${sq.momentum} → ${m.momentum} cm`, heading, ends].join(' · ');
  return [heading, `speed ${newtonianSpeed(sq.directionality, sq.rose)} → ${newtonianSpeed(sq.directionality, m.rose)} cm`, rotationText(m.rotation), ends].join(' · ');
}
