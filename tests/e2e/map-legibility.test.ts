// Maps at Discord's 550 px (issue 24, trap 10), through the real discord.js client and the fake Discord: a game of
// each system holds a stored state just after a fire step; /map posts its PNG; the test draws the same scene
// (mapSceneFor, the function /map uses) with buildMap, checks that this is byte for byte the PNG that was posted,
// and reads the geometry of what it drew: shot lines both ways, label sizes at 550 px, velocity arrows against
// label boxes, wrecks over live units, the inset against the board, names with emoji, the table edge's legend.
import { join } from 'node:path';
import type { APIUser } from 'discord.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { map } from '../../src/commands/map.ts';
import { insertSnapshot } from '../../src/db/game-repo.ts';
import { createGame } from '../../src/game/game-lifecycle.ts';
import { mapSceneFor, type MapRequest } from '../../src/game/map-view.ts';
import type { Point, Scene } from '../../src/rules/core/scene.ts';
import { crosses, overlaps, type MapBox } from '../../src/render/map/label-placement.ts';
import { toWorld, vectorToWorld, type Frame, type Rect } from '../../src/render/map/layout.ts';
import { buildMap, renderMapPng, type MapOptions } from '../../src/render/map/render-map.ts';
import { readGz } from '../golden/store.ts';
import { expectOk } from '../game/service-fixture.ts';
import { startBotInProcess, type BotInProcess } from './bot-in-process.ts';
import { keepPng } from './discord-play.ts';
import type { FakeDiscord } from '../harness/fake-discord.ts';

const STATES = join(import.meta.dirname, '../render/map/golden-states');
/** Where the test leaves the PNGs it was posted, to look at by hand. */
const PNG_DIR = '/tmp/maps-550';
/** The width Discord shows an image at on a phone, and the smallest label font that reads there (px). */
const DISCORD_WIDTH = 550;
const READABLE_PX = 11;

type Stored = { system: string; state: Record<string, unknown> };

interface Drawn {
  readonly scene: Scene;
  readonly svg: string;
  readonly frame: Frame;
  readonly boxes: MapBox[];
}

interface Table {
  readonly system: string;
  readonly running: BotInProcess;
  readonly fake: FakeDiscord;
  readonly gameId: number;
  readonly viewer: APIUser;
}

/** A bot with one game in its channel holding `state` as its current state. */
async function tableWith(system: string, scenario: string, state: unknown): Promise<Table> {
  const running = await startBotInProcess({ secret: 'maps-550', commands: [map] });
  const fake = running.fake;
  const viewer = fake.createUser({ username: 'cara' });
  const game = expectOk(createGame(running.ctx, { guildId: fake.guildId, channelId: fake.channelId, threadId: fake.channelId, system, scenario, options: {}, stepLengthMs: 86_400_000, gmUserId: viewer.id }));
  insertSnapshot(running.ctx.db, game.id, null, state);
  return { system, running, fake, gameId: game.id, viewer };
}

const load = (file: string): Stored => readGz<Stored>(join(STATES, `${file}.json.gz`));

/** /map through Discord, and the same map drawn here: the posted PNG must be exactly this drawing. */
async function postedMap(t: Table, request: MapRequest = {}): Promise<Drawn> {
  const options: Record<string, string | boolean> = {};
  if (request.ship) options.ship = request.ship;
  if (request.arcs) options.arcs = true;
  const cmd = await t.fake.sendCommand({ user: t.viewer, name: 'map', options, channelId: t.fake.channelId });
  await cmd.waitFor((r) => r.kind === 'edit');
  const posted = cmd.files[0]?.data as Buffer;
  expect(posted.subarray(1, 4).toString('ascii')).toBe('PNG');
  keepPng(PNG_DIR, `${t.system}.png`, posted);
  const view = expectOk(mapSceneFor(t.running.ctx, t.gameId, t.viewer.id, request));
  const mapOptions: MapOptions = view.focus ? { focus: { unitId: view.focus.unitId } } : view.viewport ? { viewport: view.viewport } : {};
  const drawn = buildMap(view.scene, mapOptions);
  expect(Buffer.compare((await renderMapPng(view.scene, mapOptions)).data, posted)).toBe(0);
  expect(t.fake.violations).toEqual([]);
  return { scene: view.scene, ...drawn };
}

/** Output pixels at 550 px per world unit. */
const at550 = (frame: Frame): number => (frame.scale * DISCORD_WIDTH) / frame.width;

/** Every drawn shot line: its ends (world units), hit or not, and its group's attributes. */
function fireLines(svg: string): { a: Point; b: Point; attrs: string }[] {
  const re = /<g data-testid="fire"([^>]*)><path d="M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)"/g;
  return [...svg.matchAll(re)].map((m) => ({ attrs: m[1] ?? '', a: { x: Number(m[2]), y: Number(m[3]) }, b: { x: Number(m[4]), y: Number(m[5]) } }));
}

/** The words of every label of a kind, as drawn. */
const labelWords = (svg: string, testid: string): string[] => [...svg.matchAll(new RegExp(`data-testid="${testid}" aria-label="([^"]*)"`, 'g'))].map((m) => m[1] ?? '');

/** Each unit's velocity arrow, shaft and head, in world units. */
function arrows(scene: Scene): { a: Point; b: Point }[] {
  return scene.units.flatMap((u) => {
    if (!u.velocity || u.status !== 'active' || (u.velocity.x === 0 && u.velocity.y === 0)) return [];
    const a = toWorld(scene.board, u.at);
    const v = vectorToWorld(scene.board, u.velocity);
    return [{ a, b: { x: a.x + v.x, y: a.y + v.y } }];
  });
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function expectLabelsReadable(d: Drawn): void {
  const labels = d.boxes.filter((b) => b.kind === 'label');
  expect(labels.length).toBeGreaterThan(0);
  // A label box is 1.15 × its font size tall.
  const smallest = Math.min(...labels.map((b) => (b.rect.h / 1.15) * at550(d.frame)));
  expect(smallest).toBeGreaterThanOrEqual(READABLE_PX - 0.01);
}

function expectNoArrowThroughLabels(d: Drawn): void {
  const labels = d.boxes.filter((b) => b.kind === 'label');
  const struck = arrows(d.scene).flatMap((s) => labels.filter((l) => crosses(l.rect, s)).map((l) => l.of));
  expect(struck).toEqual([]);
}

describe('Metaverse maps at 550 px', () => {
  let t: Table;
  beforeAll(async () => {
    const stored = load('metaverse-match-standing-fire-012');
    const state = structuredClone(stored.state) as { squadrons: { id: string; name: string; at: Point; momentum: number }[]; ships: { id: string; name: string; status: string }[]; wrecks?: string[] };
    // A name with emoji, a squadron member destroyed in this step, and a ship whose velocity leaves the table.
    const resolute = state.squadrons.find((q) => q.id === 'A-sq-1');
    const harrier = state.squadrons.find((q) => q.id === 'A-sq-2');
    const prowler = state.ships.find((s) => s.id === 'B-prowler');
    if (!resolute || !harrier || !prowler) throw new Error('the stored state changed');
    resolute.name = '🚀 Resolute';
    harrier.at = { x: 90, y: 112 };
    harrier.momentum = 30;
    prowler.status = 'destroyed';
    state.wrecks = [...(state.wrecks ?? []), 'B-prowler'];
    t = await tableWith('metaverse', 'match', { ...state });
  });
  afterAll(async () => {
    await t.running.stop();
  });

  test('shots both ways between two squadrons: two lines apart, each with its own label', async () => {
    const d = await postedMap(t);
    const shots = d.scene.overlays.filter((o) => o.kind === 'fire');
    const pairs = shots.filter((o) => shots.some((r) => r.fromId === o.toId && r.toId === o.fromId));
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    expect(labelWords(d.svg, 'fire-label').some((w) => w.includes('back'))).toBe(false);
    for (const o of pairs) expect(labelWords(d.svg, 'fire-label')).toContain(o.label);
    // Two lines between the same squadrons are drawn apart: at least 6 px at 550 px.
    const lines = fireLines(d.svg);
    const near = (p: Point, q: Point): boolean => Math.hypot(p.x - q.x, p.y - q.y) < 40;
    const twoWay = lines.flatMap((l) => {
      const back = lines.find((m) => m !== l && near(m.a, l.b) && near(m.b, l.a));
      return back ? [{ l, back }] : [];
    });
    expect(twoWay.length).toBeGreaterThan(0);
    for (const { l, back } of twoWay) {
      const mid = { x: (l.a.x + l.b.x) / 2, y: (l.a.y + l.b.y) / 2 };
      expect(distanceToSegment(mid, back.a, back.b) * at550(d.frame)).toBeGreaterThanOrEqual(6);
    }
  });

  test('labels are readable at 550 px and no velocity arrow runs through one', async () => {
    const d = await postedMap(t);
    expectLabelsReadable(d);
    expect(arrows(d.scene).length).toBeGreaterThan(0);
    expectNoArrowThroughLabels(d);
  });

  test('a velocity arrow off the table does not zoom the map out; an emoji in a name is drawn, not a box', async () => {
    const d = await postedMap(t);
    expect(d.scene.board).toMatchObject({ kind: 'free', width: 180, height: 120 });
    expect(d.svg).not.toContain('<text');
    expect(labelWords(d.svg, 'unit-label')).toContain('◆ Resolute');
  });

  test('a squadron member destroyed in the step leaves a wreck mark by its squadron, drawn over the live counters', async () => {
    const d = await postedMap(t);
    const wreck = d.scene.units.find((u) => u.id === 'B-prowler');
    expect(wreck?.status).toBe('destroyed');
    expect(labelWords(d.svg, 'unit-label')).toContain('VHS Prowler');
    expectWrecksOnTop(d);
  });
});

/** Every wreck's mark comes after every live unit's glyph in the drawing, and no live glyph box hides its centre. */
function expectWrecksOnTop(d: Drawn): void {
  const marks = [...d.svg.matchAll(/data-testid="destroyed"/g)].map((m) => m.index ?? 0);
  const live = [...d.svg.matchAll(/data-testid="unit" [^>]*data-status="active"/g)].map((m) => m.index ?? 0);
  expect(marks.length).toBeGreaterThan(0);
  expect(Math.min(...marks)).toBeGreaterThan(Math.max(...live));
}

describe('Voidstriker maps at 550 px', () => {
  let t: Table;
  beforeAll(async () => {
    const stored = load('voidstriker-6.1-012');
    const state = structuredClone(stored.state) as { ships: { id: string; position: Point }[] };
    // One ship has drifted off the table: the board grows and outlines the table's edge.
    const intruder = state.ships.find((s) => s.id === 'unsn-6');
    if (!intruder) throw new Error('the stored state changed');
    intruder.position = { x: 30, y: -60 };
    t = await tableWith('voidstriker', '6.1', state);
  });
  afterAll(async () => {
    await t.running.stop();
  });

  test('every shot is drawn between the ships where the map shows them, its hit on the target', async () => {
    const d = await postedMap(t);
    const shots = d.scene.overlays.filter((o) => o.kind === 'fire');
    expect(shots.length).toBeGreaterThan(0);
    // A salvo that hit is spent and gone from the map: its line starts where it struck from; every other end is a unit.
    const shown = (id: string | undefined) => d.scene.units.find((u) => u.id === id);
    for (const o of shots) {
      const to = shown(o.toId);
      expect(to, `${o.fromId} → ${o.toId}`).toBeDefined();
      expect(o.to).toEqual(to?.at);
      const from = shown(o.fromId);
      if (from) expect(o.from).toEqual(from.at);
      else expect(o.fromId).toMatch(/^S\d+$/);
    }
    expect(shots.filter((o) => shown(o.fromId)).length).toBeGreaterThanOrEqual(3);
  });

  test('the wreck is drawn over the live ship beside it; the table edge has a legend entry; labels read at 550 px', async () => {
    const d = await postedMap(t);
    expectWrecksOnTop(d);
    expect(d.scene.board.kind === 'free' && d.scene.board.playfield).toBeTruthy();
    expect(d.svg).toContain('data-testid="legend-entry" data-key="playfield"');
    expectLabelsReadable(d);
    expectNoArrowThroughLabels(d);
  });
});

describe('Starmada maps at 550 px', () => {
  let t: Table;
  beforeAll(async () => {
    t = await tableWith('starmada', 'standard/small', load('starmada-e5-039').state);
  });
  afterAll(async () => {
    await t.running.stop();
  });

  test('the inset of a cropped map lies outside the board; labels read at 550 px', async () => {
    const d = await postedMap(t);
    expect(d.frame.cropped).toBe(true);
    const m = /<g data-testid="inset"><rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(d.svg);
    expect(m).not.toBeNull();
    const inset: Rect = { x: Number(m?.[1]), y: Number(m?.[2]), w: Number(m?.[3]), h: Number(m?.[4]) };
    const v = d.frame.view;
    const shownBoard: Rect = { x: Math.max(v.x, d.frame.board.x), y: Math.max(v.y, d.frame.board.y), w: 0, h: 0 };
    const board = { ...shownBoard, w: Math.min(v.x + v.w, d.frame.board.x + d.frame.board.w) - shownBoard.x, h: Math.min(v.y + v.h, d.frame.board.y + d.frame.board.h) - shownBoard.y };
    expect(overlaps(inset, board)).toBe(false);
    expectLabelsReadable(d);
  });
});
