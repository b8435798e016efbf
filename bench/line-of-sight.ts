/**
 * How long geometry takes: microseconds per `lineOfSight` and per `arcsOf` / `arcMaskOf` / `bankReach` call over
 * random attacker–target pairs at ranges 1–30 (what `/fire` autocomplete does for every bank and target).
 * Run: `npx tsx bench/line-of-sight.ts`. Prints figures only.
 */
import { hex, hexAdd, hexDistance, hexRotate, type Direction, type Hex } from '../src/rules/core/hex.ts';
import { lineOfSight } from '../src/rules/core/line-of-sight.ts';
import { arcMaskOf, arcsOf } from '../src/rules/starmada/combat/arcs.ts';
import { bankReach } from '../src/rules/starmada/combat/reach.ts';

const PAIRS = 20_000;
const ROUNDS = 5;

// A small deterministic generator, so runs are comparable.
let seed = 0x2545f491;
const next = (n: number): number => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % n;
};

interface Pair {
  from: Hex;
  to: Hex;
  facing: Direction;
}
const pairsAt = (range: number): Pair[] =>
  Array.from({ length: PAIRS }, () => {
    const from = hex(next(40), next(40));
    // A random hex at exactly `range`: walk `range` along one direction, then turn and walk part of the side.
    const along = next(range + 1);
    const d = next(6);
    const offset = hexAdd(hexRotate(hex(0, -range), d), hexRotate(hex(0, -along), d + 2));
    return { from, to: hexAdd(from, offset), facing: next(6) as Direction };
  });

function time(pairs: Pair[], call: (p: Pair) => unknown): number {
  let best = Infinity;
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (const p of pairs) sink += call(p) ? 1 : 0;
    best = Math.min(best, performance.now() - start);
  }
  if (sink < 0) console.log(sink);
  return (best * 1000) / pairs.length;
}

const flare = (h: Hex) => ((h.q * 7 + h.r * 3) % 11 === 0 ? -1 : 0);
// Warm up the JIT on mixed ranges first, so the first row is not slower for it.
for (const p of pairsAt(17)) {
  lineOfSight(p.from, p.to);
  arcsOf({ at: p.from, facing: p.facing }, p.to);
  bankReach({ attacker: { at: p.from, facing: p.facing }, target: { name: 'T', at: p.to }, bankArcs: 'TT', maxRange: 30, terrain: { penalty: flare } });
}
console.log(`geometry, µs per call (best of ${ROUNDS} rounds over ${PAIRS} random pairs per range)`);
console.log('range  lineOfSight  arcsOf  arcMaskOf  bankReach(open)  bankReach(terrain)');
for (const range of [1, 2, 5, 10, 15, 20, 25, 30]) {
  const pairs = pairsAt(range);
  if (pairs.some((p) => hexDistance(p.from, p.to) !== range)) throw new Error('bad pair');
  const los = time(pairs, (p) => lineOfSight(p.from, p.to).crossed.length);
  const arcs = time(pairs, (p) => arcsOf({ at: p.from, facing: p.facing }, p.to).size);
  const mask = time(pairs, (p) => arcMaskOf({ at: p.from, facing: p.facing }, p.to));
  const open = time(pairs, (p) => bankReach({ attacker: { at: p.from, facing: p.facing }, target: { name: 'T', at: p.to }, bankArcs: 'ABG', maxRange: 30 }).ok);
  const terrain = time(pairs, (p) =>
    bankReach({ attacker: { at: p.from, facing: p.facing }, target: { name: 'T', at: p.to }, bankArcs: 'TT', maxRange: 30, terrain: { penalty: flare } }).ok,
  );
  const cell = (x: number, width: number) => x.toFixed(3).padStart(width);
  console.log(`${String(range).padStart(5)}  ${cell(los, 11)}  ${cell(arcs, 6)}  ${cell(mask, 9)}  ${cell(open, 15)}  ${cell(terrain, 18)}`);
}
