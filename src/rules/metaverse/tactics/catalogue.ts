/**
 * Tactics (Metaverse p.88 "Tactics", p.3, p.86; ruling A58) as replaceable data.
 * The tactics page was a graphic and is mostly lost. What survives: Ace Pilots, Stay on Target and Shield Wall with
 * full headers (name [cost] (step; payer)) from the sample navies; the "fire first" text with its Threat cost;
 * the rest as bare text. Every field the book does not give is marked: `known.name/cost/step/payer = false`.
 * Judgement calls (replace them from the official PDF when available):
 * - A lost cost is 1 CP (the book's minimum: "Activating a tactic always requires one or more CPs").
 * - A lost payer is "any commander".
 * - Step labels in the extracted text FOLLOW their tactic (Network Intrusion → Control Step, FTL reposition →
 *   Starship Movement, Push The Limits → Plot Movement, "ignore Danger Close" → Starship Combat); the other lost
 *   steps are inferred from the text ("a damage die that was just rolled" → Starship Combat, and so on).
 * - Lost names get descriptive ids: fire-first, delayed-morale, ftl-reposition, ignore-danger-close.
 * - Mind Trick's effect is lost; it is modelled as a reroll of the selected damage die.
 */
import type { StepId } from './turn-sequence.ts';

/** A fixed CP cost, or the Threat of the selected starship (p.88). */
export type TacticCost = { readonly kind: 'fixed'; readonly cp: number } | { readonly kind: 'threat' };

export type TacticPayer = 'any' | 'flag';

/** What the player selects when activating. Friendly selections must be paid from the selection's chain (p.88). */
export type TacticSelection =
  | 'enemy-ship'
  | 'friendly-ship'
  | 'friendly-squadron'
  | 'friendly-and-enemy-ship'
  | 'fighter-combat'
  | 'damage-die'
  | 'critical-roll'
  | 'own-fleet';

/** Conditions the selection must meet; the composing code checks them against the game state. */
export interface TacticConditions {
  /** Only ships that made no heading change and no advanced manoeuvre this turn benefit. */
  readonly noHeadingChangeOrManoeuvre?: boolean;
  /** The selected ship has not yet fired this turn. */
  readonly notYetFired?: boolean;
  /** The selected squadron made an FTL manoeuvre this turn. */
  readonly madeFtlManoeuvre?: boolean;
  /** Friendly fighter squadrons outnumber enemy ones in the selected combat. */
  readonly outnumberEnemyFighters?: boolean;
  /** The friendly and enemy ship are within this many cm. */
  readonly withinCm?: number;
}

/** Effects as numbers and flags that the fire, movement, fighter and morale code read. All last until end of turn. */
export interface TacticEffect {
  /** Added to sensor ratings (Stay on Target: +1 against the selected enemy). */
  readonly sensorRating?: number;
  /** Added to furball ratings, never above `furballMax`. */
  readonly furballRating?: number;
  readonly furballMax?: number;
  /** Added to starfighter defence. */
  readonly defence?: number;
  /** STL drive ratings multiplied by this. */
  readonly stlMultiplier?: number;
  /** Times each shield generator and battery may be used this turn. */
  readonly shieldUses?: number;
  /** The ship fires, with damage and criticals, before the others; all such ships fire together. */
  readonly fireFirst?: boolean;
  /** This turn's morale losses are struck in next turn's Morale Step instead. */
  readonly delayMorale?: boolean;
  /** Reroll the selected damage die (reconstruction). */
  readonly rerollDamageDie?: boolean;
  /** Limited weapons that otherwise could not fire may fire. */
  readonly fireLimitedWeapons?: boolean;
  /** Contested sensor rolls; a win disables one non-primary enemy system. */
  readonly networkIntrusion?: boolean;
  /** After all movement: move up to this many cm (any direction for jump/dimensional; forward/back for warp/hyper). */
  readonly ftlRepositionCm?: number;
  readonly ignoreDangerClose?: boolean;
  /** The critical just rolled is not applied. */
  readonly ignoreCritical?: boolean;
  readonly autoPassRam?: boolean;
}

export interface TacticDefinition {
  readonly id: string;
  readonly name: string;
  readonly cost: TacticCost;
  readonly step: StepId;
  readonly payer: TacticPayer;
  readonly selection: TacticSelection;
  readonly conditions: TacticConditions;
  readonly effect: TacticEffect;
  /** Which fields the book gives (true) and which are this reconstruction's guesses (false). */
  readonly known: { readonly name: boolean; readonly cost: boolean; readonly step: boolean; readonly payer: boolean; readonly effect: boolean };
  readonly text: string;
}

const ALL_KNOWN = { name: true, cost: true, step: true, payer: true, effect: true } as const;

/** Salvo's reconstruction of the lost p.88 page (ruling A58). Replace entries (or the whole list) with a group's official data. */
export const TACTICS: readonly TacticDefinition[] = [
  {
    id: 'ace-pilots',
    name: 'Ace Pilots',
    cost: { kind: 'fixed', cp: 2 },
    step: 'fighter-combat',
    payer: 'any',
    selection: 'fighter-combat',
    conditions: {},
    effect: { furballRating: 1, furballMax: 7 },
    known: ALL_KNOWN,
    text: 'Select a starfighter combat: friendly squadrons in it get +1 furball rating this turn (not above 7).',
  },
  {
    id: 'stay-on-target',
    name: 'Stay on Target',
    cost: { kind: 'fixed', cp: 1 },
    step: 'ship-combat',
    payer: 'any',
    selection: 'enemy-ship',
    conditions: { noHeadingChangeOrManoeuvre: true },
    effect: { sensorRating: 1 },
    known: ALL_KNOWN,
    text: 'Select an enemy starship: friendly ships that made no heading change or advanced manoeuvre get +1 sensor rating against it this turn.',
  },
  {
    id: 'shield-wall',
    name: 'Shield Wall',
    cost: { kind: 'fixed', cp: 2 },
    step: 'repair',
    payer: 'any',
    selection: 'friendly-ship',
    conditions: {},
    effect: { shieldUses: 2 },
    known: ALL_KNOWN,
    text: 'Select a starship: all its shield generators and batteries may be used twice this turn.',
  },
  {
    id: 'fire-first',
    name: 'Fire First',
    cost: { kind: 'threat' },
    step: 'ship-combat',
    payer: 'any',
    selection: 'friendly-ship',
    conditions: { notYetFired: true },
    effect: { fireFirst: true },
    known: { name: false, cost: true, step: false, payer: false, effect: true },
    text: 'Select a starship that has not yet fired: it fires, with damage and criticals, before other starships; all ships using this fire together. Costs the ship\'s Threat.',
  },
  {
    id: 'delayed-morale',
    name: 'Delayed Morale',
    cost: { kind: 'fixed', cp: 1 },
    step: 'morale',
    payer: 'any',
    selection: 'own-fleet',
    conditions: {},
    effect: { delayMorale: true },
    known: { name: false, cost: false, step: false, payer: false, effect: true },
    text: 'Morale lost this turn is not struck now but in next turn\'s Morale Step, unavoidably.',
  },
  {
    id: 'mind-trick',
    name: 'Mind Trick',
    cost: { kind: 'fixed', cp: 1 },
    step: 'ship-combat',
    payer: 'any',
    selection: 'damage-die',
    conditions: {},
    effect: { rerollDamageDie: true },
    known: { name: true, cost: false, step: false, payer: false, effect: false },
    text: 'Select a damage die that was just rolled (effect lost; reconstructed as a reroll).',
  },
  {
    id: 'man-the-guns',
    name: 'Man The Guns',
    cost: { kind: 'fixed', cp: 1 },
    step: 'ship-combat',
    payer: 'any',
    selection: 'friendly-ship',
    conditions: { notYetFired: true },
    effect: { fireLimitedWeapons: true },
    known: { name: true, cost: false, step: false, payer: false, effect: true },
    text: 'Select a starship that has not yet fired: it may fire Limited weapons that otherwise could not fire this turn.',
  },
  {
    id: 'network-intrusion',
    name: 'Network Intrusion',
    cost: { kind: 'fixed', cp: 1 },
    step: 'control',
    payer: 'any',
    selection: 'friendly-and-enemy-ship',
    conditions: { withinCm: 50 },
    effect: { networkIntrusion: true },
    known: { name: true, cost: false, step: true, payer: false, effect: true },
    text: 'A friendly and an enemy ship within 50 cm each roll 1D20 + a sensor rating; if the friendly total is higher, disable a non-primary enemy system. That friendly sensor does nothing else this turn.',
  },
  {
    id: 'ftl-reposition',
    name: 'FTL Reposition',
    cost: { kind: 'fixed', cp: 1 },
    step: 'ship-movement',
    payer: 'any',
    selection: 'friendly-squadron',
    conditions: { madeFtlManoeuvre: true },
    effect: { ftlRepositionCm: 20 },
    known: { name: false, cost: false, step: true, payer: false, effect: true },
    text: 'After all movement, a squadron that made an FTL manoeuvre moves up to 20 cm: any direction keeping heading (jump/dimensional) or forward/back (warp/hyper).',
  },
  {
    id: 'push-the-limits',
    name: 'Push The Limits',
    cost: { kind: 'fixed', cp: 1 },
    step: 'plot',
    payer: 'any',
    selection: 'friendly-squadron',
    conditions: {},
    effect: { stlMultiplier: 2 },
    known: { name: true, cost: false, step: true, payer: false, effect: true },
    text: 'Select a squadron: its ships\' STL drive ratings are doubled until end of turn.',
  },
  {
    id: 'ignore-danger-close',
    name: 'Ignore Danger Close',
    cost: { kind: 'threat' },
    step: 'ship-combat',
    payer: 'any',
    selection: 'friendly-ship',
    conditions: {},
    effect: { ignoreDangerClose: true },
    known: { name: false, cost: true, step: true, payer: false, effect: true },
    text: 'Select a starship: it ignores all Danger Close targets for target selection this turn. Costs the ship\'s Threat.',
  },
  {
    id: 'unstoppable-wave',
    name: 'Unstoppable Wave',
    cost: { kind: 'fixed', cp: 1 },
    step: 'fighter-combat',
    payer: 'any',
    selection: 'fighter-combat',
    conditions: { outnumberEnemyFighters: true },
    effect: { defence: 2 },
    known: { name: true, cost: false, step: false, payer: false, effect: true },
    text: 'Select a starfighter combat where friendly squadrons outnumber enemy ones: friendly squadrons get +2 defence this turn.',
  },
  {
    id: 'technobabble',
    name: 'Technobabble',
    cost: { kind: 'fixed', cp: 1 },
    step: 'critical',
    payer: 'any',
    selection: 'critical-roll',
    conditions: {},
    effect: { ignoreCritical: true },
    known: { name: true, cost: false, step: false, payer: false, effect: true },
    text: 'Select a starship that just made a critical roll: that critical is ignored.',
  },
  {
    id: 'victory-is-life',
    name: 'Victory Is Life',
    cost: { kind: 'fixed', cp: 1 },
    step: 'plot',
    payer: 'any',
    selection: 'friendly-squadron',
    conditions: {},
    effect: { autoPassRam: true },
    known: { name: true, cost: false, step: false, payer: false, effect: true },
    text: 'Select a squadron: its ships automatically pass RAM tests this turn.',
  },
];

export function findTactic(tactics: readonly TacticDefinition[], id: string): TacticDefinition | undefined {
  return tactics.find((t) => t.id === id);
}
