/**
 * Control Step actions (Metaverse p.21 "Control Step", "Targets", "Electronic Warfare"; p.53–57 EW systems; p.45
 * shields; p.88 tactics). One action per alternation turn. Plain data for the lead to store.
 */

/** EW systems whose use is ordered in the Control Step (p.21 list). Stealth is ordered per squadron (p.57). */
export type EwSystemKind = 'ecm' | 'ej' | 'cloak' | 'stealth' | 'elint' | 'targeting' | 'ansible';

/** EW systems that pick targets: ELINT and targeting arrays pick an enemy, ansibles pick friendly ships. */
export const TARGETED_EW: readonly EwSystemKind[] = ['elint', 'targeting', 'ansible'];

/** Systems that may start the game in either state for free (p.21 asterisk). */
export const FREE_INITIAL_EW: readonly EwSystemKind[] = ['ecm', 'ej', 'cloak', 'stealth'];

export type EwOrder = 'activate' | 'deactivate' | 'retarget';

export type ControlAction =
  | { readonly kind: 'pass' }
  /** Broadcast to the whole fleet; flag commander pays ceil(squadrons / 2). */
  | { readonly kind: 'priority-target'; readonly commanderId: string; readonly targetShipId: string }
  /** For one friendly squadron; 1 CP from its chain. */
  | { readonly kind: 'designated-target'; readonly commanderId: string; readonly squadronId: string; readonly targetShipId: string }
  /** Activate, deactivate or retarget one EW system (not stealth); 1 CP from the ship's chain. */
  | {
      readonly kind: 'ew';
      readonly commanderId: string;
      readonly shipId: string;
      readonly systemId: string;
      readonly order: EwOrder;
      /** ELINT/targeting: one enemy ship; ansible: friendly ships up to its rating. */
      readonly targets?: readonly string[];
    }
  /** Stealth on or off for a whole squadron; 1 CP (p.57). */
  | { readonly kind: 'stealth'; readonly commanderId: string; readonly squadronId: string; readonly on: boolean }
  /** Free: fire `count` countermeasure pods (p.56). */
  | { readonly kind: 'countermeasure-pods'; readonly shipId: string; readonly count: number }
  /** Free: drop or raise shields (p.45). */
  | { readonly kind: 'shields'; readonly shipId: string; readonly raise: boolean }
  /** A Control Step tactic, e.g. Network Intrusion. */
  | {
      readonly kind: 'tactic';
      readonly commanderId: string;
      readonly tacticId: string;
      readonly shipId?: string;
      readonly squadronId?: string;
      readonly targetShipId?: string;
    };

/** One EW system on a ship, with its persistent setting (p.21: settings last until a CP changes them). */
export interface EwSystem {
  readonly id: string;
  readonly kind: EwSystemKind;
  readonly rating: number;
  readonly active: boolean;
  readonly disabled: boolean;
  readonly targets: readonly string[];
}

/** What the validator needs to know about one of the acting side's ships. */
export interface ControlShip {
  readonly id: string;
  readonly squadronId: string;
  readonly ewSystems: readonly EwSystem[];
  /** Unused countermeasure pods (total rating is not needed here). */
  readonly podsLeft: number;
  readonly hasShields: boolean;
  readonly shieldsDropped: boolean;
  readonly cloaked: boolean;
  readonly threat: number;
}

export interface EnemyShip {
  readonly id: string;
  readonly cloaked: boolean;
}
