/**
 * The two number phrases of the round-plot notation (help.ts): one phase's turn and acceleration
 * (§2.342, §2.343) and a thrust split (§2.31, §2.35).
 */
import type { PhaseManoeuvre } from '../movement/plot.ts';
import type { ThrustAllocation } from '../movement/thrust.ts';

/** Parses the turn-and-acceleration of one phase: `S30 a4`, `P15`, `a2`, `0`, `-`, `R30/3`, `+20 a1`. */
export function parsePhase(text: string): PhaseManoeuvre | null {
  const s = text.toLowerCase().replace(/\s+/g, '');
  if (s === '' || s === '0' || s === '-' || s === 'x' || s === 'drift') return { turn: 0, accel: 0 };
  const signOf = (c: string | undefined): number => (c === 'p' || c === 'l' || c === '-' ? -1 : 1);
  const slash = /^([sprl+-])?(\d+(?:\.\d+)?)\/(\d+)$/.exec(s);
  if (slash) {
    const turn = Number(slash[2]);
    if (turn !== 0 && slash[1] === undefined) return null;
    return { turn: turn === 0 ? 0 : signOf(slash[1]) * turn, accel: Number(slash[3]) };
  }
  const m = /^(?:([sprl+-])(\d+(?:\.\d+)?))?(?:a(\d+))?$/.exec(s);
  if (!m) return null;
  const turn = m[2] === undefined ? 0 : Number(m[2]);
  return { turn: turn === 0 ? 0 : signOf(m[1]) * turn, accel: m[3] === undefined ? 0 : Number(m[3]) };
}

/** `4/2/0`, `4 2 0`, `a4 e2`, `a4 t1`: accel / evasive / attack. */
export function parseThrust(text: string): ThrustAllocation | null {
  const s = text.toLowerCase().trim();
  const nums = /^(\d+)(?:\s*[/\s]\s*(\d+))?(?:\s*[/\s]\s*(\d+))?$/.exec(s);
  if (nums) return { accel: Number(nums[1]), evasive: Number(nums[2] ?? 0), attack: Number(nums[3] ?? 0) };
  const parts = s.split(/\s+/).filter((p) => p !== '');
  const out = { accel: 0, evasive: 0, attack: 0 };
  const seen = new Set<string>();
  for (const p of parts) {
    const m = /^([aet])(\d+)$/.exec(p);
    if (!m || m[1] === undefined || seen.has(m[1])) return null;
    seen.add(m[1]);
    out[m[1] === 'a' ? 'accel' : m[1] === 'e' ? 'evasive' : 'attack'] = Number(m[2]);
  }
  return parts.length > 0 ? out : null;
}
