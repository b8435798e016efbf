// The README and `/salvo about` say what is true (issue 16 item 8): a rule system that plays is called playable in
// both, and the README names no feature as missing that the code has.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aboutText } from '../../src/commands/salvo.ts';
import { RULE_SYSTEMS } from '../../src/game/rule-systems.ts';
import { RULE_SYSTEM_REGISTRY } from '../../src/game/rule-systems.ts';
import { launchSeekers } from '../../src/rules/starmada/seekers/launch.ts';
import { playsThrough } from './playable-probe.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const statusLine = /^> Status: (.+?)(?:\n(?!>)|\n>\s*\n)/ms.exec(readme)?.[1]?.replace(/\n> ?/g, ' ') ?? '';
const about = aboutText({ version: 'test', startedAt: new Date(0), now: () => new Date(60_000) });

describe('the README status line and /salvo about match the code', () => {
  it('the README has a status line', () => {
    expect(statusLine).toMatch(/playable/);
  });

  for (const info of RULE_SYSTEMS) {
    const system = RULE_SYSTEM_REGISTRY[info.id];
    const plays = system ? playsThrough(system) : { ok: false as const, why: 'not registered' };

    it(`${info.name}: the catalogue's "playable" is what a game set up and played by the book finds`, () => {
      if (plays.ok) expect(plays.steps).toBeGreaterThan(3);
      expect({ system: info.name, playable: info.playable, why: plays.ok ? null : plays.why }).toEqual({ system: info.name, playable: plays.ok, why: null });
    });

    it(`${info.name}: the README status line and /salvo about call it what it is`, () => {
      const playableNames = statusLine.split(/\bare playable|\bis playable/)[0] ?? '';
      expect(playableNames.includes(info.name)).toBe(plays.ok);
      expect(readme).not.toMatch(new RegExp(`${info.name} is coming`, 'i'));
      expect(about).toContain(`${info.name} (${info.book}): ${plays.ok ? 'playable' : 'coming soon'}`);
    });
  }
});

describe('the README names no missing feature the code has', () => {
  it('Starmada seekers (C.4) are launched in the fire step, so the README does not say they cannot be', () => {
    expect(launchSeekers).toBeTypeOf('function');
    expect(readme).not.toMatch(/seek(ing weapons|ers)[^.]*cannot be launched/i);
  });

  it('the local table button the README names is the one on the page', () => {
    const page = readFileSync(new URL('../../src/local/web/static/index.html', import.meta.url), 'utf8');
    const named = [...readme.matchAll(/add players? with \*\*(.+?)\*\*/gi)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const label of named) expect(page).toContain(`>${label}</button>`);
  });
});
