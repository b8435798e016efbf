import { describe, expect, test } from 'vitest';
import { blockedDrives } from '../../../../src/rules/metaverse/ftl/blocked.ts';

describe('FTL blocked (Metaverse p.52–53, p.95–101)', () => {
  test('each effect blocks its drive types', () => {
    expect(blockedDrives({})).toEqual([]);
    expect(blockedDrives({ inGwpField: true })).toEqual(['basic', 'warp', 'hyper']);
    expect(blockedDrives({ inPlanetGravity: true })).toEqual(['basic', 'warp', 'hyper']);
    expect(blockedDrives({ inSubspaceDistorter: true })).toEqual(['basic', 'jump', 'dimensional']);
    expect(blockedDrives({ nebula: true })).toEqual(['basic', 'jump', 'dimensional']);
    expect(blockedDrives({ neutronStar: true })).toEqual(['basic', 'jump', 'dimensional']);
    expect(blockedDrives({ singularity: true })).toEqual(['basic', 'warp', 'hyper', 'jump', 'dimensional']);
  });
});
