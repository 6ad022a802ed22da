import { describe, expect, it } from 'vitest';
import { CHOSEN_NAME_SHOWN, chosenName, personNameField } from './fields';
import { MSG } from './messages';

// A member's chosen name reaches other members' mails under their anti-phishing code
// (docs/decisions/046-no-way-around-the-second-person.md): it may carry no address, and is shown short and plain.

const PHISH = 'Security team: your wallet is locked. Unlock now at https://evil.example/unlock';

describe('a chosen name', () => {
  const field = personNameField(100);

  it('refuses a web or e-mail address, and keeps ordinary names', () => {
    for (const name of [PHISH, 'www.evil-site.net', 'Call me at ops@evil.example', 'claim at evil.com now']) {
      const parsed = field.safeParse(name);
      expect(parsed.success, name).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(MSG.fullNameNoAddress);
    }
    for (const name of ['Priya Sharma', 'J. R. Smith', 'Mr.Smith', "Anne-Marie O'Neil", 'राहुल वर्मा', 'José Núñez']) {
      expect(field.safeParse(name).success, name).toBe(true);
    }
  });

  it('is shown without any address and at most 40 characters, for names made before the rule', () => {
    const shown = chosenName(PHISH);
    expect(shown).not.toMatch(/https?:|evil\.example/);
    expect(shown.length).toBeLessThanOrEqual(CHOSEN_NAME_SHOWN);
    expect(chosenName('Priya Sharma')).toBe('Priya Sharma');
    expect(chosenName('x'.repeat(60))).toBe(`${'x'.repeat(CHOSEN_NAME_SHOWN - 1)}…`);
  });
});
