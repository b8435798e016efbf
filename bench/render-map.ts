/**
 * Map rendering speed on a Very Large battle: a 32×27 hex board with 60 units on distinct hexes, each with a name,
 * a hull bar and a trail. Each run builds the SVG, rasterises it to a PNG with resvg, then (when inkscape is on
 * PATH) has `inkscape --pipe --export-type=png` rasterise the same SVG, what DiplomacyGM uses. Interleaving the
 * two keeps load from other processes on the machine from favouring either side. Prints the medians and the ratio
 * (target: at least 5× faster than Inkscape; total under 100 ms).
 *   npx tsx bench/render-map.ts [runs, default 15]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { svgToPngSync } from '../src/render/rasterize.ts';
import { BACKGROUND } from '../src/render/map/palette.ts';
import { renderMapSvg } from '../src/render/map/render-map.ts';
import { benchScene } from '../tests/render/map/fixtures.ts';

const RUNS = Math.max(15, Number(process.argv[2] ?? 15) || 15);
const scene = benchScene();

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

const which = spawnSync('sh', ['-c', 'command -v inkscape'], { encoding: 'utf8' });
const hasInkscape = which.status === 0 && which.stdout.trim() !== '';

/** Inkscape's wall and CPU time (user + system, from the shell's `times`) for one SVG; undefined if it failed. */
function inkscape(svg: string): { wall: number; cpu: number } | undefined {
  const script = 'inkscape --pipe --export-type=png --export-filename=- > "$1" 2>/dev/null || exit 1; times';
  const t0 = performance.now();
  const out = spawnSync('bash', ['-c', script, 'bench', OUT], { input: svg, encoding: 'utf8' });
  const wall = performance.now() - t0;
  if (out.status !== 0 || readFileSync(OUT).subarray(1, 4).toString('ascii') !== 'PNG') {
    console.log(`inkscape failed (status ${out.status})`);
    return undefined;
  }
  // `times` prints the shell's user and system time, then its children's: "0m0.512s 0m0.031s".
  const children = out.stdout.trim().split('\n').at(-1) ?? '';
  const cpu = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + (Number(m[1]) * 60 + Number(m[2])) * 1000, 0);
  return { wall, cpu };
}

const OUT = join(tmpdir(), `render-map-bench-${process.pid}.png`);

/** This process's CPU time so far, ms (resvg renders on the calling thread in svgToPngSync). */
function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

// Warm up the JIT, the glyph outlines and resvg.
let svg = renderMapSvg(scene);
let png = svgToPngSync(svg, undefined, BACKGROUND);

const build: number[] = [];
const raster: number[] = [];
const total: number[] = [];
const cpu: number[] = [];
const ink: number[] = [];
const inkCpu: number[] = [];
let inkOk = hasInkscape;
for (let i = 0; i < RUNS; i++) {
  const c0 = cpuNow();
  const t0 = performance.now();
  svg = renderMapSvg(scene);
  const t1 = performance.now();
  png = svgToPngSync(svg, undefined, BACKGROUND);
  const t2 = performance.now();
  cpu.push(cpuNow() - c0);
  build.push(t1 - t0);
  raster.push(t2 - t1);
  total.push(t2 - t0);
  const run = inkOk ? inkscape(svg) : undefined;
  if (run === undefined) inkOk = false;
  else {
    ink.push(run.wall);
    inkCpu.push(run.cpu);
  }
}
rmSync(OUT, { force: true });

const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
const t = median(total);
console.log(`scene: 32×27 hexes, ${scene.units.length} units on ${new Set(scene.units.map((u) => JSON.stringify(u.at))).size} hexes, ${scene.trails.length} trails`);
console.log(`SVG ${(svg.length / 1024).toFixed(0)} KiB, PNG ${png.width}×${png.height} ${(png.data.length / 1024).toFixed(0)} KiB; medians of ${RUNS} interleaved runs`);
console.log(`build SVG: ${ms(median(build))}`);
console.log(`resvg:     ${ms(median(raster))}  (parse, rasterise, encode the PNG)`);
console.log(`total:     ${ms(t)}  ${t < 100 ? '(under 100 ms: ok)' : '(OVER the 100 ms target)'}`);
if (!hasInkscape) console.log('inkscape:  not installed (apt-get install inkscape), comparison skipped');
else if (ink.length === RUNS) {
  const ratios = ink.map((v, i) => v / (total[i] ?? 1));
  const ratio = median(ink) / t;
  console.log(`inkscape:  ${ms(median(ink))}  (inkscape --pipe --export-type=png, same SVG)`);
  console.log(`ratio:     ${ratio.toFixed(1)}× faster than Inkscape ${ratio >= 5 ? '(target 5×: ok)' : '(UNDER the 5× target)'}; per run ${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}×`);
  // CPU time is what each side costs whatever else the machine runs; wall time above is what a player waits.
  const c = median(cpu);
  const ic = median(inkCpu);
  console.log(`cpu time:  ours ${c.toFixed(1)} ms, Inkscape ${ic.toFixed(1)} ms: ${(ic / c).toFixed(1)}× less`);
}
