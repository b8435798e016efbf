/**
 * Playing a saved game in progress on to its end, the way its golden game (games.ts) played it: the same autopilot,
 * the same dice. Service games are replayed without a database: each step's dice come from the game's secret
 * (stepSeed, game 1, the step's seq), the autopilot's text orders go through `parse`, and the state goes through
 * JSON and `readState` between steps as the game service stores and reads it.
 */
import { stepSeed } from '../../src/game/dice-commitment.ts';
import { ruleSystem } from '../../src/game/rule-systems.ts';
import { storedForm } from '../../src/game/stored-state.ts';
import { rngStateFromSeed, seededDice } from '../../src/rules/core/dice.ts';
import type { SeatId } from '../../src/rules/core/rule-system.ts';
import { readState } from '../../src/rules/core/state-version.ts';
import type { MetaverseState } from '../../src/rules/metaverse/state.ts';
import type { VoidstrikerState } from '../../src/rules/voidstriker/state.ts';
import { autopilotText as metaverseText, type AutopilotStyle } from '../rules/metaverse/game/autopilot-text.ts';
import { autopilotText as voidstrikerText } from '../rules/voidstriker/game/autopilot.ts';
import type { RecordedStep } from './games.ts';

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The autopilot's text for a seat of a service game, by game name. */
function textFor(name: string): (state: unknown, seat: SeatId) => string {
  if (name.startsWith('voidstriker')) return (state, seat) => voidstrikerText(state as VoidstrikerState, seat);
  const style: AutopilotStyle = name.endsWith('standing-fire') ? { standingWith: 'fire' } : name.endsWith('standing-plot') ? { standingWith: 'plot' } : {};
  return (state, seat) => metaverseText(state as MetaverseState, seat, style);
}

/** A service game (games.ts `serviceGame`) played on from `state`, after `resolved` steps, to its end. */
export function resumeService(name: string, systemId: string, secret: string, state: unknown, resolved: number, maxSteps = 600): RecordedStep[] {
  const system = ruleSystem(systemId);
  const text = textFor(name);
  const steps: RecordedStep[] = [];
  for (let seq = resolved + 1; seq <= resolved + maxSteps; seq++) {
    const step = system.step(state);
    if (!step) return steps;
    const submissions: Record<string, unknown> = {};
    for (const seat of step.owes) {
      const sent = system.parse(state, seat, text(state, seat));
      // As service-game.ts: a mission the fighters cannot fly is refused, and the autopilot passes instead.
      const parsed = !sent.ok && (state as { stage?: string }).stage === 'missions' ? system.parse(state, seat, 'pass') : sent;
      if (!parsed.ok) throw new Error(`${step.key} ${seat}: ${parsed.error.map((e) => e.message).join(' | ')}`);
      submissions[seat] = json(parsed.value);
    }
    const seed = stepSeed(secret, 1, seq, step.key);
    const dice = seededDice(rngStateFromSeed(seed));
    const out = system.resolve(state, submissions, dice);
    const events = [...json(out.events), { type: 'dice', text: `Dice seed ${seed}`, data: { rolls: json(dice.rolls) } }];
    const stored = json(storedForm(systemId, out.state));
    const read = readState(stored, system.state);
    if (!read.ok) throw new Error(`${step.key}: the state it left cannot be read: ${read.error}`);
    steps.push({ key: step.key, events, state: stored });
    state = read.value;
  }
  throw new Error(`${name}: the game did not end in ${maxSteps} steps`);
}
