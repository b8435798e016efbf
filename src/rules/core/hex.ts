/**
 * Hex geometry in cube coordinates (q + r + s = 0) on a flat-topped grid, after Red Blob Games'
 * "Hexagonal Grids". Geometry never draws: the renderer turns these into pixels itself.
 *
 * Directions are numbered clockwise from north (up), Salvo's convention (the book fixes none):
 * 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. Port (counter-clockwise) is direction − 1, starboard is + 1.
 */

export interface Hex {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

export type Direction = 0 | 1 | 2 | 3 | 4 | 5;
export const DIRECTION_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** Builds a hex from q and r (s follows). `+ 0` turns -0 into 0 so equal hexes serialise equally. */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0, s: -q - r + 0 };
}

export const ORIGIN: Hex = hex(0, 0);

export const DIRECTIONS: readonly Hex[] = [hex(0, -1), hex(1, -1), hex(1, 0), hex(0, 1), hex(-1, 1), hex(-1, 0)];

export function direction(n: number): Direction {
  return (((n % 6) + 6) % 6) as Direction;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

export function hexSubtract(a: Hex, b: Hex): Hex {
  return hex(a.q - b.q, a.r - b.r);
}

export function hexScale(a: Hex, k: number): Hex {
  return hex(a.q * k, a.r * k);
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** A string key for maps and sets. */
export function hexKey(a: Hex): string {
  return `${a.q},${a.r}`;
}

export function hexLength(a: Hex): number {
  return Math.max(Math.abs(a.q), Math.abs(a.r), Math.abs(a.s));
}

/** Range: the number of hexsides crossed on the shortest path (Starmada p.19). */
export function hexDistance(a: Hex, b: Hex): number {
  return hexLength(hexSubtract(a, b));
}

export function hexNeighbor(a: Hex, dir: number): Hex {
  return hexAdd(a, DIRECTIONS[direction(dir)] as Hex);
}

export function hexNeighbors(a: Hex): Hex[] {
  return DIRECTIONS.map((d) => hexAdd(a, d));
}

/** Rotates a cube vector by 60° clockwise, `times` times (negative: counter-clockwise). */
export function hexRotate(v: Hex, times: number): Hex {
  let out = v;
  for (let i = 0; i < direction(times); i++) out = hex(-out.r, -out.s);
  return out;
}

/** Every hex within `radius` of `center`, centre first, in a stable order. */
export function hexesWithin(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) {
      out.push(hexAdd(center, hex(q, r)));
    }
  }
  return out.sort((a, b) => hexDistance(center, a) - hexDistance(center, b));
}

/** Rounds fractional cube coordinates to the hex that contains them. */
export function hexRound(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return hex(rq, rr);
}

/** Centre of a hex in pixels for flat-topped hexes of the given size (centre to corner); y grows southward. */
export function hexToPixel(a: Hex, size = 1): { x: number; y: number } {
  return { x: size * 1.5 * a.q, y: size * Math.sqrt(3) * (a.r + a.q / 2) };
}

/** The six corners of a flat-topped hex, clockwise from east, in pixels. */
export function hexCorners(a: Hex, size = 1): { x: number; y: number }[] {
  const c = hexToPixel(a, size);
  return [0, 1, 2, 3, 4, 5].map((i) => {
    const angle = (Math.PI / 3) * i;
    return { x: c.x + size * Math.cos(angle), y: c.y + size * Math.sin(angle) };
  });
}

/** Bearing of `to` seen from `from`, in degrees clockwise from north, in [0, 360). */
export function hexBearing(from: Hex, to: Hex): number {
  if (hexEquals(from, to)) return 0;
  const d = hexToPixel(hexSubtract(to, from));
  const degrees = (Math.atan2(d.x, -d.y) * 180) / Math.PI;
  return (degrees + 360) % 360;
}
