/** Starts the bot exactly as a user does (`npm start`) in a child process, and reads what it prints. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WAIT_CAP_MS } from '../harness/fake-discord.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BotProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the first stdout line matching `pattern`. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with npm's exit code once npm has ended. */
  exited: Promise<number | null>;
  /** Resolves once every process that shared npm's output (npm, tsx, the bot) has ended. */
  allClosed: Promise<void>;
  /** Sends a signal to npm and everything it started. */
  signal(signal: NodeJS.Signals): void;
}

/**
 * `env` is the whole environment the bot sees, on top of PATH and HOME: nothing leaks in from the test runner.
 * `npmArgs` defaults to `start`; `['run', 'register']` runs the command registration the same way.
 */
export function startBotProcess(env: Record<string, string>, npmArgs: string[] = ['start']): BotProcess {
  const child = spawn('npm', npmArgs, {
    cwd: REPO_ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', SALVO_ENV_FILE: '/nonexistent/.env', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let err = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const line of chunk.split('\n')) {
      for (const w of waiters.filter((x) => x.pattern.test(line))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let closed = false;
  const allClosed = new Promise<void>((resolve) => child.stdout.once('close', () => ((closed = true), resolve())));

  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    allClosed,
    waitForLog(pattern, timeoutMs = WAIT_CAP_MS) {
      const seen = out.split('\n').find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no log line matched ${pattern} within ${timeoutMs} ms.\nstdout:\n${out}\nstderr:\n${err}`)),
          timeoutMs,
        );
        waiters.push({ pattern, resolve: (line) => (clearTimeout(timer), resolve(line)) });
        void exited.then(() => reject(new Error(`the bot exited before logging ${pattern}.\nstdout:\n${out}\nstderr:\n${err}`)));
      });
    },
    signal(signal) {
      // The whole process group, as Ctrl-C in a terminal or a service manager's stop does: npm itself does not
      // pass SIGTERM on through `sh -c`.
      if (child.pid === undefined || closed) return;
      try {
        process.kill(-child.pid, signal);
      } catch (e) {
        // ESRCH: the group is already gone (it exited before its 'close' event reached us), which is what we wanted.
        if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e;
      }
    },
  };
}
