/**
 * One line about a starship squadron for the DM prompt (docs/playing.md §2; Metaverse p.5 squadrons, p.7 Cinematic momentum
 * and heading, p.9 Newtonian speed and rotation; p.3 command points):
 *   "at 90,108 cm · heading 0° · momentum 4 cm · Cinematic · CP: Commodore Hale 3"
 *   "at 45,6 cm · heading 180° · speed 0 cm · rotation CW1 · Newtonian · CP: Warlord Skarr 3"
 * Positions are the scene's (x east, y south), headings compass degrees; the CP shown is the squadron's commander's.
 */
import { newtonianSpeed } from '../movement/newtonian.ts';
import type { MetaverseState, MvSquadron } from '../state.ts';
import { cm } from './seat.ts';

export function rotationText(rotation: number): string {
  if (rotation === 0) return 'no rotation';
  return rotation > 0 ? `rotation CW${rotation}` : `rotation CCW${-rotation}`;
}

export function squadronLine(state: MetaverseState, sq: MvSquadron): string {
  const commander = state.commanders.find((c) => c.id === sq.commanderId);
  const motion =
    sq.method === 'cinematic'
      ? [`momentum ${sq.momentum} cm`, 'Cinematic']
      : [`speed ${newtonianSpeed(sq.directionality, sq.rose)} cm`, rotationText(sq.rotation), 'Newtonian'];
  return [`at ${cm(sq.at.x)},${cm(sq.at.y)} cm`, `heading ${cm(sq.heading)}°`, ...motion, ...(commander ? [`CP: ${commander.name} ${commander.cp}`] : [])].join(' · ');
}
