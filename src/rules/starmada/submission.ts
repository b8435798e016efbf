/** What a seat submits for each kind of Starmada step. Stored as JSON between submission and resolution. */
import type { FlightActivation } from './fighters/fighter-phase.ts';
import type { WeaponLoss } from './combat/weapon-losses.ts';
import type { Placement } from './setup/deployment.ts';
import type { FireDeclaration, ProbeLaunch, TagAttempt } from './state.ts';
import type { ShipOrders } from './notation/ship-orders.ts';
import type { SystemFire } from './combat/system-fire.ts';

export type StarmadaSubmission =
  | { kind: 'deploy'; placements: Placement[] }
  /**
   * Each ship's orders, read once (notation/ship-orders.ts), by ship id; a ship left out moves straight ahead (p.16).
   * Submissions stored before orders were data hold the normal-form text instead: submission-upgrade.ts reads them.
   */
  | { kind: 'orders'; orders: Record<string, ShipOrders> }
  /** null: the seat has no flight able to act, or let the slot pass. */
  | { kind: 'flight'; activation: FlightActivation | null }
  /**
   * `held`: ships told to hold fire ("Tempest: hold"), by id, so Ready knows they hold on purpose (4.1 p.18).
   * `tags`: E.7 tagging attempts declared with the fire ("Tempest: tag Kestrel x2"). `probes`: B.17 launches.
   * `systems`: marines, tractor beams, shockwaves, flares, mines and probes fired as weapons, used with the fire (appendix B).
   */
  | { kind: 'fire'; declarations: FireDeclaration[]; held?: string[]; tags?: TagAttempt[]; probes?: ProbeLaunch[]; systems?: SystemFire[] }
  /** By ship id; a ship left out loses weapons by the default choice. */
  | { kind: 'losses'; choices: Record<string, WeaponLoss[]> };
