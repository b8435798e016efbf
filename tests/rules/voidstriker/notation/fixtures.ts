import type { PlotContext } from '../../../../src/rules/voidstriker/notation/types.ts';

/** A sample seat: Warhawk (TF 6, TM 60, 4 sensors) and Kestrel (TF 4, TM 45, 2 sensors); enemies Raider, Viper. */
export const CTX: PlotContext = {
  ships: [
    {
      id: 'warhawk',
      name: 'Warhawk',
      thrustFactor: 6,
      turnMode: 60,
      sensors: 4,
      mounts: [
        { id: 'mk5', name: 'Mk-V laser', kind: 'weapon' },
        { id: 'tubes', name: 'missiles', kind: 'tubes' },
        { id: 'lb', name: 'Laser B', kind: 'weapon' },
      ],
    },
    { id: 'kestrel', name: 'Kestrel', thrustFactor: 4, turnMode: 45, sensors: 2, mounts: [{ id: 't1', name: 'Turret', kind: 'weapon', turrets: 1 }] },
  ],
  targets: [
    { id: 'raider', name: 'Raider' },
    { id: 'viper', name: 'Viper' },
  ],
};

/** The UNSN 3,000 t Destroyer Escort of the book (Ch. 5): Thrust Factor 4, Turn Mode 70, 12 sensors. */
export const DE_CTX: PlotContext = {
  ships: [
    {
      id: 'de',
      name: 'UNSN DE',
      thrustFactor: 4,
      turnMode: 70,
      sensors: 12,
      mounts: [
        { id: 'dual', name: 'Dual Mk-IV Laser', kind: 'weapon' },
        { id: 'btty-f', name: 'Turrets F', kind: 'weapon' },
        { id: 'btty-a', name: 'Turrets A', kind: 'weapon' },
      ],
    },
  ],
  targets: [{ id: 'ijn-md', name: 'IJN Missile Destroyer' }],
};
