// Command mentions (issue 18): texts name commands as "/plot"; on the way out they become </plot:id> once the ids of
// the registered commands are known, and stay plain text when they are not.
import { afterEach, describe, expect, test } from 'vitest';
import { commandMention, learnCommandIds, mentionCommands } from '../../src/commands/command-mention.ts';
import { fitMessage } from '../../src/commands/fit-message.ts';

const REGISTERED = [
  { id: '101', name: 'plot', options: [{ type: 3, name: 'orders' }] },
  { id: '102', name: 'game', options: [{ type: 1, name: 'new' }, { type: 1, name: 'start' }] },
  { id: '103', name: 'games' },
  { id: '104', name: 'map', options: [{ type: 3, name: 'ship' }] },
  { id: '105', name: 'gm', options: [{ type: 2, name: 'time', options: [{ type: 1, name: 'extend' }] }] },
];

afterEach(() => learnCommandIds([]));

describe('command mentions', () => {
  test('unknown ids fall back to the plain command', () => {
    expect(commandMention('plot')).toBe('/plot');
    expect(mentionCommands('Send orders with /plot, then `/ready`.')).toBe('Send orders with /plot, then `/ready`.');
  });

  test('known commands and subcommands become mentions, the longest path first', () => {
    learnCommandIds(REGISTERED);
    expect(commandMention('game new')).toBe('</game new:102>');
    expect(mentionCommands('The GM starts it with /game start; list them with /games.')).toBe('The GM starts it with </game start:102>; list them with </games:103>.');
    expect(mentionCommands('Use `/plot` here, or /gm time extend 12h.')).toBe('Use </plot:101> here, or </gm time extend:105> 12h.');
    // "/game" with a word that is not a subcommand is the command alone; a command not registered stays as it is.
    expect(mentionCommands('/game of chance, /ready')).toBe('</game:102> of chance, /ready');
  });

  test('code that shows options to type, code blocks, step keys and links are left alone', () => {
    learnCommandIds(REGISTERED);
    const text = 'Try `/map ship:Majestic`, /verify step:t3/plot or https://example.com/plot\n```\n/plot majestic 2p2\n```';
    expect(mentionCommands(text)).toBe(text);
    expect(mentionCommands('/map ship:Majestic')).toBe('</map:104> ship:Majestic');
  });

  test('every reply and post is fitted with its mentions, and a cut message attaches the plain text', () => {
    learnCommandIds(REGISTERED);
    expect(fitMessage('Run /plot.').content).toBe('Run </plot:101>.');
    const long = Array.from({ length: 200 }, (_, i) => `line ${i}: /plot`).join('\n');
    const fitted = fitMessage(long);
    expect(fitted.content?.length).toBeLessThanOrEqual(2000);
    expect(fitted.content).toContain('</plot:101>');
    const file = fitted.files?.[0] as { attachment: Buffer };
    expect(file.attachment.toString('utf8')).toBe(long);
  });
});
