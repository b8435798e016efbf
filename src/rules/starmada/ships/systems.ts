/**
 * Starship systems (Appendix B, p.30-38; A.5 table p.28): equipment (damageable, on the weapons track),
 * traits (never damaged) and munitions (a countdown track each).
 *
 * Directional shielding (B.7) and screens (B.18) are not listed among a ship's traits (p.32, p.35): the sheet
 * shows them as their own boxes, so the ship schema gives them their own fields.
 * Multiples: "Unless otherwise indicated, starships may not possess multiples" (p.30); Countermeasures (B.6),
 * Fire Control (B.8), Stealth (B.22) and Tractor Beams (B.24) say otherwise.
 */

export const EQUIPMENT = [
  'Cloaking Device',
  'Countermeasures',
  'Fire Control',
  'Hyperdrive',
  'Long Range Sensors',
  'Overthrusters',
  'Stealth',
  'Stutterdrive',
  'Tractor Beam',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const MULTIPLE_EQUIPMENT: readonly Equipment[] = ['Countermeasures', 'Fire Control', 'Stealth', 'Tractor Beam'];

/** Auxiliary services (B.2): a capacity each, no game effect. */
export const AUXILIARY_SERVICES = ['Cargo', 'Hospital', 'Repair', 'Science', 'Transport'] as const;

export const SHIP_TRAITS = [
  'Anti-Fighter Batteries',
  ...AUXILIARY_SERVICES,
  'Carrier',
  'Launch Tubes',
  'Ionized Hull',
  'Shockwave',
  'Solar Sails',
] as const;
export type ShipTrait = (typeof SHIP_TRAITS)[number];

/** Traits printed with a number: a capacity (B.2) or the number of fighter flights (B.4, "Carrier (n)"). */
export const TRAITS_WITH_VALUE: readonly ShipTrait[] = [...AUXILIARY_SERVICES, 'Carrier'];

export const MUNITIONS = ['Boosters', 'Flares', 'Marines', 'Mines', 'Probes', 'Shuttlecraft'] as const;
export type Munition = (typeof MUNITIONS)[number];

const findIn = <T extends string>(names: readonly T[], text: string): T | undefined => {
  const wanted = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return names.find((n) => n.toLowerCase() === wanted);
};

export const findEquipment = (text: string): Equipment | undefined => findIn(EQUIPMENT, text);
export const findShipTrait = (text: string): ShipTrait | undefined => findIn(SHIP_TRAITS, text);
export const findMunition = (text: string): Munition | undefined => findIn(MUNITIONS, text);
