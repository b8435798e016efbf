/**
 * Landings and take-offs ordered in the round plot (book §3.23; ruling B12): a landing ship spends the round
 * immobile within 1" of the surface and is down from the next round; a taking-off ship is placed 0.5" above the
 * surface with no drift and may not accelerate until the next round.
 *
 * Judgement call: §6.2's gunboats take off "on the second turn after the Arabs enter the map", so before then
 * their take-off order is refused (the Arabs enter in round 1).
 */
import { bearingOf, sub } from '../../core/plane.ts';
import { NO_DRIFT } from '../movement/drift.ts';
import { isNextToPlanet, takeOffPlacement, validateLandingRound } from '../movement/landing.ts';
import { startLanding, startTakeOff, landedPosition } from '../map-features/surface-status.ts';
import { inPlay, movingShip } from '../ships/in-play.ts';
import { event, putShip, type World } from './world.ts';

const GUNBOAT_WAIT = 2;

export function surfaceOrders(world: World): void {
  const { state } = world;
  for (const ship of world.ships.filter(inPlay)) {
    const plot = world.plots[ship.id];
    const order = plot?.standing.surface;
    if (!plot || !order) continue;
    if (order === 'land') {
      const planet = state.planets.find((p) => isNextToPlanet(ship.position, p));
      if (!planet) {
        event(world, 'surface', `${ship.name} cannot land: it must be within 1" of a planet's surface (§3.23).`);
        continue;
      }
      const checked = validateLandingRound(movingShip(ship), plot.manoeuvre, planet);
      const started = checked.ok ? startLanding(ship.surface, planet.id, state.round, ship.name) : checked;
      if (!started.ok) {
        event(world, 'surface', `${ship.name} cannot land: ${started.error.message}`);
        continue;
      }
      putShip(world, { ...ship, surface: started.value });
      event(world, 'surface', `${ship.name} begins landing on ${planet.id}; it will be down next round.`);
    } else {
      const waitUntil = state.raid && ship.classId === 'us-gunboat-500' ? state.raid.enteredRound + GUNBOAT_WAIT : 0;
      if (state.round < waitUntil) {
        event(world, 'surface', `${ship.name} cannot take off before round ${waitUntil} (§6.2).`);
        continue;
      }
      const started = startTakeOff(ship.surface, state.round, ship.name);
      const planet = ship.surface.kind === 'landed' ? state.planets.find((p) => p.id === (ship.surface as { planetId: string }).planetId) : undefined;
      if (!started.ok || !planet) {
        event(world, 'surface', `${ship.name} cannot take off: ${started.ok ? 'no planet' : started.error.message}`);
        continue;
      }
      const bearing = bearingOf(sub(ship.position, planet.center)) ?? 0;
      const place = takeOffPlacement(planet, bearing);
      putShip(world, { ...ship, ...place, drift: NO_DRIFT, surface: started.value });
      event(world, 'surface', `${ship.name} takes off from ${planet.id}; it may accelerate from next round.`);
    }
  }
}

/** At the start of a round: landing ships touch down on the surface point below them. */
export function touchDown(world: World): void {
  for (const ship of world.ships) {
    if (ship.surface.kind !== 'landed' || !inPlay(ship)) continue;
    const planet = world.state.planets.find((p) => p.id === (ship.surface as { planetId: string }).planetId);
    if (!planet) continue;
    const at = landedPosition(planet, bearingOf(sub(ship.position, planet.center)) ?? 0);
    if (at.x !== ship.position.x || at.y !== ship.position.y) putShip(world, { ...ship, position: at, vectorCounter: at, drift: NO_DRIFT });
  }
}
