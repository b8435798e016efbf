/**
 * Crew quality effects (Metaverse p.21 "Crew Quality", p.12 "Emergency Power", p.13 "RAM", p.37 "Boarding";
 * p.21) as data plus lookups.
 * Judgement call (ruling A52): crew quality changes Threat only for the Danger Close range.
 */
import type { CrewQuality } from '../ships/fleet.ts';

export interface CrewQualityEffects {
  /** Added to the Threat of OPPOSING ships when this squadron works out Danger Close (p.21). */
  readonly dangerCloseThreat: number;
  /** Lowest 1D6 result (after +1 per own destroyed section) that authorises a RAM (p.13). */
  readonly ramAuthorisationMin: number;
  /** Added to the Emergency Power failure roll; 4–6 fails (p.12). */
  readonly emergencyPowerModifier: number;
  /** Die rolled per crew party in boarding (p.37). */
  readonly boardingDie: number;
}

export const CREW_QUALITY_EFFECTS: Readonly<Record<CrewQuality, CrewQualityEffects>> = {
  green: { dangerCloseThreat: 1, ramAuthorisationMin: 6, emergencyPowerModifier: 1, boardingDie: 4 },
  regular: { dangerCloseThreat: 0, ramAuthorisationMin: 4, emergencyPowerModifier: 0, boardingDie: 6 },
  veteran: { dangerCloseThreat: -1, ramAuthorisationMin: 2, emergencyPowerModifier: -1, boardingDie: 8 },
};

export const crewEffects = (crew: CrewQuality): CrewQualityEffects => CREW_QUALITY_EFFECTS[crew];
