// The fire panel's look (src/game/posts/fire-panel.ts; issue 18 item 3): Discord takes at most 25 options a menu and
// 5 rows a message, so a long list is paged inside its menu and no legal choice is ever left out; every control's
// arg reads back as written; the local Discord's limits refuse a menu Discord would refuse.
import { describe, expect, test } from 'vitest';
import type { Choice } from '../../../src/rules/core/assist.ts';
import { fitsCustomId } from '../../../src/commands/custom-id.ts';
import { headOf, type FirePanelData } from '../../../src/game/fire-panel.ts';
import { fireArgText, firePanelRows, firePanelText, pageOf, paged, readFireArg, type FireArg } from '../../../src/game/posts/fire-panel.ts';
import { checkDocumentedLimits } from '../../../src/local/discord/discord-limits.ts';
import type { MenuOption } from '../../../src/game/posts/controls.ts';

const options = (n: number): MenuOption[] => Array.from({ length: n }, (_, i) => ({ label: `Ship ${i + 1}`, value: String(i) }));
const choices = (n: number, what: string): Choice[] => Array.from({ length: n }, (_, i) => ({ name: `${what} ${i + 1} · range ${i} · hits on 4+`, value: `${what.toLowerCase()}-${i}` }));

/** Every page of a paged menu, by following its "More" choices from page 0. */
function allPages(list: readonly MenuOption[]): MenuOption[][] {
  const pages: MenuOption[][] = [];
  for (let page: number | null = 0; page !== null && pages.length < 20; ) {
    const shown = paged(list, page, 'ships');
    pages.push(shown);
    const next = shown.map((o) => pageOf(o.value)).find((p): p is number => p !== null && p > (page as number));
    page = next ?? null;
  }
  return pages;
}

describe('the fire panel', () => {
  test.each([1, 25, 26, 47, 60, 100])('%i choices: every page has at most 25 options and every choice is on one page', (n) => {
    const list = options(n);
    const pages = allPages(list);
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(25);
      expect(new Set(page.map((o) => o.value)).size).toBe(page.length);
    }
    const real = pages.flat().filter((o) => pageOf(o.value) === null).map((o) => o.value);
    expect(real).toEqual(list.map((o) => o.value));
    if (n > 25) expect(pages[1]?.[0]?.label).toMatch(/^◀ Back to ships 1–23 of \d+$/);
    if (n > 25) expect(pages[0]?.at(-1)?.label).toMatch(/^More ships: 24–\d+ of \d+ ▶$/);
  });

  test('a choice is named by its head: the name before its details, its own brackets kept', () => {
    expect(headOf('Kestrel · range 4 · medium · hits on 4+')).toBe('Kestrel');
    expect(headOf('Laser Cannon ×4 (AB/EF, 3-6-9)')).toBe('Laser Cannon');
    expect(headOf('Heavy Laser ×4 (PF/BP/BS/SF, 10/20/40/80 cm)')).toBe('Heavy Laser');
    expect(headOf('Dual Mk-II laser turret (2) · to-hit 4+ · range loss 1 per 3"')).toBe('Dual Mk-II laser turret (2)');
    expect(headOf('Swarm (flight) · range 2 · short · hits on 3+')).toBe('Swarm (flight)');
  });

  test('every control arg reads back as written; garbage reads as nothing', () => {
    const args: FireArg[] = [
      { what: 'open' },
      { what: 'ship', page: 2 },
      { what: 'weapon', ship: 3, page: 0 },
      { what: 'target', ship: 24, weapon: 11, page: 1 },
      { what: 'all', ship: 0, page: 4 },
      { what: 'hold', ship: 2 },
      { what: 'hold', ship: null },
    ];
    for (const a of args) expect(readFireArg(fireArgText(a))).toEqual(a);
    for (const bad of [undefined, '', 'open:1', 'ship', 'ship:x', 'target:1:2', 'weapon:1:2:3', 'fire:1', 'all:-1:0', 'hold']) expect(readFireArg(bad)).toBeNull();
  });

  test('at most five rows, 25 options a menu, ids that fit, and what Discord would refuse is refused locally', () => {
    const data: FirePanelData = {
      gameId: 999_999,
      gameTitle: 'Starmada · Standard (Very Large)',
      stepKey: 't12/fire',
      stepTitle: 'Turn 12: fire',
      echo: ['Majestic: Laser Cannon x2 > Kestrel — range 4 · medium · hits on 4+'],
      summary: null,
      ships: choices(40, 'Ship'),
      weapons: choices(30, 'Weapon'),
      systems: [],
      targets: choices(60, 'Target'),
      reach: choices(60, 'Target').map((c, i) => ({ id: c.value, name: `Target ${i + 1}`, weapons: ['Laser Cannon', 'Fusion Torpedo'] })),
      pick: { ship: 30, weapon: 27, pages: { ship: 1, weapon: 1, target: 2 } },
      canHold: true,
    };
    const rows = firePanelRows(data);
    expect(rows).toHaveLength(5);
    const menus = rows.flat().filter((c) => c.options);
    expect(menus.map((m) => m.label)).toEqual(['Ship that fires…', 'Weapon of Ship 31…', 'Target for Weapon 28…', 'Fire everything in reach at… (Ship 31)']);
    for (const m of menus) expect(m.options?.length).toBeLessThanOrEqual(25);
    // The picked ship and weapon are shown as picked on the page that holds them.
    expect(menus[0]?.options?.find((o) => o.picked)?.label).toBe('Ship 31 · range 30 · hits on 4+');
    expect(menus[1]?.options?.find((o) => o.picked)?.label).toBe('Weapon 28 · range 27 · hits on 4+');
    for (const c of rows.flat()) expect(fitsCustomId(c.action)).toBe(true);
    expect(rows.at(-1)?.map((c) => c.label)).toEqual(['Withdraw all fire', 'Map', 'Ready']);
    expect(firePanelText(data)).toContain('Majestic: Laser Cannon x2 > Kestrel');

    const message = (menu: object) => ({ content: 'x', components: [{ type: 1, components: [{ type: 3, custom_id: 'fire:1:t1/fire:ship:0', ...menu }] }] });
    const issues = (menu: object) => checkDocumentedLimits('/channels/{channel_id}/messages', 'POST', message(menu)).map((i) => i.code);
    expect(issues({ options: [{ label: 'a', value: '1' }] })).toEqual([]);
    expect(issues({ options: [{ label: 'a', value: '1' }, { label: 'b', value: '1' }] })).toContain('SELECT_COMPONENT_OPTION_VALUE_DUPLICATED');
    expect(issues({ options: [{ label: 'a', value: '1', default: true }, { label: 'b', value: '2', default: true }] })).toContain('SELECT_COMPONENT_TOO_MANY_DEFAULT_VALUES');
    expect(issues({ max_values: 3, options: [{ label: 'a', value: '1' }] })).toContain('BASE_TYPE_MAX');
    expect(issues({ options: options(26) })).toContain('BASE_TYPE_MAX_LENGTH');
  });

  // Issue 25: a ship's systems follow its weapons in one menu; a system picked lists its uses, not targets with odds.
  test('systems after the weapons: a place past the weapons is a system, and its uses follow', () => {
    const data: FirePanelData = {
      gameId: 3,
      gameTitle: 'Starmada · Standard (Small)',
      stepKey: 't2/fire',
      stepTitle: 'Turn 2: fire',
      echo: [],
      summary: null,
      ships: [{ name: 'Monsoon', value: 'monsoon' }],
      weapons: [{ name: 'Needle Gun ×2 (AB, 3-6-9)', value: '0' }],
      systems: [{ name: 'Mines · 4 left (B.15)', value: 'mines' }, { name: 'Probes · 3 left (B.17)', value: 'probes' }],
      targets: [{ name: 'Hex 1209 · next to Monsoon', value: 'Monsoon: Mines x1 > 1209' }],
      reach: [],
      pick: { ship: 0, weapon: 1 },
      canHold: false,
    };
    const menus = firePanelRows(data).flat().filter((c) => c.options);
    expect(menus.map((m) => m.label)).toEqual(['Ship that fires…', 'Weapon or system of Monsoon…', 'Mines: at whom or where…']);
    expect(menus[1]?.options?.map((o) => [o.label, o.value, o.picked === true])).toEqual([
      ['Needle Gun ×2 (AB, 3-6-9)', '0', false],
      ['Mines · 4 left (B.15)', '1', true],
      ['Probes · 3 left (B.17)', '2', false],
    ]);
    // The menu carries places, never the notation or an id.
    expect(menus[2]?.options?.map((o) => [o.label, o.value])).toEqual([['Hex 1209 · next to Monsoon', '0']]);
  });
});
