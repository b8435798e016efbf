/**
 * `npm run register`: tell Discord about Salvo's slash commands.
 * With DEV_GUILD_ID set they go to that one server and appear at once (for testing);
 * with `-- --global` they go to every server, which can take up to an hour to show.
 */
import { REST, Routes } from 'discord.js';
import { registrationBody } from '../commands/index.ts';
import { configOrExit } from './config.ts';

const config = configOrExit();
const global = process.argv.includes('--global');
if (!global && !config.devGuildId) {
  process.stderr.write(
    'Set DEV_GUILD_ID to register the commands in your test server, or run `npm run register -- --global` for every server.\n',
  );
  process.exit(1);
}

const rest = new REST(config.apiBase ? { api: config.apiBase } : {}).setToken(config.token);
const body = registrationBody();
const route =
  global || !config.devGuildId
    ? Routes.applicationCommands(config.appId)
    : Routes.applicationGuildCommands(config.appId, config.devGuildId);
try {
  await rest.put(route, { body });
  const where = global ? 'globally (allow up to an hour to appear)' : `in server ${config.devGuildId}`;
  process.stdout.write(`Registered ${body.length} command(s) ${where}: ${body.map((c) => `/${c.name}`).join(', ')}\n`);
} catch (error) {
  process.stderr.write(`Discord refused the commands: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
