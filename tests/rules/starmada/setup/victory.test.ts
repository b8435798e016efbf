import { describe, expect, it } from 'vitest';
import {
  checkVictory,
  EMPTY_LEDGER,
  partialVictoryPercent,
  partialVictoryPoints,
  toOutcome,
  updateVictoryPoints,
  victoryRulesFor,
  type VictoryCheckInput,
  type VictoryLedger,
  type VictoryRules,
  type VictoryShip,
} from '../../../../src/rules/starmada/setup/victory.ts';

const ship = (id: string, side: 'A' | 'B', combatRating: number, hullSize: number, over: Partial<VictoryShip> = {}): VictoryShip => ({
  id,
  name: id,
  side,
  combatRating,
  hullSize,
  hullLost: 0,
  status: 'active',
  ...over,
});
const rules = (over: Partial<VictoryRules> = {}): VictoryRules => ({ victory: 'normal', partialVictoryPoints: false, edges: { A: 'west', B: 'east' }, ...over });

/** Runs the ledger through a sequence of board states and returns the final ledger and every award text. */
function play(states: VictoryShip[][], r: VictoryRules): { ledger: VictoryLedger; texts: string[] } {
  let ledger = EMPTY_LEDGER;
  const texts: string[] = [];
  for (const ships of states) {
    const u = updateVictoryPoints(ledger, ships, r);
    ledger = u.ledger;
    texts.push(...u.awards.map((a) => a.text));
  }
  return { ledger, texts };
}

describe('victory points (p.13 §2.5)', () => {
  // Starmada p.13 §2.5 (its example): destroying a ship with a combat rating of 100 is worth 100 VPs.
  it('a destroyed ship scores its combat rating for the other side', () => {
    const { ledger, texts } = play([[ship('Kestrel', 'B', 100, 6, { status: 'destroyed', hullLost: 6 })]], rules());
    expect(ledger.scores).toEqual({ A: 100, B: 0 });
    expect(texts).toEqual(['Kestrel destroyed: side A +100 VP']);
  });

  // Starmada p.49 §E.4: the standard game is all or nothing.
  it('damage alone scores nothing without E.4, and nothing is paid twice', () => {
    const dead = ship('Kestrel', 'B', 100, 6, { status: 'destroyed', hullLost: 6 });
    const { ledger, texts } = play([[ship('Kestrel', 'B', 100, 6, { hullLost: 5 })], [dead], [dead]], rules());
    expect(ledger.scores.A).toBe(100);
    expect(texts).toHaveLength(1);
  });

  // Starmada p.16 §3.3: ships leaving the board are destroyed and the opponent scores normally.
  it('a ship that leaves the board counts as destroyed', () => {
    const { ledger, texts } = play([[ship('Kestrel', 'B', 120, 6, { status: 'exited', exitEdges: ['north'] })]], rules());
    expect(ledger.scores.A).toBe(120);
    expect(texts[0]).toBe('Kestrel left the board and counts as destroyed: side A +120 VP');
  });

  // Starmada p.33 §B.10: entering hyperspace gives the opponent 50% of the VPs, rounded up.
  it('a hyperspace jump gives half the CR, rounded up', () => {
    expect(play([[ship('Majestic', 'A', 185, 8, { status: 'hyperspace' })]], rules()).ledger.scores.B).toBe(93);
  });

  // Starmada p.59 §S.1: "Do not award VPs normally."
  it('S.1 scores no VPs at all', () => {
    expect(play([[ship('Lone', 'B', 450, 12, { status: 'destroyed' })]], rules({ victory: 'lastSideStanding' })).ledger.scores).toEqual({ A: 0, B: 0 });
  });
});

describe('E.4 Partial Victory Points (p.49)', () => {
  // Starmada p.49 §E.4: "a ship with a combat rating of 220 awards 22 VPs once a single hull box has been checked off".
  it('the first hull box pays 10%', () => {
    expect(partialVictoryPoints(220, 10, 1)).toBe(22);
  });

  // "a ship of hull size 10 will grant 20% … once it has checked off 4 hull boxes (10 ÷ 3 = 3.33, rounded up)".
  it('a third of the hull, rounded up, pays another 20%: hull 10 needs 4 boxes', () => {
    expect(partialVictoryPercent(10, 3)).toBe(10);
    expect(partialVictoryPercent(10, 4)).toBe(30);
  });

  // "a ship of hull size 13 will grant 20% … once it has checked off 9 hull boxes (13 × 2 ÷ 3 = 8.67, rounded up)".
  it('two thirds, rounded up, another 20%: hull 13 needs 9 boxes', () => {
    expect(partialVictoryPercent(13, 8)).toBe(30);
    expect(partialVictoryPercent(13, 9)).toBe(50);
  });

  // "a starship with a combat rating of 220 would award a total of 110 VPs once it has checked off at least
  // two-thirds of its hull boxes (22 + 44 + 44)"; the final box adds 50%.
  it('the awards add up: CR 220 pays 22, 44, 44 and then 110 through the ledger', () => {
    const r = rules({ partialVictoryPoints: true });
    const states = [1, 4, 7].map((lost) => [ship('Big', 'B', 220, 10, { hullLost: lost })]);
    states.push([ship('Big', 'B', 220, 10, { hullLost: 10, status: 'destroyed' })]);
    const { ledger, texts } = play(states, r);
    expect(texts.map((t) => Number(/\+(\d+)/.exec(t)?.[1]))).toEqual([22, 44, 44, 110]);
    expect(ledger.scores.A).toBe(220);
  });

  // Starmada p.49 §E.4 / p.33 §B.10: a jump counts as losing two thirds of the hull: 20% more for a ship that had
  // lost a third, nothing more for one that had lost two thirds.
  it('a hyperspace jump counts as two thirds of the hull lost', () => {
    const r = rules({ partialVictoryPoints: true });
    const third = play([[ship('Big', 'B', 220, 10, { hullLost: 4 })], [ship('Big', 'B', 220, 10, { hullLost: 4, status: 'hyperspace' })]], r);
    expect(third.texts.map((t) => Number(/\+(\d+)/.exec(t)?.[1]))).toEqual([66, 44]);
    const twoThirds = play([[ship('Big', 'B', 220, 10, { hullLost: 7 })], [ship('Big', 'B', 220, 10, { hullLost: 7, status: 'hyperspace' })]], r);
    expect(twoThirds.texts).toHaveLength(1);
  });

  // Starmada p.49 §E.4 with the rounding of p.33 §B.10 (ruling: round up).
  it('percentages of an odd CR round up on the running total (CR 185: 19, 56, 93, 185)', () => {
    expect([1, 3, 6, 8].map((lost) => partialVictoryPoints(185, 8, lost))).toEqual([19, 56, 93, 185]);
  });
});

describe('scenario VP rules', () => {
  // Starmada p.60 §S.4: first ship destroyed ×3, second ×2.
  it('S.4: the first ship destroyed pays triple, the second double, the third normal', () => {
    const r = rules({ victory: 'firstBlood' });
    const a = ship('A1', 'A', 100, 6);
    const b = ship('B1', 'B', 150, 6);
    const c = ship('B2', 'B', 120, 6);
    const dead = (s: VictoryShip): VictoryShip => ({ ...s, status: 'destroyed', hullLost: s.hullSize });
    const { ledger, texts } = play([[a, dead(b), c], [dead(a), dead(b), c], [dead(a), dead(b), dead(c)]], r);
    expect(ledger.scores).toEqual({ A: 450 + 120, B: 200 });
    expect(texts[0]).toBe('B1 destroyed: side A +450 VP (first ship destroyed, ×3, S.4)');
    expect(texts[1]).toBe('A1 destroyed: side B +200 VP (second ship destroyed, ×2, S.4)');
  });

  // Starmada p.60 §S.4 (ruling: simultaneous kills share their place).
  it('S.4: ships destroyed at the same moment share their place', () => {
    const r = rules({ victory: 'firstBlood' });
    const { ledger } = play(
      [[ship('A1', 'A', 100, 6, { status: 'destroyed' }), ship('B1', 'B', 150, 6, { status: 'destroyed' }), ship('B2', 'B', 120, 6)], [ship('A1', 'A', 100, 6, { status: 'destroyed' }), ship('B1', 'B', 150, 6, { status: 'destroyed' }), ship('B2', 'B', 120, 6, { status: 'destroyed' })]],
      r,
    );
    expect(ledger.scores).toEqual({ A: 450 + 120, B: 300 });
  });

  // Starmada p.61 §S.6: the attacker scores full VPs once an enemy ship has lost more than half its hull, and
  // nothing more when it is destroyed; no E.4 for the attacker; the defender scores normally.
  it('S.6: more than half the hull pays the attacker the full CR, once', () => {
    const r = rules({ victory: 'hitAndRun', partialVictoryPoints: true });
    const { ledger, texts } = play(
      [
        [ship('Def', 'B', 200, 8, { hullLost: 4 })],
        [ship('Def', 'B', 200, 8, { hullLost: 5 })],
        [ship('Def', 'B', 200, 8, { hullLost: 8, status: 'destroyed' })],
      ],
      r,
    );
    expect(ledger.scores.A).toBe(200);
    expect(texts).toEqual(['Def has lost more than half its hull: side A +200 VP (S.6)']);
  });

  // Starmada p.61 §S.6: "The defending side receives VPs as normal."
  it('S.6: the defender scores normally, partial VPs included when E.4 is on', () => {
    const r = rules({ victory: 'hitAndRun', partialVictoryPoints: true });
    expect(play([[ship('Raider', 'A', 100, 6, { hullLost: 1 })]], r).ledger.scores.B).toBe(10);
    expect(play([[ship('Raider', 'A', 100, 6, { status: 'exited', exitEdges: ['west'] })]], rules({ victory: 'hitAndRun' })).ledger.scores.B).toBe(100);
  });

  // Starmada p.62 §S.7: defending ships leaving by the defender's own edge score for the defender, but only once
  // it has earned at least 100 VPs for destroying enemy forces.
  it('S.7: a defender leaving by its own edge scores for itself only after 100 VPs of kills', () => {
    const r = rules({ victory: 'defenderExits' });
    const early = play([[ship('Scout', 'B', 90, 5, { status: 'exited', exitEdges: ['east'] })]], r);
    expect(early.ledger.scores).toEqual({ A: 90, B: 0 });
    const later = play(
      [
        [ship('Raider', 'A', 120, 6, { status: 'destroyed' }), ship('Scout', 'B', 90, 5)],
        [ship('Raider', 'A', 120, 6, { status: 'destroyed' }), ship('Scout', 'B', 90, 5, { status: 'exited', exitEdges: ['east'] })],
      ],
      r,
    );
    expect(later.ledger.scores).toEqual({ A: 0, B: 210 });
    expect(later.texts[1]).toBe('Scout escaped by its own edge: side B +90 VP (S.7)');
    const wrongEdge = play(
      [
        [ship('Raider', 'A', 120, 6, { status: 'destroyed' }), ship('Scout', 'B', 90, 5)],
        [ship('Raider', 'A', 120, 6, { status: 'destroyed' }), ship('Scout', 'B', 90, 5, { status: 'exited', exitEdges: ['west'] })],
      ],
      r,
    );
    expect(wrongEdge.ledger.scores).toEqual({ A: 90, B: 120 });
  });

  // Starmada p.62 §S.7: "the defending side's edge" is its deployment edge (p.12 §2.3).
  it('builds the rules from a scenario and its board: each side\'s edge is its deployment edge', () => {
    expect(victoryRulesFor({ victory: 'defenderExits' }, { cols: 32, rows: 18 })).toEqual({
      victory: 'defenderExits',
      partialVictoryPoints: false,
      edges: { A: 'west', B: 'east' },
    });
    expect(victoryRulesFor({ victory: 'normal' }, { cols: 32, rows: 18 }, true).partialVictoryPoints).toBe(true);
  });

  // Starmada p.62 §S.7: a ship leaving at a corner crosses two edges; one of them being its own is enough.
  it('S.7: a corner exit that crosses the defender\'s edge counts', () => {
    const r = rules({ victory: 'defenderExits' });
    const { ledger } = play(
      [
        [ship('Raider', 'A', 120, 6, { status: 'destroyed' }), ship('Scout', 'B', 90, 5)],
        [ship('Raider', 'A', 120, 6, { status: 'destroyed' }), ship('Scout', 'B', 90, 5, { status: 'exited', exitEdges: ['north', 'east'] })],
      ],
      r,
    );
    expect(ledger.scores).toEqual({ A: 0, B: 210 });
  });
});

describe('the victory check (End Phase step c, p.13 §2.5)', () => {
  const alive = [ship('A1', 'A', 300, 8), ship('B1', 'B', 300, 8)];
  const input = (over: Partial<VictoryCheckInput>): VictoryCheckInput => ({
    victory: 'normal',
    vpTarget: 420,
    scores: { A: 0, B: 0 },
    ships: alive,
    flightsOnBoard: { A: 0, B: 0 },
    ...over,
  });

  // "If, during the End Phase, one side has scored enough VPs to win, the game is over and that side is the victor."
  it('a side at the target wins', () => {
    const r = checkVictory(input({ scores: { A: 425, B: 100 } }));
    expect(r).toMatchObject({ winner: 'A', kind: 'vpTarget', summary: 'Side A reaches 425 of 420 VP and wins.' });
    expect(r && toOutcome(r)).toEqual({ winner: 'A', summary: 'Side A reaches 425 of 420 VP and wins.', scores: { A: 425, B: 100 } });
  });

  // "If both sides have scored the necessary number of VPs, the game is a draw."
  it('both at the target: a draw', () => {
    expect(checkVictory(input({ scores: { A: 420, B: 500 } }))).toMatchObject({ winner: null, kind: 'draw' });
  });

  // Starmada p.13 §2.5: the game ends only when a side has enough VPs.
  it('neither: the game goes on', () => {
    expect(checkVictory(input({ scores: { A: 419, B: 0 } }))).toBeNull();
  });

  // [ruling 20]: when one side has no elements left on the board, the other wins.
  it('a side with nothing left on the board loses, even below the target; flights count as elements', () => {
    const gone = [ship('A1', 'A', 300, 8), ship('B1', 'B', 300, 8, { status: 'destroyed' })];
    expect(checkVictory(input({ ships: gone, scores: { A: 300, B: 0 } }))).toMatchObject({ winner: 'A', kind: 'lastSideStanding' });
    expect(checkVictory(input({ ships: gone, scores: { A: 300, B: 0 }, flightsOnBoard: { A: 0, B: 2 } }))).toBeNull();
    const both = [ship('A1', 'A', 300, 8, { status: 'destroyed' }), ship('B1', 'B', 300, 8, { status: 'destroyed' })];
    expect(checkVictory(input({ ships: both, scores: { A: 300, B: 300 } }))).toMatchObject({ winner: null, kind: 'draw' });
  });

  // Not in the book: a play-by-post turn limit (module header).
  it('an optional turn limit ends the game: more VPs wins', () => {
    expect(checkVictory(input({ scores: { A: 100, B: 150 }, turn: 8, turnLimit: 8 }))).toMatchObject({ winner: 'B', kind: 'turnLimit' });
    expect(checkVictory(input({ scores: { A: 100, B: 100 }, turn: 8, turnLimit: 8 }))).toMatchObject({ winner: null, kind: 'draw' });
    expect(checkVictory(input({ scores: { A: 100, B: 150 }, turn: 7, turnLimit: 8 }))).toBeNull();
  });

  // Starmada p.59 §S.1: ≥80% of the attacker's starting CR left: attacker major; ≥40%: minor; less: defender
  // minor; the whole attacking force destroyed: defender major. Played until one side has no elements.
  describe('S.1 Alone in the Dark', () => {
    const attackers = (alive: number[], dead: number[]): VictoryShip[] => [
      ...alive.map((cr, i) => ship(`A${i}`, 'A', cr, 6)),
      ...dead.map((cr, i) => ship(`D${i}`, 'A', cr, 6, { status: 'destroyed' })),
    ];
    const s1 = (ships: VictoryShip[], defenderAlive: boolean): VictoryResult => {
      const lone = ship('Lone', 'B', 450, 12, defenderAlive ? {} : { status: 'destroyed' });
      return checkVictory({ victory: 'lastSideStanding', vpTarget: null, scores: { A: 0, B: 0 }, ships: [...ships, lone], flightsOnBoard: { A: 0, B: 0 } }) as VictoryResult;
    };
    type VictoryResult = NonNullable<ReturnType<typeof checkVictory>>;

    // Starmada p.59 §S.1: played until only one side has elements on the table.
    it('goes on while both sides have elements', () => {
      expect(checkVictory({ victory: 'lastSideStanding', vpTarget: null, scores: { A: 0, B: 0 }, ships: [...attackers([900], []), ship('Lone', 'B', 450, 12)], flightsOnBoard: { A: 0, B: 0 } })).toBeNull();
    });

    // Starmada p.59 §S.1: the four grades.
    it('grades by the attacker\'s surviving CR', () => {
      expect(s1(attackers([400, 320], [180]), false)).toMatchObject({ winner: 'A', kind: 'majorVictory' });
      expect(s1(attackers([400], [500]), false)).toMatchObject({ winner: 'A', kind: 'minorVictory' });
      expect(s1(attackers([300], [600]), false)).toMatchObject({ winner: 'B', kind: 'minorVictory' });
      expect(s1(attackers([], [900]), true)).toMatchObject({ winner: 'B', kind: 'majorVictory' });
    });

    // Starmada p.59 §S.1: "at least 80%", "at least 40%".
    it('exactly 80% and 40% reach the higher grade', () => {
      expect(s1(attackers([800], [200]), false)).toMatchObject({ winner: 'A', kind: 'majorVictory' });
      expect(s1(attackers([400], [600]), false)).toMatchObject({ winner: 'A', kind: 'minorVictory' });
    });
  });
});

describe('Appendix S scoring added with issue 25', () => {
  // Starmada p.59 §S.2: "each defending ship that moves off the game board via the attacking side's edge awards
  // VPs to the defending side, not the attacking side" — no threshold (ruling 160: the attacker's edge is west).
  it('S.2: a defender leaving by the attacker\'s edge scores at once; by another edge it is destroyed', () => {
    const r = victoryRulesFor({ id: 'S.2', victory: 'normal', escape: { edgeOf: 'A', afterKills: 0 } }, { cols: 32, rows: 18 });
    const gone = play([[ship('Runner', 'B', 80, 4, { status: 'exited', exitEdges: ['west'] }), ship('Blocker', 'A', 90, 4)]], r);
    expect(gone.texts).toEqual(["Runner escaped by the west edge, the attacker's: side B +80 VP (S.2)"]);
    const lost = play([[ship('Runner', 'B', 80, 4, { status: 'exited', exitEdges: ['east'] }), ship('Blocker', 'A', 90, 4)]], r);
    expect(lost.ledger.scores).toEqual({ A: 80, B: 0 });
  });

  // Starmada p.60 §S.3: "via the edge opposite the attacking side".
  it('S.3: the defender escapes by the edge opposite the attacker\'s', () => {
    const r = victoryRulesFor({ id: 'S.3', victory: 'normal', escape: { edgeOf: 'B', afterKills: 0 } }, { cols: 48, rows: 18 });
    expect(play([[ship('Runner', 'B', 80, 4, { status: 'exited', exitEdges: ['east'] })]], r).texts).toEqual(['Runner escaped by the east edge: side B +80 VP (S.3)']);
  });

  // Starmada p.62 §S.8: "double VPs are scored for destroying the prototype"; E.4's partial VPs before that are single (ruling 164).
  it('S.8: the prototype pays double when destroyed, partial VPs single', () => {
    const r = rules({ victory: 'prototype', prototypeId: 'Proto', partialVictoryPoints: true });
    const { ledger, texts } = play(
      [
        [ship('Proto', 'A', 300, 9, { hullLost: 3 }), ship('Escort', 'A', 100, 3, { status: 'destroyed' })],
        [ship('Proto', 'A', 300, 9, { status: 'destroyed', hullLost: 9 }), ship('Escort', 'A', 100, 3, { status: 'destroyed' })],
      ],
      r,
    );
    expect(texts).toEqual(['Proto has lost 3 of 9 hull boxes: side B +90 VP (partial VPs, E.4)', 'Escort destroyed: side B +100 VP', 'Proto destroyed: side B +510 VP (the prototype, ×2, S.8)']);
    expect(ledger.scores.B).toBe(700);
  });

  // Starmada p.64 §S.11: "any attacking ship destroyed before the reinforcements arrive is worth twice the normal amount".
  it('S.11: attackers lost before the reinforcements arrive pay double; ships in reserve score nothing and keep their side in play', () => {
    const before = play([[ship('Raider', 'A', 120, 6, { status: 'destroyed' }), ship('Ward', 'B', 100, 3, { status: 'reserve' })]], rules({ victory: 'rescue', reinforcementsArrived: false }));
    expect(before.texts).toEqual(['Raider destroyed: side B +240 VP (before the reinforcements arrived, ×2, S.11)']);
    const after = play([[ship('Raider', 'A', 120, 6, { status: 'destroyed' })]], rules({ victory: 'rescue', reinforcementsArrived: true }));
    expect(after.ledger.scores.B).toBe(120);
    const input: VictoryCheckInput = {
      victory: 'rescue',
      vpTarget: 600,
      scores: { A: 100, B: 0 },
      ships: [ship('Raider', 'A', 120, 6), ship('Vigil', 'B', 100, 3, { status: 'destroyed' }), ship('Ward', 'B', 100, 3, { status: 'reserve' })],
      flightsOnBoard: { A: 0, B: 0 },
    };
    expect(checkVictory(input)).toBeNull();
  });

  // Starmada p.64 §S.12: "The defending side receives double the normal amount of VPs", partial VPs included.
  it('S.12: the defender scores double, the attacker as normal', () => {
    const r = rules({ victory: 'trap', partialVictoryPoints: true });
    const { ledger, texts } = play(
      [
        [ship('Raider', 'A', 120, 6, { hullLost: 1 }), ship('Vigil', 'B', 100, 3, { status: 'destroyed' })],
        [ship('Raider', 'A', 120, 6, { status: 'destroyed', hullLost: 6 }), ship('Vigil', 'B', 100, 3, { status: 'destroyed' })],
      ],
      r,
    );
    expect(texts).toEqual([
      'Raider has lost 1 of 6 hull boxes: side B +24 VP (partial VPs, E.4, doubled, S.12)',
      'Vigil destroyed: side A +100 VP',
      'Raider destroyed: side B +216 VP (the defender scores double, S.12)',
    ]);
    expect(ledger.scores).toEqual({ A: 100, B: 240 });
  });
});
