/**
 * The public state in a few short lines for the pinned status message (docs/playing.md §5): the round and step, each ship
 * in play with its drift speed, armour, bridge, sensors and thrust (book §2.362 damage tracks), the
 * ships out of play in one line, missile salvos in flight (§2.351), and the scenario's victory condition with its
 * progress (Ch.6: last survivor, or §6.2's raid: rounds loading at the base, loaded and escaped corsairs).
 */
import { classOf } from '../ships/library.ts';
import { inPlay } from '../ships/in-play.ts';
import { effectiveLimits } from '../record-keeping/limits.ts';
import { scenarioById } from '../setup/scenarios.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';
import { driftText, shipFlags } from './ship-brief.ts';

const PHASES = 'abcd';

export function stepLine(state: VoidstrikerState): string {
  switch (state.stage) {
    case 'plot':
      return `Round ${state.round} · plot`;
    case 'fire':
      return `Round ${state.round} · fire after phase ${PHASES[state.pending?.phase ?? 0] ?? 'a'}`;
    case 'over':
      return `Round ${state.round} · game over`;
  }
}

/** "Kongo (IJN) · speed 6 · armour 4 · bridge 6/6 · sensors 12/12 · thrust 6/6". */
export function shipStatusLine(ship: VoidShip): string {
  const cls = classOf(ship);
  const c = ship.condition;
  const thrust = effectiveLimits(cls, c).thrustFactor;
  return [
    `${ship.name} (${ship.side})`,
    driftText(ship),
    `armour ${c.armor}`,
    `bridge ${c.bridge.dp}/${c.bridge.max}`,
    `sensors ${c.sensors}/${cls.sensors}`,
    `thrust ${thrust}/${cls.thrustFactor}`,
    ...shipFlags(ship),
  ].join(' · ');
}

function goneLine(state: VoidstrikerState): string | null {
  const gone = state.ships.filter((s) => !inPlay(s));
  if (gone.length === 0) return null;
  return `Out of play: ${gone.map((s) => `${s.name} (${s.fate ?? (s.status === 'departed' ? 'departed' : 'destroyed')})`).join(' · ')}`;
}

function salvoLine(state: VoidstrikerState): string | null {
  if (state.salvos.length === 0) return null;
  const name = (id: string): string => state.ships.find((s) => s.id === id)?.name ?? state.salvos.find((s) => s.id === id)?.id ?? id;
  return `Missiles in flight: ${state.salvos.map((s) => `${s.count} × Mk-${['I', 'II', 'III', 'IV'][s.mark - 1] ?? s.mark} (${s.side}) → ${name(s.target)}`).join(' · ')}`;
}

function victoryLine(state: VoidstrikerState): string {
  const scenario = scenarioById(state.scenario);
  const sides = [...new Set(state.ships.map((s) => s.side))];
  const count = sides.map((side) => `${side} ${state.ships.filter((s) => s.side === side && inPlay(s)).length}`).join(' · ');
  if (scenario?.victory.kind !== 'raid') return `Last survivor wins · ships in play: ${count}`;
  const v = scenario.victory;
  const raid = state.raid;
  const name = (id: string): string => state.ships.find((s) => s.id === id)?.name ?? id;
  const where = state.base?.name ?? 'the base';
  const loading = Object.entries(raid?.loading ?? {})
    .filter(([id]) => !(raid?.loaded ?? []).includes(id))
    .map(([id, n]) => `${name(id)} ${n}/${v.loadingTurns}`);
  const list = (ids: readonly string[]): string => (ids.length > 0 ? ids.map(name).join(', ') : 'none');
  return [
    `${v.side} win if a corsair loads ${v.loadingTurns} rounds at ${where} and escapes, else ${v.otherwise}`,
    `loading: ${loading.length > 0 ? loading.join(', ') : 'none'}`,
    `loaded: ${list(raid?.loaded ?? [])}`,
    `escaped: ${list(raid?.escaped ?? [])}`,
  ].join(' · ');
}

export function statusLines(state: VoidstrikerState): string[] {
  const lines = [stepLine(state), ...state.ships.filter(inPlay).map(shipStatusLine)];
  const gone = goneLine(state);
  const salvos = salvoLine(state);
  if (gone) lines.push(gone);
  if (salvos) lines.push(salvos);
  lines.push(state.outcome ? `Game over: ${state.outcome.summary}` : victoryLine(state));
  return lines;
}
