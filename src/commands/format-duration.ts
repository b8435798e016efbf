/** "2 d 3 h", "5 h 12 min", "40 s": the two largest units, for uptimes and deadlines. */
export function formatDuration(ms: number): string {
  const units: [string, number][] = [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['min', 60_000],
    ['s', 1000],
  ];
  const parts: string[] = [];
  let rest = Math.max(0, Math.floor(ms));
  for (const [name, size] of units) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0 || (parts.length > 0 && parts.length < 2)) parts.push(`${n} ${name}`);
    if (parts.length === 2) break;
  }
  return parts.length > 0 ? parts.join(' ') : '0 s';
}
