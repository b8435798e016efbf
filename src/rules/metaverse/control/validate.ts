/**
 * Validating one Control Step action (Metaverse p.21 "Control Step", "Targets", "Electronic Warfare"; p.53–57 EW
 * systems; p.88 tactics). Returns the CP spend the action needs (null for free actions and passes);
 * the caller checks all of a side's spends against its CPs with command/budget.ts `validateSpending`.
 * Judgement calls: cloaked enemies cannot be nominated or targeted by EW (ruling A50); ELINT and targeting arrays
 * take exactly one enemy target in line of sight (p.54); an ansible takes 1..rating friendly ships within 50 cm
 * (p.56); cloak orders cost a 'cloak' CP; stealth is ordered per squadron for 1 CP (p.57) and clashes with active
 * ECM, EJ, ELINT and targeting arrays (p.57: the player must switch those off first; shields are the fire code's);
 * shields dropped this turn may be raised only in a later turn (p.45).
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { CpSpend } from '../command/budget.ts';
import type { ChainOfCommand } from '../command/chain.ts';
import { validateTacticActivation } from '../tactics/activation.ts';
import type { TacticDefinition } from '../tactics/catalogue.ts';
import type { ControlDeclarations } from './declarations.ts';
import type { ControlAction, ControlShip, EnemyShip, EwSystem, EwSystemKind } from './types.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

/** Ansible targets must be within this range (p.56). */
export const ANSIBLE_RANGE_CM = 50;

export interface ControlContext {
  readonly chain: ChainOfCommand;
  readonly ownShips: readonly ControlShip[];
  readonly enemyShips: readonly EnemyShip[];
  /** The navy's tactics. */
  readonly tactics: readonly TacticDefinition[];
  readonly lineOfSight: (fromShipId: string, toShipId: string) => boolean;
  readonly distanceCm: (fromShipId: string, toShipId: string) => number;
  /** This turn's declarations so far (shields dropped this step may not be raised until a later turn, p.45). */
  readonly declarations?: ControlDeclarations;
  /** The name a player knows a ship, squadron, commander or EW system by (the refusals never show an id). */
  readonly name?: (id: string) => string;
}

/** Systems a ship under active stealth may not have active (p.57), among those ordered here. */
export const STEALTH_EXCLUDES: readonly EwSystemKind[] = ['ecm', 'ej', 'elint', 'targeting'];

type Checked = Result<CpSpend | null, RuleError[]>;
const fail = (code: MetaverseErrorCode, message: string): Checked => err([metaverseError(code, message)]);

const namer = (ctx: ControlContext) => ctx.name ?? ((id: string) => id);

function checkEnemy(ctx: ControlContext, id: string): RuleError | undefined {
  const nm = namer(ctx);
  const enemy = ctx.enemyShips.find((e) => e.id === id);
  if (enemy === undefined) return metaverseError('ERR_TARGET_UNKNOWN', `${nm(id)} is not an enemy starship on the table; pick an enemy ship.`);
  if (enemy.cloaked) return metaverseError('ERR_TARGET_CLOAKED', `${nm(id)} is cloaked and cannot be targeted; pick a visible ship.`);
  return undefined;
}

function checkEwTargets(ctx: ControlContext, ship: ControlShip, system: EwSystem, targets: readonly string[]): RuleError[] {
  const nm = namer(ctx);
  if (system.kind === 'ansible') {
    const errors: RuleError[] = [];
    if (targets.length < 1 || targets.length > system.rating) {
      errors.push(metaverseError('ERR_ANSIBLE_COUNT', `${nm(system.id)} supports 1 to ${system.rating} ships; name that many friendly ships.`));
    }
    for (const t of targets) {
      if (t === ship.id || !ctx.ownShips.some((s) => s.id === t)) {
        errors.push(metaverseError('ERR_ANSIBLE_TARGET', `Ansible target ${nm(t)} must be another friendly starship.`));
      } else if (ctx.distanceCm(ship.id, t) > ANSIBLE_RANGE_CM) {
        errors.push(metaverseError('ERR_ANSIBLE_RANGE', `Ansible target ${nm(t)} is beyond ${ANSIBLE_RANGE_CM} cm; pick a closer friendly ship.`));
      }
    }
    return errors;
  }
  const [target, ...extra] = targets;
  if (target === undefined || extra.length > 0) {
    return [metaverseError('ERR_EW_TARGET_COUNT', `${system.kind === 'elint' ? 'An ELINT' : 'A targeting'} array targets exactly one enemy starship; name one.`)];
  }
  const enemy = checkEnemy(ctx, target);
  if (enemy !== undefined) return [enemy];
  if (!ctx.lineOfSight(ship.id, target)) return [metaverseError('ERR_EW_NO_LOS', `${nm(ship.id)} has no line of sight to ${nm(target)}; pick a target it can see.`)];
  return [];
}

type ActionOf<K extends ControlAction['kind']> = Extract<ControlAction, { kind: K }>;

const ownShip = (ctx: ControlContext, id: string): ControlShip | undefined => ctx.ownShips.find((s) => s.id === id);
const ownSquadron = (ctx: ControlContext, id: string): boolean => ctx.chain.squadrons.some((s) => s.id === id);
const notYourShip = (ctx: ControlContext, id: string): Checked => fail('ERR_SHIP_UNKNOWN', `${namer(ctx)(id)} is not one of your starships; name your ship.`);

export function validateControlAction(ctx: ControlContext, action: ControlAction): Checked {
  const nm = namer(ctx);
  switch (action.kind) {
    case 'pass':
      return ok(null);
    case 'priority-target': {
      const bad = checkEnemy(ctx, action.targetShipId);
      return bad !== undefined ? err([bad]) : ok({ commanderId: action.commanderId, action: 'priority-target', label: `priority target ${nm(action.targetShipId)}` });
    }
    case 'designated-target':
      return checkDesignatedTarget(ctx, action);
    case 'ew':
      return checkEw(ctx, action);
    case 'stealth':
      return checkStealth(ctx, action);
    case 'countermeasure-pods': {
      const s = ownShip(ctx, action.shipId);
      if (s === undefined) return notYourShip(ctx, action.shipId);
      if (!Number.isInteger(action.count) || action.count < 1 || action.count > s.podsLeft) {
        return fail('ERR_PODS_COUNT', `${nm(s.id)} has ${s.podsLeft} countermeasure pods left; fire between 1 and ${s.podsLeft}.`);
      }
      return ok(null); // p.56: "does not require a Command Point".
    }
    case 'shields':
      return checkShields(ctx, action);
    case 'tactic':
      return checkTactic(ctx, action);
  }
}

function checkDesignatedTarget(ctx: ControlContext, action: ActionOf<'designated-target'>): Checked {
  const nm = namer(ctx);
  const errors: RuleError[] = [];
  if (!ownSquadron(ctx, action.squadronId)) errors.push(metaverseError('ERR_SQUADRON_UNKNOWN', `${nm(action.squadronId)} is not one of your squadrons; name your squadron.`));
  const bad = checkEnemy(ctx, action.targetShipId);
  if (bad !== undefined) errors.push(bad);
  return errors.length > 0
    ? err(errors)
    : ok({ commanderId: action.commanderId, action: 'designated-target', squadronId: action.squadronId, label: `designated target ${nm(action.targetShipId)} for ${nm(action.squadronId)}` });
}

/** p.53–57: activating, retargeting or deactivating one EW system (a cloak costs a 'cloak' CP). */
function checkEw(ctx: ControlContext, action: ActionOf<'ew'>): Checked {
  const nm = namer(ctx);
  const s = ownShip(ctx, action.shipId);
  if (s === undefined) return notYourShip(ctx, action.shipId);
  const system = s.ewSystems.find((e) => e.id === action.systemId);
  if (system === undefined) return fail('ERR_EW_UNKNOWN', `${nm(action.shipId)} has no EW system ${nm(action.systemId)}; name one of its systems.`);
  if (system.kind === 'stealth') return fail('ERR_EW_STEALTH', 'Stealth is switched per squadron: use the stealth order instead.');
  if (system.disabled) return fail('ERR_EW_DISABLED', `${nm(system.id)} is disabled; repair it before using it.`);
  const errors: RuleError[] = [];
  if (action.order === 'activate' && system.active) errors.push(metaverseError('ERR_EW_ALREADY_ON', `${nm(system.id)} is already active; retarget or deactivate it instead.`));
  if (action.order === 'deactivate' && !system.active) errors.push(metaverseError('ERR_EW_ALREADY_OFF', `${nm(system.id)} is already inactive.`));
  const targeted = system.kind === 'elint' || system.kind === 'targeting' || system.kind === 'ansible';
  if (action.order === 'retarget' && (!targeted || !system.active)) {
    errors.push(metaverseError('ERR_EW_RETARGET', `Only an active ELINT, targeting array or ansible can be retargeted; activate ${nm(system.id)} first.`));
  }
  if (targeted && action.order !== 'deactivate') errors.push(...checkEwTargets(ctx, s, system, action.targets ?? []));
  if (action.order === 'activate' && STEALTH_EXCLUDES.includes(system.kind) && s.ewSystems.some((e) => e.kind === 'stealth' && e.active && !e.disabled)) {
    // p.57: a ship with an active stealth generator may not have active EW, EJ, ECM, targeting or ELINT arrays.
    errors.push(metaverseError('ERR_EW_UNDER_STEALTH', `${nm(s.id)} is under stealth; switch stealth off before activating ${nm(system.id)}.`));
  }
  if (errors.length > 0) return err(errors);
  return ok({ commanderId: action.commanderId, action: system.kind === 'cloak' ? 'cloak' : 'ew', squadronId: s.squadronId, label: `${action.order} ${nm(system.id)} on ${nm(s.id)}` });
}

/** p.57: stealth per squadron, 1 CP; switching it on needs its ECM, EJ, ELINT and targeting arrays off. */
function checkStealth(ctx: ControlContext, action: ActionOf<'stealth'>): Checked {
  const nm = namer(ctx);
  if (!ownSquadron(ctx, action.squadronId)) return fail('ERR_SQUADRON_UNKNOWN', `${nm(action.squadronId)} is not one of your squadrons; name your squadron.`);
  const generators = ctx.ownShips.filter((s) => s.squadronId === action.squadronId).flatMap((s) => s.ewSystems.filter((e) => e.kind === 'stealth' && !e.disabled));
  if (generators.length === 0) return fail('ERR_STEALTH_NONE', `Squadron ${nm(action.squadronId)} has no working stealth generator.`);
  if (action.on) {
    // p.57: stealth excludes active ECM, EJ, ELINT and targeting arrays (and shields, which the fire code checks).
    const clashing = ctx.ownShips
      .filter((s) => s.squadronId === action.squadronId)
      .flatMap((s) => s.ewSystems.filter((e) => STEALTH_EXCLUDES.includes(e.kind) && e.active && !e.disabled).map((e) => e.id));
    if (clashing.length > 0) return fail('ERR_STEALTH_CLASH', `Deactivate ${clashing.map(nm).join(', ')} before switching stealth on.`);
  }
  return ok({ commanderId: action.commanderId, action: 'stealth', squadronId: action.squadronId, label: `stealth ${action.on ? 'on' : 'off'} for ${nm(action.squadronId)}` });
}

/** p.45: dropping and raising shields is free; raised again only in a later turn's Control Step. */
function checkShields(ctx: ControlContext, action: ActionOf<'shields'>): Checked {
  const nm = namer(ctx);
  const s = ownShip(ctx, action.shipId);
  if (s === undefined) return notYourShip(ctx, action.shipId);
  if (!s.hasShields) return fail('ERR_NO_SHIELDS', `${nm(s.id)} has no shields to drop or raise.`);
  if (action.raise && !s.shieldsDropped) return fail('ERR_SHIELDS_UP', `${nm(s.id)}'s shields are already up.`);
  // p.45: shields are "raised back to their previous level in a later turn's control step".
  if (action.raise && ctx.declarations?.shields[s.id] === true) return fail('ERR_SHIELDS_SAME_TURN', `${nm(s.id)}'s shields were dropped this turn; raise them in a later Control Step.`);
  if (!action.raise && s.shieldsDropped) return fail('ERR_SHIELDS_DOWN', `${nm(s.id)}'s shields are already dropped.`);
  return ok(null);
}

/** p.88: a tactic activated in the Control Step (tactics/activation.ts), and any enemy it targets. */
function checkTactic(ctx: ControlContext, action: ActionOf<'tactic'>): Checked {
  const s = action.shipId === undefined ? undefined : ownShip(ctx, action.shipId);
  const squadronId = action.squadronId ?? s?.squadronId;
  const checked = validateTacticActivation(ctx.tactics, 'control', {
    tacticId: action.tacticId,
    commanderId: action.commanderId,
    ...(squadronId !== undefined ? { friendlySquadronId: squadronId } : {}),
    ...(s !== undefined ? { selectedShipThreat: s.threat } : {}),
  });
  if (!checked.ok) return checked;
  if (action.targetShipId !== undefined) {
    const bad = checkEnemy(ctx, action.targetShipId);
    if (bad !== undefined) return err([bad]);
  }
  return checked;
}
