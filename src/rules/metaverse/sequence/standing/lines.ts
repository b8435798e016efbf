/**
 * Standing orders inside a plot or fire message (types.ts): a line starting `missions:` holds Mission Step orders
 * (p.19), a line starting `control:` Control Step orders (p.21); several such lines add up in order. The other
 * lines are the plot or the fire orders, read by their own reader; the standing lines are blanked in place, so
 * that reader's line numbers still count the lines the player typed.
 */
import { splitMessage } from '../control/control-step.ts';
import type { AlternatingStep } from './types.ts';

const STANDING_LINE = /^\s*(missions?|control)\s*:\s?(.*)$/i;

/** A `missions:` or `control:` line. */
export const isStandingLine = (line: string): boolean => STANDING_LINE.test(line);

export interface SplitMessage {
  /** The message with its standing lines blanked. */
  readonly rest: string;
  /** The items of each step's standing lines, in order; absent when the message has none for that step. */
  readonly items: Readonly<Partial<Record<AlternatingStep, readonly string[]>>>;
}

export function splitStanding(text: string): SplitMessage {
  const items: Partial<Record<AlternatingStep, string[]>> = {};
  const rest = text.split(/\r?\n/).map((line) => {
    const m = STANDING_LINE.exec(line);
    if (!m) return line;
    const step: AlternatingStep = /^c/i.test(m[1] ?? '') ? 'control' : 'missions';
    items[step] = [...(items[step] ?? []), ...splitMessage(m[2] ?? '')];
    return '';
  });
  return { rest: rest.join('\n'), items };
}

/** The lines of a step's items as a message carries them: `control: designate …`, one item a line. */
export const standingLines = (step: AlternatingStep, items: readonly string[]): string[] => items.map((i) => `${step}: ${i}`);
