/**
 * Every ship of the book (Ch.5 Sample Ships, §5.2–§5.6): 15 classes, transcribed as in the digest §8.2 and
 * checked against the book text. Validated by `shipClassSchema` in the tests.
 * Judgement calls: US/FAC DE thrust factor 8 (the book's "340 tons," is a stray fragment); the Arab Destroyer's
 * "1 btty: 2 Mk-IV Lasers (F)" is a fixed forward battery (§2.35: weapons are fixed unless specified).
 */
import type { ShipClass } from './ship-class.ts';

export const SHIP_CLASSES: readonly ShipClass[] = [
  {
    "classId": "unsn-gunboat-400",
    "navy": "UNSN",
    "section": "5.2",
    "className": "Gunboat",
    "tonnage": 400,
    "costMB": 744.425,
    "bridge": {
      "dp": 2
    },
    "crewspace": null,
    "cargo": {
      "tons": 0.65,
      "dp": 1
    },
    "sensors": 1,
    "lifeSupport": {
      "dp": 1
    },
    "crew": {
      "captain": 0,
      "pilot": 1,
      "gunners": 1,
      "officers": 0,
      "engineers": 0,
      "medics": 0
    },
    "thrustFactor": 8,
    "thrusters": [
      8,
      8
    ],
    "powerPlant": {
      "mw": 70,
      "dp": 8
    },
    "turnMode": 100,
    "tsm": -2,
    "armor": 3,
    "mounts": [
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 2,
        "count": 3,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 1,
        "count": 4,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "battery": "b1",
        "magazines": [
          "mag1",
          "mag2"
        ]
      },
      {
        "id": "mt2",
        "weapon": "missileTube",
        "mark": 1,
        "count": 4,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "battery": "b1",
        "magazines": [
          "mag1",
          "mag2"
        ]
      }
    ],
    "batteries": [
      {
        "id": "b1",
        "mounts": [
          "mt1",
          "mt2"
        ]
      }
    ],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 1,
        "capacity": 16
      },
      {
        "id": "mag2",
        "ammo": "missile",
        "missileMark": 1,
        "capacity": 16
      }
    ]
  },
  {
    "classId": "unsn-destroyer-escort-3000",
    "navy": "UNSN",
    "section": "5.2",
    "className": "Destroyer Escort",
    "tonnage": 3000,
    "costMB": 2683.15,
    "bridge": {
      "dp": 4
    },
    "crewspace": {
      "dp": 17
    },
    "cargo": {
      "tons": 286.58,
      "dp": 16
    },
    "sensors": 12,
    "lifeSupport": {
      "dp": 5
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 2,
      "officers": 3,
      "engineers": 23,
      "medics": 2
    },
    "thrustFactor": 4,
    "thrusters": [
      17,
      17
    ],
    "powerPlant": {
      "mw": 232,
      "dp": 15
    },
    "turnMode": 70,
    "tsm": 1,
    "armor": 8,
    "mounts": [
      {
        "id": "f1",
        "weapon": "laser",
        "mark": 4,
        "count": 2,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "tf1",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "tf2",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "tf3",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "tf4",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "ta1",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "A",
        "dp": 1,
        "battery": "b2"
      },
      {
        "id": "ta2",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "A",
        "dp": 1,
        "battery": "b2"
      },
      {
        "id": "ta3",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "A",
        "dp": 1,
        "battery": "b2"
      },
      {
        "id": "ta4",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "A",
        "dp": 1,
        "battery": "b2"
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 1,
        "count": 4,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [
      {
        "id": "b1",
        "mounts": [
          "tf1",
          "tf2",
          "tf3",
          "tf4"
        ]
      },
      {
        "id": "b2",
        "mounts": [
          "ta1",
          "ta2",
          "ta3",
          "ta4"
        ]
      }
    ],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 1,
        "capacity": 60
      }
    ]
  },
  {
    "classId": "unsn-fleet-intruder-4000",
    "navy": "UNSN",
    "section": "5.2",
    "className": "Fleet Intruder",
    "tonnage": 4000,
    "costMB": 4644.35,
    "bridge": {
      "dp": 5
    },
    "crewspace": {
      "dp": 25
    },
    "cargo": {
      "tons": 54.75,
      "dp": 7
    },
    "sensors": 6,
    "lifeSupport": {
      "dp": 8
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 3,
      "officers": 6,
      "engineers": 53,
      "medics": 4
    },
    "thrustFactor": 4,
    "thrusters": [
      20,
      20
    ],
    "powerPlant": {
      "mw": 586,
      "dp": 24
    },
    "turnMode": 70,
    "tsm": 1,
    "armor": 5,
    "mounts": [
      {
        "id": "md1",
        "weapon": "massDriver",
        "mark": 4,
        "count": 1,
        "mounting": "fixed",
        "arc": "F",
        "dp": 4,
        "magazines": [
          "mag1"
        ]
      },
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 3,
        "count": 3,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 3,
        "count": 3,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 3,
        "count": 3,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag2"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "massDriverShell",
        "capacity": 20
      },
      {
        "id": "mag2",
        "ammo": "missile",
        "missileMark": 3,
        "capacity": 15
      }
    ]
  },
  {
    "classId": "unsn-heavy-cruiser-7000",
    "navy": "UNSN",
    "section": "5.2",
    "className": "Heavy Cruiser",
    "tonnage": 7000,
    "costMB": 9328,
    "bridge": {
      "dp": 7
    },
    "crewspace": {
      "dp": 30
    },
    "cargo": {
      "tons": 329.75,
      "dp": 18
    },
    "sensors": 10,
    "lifeSupport": {
      "dp": 9
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 10,
      "officers": 8,
      "engineers": 71,
      "medics": 4
    },
    "thrustFactor": 3,
    "thrusters": [
      18,
      18,
      18
    ],
    "powerPlant": {
      "mw": 741,
      "dp": 27
    },
    "turnMode": 60,
    "tsm": 2,
    "armor": 7,
    "mounts": [
      {
        "id": "f1",
        "weapon": "laser",
        "mark": 5,
        "count": 2,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 3,
        "count": 3,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 3,
        "count": 3,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "t3",
        "weapon": "laser",
        "mark": 2,
        "count": 2,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t4",
        "weapon": "laser",
        "mark": 2,
        "count": 2,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t5",
        "weapon": "laser",
        "mark": 2,
        "count": 2,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "t6",
        "weapon": "laser",
        "mark": 2,
        "count": 2,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "t7",
        "weapon": "laser",
        "mark": 1,
        "count": 3,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "t8",
        "weapon": "laser",
        "mark": 1,
        "count": 3,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "t9",
        "weapon": "laser",
        "mark": 1,
        "count": 3,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 4,
        "count": 4,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 4,
        "capacity": 40
      }
    ]
  },
  {
    "classId": "us-gunboat-500",
    "navy": "US/FAC",
    "section": "5.3",
    "className": "Gunboat",
    "tonnage": 500,
    "costMB": 688,
    "bridge": {
      "dp": 2
    },
    "crewspace": {
      "dp": 4
    },
    "cargo": {
      "tons": 30.05,
      "dp": 5
    },
    "sensors": 2,
    "lifeSupport": {
      "dp": 1
    },
    "crew": {
      "captain": 0,
      "pilot": 1,
      "gunners": 1,
      "officers": 0,
      "engineers": 0,
      "medics": 0
    },
    "thrustFactor": 6,
    "thrusters": [
      8,
      8
    ],
    "powerPlant": {
      "mw": 62,
      "dp": 7
    },
    "turnMode": 100,
    "tsm": -2,
    "armor": 4,
    "mounts": [
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 3,
        "count": 1,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 3,
        "count": 2,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 3,
        "capacity": 8
      }
    ]
  },
  {
    "classId": "us-destroyer-escort-2500",
    "navy": "US/FAC",
    "section": "5.3",
    "className": "Destroyer Escort",
    "tonnage": 2500,
    "costMB": 3177.55,
    "bridge": {
      "dp": 4
    },
    "crewspace": {
      "dp": 21
    },
    "cargo": {
      "tons": 93,
      "dp": 9
    },
    "sensors": 8,
    "lifeSupport": {
      "dp": 6
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 3,
      "officers": 4,
      "engineers": 32,
      "medics": 3
    },
    "thrustFactor": 8,
    "thrusters": [
      22,
      22
    ],
    "powerPlant": {
      "mw": 340,
      "dp": 18
    },
    "turnMode": 70,
    "tsm": 1,
    "armor": 4,
    "mounts": [
      {
        "id": "f1",
        "weapon": "laser",
        "mark": 3,
        "count": 2,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 2,
        "count": 3,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 2,
        "count": 3,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 2,
        "count": 3,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 2,
        "capacity": 18
      }
    ],
    "notes": "Source prints 'Thrust Factor 340 tons, 8 (2 x 22 DP)'; the '340 tons,' fragment is a typo (power plant is 340 MW). TF 8 used."
  },
  {
    "classId": "us-light-cruiser-5000",
    "navy": "US/FAC",
    "section": "5.3",
    "className": "Light Cruiser",
    "tonnage": 5000,
    "costMB": 8263,
    "bridge": {
      "dp": 6
    },
    "crewspace": {
      "dp": 27
    },
    "cargo": {
      "tons": 191,
      "dp": 13
    },
    "sensors": 6,
    "lifeSupport": {
      "dp": 8
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 3,
      "officers": 7,
      "engineers": 61,
      "medics": 4
    },
    "thrustFactor": 4,
    "thrusters": [
      22,
      22
    ],
    "powerPlant": {
      "mw": 560,
      "dp": 23
    },
    "turnMode": 55,
    "tsm": 2,
    "armor": 5,
    "mounts": [
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 4,
        "count": 2,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 4,
        "count": 2,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t3",
        "weapon": "laser",
        "mark": 4,
        "count": 2,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 4,
        "count": 2,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 4,
        "capacity": 20
      }
    ]
  },
  {
    "classId": "rn-gunboat-500",
    "navy": "RN",
    "section": "5.4",
    "className": "Gunboat",
    "tonnage": 500,
    "costMB": 911.55,
    "bridge": {
      "dp": 1
    },
    "crewspace": {
      "dp": 3
    },
    "cargo": {
      "tons": 4.4,
      "dp": 2
    },
    "sensors": 2,
    "lifeSupport": {
      "dp": 1
    },
    "crew": {
      "captain": 0,
      "pilot": 1,
      "gunners": 0,
      "officers": 0,
      "engineers": 0,
      "medics": 0
    },
    "thrustFactor": 6,
    "thrusters": [
      7,
      7,
      7
    ],
    "powerPlant": {
      "mw": 92,
      "dp": 9
    },
    "turnMode": 105,
    "tsm": -2,
    "armor": 3,
    "mounts": [
      {
        "id": "f1",
        "weapon": "laser",
        "mark": 3,
        "count": 1,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "f2",
        "weapon": "laser",
        "mark": 3,
        "count": 1,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 2,
        "count": 4,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [
      {
        "id": "b1",
        "mounts": [
          "f1",
          "f2"
        ]
      }
    ],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 2,
        "capacity": 8
      }
    ]
  },
  {
    "classId": "rn-patrol-cruiser-4500",
    "navy": "RN",
    "section": "5.4",
    "className": "Patrol Cruiser",
    "tonnage": 4500,
    "costMB": 5163.6,
    "bridge": {
      "dp": 4
    },
    "crewspace": {
      "dp": 23
    },
    "cargo": {
      "tons": 589.875,
      "dp": 24
    },
    "sensors": 8,
    "lifeSupport": {
      "dp": 7
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 1,
      "officers": 5,
      "engineers": 45,
      "medics": 3
    },
    "thrustFactor": 5,
    "thrusters": [
      33
    ],
    "powerPlant": {
      "mw": 393,
      "dp": 19
    },
    "turnMode": 45,
    "tsm": 2,
    "armor": 6,
    "mounts": [
      {
        "id": "f1",
        "weapon": "laser",
        "mark": 5,
        "count": 1,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 3,
        "count": 2,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 4,
        "count": 2,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 4,
        "capacity": 40
      }
    ]
  },
  {
    "classId": "rn-heavy-cruiser-6500",
    "navy": "RN",
    "section": "5.4",
    "className": "Heavy Cruiser",
    "tonnage": 6500,
    "costMB": 9742.31,
    "bridge": {
      "dp": 6
    },
    "crewspace": {
      "dp": 30
    },
    "cargo": {
      "tons": 632,
      "dp": 25
    },
    "sensors": 10,
    "lifeSupport": {
      "dp": 9
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 4,
      "officers": 8,
      "engineers": 80,
      "medics": 5
    },
    "thrustFactor": 3,
    "thrusters": [
      18,
      18,
      18
    ],
    "powerPlant": {
      "mw": 785,
      "dp": 28
    },
    "turnMode": 60,
    "tsm": 2,
    "armor": 7,
    "mounts": [
      {
        "id": "md1",
        "weapon": "massDriver",
        "mark": 5,
        "count": 1,
        "mounting": "fixed",
        "arc": "F",
        "dp": 5,
        "magazines": [
          "mag1"
        ]
      },
      {
        "id": "f1",
        "weapon": "laser",
        "mark": 3,
        "count": 3,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "f2",
        "weapon": "laser",
        "mark": 3,
        "count": 3,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 4,
        "count": 2,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 4,
        "count": 2,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 4,
        "count": 4,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag2"
        ]
      }
    ],
    "batteries": [
      {
        "id": "b1",
        "mounts": [
          "f1",
          "f2"
        ]
      }
    ],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "massDriverShell",
        "capacity": 100
      },
      {
        "id": "mag2",
        "ammo": "missile",
        "missileMark": 4,
        "capacity": 40
      }
    ]
  },
  {
    "classId": "ijn-gunboat-300",
    "navy": "IJN",
    "section": "5.5",
    "className": "Gunboat",
    "tonnage": 300,
    "costMB": 467.3,
    "bridge": {
      "dp": 3
    },
    "crewspace": null,
    "cargo": {
      "tons": 6,
      "dp": 2
    },
    "sensors": 3,
    "lifeSupport": {
      "dp": 2
    },
    "crew": {
      "captain": 0,
      "pilot": 1,
      "gunners": 3,
      "officers": 0,
      "engineers": 0,
      "medics": 0
    },
    "thrustFactor": 6,
    "thrusters": [
      5,
      5,
      5
    ],
    "powerPlant": {
      "mw": 36,
      "dp": 6
    },
    "turnMode": 105,
    "tsm": -2,
    "armor": 3,
    "mounts": [
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 1,
        "count": 1,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 1,
        "count": 1,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t3",
        "weapon": "laser",
        "mark": 1,
        "count": 1,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 4,
        "count": 1,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 4,
        "capacity": 4
      }
    ]
  },
  {
    "classId": "ijn-missile-destroyer-3000",
    "navy": "IJN",
    "section": "5.5",
    "className": "Missile Destroyer",
    "tonnage": 3000,
    "costMB": 3695.225,
    "bridge": {
      "dp": 5
    },
    "crewspace": {
      "dp": 21
    },
    "cargo": {
      "tons": 178,
      "dp": 13
    },
    "sensors": 12,
    "lifeSupport": {
      "dp": 6
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 3,
      "officers": 4,
      "engineers": 35,
      "medics": 3
    },
    "thrustFactor": 6,
    "thrusters": [
      17,
      17,
      17
    ],
    "powerPlant": {
      "mw": 336,
      "dp": 18
    },
    "turnMode": 75,
    "tsm": 1,
    "armor": 5,
    "mounts": [
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 2,
        "count": 3,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 2,
        "count": 3,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t3",
        "weapon": "laser",
        "mark": 2,
        "count": 3,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 3,
        "count": 4,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 3,
        "capacity": 60
      }
    ]
  },
  {
    "classId": "ijn-battlecruiser-6000",
    "navy": "IJN",
    "section": "5.5",
    "className": "Battlecruiser",
    "tonnage": 6000,
    "costMB": 5749.85,
    "bridge": {
      "dp": 6
    },
    "crewspace": {
      "dp": 30
    },
    "cargo": {
      "tons": 194,
      "dp": 13
    },
    "sensors": 12,
    "lifeSupport": {
      "dp": 9
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 3,
      "officers": 8,
      "engineers": 78,
      "medics": 5
    },
    "thrustFactor": 4,
    "thrusters": [
      24,
      24
    ],
    "powerPlant": {
      "mw": 692,
      "dp": 26
    },
    "turnMode": 55,
    "tsm": 2,
    "armor": 4,
    "mounts": [
      {
        "id": "md1",
        "weapon": "massDriver",
        "mark": 5,
        "count": 1,
        "mounting": "fixed",
        "arc": "F",
        "dp": 5,
        "magazines": [
          "mag1"
        ]
      },
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 4,
        "count": 2,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 4,
        "count": 2,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 4,
        "count": 2,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag2"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "massDriverShell",
        "capacity": 20
      },
      {
        "id": "mag2",
        "ammo": "missile",
        "missileMark": 4,
        "capacity": 16
      }
    ]
  },
  {
    "classId": "arab-corsair-2000",
    "navy": "Arab",
    "section": "5.6",
    "className": "Corsair",
    "tonnage": 2000,
    "costMB": 1078.29,
    "bridge": {
      "dp": 4
    },
    "crewspace": {
      "dp": 14
    },
    "cargo": {
      "tons": 974.8,
      "dp": 31
    },
    "sensors": 4,
    "lifeSupport": {
      "dp": 4
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 2,
      "officers": 2,
      "engineers": 13,
      "medics": 1
    },
    "thrustFactor": 4,
    "thrusters": [
      14,
      14
    ],
    "powerPlant": {
      "mw": 124,
      "dp": 11
    },
    "turnMode": 65,
    "tsm": 0,
    "armor": 3,
    "mounts": [
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 1,
        "count": 4,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      },
      {
        "id": "mt1",
        "weapon": "missileTube",
        "mark": 1,
        "count": 2,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "magazines": [
          "mag1"
        ]
      }
    ],
    "batteries": [],
    "magazines": [
      {
        "id": "mag1",
        "ammo": "missile",
        "missileMark": 1,
        "capacity": 8
      }
    ]
  },
  {
    "classId": "arab-destroyer-3500",
    "navy": "Arab",
    "section": "5.6",
    "className": "Destroyer",
    "tonnage": 3500,
    "costMB": 4522,
    "bridge": {
      "dp": 5
    },
    "crewspace": {
      "dp": 23
    },
    "cargo": {
      "tons": 513,
      "dp": 22
    },
    "sensors": 6,
    "lifeSupport": {
      "dp": 7
    },
    "crew": {
      "captain": 1,
      "pilot": 1,
      "gunners": 3,
      "officers": 5,
      "engineers": 42,
      "medics": 3
    },
    "thrustFactor": 5,
    "thrusters": [
      29
    ],
    "powerPlant": {
      "mw": 421,
      "dp": 20
    },
    "turnMode": 60,
    "tsm": 1,
    "armor": 5,
    "mounts": [
      {
        "id": "f1",
        "weapon": "laser",
        "mark": 4,
        "count": 1,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "f2",
        "weapon": "laser",
        "mark": 4,
        "count": 1,
        "mounting": "fixed",
        "arc": "F",
        "dp": 1,
        "battery": "b1"
      },
      {
        "id": "t1",
        "weapon": "laser",
        "mark": 3,
        "count": 2,
        "mounting": "turret",
        "arc": "F",
        "dp": 1
      },
      {
        "id": "t2",
        "weapon": "laser",
        "mark": 3,
        "count": 2,
        "mounting": "turret",
        "arc": "A",
        "dp": 1
      }
    ],
    "batteries": [
      {
        "id": "b1",
        "mounts": [
          "f1",
          "f2"
        ]
      }
    ],
    "magazines": [],
    "notes": "No missile tubes or magazines listed in the source."
  }
];

/** The class with this id, or undefined. */
export function shipClassById(classId: string): ShipClass | undefined {
  return SHIP_CLASSES.find((ship) => ship.classId === classId);
}

/** The class of a ship in play; every ship's class is in the library, so a missing one is a bug. */
export function classOf(ship: { readonly classId: string }): ShipClass {
  const cls = shipClassById(ship.classId);
  if (!cls) throw new Error(`unknown Voidstriker class ${ship.classId}`);
  return cls;
}
