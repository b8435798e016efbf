/**
 * The public state in a few lines for the pinned status message: each ship with its hull, engines and shields
 * (current rating of the first unchecked box against the undamaged one, p.10), screens left (B.18) and hex, then fighter flights,
 * then the score against the scenario's VP target (2.5 p.13; Appendix S).
 * Only what a public viewer may see (views/visibility.ts): a cloaked ship (B.5) is left out.
 */
import { currentRatings, screensText } from '../combat/apply-damage.ts';
import { classOf, tracksOf } from '../combat/ship-condition.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { canSee } from '../views/visibility.ts';
import { hexOf } from './ship-brief.ts';

const PUBLIC = { kind: 'public' } as const;

export function shipStatusLine(state: StarmadaState, ship: ShipState): string {
  const head = `${ship.name} (${ship.side})`;
  if (ship.status === 'destroyed') return `${head} · destroyed`;
  if (ship.status === 'exited') return `${head} · left the board`;
  if (ship.status === 'reserve') return `${head} · waiting to reinforce (S.11)`;
  const tracks = tracksOf(state, ship);
  const now = currentRatings(ship, tracks);
  const cls = classOf(state, ship);
  // Directional shields (B.7) are rated by defensive arc; the track is only their sum, so show the arcs.
  const arcs = ship.dirShields ?? cls.directionalShields;
  const shields = arcs
    ? `shields ${Object.entries(arcs).map(([arc, r]) => `${arc} ${r}`).join(' ')}`
    : cls.tracks.shields === null ? 'no shields' : `shields ${now.shields}/${cls.tracks.shields[0] ?? 0}`;
  const where = state.phase.kind === 'deployment' ? 'not deployed' : hexOf(state, ship);
  const screens = screensText(ship, tracks);
  return `${head} · hull ${now.hull}/${tracks.hull.length} · engines ${now.engines}/${cls.tracks.engines[0] ?? 0} · ${shields}${screens ? ` · ${screens}` : ''} · ${where}`;
}

function flightsLine(state: StarmadaState): string | null {
  const parts = (['A', 'B'] as const).flatMap((side) => {
    const flights = state.flights.filter((f) => f.side === side && f.count > 0 && !f.seeker && !f.shuttle);
    const seekers = state.flights.filter((f) => f.side === side && f.count > 0 && f.seeker);
    const shuttles = state.flights.filter((f) => f.side === side && f.count > 0 && f.shuttle).length;
    const bits: string[] = [];
    if (flights.length > 0) bits.push(`${flights.length} flight${flights.length === 1 ? '' : 's'} (${flights.reduce((n, f) => n + f.count, 0)} fighters)`);
    // B.20: shuttles are flights of one, told apart from fighters.
    if (shuttles > 0) bits.push(`${shuttles} shuttle${shuttles === 1 ? '' : 's'}`);
    if (seekers.length > 0) bits.push(`${seekers.reduce((n, f) => n + f.count, 0)} seekers`);
    return bits.length > 0 ? [`${side} ${bits.join(', ')}`] : [];
  });
  return parts.length > 0 ? `Fighters: ${parts.join(' · ')}` : null;
}

export function statusLines(state: StarmadaState): string[] {
  const ships = state.ships.filter((s) => canSee(state, PUBLIC, s)).map((s) => shipStatusLine(state, s));
  const flights = flightsLine(state);
  const target = state.vpTarget === null ? '' : ` / ${state.vpTarget}`;
  const score = `Score: A ${state.ledger.scores.A}${target} · B ${state.ledger.scores.B}${target}`;
  const over = state.outcome ? [`Game over: ${state.outcome.summary}`] : [];
  return [...ships, ...(flights ? [flights] : []), score, ...over];
}
