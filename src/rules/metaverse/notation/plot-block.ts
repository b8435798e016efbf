/**
 * One squadron's block of a turn plot while it is read (help.ts; book "Plot Movement Step" p.5): the draft's
 * fields, filled code by code (plot-codes.ts) and word by word (plot-words.ts), then made into a `SquadronDraft`.
 */
import type { Errors, Resolve } from './reading.ts';
import { squadronDrives } from './validate.ts';
import type { AdvancedManoeuvre, Deployment, DraftSquadron, HeadingChange, Launch, LinearThrust, Recovery, SquadronDraft, ThrustUse, TurnDraftContext } from './types.ts';

/** What every reader of a plot needs: the seat's context, the problems so far and the name resolver. */
export interface PlotReading {
  readonly ctx: TurnDraftContext;
  readonly errors: Errors;
  readonly resolve: Resolve;
}

export interface Block {
  readonly squadron: DraftSquadron;
  readonly breakOff: string[];
  readonly at: string;
  /** The line that opened the block, as typed, and its number: to quote if the squadron gets a second one, or its checks fail. */
  header: string;
  line?: number;
  /** Some of its words did not read: its checks would only repeat the problem, so they wait for the words. */
  unread: boolean;
  accel: ThrustUse | null;
  decel: ThrustUse | null;
  turns: HeadingChange[];
  rotate: { dir: 'CW' | 'CCW'; points: number; drives: string[] } | null;
  thrust: LinearThrust[];
  advanced: AdvancedManoeuvre[];
  payer: string | null;
  launches: Launch[];
  recoveries: Recovery[];
  gravityWall: { system: string; arcs: string[] } | null;
  deploy: Deployment | null;
}

export function newBlock(squadron: DraftSquadron, breakOff: string[], at: string): Block {
  return {
    squadron, breakOff, at, header: '', unread: false, accel: null, decel: null, turns: [], rotate: null, thrust: [], advanced: [], payer: null, launches: [], recoveries: [], gravityWall: null, deploy: null,
  };
}

/** The block as the squadron's draft. */
export function draftOf(b: Block): SquadronDraft {
  return {
    squadron: b.squadron.id,
    breakOff: b.breakOff,
    move:
      b.squadron.method === 'cinematic'
        ? { method: 'cinematic', accel: b.accel ?? { points: 0, drives: [] }, decel: b.decel ?? { points: 0, drives: [] }, turns: b.turns }
        : { method: 'newtonian', rotate: b.rotate, thrust: b.thrust },
    advanced: b.advanced,
    payer: b.payer,
    launches: b.launches,
    recoveries: b.recoveries,
    gravityWall: b.gravityWall,
    ...(b.deploy ? { deploy: b.deploy } : {}),
  };
}

/** The drives named in a code's brackets (`A4(S1,S2)`), by id, each once; none when nothing is named. */
export function driveIds(r: PlotReading, b: Block, inner: string | null, at: string): string[] {
  if (inner === null || inner.trim() === '') return [];
  const drives = squadronDrives(b.squadron, b.breakOff);
  const out: string[] = [];
  for (const name of inner.split(/[,/+]/)) {
    if (name.trim() === '') continue;
    const drive = r.resolve(name, drives, `drive of ${b.squadron.name}`, at);
    if (drive && !out.includes(drive.id)) out.push(drive.id);
  }
  return out;
}
