import { describe, expect, test } from 'vitest';
import { validateFireOrders, validateSquadronPlot, validateTurnPlot } from '../../../../src/rules/metaverse/notation/validate.ts';
import { blankSquadronPlot, type FireOrder, type TurnDraftContext, type SquadronDraft } from '../../../../src/rules/metaverse/notation/types.ts';
import { parseTurnPlot } from '../../../../src/rules/metaverse/notation/parse.ts';
import { parseFireOrders } from '../../../../src/rules/metaverse/notation/parse-fire.ts';
import { EFN, EFN_FIRE, LOKARAN, LOKARAN_FIRE, THUNDERCHILD, VENGEANCE } from './fixtures.ts';

const codes = (text: string, ctx: TurnDraftContext = EFN): string[] => {
  const r = parseTurnPlot(text, ctx);
  return r.ok ? [] : r.error.map((e) => e.code);
};
const fireCodes = (text: string, ctx = EFN_FIRE): string[] => {
  const r = parseFireOrders(text, ctx);
  return r.ok ? [] : r.error.map((e) => e.code);
};
const TC = EFN.squadrons[0]!;

describe('drive allocations (Metaverse p.7 "Cinematic Movement", p.9 "Newtonian Movement")', () => {
  // p.7: "an STL drive cannot split its thrust points between different actions".
  test('a named drive serves one action, with the right arc and enough points', () => {
    expect(codes('USS Thunderchild: A2(S1) D1(S1)')).toEqual(['ERR_PLOT_DRIVE_TWICE', 'ERR_PLOT_DRIVE_ARC']);
    expect(codes('USS Thunderchild: A3(S1)')).toEqual(['ERR_PLOT_DRIVE_POINTS']);
    expect(codes('USS Thunderchild: T:P(P)')).toEqual(['ERR_PLOT_DRIVE_ARC']);
    // Cinematic Movement example (p.8) note: "drive P has 2 unused points which cannot go to another action" — but more starboard turns may use it.
    expect(codes('USS Thunderchild: T:S(P)S(P)S(P)')).toEqual([]);
    expect(codes('USS Thunderchild: T:S(P)S(P)S(P)S(P)')).toEqual(['ERR_PLOT_DRIVE_POINTS', 'ERR_PLOT_THRUST_CAPACITY']);
  });
  // p.5: "If any starship in a squadron cannot perform a manoeuvre, the squadron cannot perform the manoeuvre."
  test('every ship of the squadron must have the named drive and the capacity', () => {
    const damaged: TurnDraftContext = { ...EFN, squadrons: [TC, { ...EFN.squadrons[1]!, ships: [EFN.squadrons[1]!.ships[0]!, { ...EFN.squadrons[1]!.ships[1]!, drives: EFN.squadrons[1]!.ships[1]!.drives.filter((d) => d.id !== 'stl-S2') }] }] };
    expect(codes('Avenger Group: A6(S1,S2)', damaged)).toEqual(['ERR_PLOT_DRIVE_MISSING', 'ERR_PLOT_THRUST_CAPACITY']);
    expect(codes('Avenger Group: A4', damaged)).toEqual(['ERR_PLOT_THRUST_CAPACITY']);
    expect(codes('Avenger Group: A4\nbreak wasp: A3', damaged)).toEqual([]);
  });
  // p.9: "A starship cannot add both CW and CCW rotation"; thrust "at any point in the starship's rotation".
  test('Newtonian: rotation drives by side, thrust steps within the rotation, side drives rotate only (A13)', () => {
    expect(codes('ISS Vengeance: R:CW2(S1,S2)', LOKARAN)).toEqual(['ERR_PLOT_DRIVE_ARC', 'ERR_PLOT_DRIVE_ARC']);
    expect(codes('ISS Vengeance: R:CW1 F:FWD6@2', LOKARAN)).toEqual(['ERR_PLOT_STEP']);
    expect(codes('ISS Vengeance: F:FWD7', LOKARAN)).toEqual(['ERR_PLOT_THRUST_CAPACITY']);
    expect(codes('BGS Chimera: F:PORT2', LOKARAN)).toEqual(['ERR_PLOT_SIDE_LINEAR']);
    expect(codes('BGS Chimera: F:PORT2', { ...LOKARAN, sideLinear: true })).toEqual([]);
    const spinning: TurnDraftContext = { ...LOKARAN, squadrons: [{ ...LOKARAN.squadrons[0]!, rotation: -2 }, LOKARAN.squadrons[1]!] };
    expect(codes('ISS Vengeance: F:FWD3@2', spinning)).toEqual([]);
    expect(codes('ISS Vengeance: R:CW2 F:FWD3@1', spinning)).toEqual(['ERR_PLOT_STEP']);
  });
});

describe('advanced manoeuvres and FTL (Metaverse p.11–18)', () => {
  test('FTL codes need the right charged drive, one per plot; hyper jumps record a distance ≥ 60 cm on the table', () => {
    expect(codes('USS Thunderchild: T-FTL-H(75)')).toEqual(['ERR_PLOT_FTL_DRIVE']);
    expect(codes('USS Thunderchild: T-FTL-W FTL-R')).toEqual(['ERR_PLOT_FTL_TWICE']);
    expect(codes('Avenger Group: T-FTL-H')).toEqual(['ERR_PLOT_FTL_DISTANCE']);
    expect(codes('Avenger Group: T-FTL-H(45)')).toEqual(['ERR_PLOT_FTL_DISTANCE']);
    expect(codes('USS Thunderchild: T-FTL-W(80)')).toEqual(['ERR_PLOT_FTL_DISTANCE']);
    expect(codes('USS Thunderchild: S-FTL-W')).toEqual(['ERR_PLOT_FTL_STRATEGIC']);
    const flat = { ...TC, ships: [{ ...THUNDERCHILD, ftl: { type: 'warp' as const, charged: false } }] };
    expect(codes('USS Thunderchild: T-FTL-W', { ...EFN, squadrons: [flat, EFN.squadrons[1]!] })).toEqual(['ERR_PLOT_FTL_CHARGE']);
  });
  // p.15 "Strategic FTL - Hyper Drive > Example": the Avenger, in reserve, plots a strategic jump of 45 cm.
  test('a squadron in reserve may only plot a strategic jump', () => {
    const reserve: TurnDraftContext = { ...EFN, squadrons: [TC, { ...EFN.squadrons[1]!, inReserve: true }] };
    expect(codes('Avenger Group: S-FTL-H(45)', reserve)).toEqual([]);
    expect(codes('Avenger Group: A2', reserve)).toEqual(['ERR_PLOT_RESERVE']);
  });
  // p.3: 1 CP per advanced manoeuvre, paid by a commander in the squadron's chain.
  test('CP totals per commander and the chain of command', () => {
    expect(codes('Avenger Group: RL FL EP(S1)')).toEqual(['ERR_PLOT_CP']);
    expect(codes('Avenger Group: RL FL EP(S1) · pay Hale')).toEqual([]);
    expect(codes('USS Thunderchild: RL · pay Reyes')).toEqual(['ERR_PLOT_PAYER']);
    expect(codes('USS Thunderchild: RL FL EP(S1) RAM(venge) T-FTL-W')).toEqual(['ERR_PLOT_CP']);
  });
  // Ruling A40: a ship with no active bridge cannot plot.
  test('a bridgeless ship drifts until broken off', () => {
    const blind: TurnDraftContext = { ...EFN, squadrons: [TC, { ...EFN.squadrons[1]!, ships: [EFN.squadrons[1]!.ships[0]!, { ...EFN.squadrons[1]!.ships[1]!, noBridge: true }] }] };
    expect(codes('Avenger Group: A2', blind)).toEqual(['ERR_PLOT_NO_BRIDGE']);
    expect(codes('Avenger Group: A2\nbreak wasp: drift', blind)).toEqual([]);
    expect(codes('break wasp: A1', blind)).toEqual(['ERR_PLOT_NO_BRIDGE']);
    expect(codes('break avenger, wasp: drift', blind)).toEqual(['ERR_PLOT_BREAK_ALL']);
  });
});

// Metaverse p.59 "Active Defense Systems > Gravity Wall": activated in the plot, up to `rating` supported arcs, one arc always open.
describe('gravity wall', () => {
  test('GW(arcs) raises the ship\'s wall on those arcs', () => {
    const r = parseTurnPlot('BGS Chimera: GW(bow, port) F:FWD2', LOKARAN);
    expect(r.ok && r.value.squadrons[1]?.gravityWall).toEqual({ system: 'gw', arcs: ['bow', 'port'] });
    expect(codes('BGS Chimera: GW(Gravity Wall: starboard)', LOKARAN)).toEqual([]);
  });
  test('rating, supported arcs, one arc open, ships without a wall', () => {
    expect(codes('BGS Chimera: GW(bow,port,starboard)', LOKARAN)).toEqual(['ERR_PLOT_GW']);
    expect(codes('BGS Chimera: GW(stern)', LOKARAN)).toEqual(['ERR_PLOT_GW']);
    const big = { ...LOKARAN, squadrons: [LOKARAN.squadrons[0]!, { ...LOKARAN.squadrons[1]!, ships: [{ ...LOKARAN.squadrons[1]!.ships[0]!, gravityWalls: [{ id: 'gw', name: 'Gravity Wall', rating: 4, arcs: ['bow', 'port', 'starboard', 'stern'] }] }] }] };
    expect(codes('BGS Chimera: GW(bow,port,starboard,stern)', big)).toEqual(['ERR_PLOT_GW']);
    expect(codes('ISS Vengeance: GW(bow)', LOKARAN)).toEqual(['ERR_PLOT_GW']);
    expect(codes('BGS Chimera: GW()', LOKARAN)).toEqual(['ERR_PLOT_GW']);
  });
});

describe('starfighter operations (Metaverse p.19 "Starfighter Operations Step")', () => {
  test('launch and recovery share the launch capacity; only ready squadrons launch', () => {
    expect(codes('USS Thunderchild: drift · launch 1 cap · recover red')).toEqual(['ERR_PLOT_HANGAR_CAPACITY']);
    expect(codes('USS Thunderchild: launch 2 cap')).toEqual(['ERR_PLOT_HANGAR_CAPACITY', 'ERR_PLOT_LAUNCH_READY']);
    expect(codes('ISS Vengeance: launch 2 strike · launch 1 strike', LOKARAN)).toEqual(['ERR_PLOT_HANGAR_CAPACITY']);
    expect(codes('USS Thunderchild: recover red, recover red')).toEqual(['ERR_PLOT_HANGAR_CAPACITY', 'ERR_PLOT_RECOVER_TWICE']);
  });
  test('a hangar recovers only its own types', () => {
    const p: SquadronDraft = { ...blankSquadronPlot('sq-ven', 'newtonian'), recoveries: [{ fighter: 'red-1', hangar: 'ven-bay' }] };
    const sq = { ...LOKARAN.squadrons[0]!, fighters: [{ id: 'red-1', name: 'Red Flight', type: 'sf-tc-fighter' }], ships: [VENGEANCE] };
    expect(validateSquadronPlot(p, sq, LOKARAN).map((e) => e.code)).toEqual(['ERR_PLOT_RECOVER_TYPE']);
  });
  test('the whole plot validates clean when blank', () => {
    expect(validateTurnPlot({ squadrons: EFN.squadrons.map((s) => blankSquadronPlot(s.id, s.method)) }, EFN)).toEqual([]);
  });
});

describe('fire orders (Metaverse p.24 "Starship Combat Step", "Volley Fire", "Surgical Fire"; p.53 fire control; p.67 launchers)', () => {
  // p.24: "All weapons fired at a single starship require a distinct sensor system."
  test('one sensor per target, one target per sensor', () => {
    expect(fireCodes('USS Thunderchild: las-1 > venge @a · las-2 > venge @b')).toEqual(['ERR_FIRE_SALVO_SENSORS']);
    expect(fireCodes('USS Thunderchild: las-1 > venge @a · las-2 > chimera @a')).toEqual(['ERR_FIRE_SENSOR_TARGETS']);
  });
  // p.24: "a sensor array used in Volley Fire cannot be used to fire anything else"; one damage type per volley.
  test('volley and surgical sensors do nothing else', () => {
    expect(fireCodes('USS Thunderchild: las-1, las-2 > venge @a volley · las-3 > venge @a')).toEqual(['ERR_FIRE_SENSOR_EXCLUSIVE']);
    expect(fireCodes('USS Thunderchild: las-1 > venge @a surgical weapon · las-2 > venge @a surgical ew')).toEqual(['ERR_FIRE_SENSOR_EXCLUSIVE']);
    expect(fireCodes('USS Thunderchild: las-1, las-2 > venge volley')).toEqual(['ERR_FIRE_SENSOR_NEEDED', 'ERR_FIRE_SENSOR_NEEDED']);
    expect(fireCodes('USS Avenger: ion-1, pdgun > venge @sensor 1 volley')).toEqual(['ERR_FIRE_VOLLEY_TYPES']);
    expect(fireCodes('USS Thunderchild: las-1 > strike @a surgical hangar')).toEqual(['ERR_FIRE_SURGICAL_TARGET']);
  });
  // p.53: fire control parts sum to its rating; using it excludes the plain arrays.
  test('fire control split', () => {
    expect(fireCodes('USS Avenger: fc 16/10 · ion-1 > venge @fc1')).toEqual(['ERR_FIRE_FC']);
    expect(fireCodes('USS Avenger: fc 16/8 · ion-1 > venge @fc1 · ion-2 > chimera @sensor 2')).toEqual(['ERR_FIRE_FC_EXCLUSIVE']);
    expect(fireCodes('USS Avenger: ion-1 > venge @fc1')).toEqual(['ERR_PLOT_UNKNOWN_NAME']);
    expect(fireCodes('USS Thunderchild: fc 8 · las-1 > venge')).toEqual(['ERR_FIRE_FC']);
  });
  // p.67: a launcher fires 1 to its munition's maximum per turn; a weapon fires once a turn.
  test('launcher counts, weapons once, modes', () => {
    expect(fireCodes('BGS Chimera: tl-1(3 torp) > thunder', LOKARAN_FIRE)).toEqual(['ERR_FIRE_MUNITION_COUNT']);
    expect(fireCodes('USS Thunderchild: las-1 > venge · las-1 > chimera')).toEqual(['ERR_ORDERS_TWICE']);
    expect(fireCodes('USS Thunderchild: las-1(Pulse) > venge')).toEqual(['ERR_PLOT_UNKNOWN_NAME']);
    const twoModes = { ...EFN_FIRE, ships: [{ ...EFN_FIRE.ships[0]!, weapons: [{ id: 'x', name: 'Dual Cannon', modes: [{ name: 'Beam', damageType: 'energy' as const }, { name: 'Burst', damageType: 'energy' as const }] }] }] };
    expect(fireCodes('USS Thunderchild: x > venge', twoModes)).toEqual(['ERR_FIRE_MODE']);
    expect(fireCodes('USS Thunderchild: x(burst) > venge', twoModes)).toEqual([]);
  });
  test('unknown ids in plain data are reported', () => {
    const order: FireOrder = { weapon: 'nope', target: 'iss-vengeance', sensor: null, fire: 'salvo', system: null, mode: null, munition: null };
    expect(validateFireOrders({ ships: [{ ship: 'uss-thunderchild', fireControl: null, orders: [order] }, { ship: 'ghost', fireControl: null, orders: [] }] }, EFN_FIRE).map((e) => e.code)).toEqual(['ERR_FIRE_UNKNOWN_WEAPON', 'ERR_FIRE_UNKNOWN_SHIP']);
  });
});
