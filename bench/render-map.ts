/**
 * Map rendering speed: a 32×27 hex board with 60 units and their trails. Prints the time to build the SVG, the
 * time resvg takes to rasterise it, their ratio and the total (target: under 100 ms). If inkscape is on PATH,
 * also times `inkscape --pipe --export-type=png` on the same SVG for comparison.
 *   npx tsx bench/render-map.ts
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { svgToPngSync } from '../src/render/rasterize.ts';
import { renderMapSvg } from '../src/render/map/render-map.ts';
import { benchScene } from '../tests/render/map/fixtures.ts';

const RUNS = 20;
const scene = benchScene();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

// Warm up the JIT and resvg's font database.
let svg = renderMapSvg(scene);
let png = svgToPngSync(svg);

const build: number[] = [];
const raster: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  svg = renderMapSvg(scene);
  const t1 = performance.now();
  png = svgToPngSync(svg);
  const t2 = performance.now();
  build.push(t1 - t0);
  raster.push(t2 - t1);
}
const b = median(build);
const r = median(raster);
console.log(`scene: 32×27 hexes, ${scene.units.length} units, ${scene.trails.length} trails; median of ${RUNS} runs`);
console.log(`SVG ${(svg.length / 1024).toFixed(0)} KiB, PNG ${png.width}×${png.height} ${(png.data.length / 1024).toFixed(0)} KiB`);
console.log(`build SVG:  ${b.toFixed(2)} ms`);
console.log(`resvg:      ${r.toFixed(2)} ms`);
console.log(`ratio:      resvg takes ${(r / b).toFixed(1)}× the SVG build time`);
console.log(`total:      ${(b + r).toFixed(2)} ms ${b + r < 100 ? '(under 100 ms: ok)' : '(OVER the 100 ms target)'}`);

const which = spawnSync('sh', ['-c', 'command -v inkscape'], { encoding: 'utf8' });
if (which.status !== 0 || which.stdout.trim() === '') {
  console.log('inkscape: not installed (skipped the comparison)');
} else {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const out = spawnSync('inkscape', ['--pipe', '--export-type=png', '--export-filename=-'], { input: svg, maxBuffer: 64 * 1024 * 1024 });
    times.push(performance.now() - t0);
    if (out.status !== 0) {
      console.log(`inkscape failed: ${String(out.stderr).slice(0, 200)}`);
      break;
    }
  }
  const ink = median(times);
  console.log(`inkscape:   ${ink.toFixed(0)} ms — ours is ${(ink / (b + r)).toFixed(1)}× faster`);
}
