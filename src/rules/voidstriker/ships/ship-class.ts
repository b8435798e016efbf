/**
 * Voidstriker ship class record (the book's §2.2 ship data, the record sheet and Ch.5 Sample Ships), as a zod
 * schema. Field names follow the book's record sheet.
 *
 * Judgement calls (ruling H10, Ch.5): every weapon mount is 1 DP except a mass driver (DP = mark = dice, §2.362);
 * missile-tube mounts are fixed forward mounts (§2.35 "unless specified, weapons are assumed to be fixed");
 * a battery written "(F)" without "turret" is a group of fixed mounts.
 */
import { z } from 'zod';

export const WEAPON_KINDS = ['laser', 'massDriver', 'missileTube', 'blaster'] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

/** A weapon mount: 1–4 identical weapons under one attack roll (§2.36). */
export const weaponMountSchema = z.strictObject({
  id: z.string().min(1),
  weapon: z.enum(WEAPON_KINDS),
  /** Mk number: lasers 1–5, mass drivers 4–5, missile tubes 1–4 (the Xraser Mk they fire). */
  mark: z.number().int().min(1).max(5),
  /** Weapons in the mount: single, Dual, Triple, Quad. */
  count: z.number().int().min(1).max(4),
  /** Fixed mounts fire into the 60° forward arc; turrets cover all but the aft (F) or forward (A) arc (§2.35). */
  mounting: z.enum(['fixed', 'turret']),
  arc: z.enum(['F', 'A']),
  /** Damage points: 1 for every mount, the mark for a mass driver (§2.362). */
  dp: z.number().int().min(1),
  /** The battery this mount belongs to, if any (§2.35: one crewman fires a battery as one action). */
  battery: z.string().min(1).optional(),
  /** The magazines feeding it (mass drivers and missile tubes). */
  magazines: z.array(z.string().min(1)).optional(),
});
export type WeaponMount = z.infer<typeof weaponMountSchema>;

export const batterySchema = z.strictObject({ id: z.string().min(1), mounts: z.array(z.string().min(1)).min(1) });
export type Battery = z.infer<typeof batterySchema>;

export const magazineSchema = z.strictObject({
  id: z.string().min(1),
  ammo: z.enum(['missile', 'massDriverShell']),
  /** The Xraser Mk held (missile magazines only). */
  missileMark: z.number().int().min(1).max(4).optional(),
  /** Missiles or shells when full. */
  capacity: z.number().int().min(0),
});
export type Magazine = z.infer<typeof magazineSchema>;

/** Crew by role (§2.2): captain, pilot, gunners, officers are bridge crew; engineers and medics support crew. */
export const crewSchema = z.strictObject({
  captain: z.number().int().min(0),
  pilot: z.number().int().min(0),
  gunners: z.number().int().min(0),
  officers: z.number().int().min(0),
  engineers: z.number().int().min(0),
  medics: z.number().int().min(0),
});
export type Crew = z.infer<typeof crewSchema>;

const dpTrack = z.strictObject({ dp: z.number().int().min(1) });

export const shipClassSchema = z
  .strictObject({
    classId: z.string().regex(/^[a-z0-9-]+$/),
    navy: z.string().min(1),
    /** Book section of the record, e.g. "5.2". */
    section: z.string().regex(/^\d+\.\d+$/),
    className: z.string().min(1),
    tonnage: z.number().positive(),
    /** Cost in megabucks, the book's only point value (Ch.5). */
    costMB: z.number().positive(),
    bridge: dpTrack,
    /** null: "no crewspace" (a Crewspace result then counts as Cargo, §2.362). */
    crewspace: dpTrack.nullable(),
    cargo: z.strictObject({ tons: z.number().min(0), dp: z.number().int().min(1) }),
    /** Number of sensors, each 1 DP. */
    sensors: z.number().int().min(0),
    lifeSupport: dpTrack,
    crew: crewSchema,
    thrustFactor: z.number().int().min(0),
    /** DP of each thruster; the length is the number of thrusters (`TF n (k x d DP)`). */
    thrusters: z.array(z.number().int().min(1)).min(1).max(3),
    powerPlant: z.strictObject({ mw: z.number().positive(), dp: z.number().int().min(1) }),
    /** Turn Mode: degrees of facing change per phase (§2.342). */
    turnMode: z.number().int().min(5).max(180),
    /** Target Size Modifier, added to the enemy's lock and to-hit rolls. */
    tsm: z.number().int().min(-2).max(2),
    armor: z.number().int().min(0),
    mounts: z.array(weaponMountSchema),
    batteries: z.array(batterySchema),
    magazines: z.array(magazineSchema),
    /** Transcription notes (book misprints and the reading chosen). */
    notes: z.string().optional(),
  })
  .superRefine((ship, ctx) => {
    const mountIds = new Set<string>();
    const magazineIds = new Set(ship.magazines.map((m) => m.id));
    const batteryIds = new Set(ship.batteries.map((b) => b.id));
    ship.mounts.forEach((mount, i) => {
      if (mountIds.has(mount.id)) ctx.addIssue({ code: 'custom', message: `duplicate mount id ${mount.id}`, path: ['mounts', i, 'id'] });
      mountIds.add(mount.id);
      // §2.362 Mass Driver: 1 DP per die; the other mounts have 1 DP whatever their weapon count.
      const dp = mount.weapon === 'massDriver' ? mount.mark : 1;
      if (mount.dp !== dp) ctx.addIssue({ code: 'custom', message: `mount ${mount.id} should have ${dp} DP`, path: ['mounts', i, 'dp'] });
      if (mount.weapon === 'massDriver' && (mount.mounting !== 'fixed' || mount.mark < 4))
        ctx.addIssue({ code: 'custom', message: `mass driver ${mount.id} must be a fixed Mk-IV or Mk-V`, path: ['mounts', i] });
      if (mount.weapon === 'missileTube' && mount.mark > 4)
        ctx.addIssue({ code: 'custom', message: `missile tube ${mount.id} fires Mk-I to Mk-IV`, path: ['mounts', i, 'mark'] });
      if (mount.battery !== undefined && !batteryIds.has(mount.battery))
        ctx.addIssue({ code: 'custom', message: `mount ${mount.id} names unknown battery ${mount.battery}`, path: ['mounts', i, 'battery'] });
      for (const mag of mount.magazines ?? [])
        if (!magazineIds.has(mag)) ctx.addIssue({ code: 'custom', message: `mount ${mount.id} names unknown magazine ${mag}`, path: ['mounts', i, 'magazines'] });
    });
    ship.batteries.forEach((battery, i) => {
      for (const id of battery.mounts) {
        const mount = ship.mounts.find((m) => m.id === id);
        if (mount?.battery !== battery.id)
          ctx.addIssue({ code: 'custom', message: `battery ${battery.id} lists ${id}, which is not its member`, path: ['batteries', i] });
      }
    });
    ship.magazines.forEach((mag, i) => {
      if ((mag.ammo === 'missile') !== (mag.missileMark !== undefined))
        ctx.addIssue({ code: 'custom', message: `magazine ${mag.id}: missileMark goes with missile ammo only`, path: ['magazines', i] });
    });
  });
export type ShipClass = z.infer<typeof shipClassSchema>;
