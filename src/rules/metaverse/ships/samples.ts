/**
 * The four sample ships of the book's worked examples (digest §10.1–§10.4) and the starfighter types and weapons
 * they carry (§10.5), transcribed from the digest's JSON. Values the examples state are exact (`_provenance.book`);
 * everything else is the digest's assumption (`assumed`), and what the text never gives is listed in `gaps`.
 * The book's own record sheets (13 EFN and 7 Lokaran designs) are lost graphics: see notation.ts for the
 * surviving fragments. Costs are null: MetaMaker values the text does not print.
 */
import type { ShipDesignInput } from './design.ts';
import type { StarfighterWeapon } from './weapon.ts';
import type { StarfighterType } from './starfighter.ts';

export const SAMPLE_DESIGNS: readonly ShipDesignInput[] = [
  {
    "schema": "metaverse.ship-design/1",
    "rulesVersion": "2.2.3",
    "id": "uss-thunderchild",
    "name": "USS Thunderchild",
    "className": "Thunderchild (sample)",
    "type": "Cruiser",
    "directionality": "square",
    "movementMethod": "cinematic",
    "hullType": "metallic",
    "targetRating": {
      "default": -4,
      "modified": -1
    },
    "massFactor": 37,
    "threat": 4,
    "cost": null,
    "stlSummary": {
      "port": 3,
      "bow": 2,
      "stern": 4,
      "starboard": 3
    },
    "sections": [
      {
        "id": "core",
        "ring": 0,
        "direction": null,
        "layers": [
          {
            "hits": 12,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 12,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 12,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 12,
            "crew": 1,
            "marines": 1
          },
          {
            "hits": 12,
            "crew": 0,
            "marines": 1
          }
        ],
        "armour": [
          {
            "arc": "port",
            "rating": 0,
            "vs": "energy-kinetic"
          },
          {
            "arc": "starboard",
            "rating": 0,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 2
      },
      {
        "id": "bow",
        "ring": 1,
        "direction": "bow",
        "layers": [
          {
            "hits": 8,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 1
          }
        ],
        "armour": [
          {
            "arc": "bow",
            "rating": 0,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [
          {
            "arc": "bow",
            "hits": 20,
            "vs": "energy"
          }
        ],
        "lifeSupportRating": 1
      },
      {
        "id": "stern",
        "ring": 1,
        "direction": "stern",
        "layers": [
          {
            "hits": 9,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 9,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 9,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 9,
            "crew": 0,
            "marines": 0
          }
        ],
        "armour": [
          {
            "arc": "stern",
            "rating": 1,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 1
      }
    ],
    "adaptiveArmour": null,
    "systems": [
      {
        "id": "bridge",
        "kind": "bridge",
        "section": "core"
      },
      {
        "id": "reactor",
        "kind": "reactor",
        "section": "core",
        "rating": 20,
        "primary": true,
        "powers": [
          "core",
          "bow",
          "stern"
        ]
      },
      {
        "id": "stl-S1",
        "kind": "stl",
        "section": "stern",
        "rating": 2,
        "arcs": [
          "stern"
        ]
      },
      {
        "id": "stl-S2",
        "kind": "stl",
        "section": "stern",
        "rating": 2,
        "arcs": [
          "stern"
        ]
      },
      {
        "id": "stl-B1",
        "kind": "stl",
        "section": "bow",
        "rating": 1,
        "arcs": [
          "bow"
        ]
      },
      {
        "id": "stl-B2",
        "kind": "stl",
        "section": "bow",
        "rating": 1,
        "arcs": [
          "bow"
        ]
      },
      {
        "id": "stl-P",
        "kind": "stl",
        "section": "core",
        "rating": 3,
        "arcs": [
          "port"
        ]
      },
      {
        "id": "stl-SB",
        "kind": "stl",
        "section": "core",
        "rating": 3,
        "arcs": [
          "starboard"
        ]
      },
      {
        "id": "warp",
        "kind": "ftl",
        "section": "core",
        "driveType": "warp",
        "rating": 3
      },
      {
        "id": "sen-A",
        "kind": "sensor",
        "section": "core",
        "rating": 17,
        "arcs": [
          "bow",
          "starboard",
          "stern",
          "port"
        ]
      },
      {
        "id": "sen-B",
        "kind": "sensor",
        "section": "bow",
        "rating": 16,
        "arcs": [
          "bow",
          "starboard",
          "port"
        ]
      },
      {
        "id": "ew",
        "kind": "ew",
        "section": "core",
        "rating": 4
      },
      {
        "id": "pds-1",
        "kind": "pds",
        "section": "core",
        "rating": 5,
        "arcs": [
          "bow",
          "port"
        ]
      },
      {
        "id": "pds-2",
        "kind": "pds",
        "section": "core",
        "rating": 5,
        "arcs": [
          "bow",
          "port"
        ]
      },
      {
        "id": "pds-3",
        "kind": "pds",
        "section": "core",
        "rating": 5,
        "arcs": [
          "port",
          "stern"
        ]
      },
      {
        "id": "pds-4",
        "kind": "pds",
        "section": "core",
        "rating": 5,
        "arcs": [
          "port",
          "stern"
        ]
      },
      {
        "id": "sg-bow",
        "kind": "shield_generator",
        "section": "bow",
        "genType": "basic",
        "rating": 4,
        "arcs": [
          "bow"
        ]
      }
    ],
    "weapons": [
      {
        "id": "las",
        "copies": 6,
        "name": "Heavy Laser",
        "section": "bow",
        "sectors": [
          "PF",
          "BP",
          "BS",
          "SF"
        ],
        "modes": [
          {
            "name": "Beam",
            "rof": "unlimited",
            "pulse": {
              "count": 2
            },
            "damage": {
              "fixed": 13
            },
            "damageType": "energy",
            "effect": "penetrating",
            "range": {
              "band": 10,
              "bands": 9,
              "effectiveBand": 1
            },
            "pd": {
              "value": 0,
              "targets": []
            },
            "intercept": {
              "vulnerable": true,
              "value": 13
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": null,
            "accuracy": 0,
            "qualities": []
          }
        ]
      }
    ],
    "launchers": [],
    "munitions": [],
    "magazines": [],
    "hangars": [
      {
        "id": "bay",
        "section": "core",
        "launchCapacity": 1,
        "carryCapacity": 1,
        "allowedTypes": [
          "sf-tc-fighter"
        ],
        "loaded": [
          {
            "type": "sf-tc-fighter",
            "count": 1
          }
        ],
        "ordnance": []
      }
    ],
    "links": [],
    "_provenance": {
      "source": "book",
      "book": [
        "square",
        "cinematic",
        "drives S1,S2 (2 stern), B1,B2 (1 bow), P,SB (3 side)",
        "TR -1 (modified)",
        "EW 4",
        "sensors 16 and 17 (highest)",
        "6 energy penetrating 2x(13) 10cm/90cm@1",
        "energy shields in bow arc",
        "bow section exists, no port section (port fire hits core)",
        "four rating-5 PDS covering port",
        "CAP squadron furball 2",
        "warp drive",
        "mass factor 37",
        "threat 4",
        "crew green (squadron attribute)"
      ],
      "assumed": [
        "TR default -4",
        "all hull/layer/crew numbers",
        "shield hits 20 and generator 4",
        "reactor 20",
        "warp rating 3",
        "stern section and its armour 1",
        "weapon sectors",
        "PDS arcs",
        "life support ratings"
      ],
      "gaps": [
        "cost, morale value and the record sheet are not in the text (MetaMaker values)",
        "the book's second PDS example (two rating-7 PDS) is not modelled"
      ]
    }
  },
  {
    "schema": "metaverse.ship-design/1",
    "rulesVersion": "2.2.3",
    "id": "iss-vengeance",
    "name": "ISS Vengeance",
    "className": "Vengeance (sample)",
    "type": "Cruiser",
    "directionality": "hexagon",
    "movementMethod": "newtonian",
    "hullType": "metallic",
    "targetRating": {
      "default": -1,
      "modified": 1
    },
    "massFactor": 45,
    "threat": 4,
    "cost": null,
    "stlSummary": {
      "port": 3,
      "bow": 4,
      "stern": 6,
      "starboard": 3
    },
    "sections": [
      {
        "id": "core",
        "ring": 0,
        "direction": null,
        "layers": [
          {
            "hits": 12,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 12,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 12,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 12,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 12,
            "crew": 0,
            "marines": 1
          },
          {
            "hits": 12,
            "crew": 0,
            "marines": 1
          }
        ],
        "armour": [
          {
            "arc": "bow",
            "rating": 1,
            "vs": "energy-kinetic"
          },
          {
            "arc": "port-stern",
            "rating": 1,
            "vs": "energy-kinetic"
          },
          {
            "arc": "starboard-stern",
            "rating": 1,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 2
      },
      {
        "id": "port-bow",
        "ring": 1,
        "direction": "port-bow",
        "layers": [
          {
            "hits": 8,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          }
        ],
        "armour": [
          {
            "arc": "port-bow",
            "rating": 2,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 1
      },
      {
        "id": "starboard-bow",
        "ring": 1,
        "direction": "starboard-bow",
        "layers": [
          {
            "hits": 8,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          }
        ],
        "armour": [
          {
            "arc": "starboard-bow",
            "rating": 2,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 1
      },
      {
        "id": "stern",
        "ring": 1,
        "direction": "stern",
        "layers": [
          {
            "hits": 10,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 0,
            "marines": 0
          }
        ],
        "armour": [
          {
            "arc": "stern",
            "rating": 1,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 1
      }
    ],
    "adaptiveArmour": null,
    "systems": [
      {
        "id": "bridge",
        "kind": "bridge",
        "section": "core"
      },
      {
        "id": "reactor",
        "kind": "reactor",
        "section": "core",
        "rating": 24,
        "primary": true,
        "powers": [
          "core",
          "port-bow",
          "starboard-bow",
          "stern"
        ]
      },
      {
        "id": "stl-T1",
        "kind": "stl",
        "section": "stern",
        "rating": 3,
        "arcs": [
          "stern"
        ]
      },
      {
        "id": "stl-T2",
        "kind": "stl",
        "section": "stern",
        "rating": 3,
        "arcs": [
          "stern"
        ]
      },
      {
        "id": "stl-B1",
        "kind": "stl",
        "section": "core",
        "rating": 2,
        "arcs": [
          "bow"
        ]
      },
      {
        "id": "stl-B2",
        "kind": "stl",
        "section": "core",
        "rating": 2,
        "arcs": [
          "bow"
        ]
      },
      {
        "id": "stl-P1",
        "kind": "stl",
        "section": "port-bow",
        "rating": 1,
        "arcs": [
          "port-bow",
          "port-stern"
        ]
      },
      {
        "id": "stl-P2",
        "kind": "stl",
        "section": "port-bow",
        "rating": 1,
        "arcs": [
          "port-bow",
          "port-stern"
        ]
      },
      {
        "id": "stl-P3",
        "kind": "stl",
        "section": "core",
        "rating": 1,
        "arcs": [
          "port-bow",
          "port-stern"
        ]
      },
      {
        "id": "stl-S1",
        "kind": "stl",
        "section": "starboard-bow",
        "rating": 1,
        "arcs": [
          "starboard-bow",
          "starboard-stern"
        ]
      },
      {
        "id": "stl-S2",
        "kind": "stl",
        "section": "starboard-bow",
        "rating": 1,
        "arcs": [
          "starboard-bow",
          "starboard-stern"
        ]
      },
      {
        "id": "stl-S3",
        "kind": "stl",
        "section": "core",
        "rating": 1,
        "arcs": [
          "starboard-bow",
          "starboard-stern"
        ]
      },
      {
        "id": "hyper",
        "kind": "ftl",
        "section": "core",
        "driveType": "hyper",
        "rating": 4
      },
      {
        "id": "sen-A",
        "kind": "sensor",
        "section": "core",
        "rating": 13,
        "arcs": [
          "bow",
          "starboard-bow",
          "starboard-stern",
          "stern",
          "port-stern",
          "port-bow"
        ]
      },
      {
        "id": "sen-B",
        "kind": "sensor",
        "section": "core",
        "rating": 11,
        "arcs": [
          "bow",
          "starboard-bow",
          "port-bow"
        ]
      },
      {
        "id": "ew",
        "kind": "ew",
        "section": "core",
        "rating": 3
      },
      {
        "id": "pds-1",
        "kind": "pds",
        "section": "core",
        "rating": 6,
        "arcs": [
          "bow",
          "port-bow",
          "starboard-bow"
        ]
      }
    ],
    "weapons": [
      {
        "id": "rail",
        "copies": 4,
        "name": "Mass Driver",
        "section": "core",
        "sectors": [
          "port-bow",
          "bow",
          "starboard-bow"
        ],
        "modes": [
          {
            "name": "Slug",
            "rof": "unlimited",
            "pulse": {
              "count": 1
            },
            "damage": {
              "die": 12,
              "mod": 0
            },
            "damageType": "kinetic",
            "effect": "raking",
            "range": {
              "band": 15,
              "bands": 10,
              "effectiveBand": 1
            },
            "pd": {
              "value": 0,
              "targets": []
            },
            "intercept": {
              "vulnerable": true,
              "value": 12
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": null,
            "accuracy": 0,
            "qualities": []
          }
        ]
      },
      {
        "id": "msl",
        "copies": 2,
        "name": "Missile Rack",
        "section": "stern",
        "sectors": [
          "port-bow",
          "bow",
          "starboard-bow",
          "starboard-stern",
          "stern",
          "port-stern"
        ],
        "modes": [
          {
            "name": "Salvo",
            "rof": "unlimited",
            "pulse": {
              "count": 3
            },
            "damage": {
              "die": 6,
              "mod": 2
            },
            "damageType": "indirect",
            "effect": "raking",
            "range": {
              "band": 20,
              "bands": 4,
              "effectiveBand": 4
            },
            "pd": {
              "value": 0,
              "targets": []
            },
            "intercept": {
              "vulnerable": true,
              "value": 8
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": null,
            "accuracy": 0,
            "qualities": []
          }
        ]
      },
      {
        "id": "spinal",
        "name": "Spinal Lance",
        "section": "core",
        "sectors": [
          "bow"
        ],
        "modes": [
          {
            "name": "Lance",
            "rof": "limited_weapon",
            "pulse": {
              "count": 1
            },
            "damage": {
              "fixed": 20
            },
            "damageType": "energy",
            "effect": "penetrating",
            "range": {
              "band": 20,
              "bands": 6,
              "effectiveBand": 1
            },
            "pd": {
              "value": 10,
              "targets": [
                "starfighters"
              ]
            },
            "intercept": {
              "vulnerable": false,
              "value": null
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": null,
            "accuracy": 0,
            "qualities": [
              "SP"
            ]
          }
        ]
      },
      {
        "id": "plasma",
        "name": "Plasma Torpedo",
        "section": "core",
        "sectors": [
          "bow"
        ],
        "modes": [
          {
            "name": "Torpedo",
            "rof": "limited_mode",
            "pulse": {
              "count": 1
            },
            "damage": {
              "die": 10,
              "mod": 2
            },
            "damageType": "indirect",
            "effect": "raking",
            "range": {
              "band": 15,
              "bands": 6,
              "effectiveBand": 2
            },
            "pd": {
              "value": 0,
              "targets": []
            },
            "intercept": {
              "vulnerable": true,
              "value": 12
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": 6,
            "accuracy": 0,
            "qualities": []
          }
        ]
      }
    ],
    "launchers": [],
    "munitions": [],
    "magazines": [],
    "hangars": [
      {
        "id": "bay",
        "section": "core",
        "launchCapacity": 2,
        "carryCapacity": 7,
        "allowedTypes": [
          "sf-v-fighter"
        ],
        "loaded": [
          {
            "type": "sf-v-fighter",
            "count": 7
          }
        ],
        "ordnance": []
      }
    ],
    "links": [],
    "_provenance": {
      "source": "book",
      "book": [
        "hexagon",
        "newtonian",
        "drives exactly as listed (2x3 stern, 2x2 bow, 3x1 port-bow/port-stern, 3x1 starboard-bow/starboard-stern)",
        "TR 1 (modified)",
        "EW 3",
        "sensor 13",
        "4 kinetic 1x(D12) raking 15cm/150cm@1",
        "2 indirect 3x(D6+2) raking 20cm/80cm@4 IV 8",
        "port-bow armour 2 energy-kinetic",
        "port-bow section has 3 layers",
        "has an aft section",
        "threat 4",
        "hyper drive",
        "has an AoE D6 weapon and a spinal weapon with a PD value",
        "7 fighter squadrons furball 2 defence 8"
      ],
      "assumed": [
        "TR default -1",
        "mass factor 45",
        "all hit/layer/crew counts",
        "other armour",
        "reactor 24",
        "hyper rating 4",
        "second sensor 11",
        "PDS",
        "spinal and AoE weapon stats",
        "weapon sectors and sections",
        "hangar capacities"
      ],
      "gaps": [
        "cost, morale value and the record sheet are not in the text",
        "mass factor not stated in the text (45 assumed)"
      ]
    }
  },
  {
    "schema": "metaverse.ship-design/1",
    "rulesVersion": "2.2.3",
    "id": "uss-avenger",
    "name": "USS Avenger",
    "className": "Avenger (sample)",
    "type": "Battlecruiser",
    "directionality": "square",
    "movementMethod": "cinematic",
    "hullType": "technological",
    "targetRating": {
      "default": -3,
      "modified": 0
    },
    "massFactor": 50,
    "threat": 3,
    "cost": null,
    "stlSummary": {
      "port": 2,
      "bow": 3,
      "stern": 6,
      "starboard": 2
    },
    "sections": [
      {
        "id": "core",
        "ring": 0,
        "direction": null,
        "layers": [
          {
            "hits": 14,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 14,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 14,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 14,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 14,
            "crew": 0,
            "marines": 1
          }
        ],
        "armour": [
          {
            "arc": "starboard",
            "rating": 2,
            "vs": "energy-kinetic"
          },
          {
            "arc": "stern",
            "rating": 2,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [
          {
            "arc": "starboard",
            "count": 2
          }
        ],
        "shields": [],
        "lifeSupportRating": 2
      },
      {
        "id": "bow",
        "ring": 1,
        "direction": "bow",
        "layers": [
          {
            "hits": 10,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 0,
            "marines": 0
          }
        ],
        "armour": [
          {
            "arc": "bow",
            "rating": 4,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [
          {
            "arc": "bow",
            "hits": 15,
            "vs": "energy-kinetic"
          }
        ],
        "lifeSupportRating": 1
      },
      {
        "id": "port",
        "ring": 1,
        "direction": "port",
        "layers": [
          {
            "hits": 8,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 1
          }
        ],
        "armour": [
          {
            "arc": "port",
            "rating": 2,
            "vs": "energy-kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 1
      }
    ],
    "adaptiveArmour": null,
    "systems": [
      {
        "id": "bridge",
        "kind": "bridge",
        "section": "core"
      },
      {
        "id": "bridge-2",
        "kind": "bridge",
        "section": "port"
      },
      {
        "id": "reactor",
        "kind": "reactor",
        "section": "core",
        "rating": 26,
        "primary": true,
        "powers": [
          "core",
          "bow",
          "port"
        ]
      },
      {
        "id": "stl-S1",
        "kind": "stl",
        "section": "core",
        "rating": 3,
        "arcs": [
          "stern"
        ]
      },
      {
        "id": "stl-S2",
        "kind": "stl",
        "section": "core",
        "rating": 3,
        "arcs": [
          "stern"
        ]
      },
      {
        "id": "stl-B1",
        "kind": "stl",
        "section": "bow",
        "rating": 3,
        "arcs": [
          "bow"
        ]
      },
      {
        "id": "stl-P",
        "kind": "stl",
        "section": "port",
        "rating": 2,
        "arcs": [
          "port"
        ]
      },
      {
        "id": "stl-SB",
        "kind": "stl",
        "section": "core",
        "rating": 2,
        "arcs": [
          "starboard"
        ]
      },
      {
        "id": "hyper",
        "kind": "ftl",
        "section": "core",
        "driveType": "hyper",
        "rating": 5
      },
      {
        "id": "sen-1",
        "kind": "sensor",
        "section": "core",
        "rating": 12,
        "arcs": [
          "bow",
          "starboard",
          "stern",
          "port"
        ]
      },
      {
        "id": "sen-2",
        "kind": "sensor",
        "section": "bow",
        "rating": 10,
        "arcs": [
          "bow",
          "starboard",
          "port"
        ]
      },
      {
        "id": "sen-3",
        "kind": "sensor",
        "section": "port",
        "rating": 8,
        "arcs": [
          "port",
          "bow"
        ]
      },
      {
        "id": "fc",
        "kind": "fire_control",
        "section": "core",
        "rating": 24,
        "uses": [
          "sen-1",
          "sen-2",
          "sen-3"
        ]
      },
      {
        "id": "ew",
        "kind": "ew",
        "section": "core",
        "rating": 2
      },
      {
        "id": "sg-bow",
        "kind": "shield_generator",
        "section": "bow",
        "genType": "adaptive",
        "rating": 3,
        "arcs": [
          "bow"
        ]
      }
    ],
    "weapons": [
      {
        "id": "ion",
        "copies": 2,
        "name": "Ion Cannon",
        "section": "bow",
        "sectors": [
          "BP",
          "BS"
        ],
        "modes": [
          {
            "name": "Ion",
            "rof": "unlimited",
            "pulse": {
              "count": 2
            },
            "damage": {
              "die": 8,
              "mod": 2
            },
            "damageType": "energy",
            "effect": "raking",
            "range": {
              "band": 10,
              "bands": 6,
              "effectiveBand": 1
            },
            "pd": {
              "value": 0,
              "targets": []
            },
            "intercept": {
              "vulnerable": true,
              "value": 10
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": null,
            "accuracy": 0,
            "qualities": [
              "IO"
            ]
          }
        ]
      },
      {
        "id": "dim-port",
        "copies": 2,
        "name": "Phase Disruptor",
        "section": "port",
        "sectors": [
          "PF",
          "PA"
        ],
        "modes": [
          {
            "name": "Phase",
            "rof": "unlimited",
            "pulse": {
              "count": 1
            },
            "damage": {
              "fixed": 9
            },
            "damageType": "energy",
            "effect": "penetrating",
            "range": {
              "band": 10,
              "bands": 5,
              "effectiveBand": 1
            },
            "pd": {
              "value": 0,
              "targets": []
            },
            "intercept": {
              "vulnerable": true,
              "value": 9
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": null,
            "accuracy": 0,
            "qualities": [
              "DM"
            ]
          }
        ]
      },
      {
        "id": "dim-3",
        "name": "Phase Disruptor",
        "section": "core",
        "sectors": [
          "SF",
          "SA"
        ],
        "modes": [
          {
            "name": "Phase",
            "rof": "unlimited",
            "pulse": {
              "count": 1
            },
            "damage": {
              "fixed": 9
            },
            "damageType": "energy",
            "effect": "penetrating",
            "range": {
              "band": 10,
              "bands": 5,
              "effectiveBand": 1
            },
            "pd": {
              "value": 0,
              "targets": []
            },
            "intercept": {
              "vulnerable": true,
              "value": 9
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": null,
            "accuracy": 0,
            "qualities": [
              "DM"
            ]
          }
        ]
      },
      {
        "id": "pdgun",
        "name": "Flak Battery",
        "section": "core",
        "sectors": [
          "BS",
          "SF",
          "SA",
          "TS",
          "TP",
          "PA",
          "PF",
          "BP"
        ],
        "modes": [
          {
            "name": "Flak",
            "rof": "unlimited",
            "pulse": {
              "count": 4
            },
            "damage": {
              "die": 4,
              "mod": 0
            },
            "damageType": "kinetic",
            "effect": "raking",
            "range": {
              "band": 5,
              "bands": 4,
              "effectiveBand": 1
            },
            "pd": {
              "value": 8,
              "targets": [
                "starfighters",
                "kinetic",
                "indirect"
              ]
            },
            "intercept": {
              "vulnerable": true,
              "value": 4
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": null,
            "accuracy": 0,
            "qualities": []
          }
        ]
      }
    ],
    "launchers": [],
    "munitions": [],
    "magazines": [],
    "hangars": [],
    "links": [],
    "_provenance": {
      "source": "book",
      "book": [
        "fire control rating 24",
        "threat 3",
        "navy discipline 5 cm",
        "hyper drive",
        "bow armour 4",
        "port section with 5 layers",
        "core with 5 layers",
        "fires ionized and dimensional weapons"
      ],
      "assumed": [
        "square/cinematic",
        "technological hull",
        "everything else"
      ],
      "gaps": [
        "cost, morale value and the record sheet are not in the text",
        "mass factor not stated in the text (50 assumed)",
        "the movement method and hull type are not stated"
      ]
    }
  },
  {
    "schema": "metaverse.ship-design/1",
    "rulesVersion": "2.2.3",
    "id": "bgs-chimera",
    "name": "BGS Chimera",
    "className": "Chimera (sample)",
    "type": "Strike Carrier",
    "directionality": "square",
    "movementMethod": "newtonian",
    "hullType": "metallic",
    "targetRating": {
      "default": -2,
      "modified": 1
    },
    "massFactor": 46,
    "threat": 5,
    "cost": null,
    "stlSummary": {
      "port": 2,
      "bow": 2,
      "stern": 4,
      "starboard": 2
    },
    "sections": [
      {
        "id": "core",
        "ring": 0,
        "direction": null,
        "layers": [
          {
            "hits": 10,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 0,
            "marines": 1
          }
        ],
        "armour": [
          {
            "arc": "bow",
            "rating": 2,
            "vs": "kinetic"
          },
          {
            "arc": "starboard",
            "rating": 2,
            "vs": "kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [
          {
            "arc": "bow",
            "hits": 12,
            "vs": "energy"
          }
        ],
        "lifeSupportRating": 2
      },
      {
        "id": "port-inner",
        "ring": 1,
        "direction": "port",
        "layers": [
          {
            "hits": 9,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 9,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 9,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 9,
            "crew": 0,
            "marines": 0
          }
        ],
        "armour": [],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 1
      },
      {
        "id": "port-outer",
        "ring": 2,
        "direction": "port",
        "layers": [
          {
            "hits": 8,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          },
          {
            "hits": 8,
            "crew": 0,
            "marines": 0
          }
        ],
        "armour": [
          {
            "arc": "port",
            "rating": 1,
            "vs": "kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 1
      },
      {
        "id": "stern",
        "ring": 1,
        "direction": "stern",
        "layers": [
          {
            "hits": 10,
            "crew": 1,
            "marines": 1
          },
          {
            "hits": 10,
            "crew": 1,
            "marines": 0
          },
          {
            "hits": 10,
            "crew": 1,
            "marines": 0
          }
        ],
        "armour": [
          {
            "arc": "stern",
            "rating": 1,
            "vs": "kinetic"
          }
        ],
        "ablativePlates": [],
        "shields": [],
        "lifeSupportRating": 2
      }
    ],
    "adaptiveArmour": null,
    "systems": [
      {
        "id": "bridge",
        "kind": "bridge",
        "section": "core"
      },
      {
        "id": "reactor",
        "kind": "reactor",
        "section": "core",
        "rating": 22,
        "primary": true,
        "powers": [
          "core",
          "port-inner",
          "port-outer",
          "stern"
        ]
      },
      {
        "id": "stl-T1",
        "kind": "stl",
        "section": "stern",
        "rating": 2,
        "arcs": [
          "stern"
        ]
      },
      {
        "id": "stl-T2",
        "kind": "stl",
        "section": "stern",
        "rating": 2,
        "arcs": [
          "stern"
        ]
      },
      {
        "id": "stl-B",
        "kind": "stl",
        "section": "core",
        "rating": 2,
        "arcs": [
          "bow"
        ]
      },
      {
        "id": "stl-P",
        "kind": "stl",
        "section": "port-outer",
        "rating": 2,
        "arcs": [
          "port"
        ]
      },
      {
        "id": "stl-SB",
        "kind": "stl",
        "section": "core",
        "rating": 2,
        "arcs": [
          "starboard"
        ]
      },
      {
        "id": "jump",
        "kind": "ftl",
        "section": "core",
        "driveType": "jump",
        "rating": 4
      },
      {
        "id": "sen-1",
        "kind": "sensor",
        "section": "core",
        "rating": 12,
        "arcs": [
          "bow",
          "starboard",
          "stern",
          "port"
        ]
      },
      {
        "id": "sen-2",
        "kind": "local_sensor",
        "section": "port-outer",
        "rating": 9,
        "arcs": [
          "port"
        ]
      },
      {
        "id": "ew",
        "kind": "ew",
        "section": "core",
        "rating": 2
      },
      {
        "id": "sg",
        "kind": "shield_generator",
        "section": "core",
        "genType": "basic",
        "rating": 3,
        "arcs": [
          "bow"
        ]
      },
      {
        "id": "grap",
        "kind": "grappler",
        "section": "stern",
        "rating": 4,
        "arcs": [
          "stern"
        ]
      }
    ],
    "weapons": [
      {
        "id": "am",
        "copies": 2,
        "name": "Antimatter Projector",
        "section": "core",
        "sectors": [
          "BP",
          "BS"
        ],
        "modes": [
          {
            "name": "Beam",
            "rof": "unlimited",
            "pulse": {
              "count": 1
            },
            "damage": {
              "die": 8,
              "mod": 1
            },
            "damageType": "energy",
            "effect": "raking",
            "range": {
              "band": 10,
              "bands": 5,
              "effectiveBand": 1
            },
            "pd": {
              "value": 0,
              "targets": []
            },
            "intercept": {
              "vulnerable": true,
              "value": 9
            },
            "dp": 0,
            "sp": "0",
            "ap": 0,
            "aoe": null,
            "accuracy": 0,
            "qualities": [
              "AM"
            ]
          }
        ]
      }
    ],
    "launchers": [
      {
        "id": "tl-1",
        "section": "port-outer",
        "sectors": [
          "PF",
          "PA"
        ],
        "magazine": "mag-1",
        "munitions": [
          {
            "munition": "torp",
            "maxPerTurn": 2
          }
        ]
      }
    ],
    "munitions": [
      {
        "id": "torp",
        "name": "Torpedo",
        "pulse": {
          "count": 1
        },
        "damage": {
          "die": 10,
          "mod": 4
        },
        "damageType": "indirect",
        "effect": "penetrating",
        "range": {
          "band": 20,
          "bands": 5,
          "effectiveBand": 3
        },
        "intercept": {
          "vulnerable": true,
          "value": 14
        },
        "pd": {
          "value": 0,
          "targets": []
        },
        "dp": 0,
        "sp": "0",
        "ap": 1,
        "aoe": null,
        "accuracy": 0,
        "qualities": []
      }
    ],
    "magazines": [
      {
        "id": "mag-1",
        "kind": "local",
        "identifier": 1,
        "section": "port-outer",
        "size": 6,
        "contents": [
          {
            "munition": "torp",
            "count": 6
          }
        ]
      },
      {
        "id": "gmag",
        "kind": "global",
        "section": "core",
        "feedRate": 2,
        "contents": [
          {
            "munition": "torp",
            "count": 12
          }
        ]
      }
    ],
    "hangars": [
      {
        "id": "bay",
        "section": "core",
        "launchCapacity": 2,
        "carryCapacity": 4,
        "allowedTypes": [
          "sf-breacher"
        ],
        "loaded": [
          {
            "type": "sf-breacher",
            "count": 2
          }
        ],
        "ordnance": []
      }
    ],
    "links": [],
    "_provenance": {
      "source": "book",
      "book": [
        "newtonian",
        "square (its 90 deg jump turn = 2 steps on an 8-point rose)",
        "mass factor 46",
        "grappler rating 4",
        "jump drive",
        "highest sensor 12",
        "outer and inner port sections",
        "stern section with 3 crew (regular) and 1 marine",
        "deals antimatter damage"
      ],
      "assumed": [
        "everything else"
      ],
      "gaps": [
        "cost, morale value and the record sheet are not in the text",
        "the towed ship of the grappler example is not described"
      ]
    }
  }
];

export const SAMPLE_STARFIGHTER_TYPES: readonly StarfighterType[] = [
  {
    "id": "sf-tc-fighter",
    "name": "Thunderchild CAP Wing",
    "strength": 4,
    "range": 50,
    "defence": 9,
    "furball": 2,
    "hardpoints": 0,
    "qualities": [],
    "moraleValue": 10,
    "integratedWeapons": [
      {
        "weapon": "sfw-gun",
        "quantity": 1
      }
    ],
    "mountableWeapons": [],
    "_provenance": {
      "book": [
        "furball 2"
      ],
      "assumed": [
        "all other values"
      ]
    },
    "cost": null
  },
  {
    "id": "sf-v-fighter",
    "name": "Vengeance Strike Wing",
    "strength": 4,
    "range": 75,
    "defence": 8,
    "furball": 2,
    "hardpoints": 1,
    "qualities": [],
    "moraleValue": 8,
    "integratedWeapons": [
      {
        "weapon": "sfw-gun",
        "quantity": 1
      }
    ],
    "mountableWeapons": [
      "sfw-torp"
    ],
    "_provenance": {
      "book": [
        "furball 2",
        "defence 8"
      ],
      "assumed": [
        "all other values"
      ]
    },
    "cost": null
  },
  {
    "id": "sf-breacher",
    "name": "Chimera Boarding Shuttles",
    "strength": 3,
    "range": 50,
    "defence": 7,
    "furball": 1,
    "hardpoints": 0,
    "qualities": [
      "Breaching"
    ],
    "moraleValue": 6,
    "integratedWeapons": [],
    "mountableWeapons": [],
    "_provenance": {
      "assumed": [
        "all"
      ]
    },
    "cost": null
  }
];

export const SAMPLE_STARFIGHTER_WEAPONS: readonly StarfighterWeapon[] = [
  {
    "id": "sfw-gun",
    "name": "Fighter Cannons",
    "range": "short",
    "pulse": {
      "count": 2
    },
    "damage": {
      "die": 4,
      "mod": 0
    },
    "damageType": "kinetic",
    "effect": "raking",
    "pd": {
      "value": 4,
      "targets": [
        "starfighters"
      ]
    },
    "intercept": {
      "vulnerable": false,
      "value": null
    },
    "dp": 0,
    "sp": "0",
    "ap": 0,
    "qualities": []
  },
  {
    "id": "sfw-torp",
    "name": "Fighter Torpedo",
    "range": "long",
    "pulse": {
      "count": 1
    },
    "damage": {
      "die": 10,
      "mod": 0
    },
    "damageType": "indirect",
    "effect": "penetrating",
    "pd": {
      "value": 0,
      "targets": []
    },
    "intercept": {
      "vulnerable": true,
      "value": 10
    },
    "dp": 0,
    "sp": "0",
    "ap": 0,
    "qualities": []
  }
];
