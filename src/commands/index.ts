/** Every slash command, listed by hand so the set is reviewable (no file-system scanning). */
import type { SlashCommand } from './command.ts';
import { salvo } from './salvo.ts';

export const COMMANDS: readonly SlashCommand[] = [salvo];
