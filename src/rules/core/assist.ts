/**
 * What a rule system offers the chat interface beyond the step cycle (docs/playing.md §2, §4): short lines about a seat's
 * units for the DM prompt, merging one unit's order into a draft, the draft echoed back normalised, choices for
 * `/fire` autocomplete, public status lines for the pinned message, and fleet building for the lobby.
 * Everything here is pure and reads the same state and submissions the rule system stores.
 */
import type { Result, RuleError } from './result.ts';
import type { MergeScope } from './order-parts.ts';
import type { GameEvent, SeatId } from './rule-system.ts';
import type { Place } from './scene.ts';
import type { StepOutcome } from './outcome.ts';

/**
 * One autocomplete choice or button. Discord allows 100 characters in each: a longer name is fitted at a word where it
 * is shown (src/commands/respond.ts `fitLabel`), never cut here, so no word is cut short.
 */
export interface Choice {
  /** What the player reads: "Kestrel · range 4 · medium · hits on 4+". */
  readonly name: string;
  /** What comes back when it is picked: an id or a notation fragment. */
  readonly value: string;
}

/** One of the seat's units, as the DM prompt lists it. */
export interface UnitBrief {
  readonly id: string;
  readonly name: string;
  /** "hex 1207 · heading N · speed 4 · engines 5 of 6". */
  readonly line: string;
  /** The unit's part of the draft, else last turn's order, without its name ("2P2"), to pre-fill a modal. */
  readonly prefill: string;
}

/** How the open step is best answered through buttons and modals. */
export interface StepGuide {
  /** 'units': a "Plot <unit>" button per unit; 'text': one "Write orders" modal for the whole step. */
  readonly mode: 'units' | 'text';
  /** The units this step is about (all the seat's units on the board when the step is about none in particular). */
  readonly units: readonly UnitBrief[];
  /** Quick answers offered as buttons: name is the label, value the notation it submits ("Pass"). At most 5. */
  readonly choices: readonly Choice[];
  /** Notation help for a modal's placeholder, at most 100 characters: "2P2 · 3 · 1S1(3): digits move, P/S turn". */
  readonly placeholder: string;
  /** A few lines of help with examples for the DM prompt. */
  readonly help: string;
  /** The seat's whole draft (or a sensible start) for the "Write orders" modal, in the notation. */
  readonly draftText: string;
  /**
   * What withdraws all of the seat's fire in this step, merged like typed orders so the rest of the draft stays
   * (the "Hold fire" quick answer and `/fire clear`); absent when nothing is to be withdrawn.
   */
  readonly holdFire?: string;
  /**
   * The units that may be given their order by picking a place on a map now (docs/playing.md §9: a deployment, a Starmada
   * move): `PlayAssist.pickPlaces` lists their places. Filled in by the game service; absent or empty: none.
   */
  readonly picks?: readonly string[];
}

/** One way to take a picked place: its facing (or the default one), and the order that puts the unit there. */
export interface PickOption {
  /** What the player reads: "facing NE". */
  readonly label: string;
  /** The order in the step's notation, as the echo writes it: "2P2(4)", "0312 facing NE". */
  readonly notation: string;
  /** The line merged into the draft like a typed one, naming the unit: "Vigilant: 2P2(4)". */
  readonly line: string;
}

/** One numbered place on the picker map. */
export interface PickPlace {
  /** 1…n, the number drawn on the map and said in the select. */
  readonly n: number;
  readonly at: Place;
  /** How the rules write the place: "0605", "30,112 cm". */
  readonly name: string;
  /** At least one; several when the unit may end there facing different ways. */
  readonly options: readonly PickOption[];
}

/** "Pick a space" for one unit's choice in the open step: every legal place, none dropped. */
export interface PickSet {
  readonly unitId: string;
  readonly unitName: string;
  /** What is being picked: where the unit ends its move, where it deploys, or where it lays a mine (Starmada B.15). */
  readonly what: 'move' | 'deploy' | 'mine';
  /** A line for the player above the map: "Vigilant, speed 4, engines 5: 23 hexes it can end its move in." */
  readonly note: string;
  readonly places: readonly PickPlace[];
}

/** What a fire order needs beyond its weapon and target (`PlayAssist.fireNeed`). */
export type FireNeed = { readonly adds: string; readonly why: string } | { readonly blocked: string };

export interface PlayAssist<State, Submission> {
  guide(state: State, seat: SeatId, draft: Submission | null): StepGuide;
  /**
   * The notation text of `draft` with `text` merged in. A unit's order is made of parts (core/order-parts.ts): with
   * the scope 'parts' (the default: typed orders, `/plot`, `/fire`, quick answers) a unit named in `text` gets the
   * parts it gives and keeps the others (a movement order keeps the unit's fire); with 'units' (a form showing the
   * unit's whole order) it gets exactly what was sent. Other units' lines stay. The result is parsed by the rule
   * system's `parse`, which reports every problem.
   */
  merge(state: State, seat: SeatId, draft: Submission | null, text: string, scope?: MergeScope): string;
  /**
   * Typed text cut into the pieces `merge` may take apart, in the order typed, each one or more whole lines: a unit's
   * block, a standing-order line, a line naming no unit. When a message is refused, the game service keeps the pieces
   * the rules accept and names the others (game/kept-lines.ts). Absent: a message is taken whole or not at all.
   */
  pieces?(state: State, seat: SeatId, text: string): string[];
  /**
   * The accepted draft, one line per unit, normalised, with what each needs after " — ": "Majestic: 2P2(4) — engine
   * requirement 4 of 5 ✔". The lines pasted back parse to the same submission (echo-note.ts: `parse` drops the notes).
   */
  echo(state: State, seat: SeatId, submission: Submission): string[];
  /** `/fire` autocomplete: the seat's units that may fire now (value: unit id). */
  fireShips(state: State, seat: SeatId): Choice[];
  /** That unit's working weapons (value: a key `fireLine` understands), e.g. "Laser Cannon ×4 (ABG, 3-6-9)". */
  fireWeapons(state: State, seat: SeatId, ship: string): Choice[];
  /**
   * Only the targets that weapon reaches now, each with range band and to-hit (value: target id); `draft` is the
   * seat's draft, for what it makes legal (Metaverse: the targets its Control Step orders nominate).
   */
  fireTargets(state: State, seat: SeatId, ship: string, weapon: string, draft?: Submission | null): Choice[];
  /**
   * One fire declaration as a line of notation, to `merge` into `draft`; an error when a value is unknown. A
   * condition it adds for the player is one that can come true with that draft (no "if locked" on a target the
   * ship does not track).
   */
  fireLine(state: State, seat: SeatId, ship: string, weapon: string, target: string, count?: number, draft?: Submission | null): Result<string, RuleError[]>;
  /**
   * What fire by `ship` at `target` needs beyond a weapon, read against the draft (the fire panel says it before and
   * after a pick): a part `fireLine` writes with the order (`adds`, e.g. "sensors 1>Raider", and why), or why no
   * order could fire now (`blocked`: the panel refuses the pick). Null or absent: nothing more.
   */
  fireNeed?(state: State, seat: SeatId, ship: string, target: string, draft: Submission | null): FireNeed | null;
  /**
   * What the unit may use with its fire besides its weapons (Starmada's tags, marines, mines, probes…), for the fire
   * panel's weapon menu after the weapons (value: a key `fireSystemUses` understands). Absent: none.
   */
  fireSystems?(state: State, seat: SeatId, ship: string): Choice[];
  /**
   * That system's legal uses now, each value a whole line of notation naming the unit, merged into the draft as typed
   * text is, so a pick makes the order the typed line would ("Monsoon: Mines x1 > 1209").
   */
  fireSystemUses?(state: State, seat: SeatId, ship: string, system: string): Choice[];
  /**
   * The draft's fire in short lines, one per unit and target, each saying whether it can fire ("Kongo → Hood:
   * 3 weapons · tracked by 1 sensor ✔"): what the fire panel shows instead of the whole echo. Absent: the echo.
   */
  fireSummary?(state: State, seat: SeatId, draft: Submission): string[];
  /** The public state in a few short lines for the pinned status message: each ship, then the score. */
  statusLines(state: State): string[];
  /**
   * What a resolved step did, as the public may see it (core/outcome.ts): a line per unit something happened to,
   * from the state before and after the step and its events, a line per attacker → target, and short notes.
   */
  outcome(before: State, after: State, events: readonly GameEvent[]): StepOutcome;
  /**
   * What Ready would lock in that the player may not mean, one sentence per unit, each naming it (never an id):
   * a ship that holds fire with targets in reach ("Tempest holds fire: it has 3 targets in reach (…)"), a unit
   * left to the rules' default ("Vigil has no order: straight ahead at speed 4"), and a default or order that
   * destroys or cripples it. `submission` is what Ready locks in (core/ready.ts `readySubmission`: the draft, or
   * for a seat that sent nothing the empty answer or the rules' default, `sentNothing` true). [] when Ready may
   * lock in at once.
   */
  readyWarnings(state: State, seat: SeatId, submission: Submission, sentNothing: boolean): string[];
  /**
   * Choices a unit's order carries besides its move (Starmada's boost, tow, shield arcs), for the prompt's menu: each
   * value a whole line of notation naming the unit, merged as typed text is; only those the draft with it accepts.
   */
  orderChoices?(state: State, seat: SeatId, draft: Submission | null): Choice[];
  /** The seat's units whose order this step can be given by picking a place (cheap: no places worked out). */
  pickUnits?(state: State, seat: SeatId): string[];
  /** "Pick a space": that unit's legal places now, numbered in a stable order; null when it has no such choice. */
  pickPlaces?(state: State, seat: SeatId, unitId: string): PickSet | null;
}

/** An optional rule a fleet needs that the game has off: the lobby offers the GM a button to turn it on. */
export interface OptionNeed {
  /** The option's id, one of the rule system's `options`. */
  readonly optionId: string;
  /** Why, naming the class or ship: "Vigilant uses named or defensive firing arcs". */
  readonly why: string;
}

/** Building a fleet in the lobby. `Fleet` is what the seat stores; the rule system's `setup` checks it again. */
export interface FleetAssist<Fleet> {
  empty(): Fleet;
  /** Library classes for autocomplete: value the class id, name "Majestic-class battlecruiser · CR 185". */
  library(): Choice[];
  add(fleet: Fleet, classRef: string, name?: string): Result<{ fleet: Fleet; added: string }, RuleError[]>;
  remove(fleet: Fleet, shipName: string): Result<{ fleet: Fleet; removed: string }, RuleError[]>;
  /** Designs in the book's text notation or JSON, every problem with its line; designs are added as ships too. */
  import(fleet: Fleet, text: string): Result<{ fleet: Fleet; added: string[] }, RuleError[]>;
  /**
   * One line per ship, the total and the scenario's limit, and what keeps the fleet from being legal now, except the
   * optional rules it needs: those are `needs`, so the lobby can say them with the button that turns them on.
   */
  summary(fleet: Fleet, scenario: string, options: unknown): { lines: string[]; total: number; limit: number | null; problems: string[] };
  /** The optional rules this fleet needs that `options` has off (setup refuses the fleet until they are on). */
  needs(fleet: Fleet, options: unknown): OptionNeed[];
  /** Scenarios for `/game new` (value as `setup` reads it, e.g. "standard/small"). */
  scenarios(): Choice[];
  /** "Standard scenario · Small battle · Fleet limit 700 CR · Victory at 420 VP", or why the scenario is unknown. */
  describeScenario(scenario: string): Result<string, RuleError[]>;
  /** The sides a player may join, e.g. ["A", "B"]. */
  sides(scenario: string): string[];
  /** The fleet a side starts with when the scenario gives it its ships (null or absent: the player builds one). */
  given?(scenario: string, side: string): Fleet | null;
}
