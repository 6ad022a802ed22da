import { describe, expect, it } from 'vitest';
import { stampAntiPhishingCode } from './mail-templates';

// The stamp on a mail's text and HTML (docs/product.md#anti-phishing-code); the mails themselves:
// test/modules/anti-phishing.
describe('stampAntiPhishingCode', () => {
  const mail = {
    to: 'mira@example.test',
    subject: 'Your code: 123456',
    text: 'Hello Mira,\n\nYour code is 123456.',
    html: '<!doctype html><html><body><p>Hello Mira,</p></body></html>',
  };

  it('puts the code first and its meaning last, in text and HTML, leaving the subject alone', () => {
    const stamped = stampAntiPhishingCode(mail, { code: 'Blue42Fox', locale: 'en' });
    expect(stamped.subject).toBe(mail.subject);
    expect(stamped.text.startsWith('Your anti-phishing code: Blue42Fox\n\nHello Mira,')).toBe(true);
    expect(stamped.text).toMatch(/Your code is 123456\.\n\nEvery mail from us shows your anti-phishing code/);
    expect(stamped.html).toMatch(
      /^<!doctype html><html><body><p><strong>Your anti-phishing code: Blue42Fox<\/strong><\/p>/,
    );
    expect(stamped.html).toMatch(/<p>Every mail from us shows your anti-phishing code[^<]*<\/p><\/body><\/html>$/);
  });

  it('writes a plain-text mail as plain text only, in the reader language (English when none)', () => {
    const { html: _html, ...plain } = mail;
    expect(stampAntiPhishingCode(plain, { code: 'Azul7', locale: 'hi' }).html).toBeUndefined();
    expect(stampAntiPhishingCode(plain, { code: 'Azul7', locale: 'hi' }).text).toMatch(/^आपका एंटी-फ़िशिंग कोड: Azul7/);
    expect(stampAntiPhishingCode(plain, { code: 'Azul7', locale: null }).text).toMatch(/^Your anti-phishing code/);
  });
});
