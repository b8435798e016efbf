/**
 * Launching seekers (C.4 p.40): a seeking weapon battery fired at a target places seekers instead of rolling to
 * hit: mounts fired × ROF seekers, split as evenly as possible into flights of at most six (more than six → two
 * flights, more than twelve → three, and so on). Judgement call: when the split is uneven the larger flights come
 * first. Moving the flights and their attack belong to the Fighter Phase.
 */

/** Sizes of the seeker flights placed when `mounts` seeking mounts of ROF `rof` fire at one target. */
export function seekerFlightSizes(mounts: number, rof: number): number[] {
  const seekers = Math.max(0, mounts) * Math.max(0, rof);
  if (seekers === 0) return [];
  const flights = Math.ceil(seekers / 6);
  const base = Math.floor(seekers / flights);
  const extra = seekers % flights;
  return Array.from({ length: flights }, (_, i) => base + (i < extra ? 1 : 0));
}
