/**
 * Settings from the environment, or from a `.env` file in the working directory (the environment wins).
 * Every problem becomes part of one sentence that names the variable and says where to get its value;
 * the token itself never appears in a message.
 */
import { existsSync } from 'node:fs';
import { z } from 'zod';

const PORTAL = 'https://discord.com/developers/applications';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const snowflake = z.string().regex(/^\d{15,21}$/);

/** How to fix each variable, said once per variable whatever zod complained about. */
const HELP: Record<string, { missing: string; malformed: string }> = {
  DISCORD_TOKEN: {
    missing: `DISCORD_TOKEN is not set (copy it from the Bot page of your application at ${PORTAL})`,
    malformed: `DISCORD_TOKEN does not look like a bot token (reset and copy it from the Bot page of your application at ${PORTAL})`,
  },
  DISCORD_APP_ID: {
    missing: `DISCORD_APP_ID is not set (copy the Application ID from the General Information page at ${PORTAL})`,
    malformed: `DISCORD_APP_ID must be a numeric ID (copy the Application ID from the General Information page at ${PORTAL})`,
  },
  DEV_GUILD_ID: {
    missing: 'DEV_GUILD_ID is empty (remove it, or set it to your test server ID)',
    malformed:
      'DEV_GUILD_ID must be a numeric server ID (turn on Developer Mode in Discord, right-click your server, Copy Server ID)',
  },
  DATABASE_PATH: {
    missing: 'DATABASE_PATH is empty (remove it to use ./data/salvo.db, or name a file)',
    malformed: 'DATABASE_PATH must be a file path',
  },
  LOG_LEVEL: {
    missing: `LOG_LEVEL is empty (remove it, or use one of ${LOG_LEVELS.join(', ')})`,
    malformed: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`,
  },
  DISCORD_API_BASE: {
    missing: 'DISCORD_API_BASE is empty (remove it: it is only for tests against a local fake Discord)',
    malformed: 'DISCORD_API_BASE must be an http(s) URL such as http://127.0.0.1:8080/api (it is only for tests)',
  },
};

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  DISCORD_TOKEN: z.string().regex(/^[\w-]{20,}\.[\w-]{4,}\.[\w-]{20,}$/),
  DISCORD_APP_ID: snowflake,
  DEV_GUILD_ID: z.preprocess(emptyToUndefined, snowflake.optional()),
  DATABASE_PATH: z.preprocess(emptyToUndefined, z.string().min(1).default('./data/salvo.db')),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  DISCORD_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
});

export interface Config {
  token: string;
  appId: string;
  devGuildId: string | undefined;
  databasePath: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Only set in tests: where the REST API (and so the gateway) lives. */
  apiBase: string | undefined;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

/** Which variables a command needs: `register` needs no database, for example. */
export type ConfigKey = keyof z.infer<typeof envSchema>;

/** Reads and checks the settings; never throws. */
export function readConfig(env: NodeJS.ProcessEnv): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      const help = HELP[name];
      if (!help || problems.has(name)) continue;
      problems.set(name, env[name] === undefined || env[name] === '' ? help.missing : help.malformed);
    }
    return { ok: false, message: `Salvo cannot start: ${[...problems.values()].join('; ')}.` };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      token: e.DISCORD_TOKEN,
      appId: e.DISCORD_APP_ID,
      devGuildId: e.DEV_GUILD_ID,
      databasePath: e.DATABASE_PATH,
      logLevel: e.LOG_LEVEL,
      apiBase: e.DISCORD_API_BASE,
    },
  };
}

/** Loads `.env` (or the file named by SALVO_ENV_FILE) into process.env without overriding what is set. */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): void {
  const file = env['SALVO_ENV_FILE'] ?? '.env';
  if (existsSync(file)) process.loadEnvFile(file);
}

/** For the entry points: the settings from `.env` and the environment, or one sentence on stderr and exit 1. */
export function configOrExit(): Config {
  loadEnvFile();
  const result = readConfig(process.env);
  if (result.ok) return result.config;
  process.stderr.write(`${result.message}\n`);
  process.exit(1);
}

/** The local table's settings (src/local): used when DISCORD_TOKEN is not set. */
export interface TableConfig {
  databasePath: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The page's port on 127.0.0.1. */
  port: number;
}

const tableSchema = z.object({
  DATABASE_PATH: z.preprocess(emptyToUndefined, z.string().min(1).default('./data/salvo.db')),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  SALVO_TABLE_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
});

const TABLE_HELP: Record<string, string> = {
  ...Object.fromEntries(Object.entries(HELP).map(([k, v]) => [k, v.malformed])),
  SALVO_TABLE_PORT: 'SALVO_TABLE_PORT must be a port number from 0 to 65535 (default 3000)',
};

export function readTableConfig(env: NodeJS.ProcessEnv): { ok: true; config: TableConfig } | { ok: false; message: string } {
  const parsed = tableSchema.safeParse(env);
  if (!parsed.success) {
    const problems = new Set(parsed.error.issues.map((i) => TABLE_HELP[String(i.path[0])] ?? i.message));
    return { ok: false, message: `Salvo cannot start: ${[...problems].join('; ')}.` };
  }
  return { ok: true, config: { databasePath: parsed.data.DATABASE_PATH, logLevel: parsed.data.LOG_LEVEL, port: parsed.data.SALVO_TABLE_PORT } };
}

/**
 * For `npm start`: with DISCORD_TOKEN set, the Discord settings; without it, the local table's. Either way one
 * sentence on stderr and exit 1 when something is wrong.
 */
export function startupOrExit(): { mode: 'discord'; config: Config } | { mode: 'table'; config: TableConfig } {
  loadEnvFile();
  if (process.env['DISCORD_TOKEN'] === undefined || process.env['DISCORD_TOKEN'] === '') {
    const table = readTableConfig(process.env);
    if (table.ok) return { mode: 'table', config: table.config };
    process.stderr.write(`${table.message}\n`);
    process.exit(1);
  }
  return { mode: 'discord', config: configOrExit() };
}
