// `/help system topic:options` lists what each optional rule does (issue 25 item 7), in pages that fit a message.
import { describe, expect, test } from 'vitest';
import { optionsHelp } from '../../src/commands/help-text.ts';
import { RULE_SYSTEMS, ruleSystem } from '../../src/game/rule-systems.ts';

describe('/help topic:options', () => {
  test.each(RULE_SYSTEMS.map((s) => [s.name, s] as const))('%s: every option with its reference and what it does, each page within 2000 characters', (_name, system) => {
    const pages = optionsHelp(system.id) ?? [];
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(2000);
    const text = pages.join('\n');
    for (const option of ruleSystem(system.id).options) expect(text).toContain(`**${option.ref} ${option.name}** \`${option.id}\`: ${option.description}`);
  });

  test('an unknown system has no options help', () => {
    expect(optionsHelp('chess')).toBeUndefined();
  });
});
