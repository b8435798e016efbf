/**
 * Where a squadron's plot takes it, for the echo (Metaverse p.7 "Cinematic Movement", p.9 "Newtonian Movement",
 * p.11–12 Roll and Flip; digest §3.4, §3.5, A21): the movement module's own moves (movement/cinematic.ts,
 * movement/newtonian.ts) run on the squadron as it stands, as the movement step will run them.
 * "momentum 0 → 2 cm · heading 0° → 45° · ends at 45,112 cm" or "heading 180° → 240° · speed 0 → 2 cm ·
 * rotation CW1 · ends at …". Judgement call: FTL and RAM plots get no forecast (they depend on other ships and dice).
 */
import { movementPlotOf } from '../adapters/notation.ts';
import { moveCinematic } from '../movement/cinematic.ts';
import { moveNewtonian, newtonianSpeed } from '../movement/newtonian.ts';
import type { SquadronPlot } from '../plot/types.ts';
import type { MetaverseState, MvSquadron } from '../turn/state.ts';
import { cm } from './seat.ts';
import { rotationText } from './squadron-brief.ts';

export function forecast(state: MetaverseState, sq: MvSquadron, plot: SquadronPlot): string | null {
  if (plot.advanced.some((a) => a.code !== 'RL' && a.code !== 'FL' && a.code !== 'EP')) return null;
  const converted = movementPlotOf(plot);
  if (!converted.ok) return null;
  const move = converted.value;
  const roll = move.manoeuvres.some((m) => m.code === 'RL');
  const flip = move.manoeuvres.some((m) => m.code === 'FL');
  const blank = plot.advanced.length === 0 && (move.cinematic ? move.cinematic.accel + move.cinematic.decel + move.cinematic.turns.length === 0 : !move.newtonian?.rotate && (move.newtonian?.thrust.length ?? 0) === 0);
  const heading = (from: number, to: number): string => (Math.abs(from - to) < 1e-6 ? `heading ${cm(from)}°` : `heading ${cm(from)}° → ${cm(to)}°`);
  if (sq.method === 'cinematic') {
    const m = moveCinematic(
      { at: sq.at, heading: sq.heading, momentum: sq.momentum, mirrored: sq.mirrored },
      move.cinematic ?? { accel: 0, decel: 0, turns: [] },
      { directionality: sq.directionality, hexTurnStep: state.config.game.hexTurnStep.cinematic, roll, flip, blank },
    );
    return [`momentum ${sq.momentum} → ${m.state.momentum} cm`, heading(sq.heading, m.state.heading), `ends at ${cm(m.state.at.x)},${cm(m.state.at.y)} cm`].join(' · ');
  }
  const m = moveNewtonian(
    { at: sq.at, heading: sq.heading, rose: sq.rose, rotation: sq.rotation, mirrored: sq.mirrored },
    move.newtonian ?? { thrust: [] },
    { directionality: sq.directionality, roll, flip, blank },
  );
  return [
    heading(sq.heading, m.state.heading),
    `speed ${newtonianSpeed(sq.directionality, sq.rose)} → ${newtonianSpeed(sq.directionality, m.state.rose)} cm`,
    rotationText(m.state.rotation),
    `ends at ${cm(m.state.at.x)},${cm(m.state.at.y)} cm`,
  ].join(' · ');
}
