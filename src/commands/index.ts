/** Every slash command, listed by hand so the set is reviewable (no file-system scanning). */
import type { ComponentHandler, SlashCommand } from './command.ts';
import { fire } from './fire.ts';
import { fireControl } from './fire-panel.ts';
import { fleet, fleetImportModal } from './fleet.ts';
import { game } from './game.ts';
import { games } from './games.ts';
import { gm } from './gm.ts';
import { gmConfirm } from './gm-confirm.ts';
import { help } from './help.ts';
import { history } from './history.ts';
import { lobbyControls } from './lobby-controls.ts';
import { lobbyJoin } from './lobby-join.ts';
import { map } from './map.ts';
import { mine } from './mine.ts';
import { ORDER_CONTROLS } from './order-controls.ts';
import { pickControl } from './pick.ts';
import { plot } from './plot.ts';
import { ready } from './ready.ts';
import { replay } from './replay.ts';
import { salvo } from './salvo.ts';
import { status } from './status.ts';
import { verify } from './verify.ts';

export const COMMANDS: readonly SlashCommand[] = [salvo, help, game, games, fleet, mine, plot, fire, ready, status, map, history, replay, verify, gm];

/** Every button and modal handler, by custom_id prefix. */
export const COMPONENTS: readonly ComponentHandler[] = [lobbyJoin, lobbyControls, gmConfirm, fleetImportModal, ...ORDER_CONTROLS, pickControl, fireControl];

/** Commands that make sense in a DM with the bot too (orders, fire, ready, what I owe, help); the rest need a server. */
const ALSO_IN_DMS = new Set(['plot', 'fire', 'ready', 'mine', 'help', 'salvo']);

/** The commands as registered: each says where it can be used (0 a server, 1 a DM with the bot). */
export const registrationBody = () => COMMANDS.map((c) => ({ ...c.data, contexts: ALSO_IN_DMS.has(c.data.name) ? [0, 1] : [0] }));
