/** Every slash command, listed by hand so the set is reviewable (no file-system scanning). */
import type { ComponentHandler, SlashCommand } from './command.ts';
import { fire } from './fire.ts';
import { mine } from './mine.ts';
import { ORDER_CONTROLS } from './order-controls.ts';
import { plot } from './plot.ts';
import { ready } from './ready.ts';
import { salvo } from './salvo.ts';
import { status } from './status.ts';
import { verify } from './verify.ts';

export const COMMANDS: readonly SlashCommand[] = [salvo, mine, plot, fire, ready, status, verify];

/** Every button and modal handler, by custom_id prefix. */
export const COMPONENTS: readonly ComponentHandler[] = [...ORDER_CONTROLS];
