import { describe, expect, it } from 'vitest';
import { checkServerTexts } from './check-server-texts.mjs';
import { useTestTrees } from './test-tree.mjs';

const tree = useTestTrees('server-texts-');

/** Source lines as written, `%{x}` standing for a template's `${x}` (kept out of this file's own strings). */
const source = (lines) => lines.join('\n').replaceAll('%{', '${');

// A server whose mails and notifications all go through catalogs; each test breaks one rule.
const CATALOG = 'apps/api/src/lib/code-mail.texts.ts';
const MAILS = 'apps/api/src/lib/mail-templates.ts';
const NOTIFY = 'apps/api/src/modules/deposits/deposit-events.ts';
const ADVICE =
  'is written in place: move it into a *.texts.ts catalog (Texts<...> from apps/api/src/lib/texts.ts, with es and hi) and pick it with inLanguage';

const catalog = (languages) =>
  source([
    "import type { Texts } from './texts';",
    'export const CODE_MAIL: Texts<(values: { code: string }) => MailWords> = {',
    ...languages,
    '};',
    '',
  ]);

const EN = '  en: ({ code }) => ({ subject: `Your code: %{code}`, lines: [`Your code is %{code}.`] }),';
const ES = '  es: ({ code }) => ({ subject: `Tu código: %{code}`, lines: [`Tu código es %{code}.`] }),';
const HI = '  hi: ({ code }) => ({ subject: `आपका कोड: %{code}`, lines: [`आपका कोड %{code} है।`] }),';

const KEPT = {
  [CATALOG]: catalog([EN, ES, HI]),
  [MAILS]: source([
    "import { CODE_MAIL } from './code-mail.texts';",
    'export function codeMail(options: { to: string; code: string; locale: string }) {',
    '  const words = inLanguage(CODE_MAIL, options.locale)({ code: options.code });',
    "  return { to: options.to, subject: words.subject, text: [...words.lines, '', `%{options.code} · USDT (BEP-20)`].join('\\n') };",
    '}',
    '',
  ]),
  [NOTIFY]: source([
    'export const approved = (userId: string) => ({ userId, kind: "deposit-approved", params: {} });',
    // A post's title and body are the operator's own writing, not a notification's.
    "export const POST = { title: 'How deposits work', body: 'Long text', slug: 'deposits' };",
    // A field named `text` outside a mail is not a mail's.
    "export const column = { text: 'Any label', width: 3 };",
    '',
  ]),
  'apps/api/src/lib/mailer.test.ts': "send({ to: 'a@b.c', subject: 'Code', text: 'Any English in a test' });\n",
  'packages/contract/src/money.texts.ts': source([
    'export const UNIT: Texts<{ name: string }> = {',
    "  en: { name: 'dollar' },",
    "  es: { name: 'dólar' },",
    "  hi: { name: 'डॉलर' },",
    '};',
    '',
  ]),
};

describe('checkServerTexts', () => {
  it('passes catalogs with all three languages and mails that take their words from them', () => {
    expect(checkServerTexts(tree(KEPT))).toEqual([]);
  });

  it('refuses a Texts object without its Spanish or its Hindi', () => {
    expect(checkServerTexts(tree({ ...KEPT, [CATALOG]: catalog([EN, HI]) }))).toEqual([
      `${CATALOG}:2: CODE_MAIL has no "es": add its es text beside the others`,
    ]);
    expect(checkServerTexts(tree({ ...KEPT, [CATALOG]: catalog([EN, ES]) }))).toEqual([
      `${CATALOG}:2: CODE_MAIL has no "hi": add its hi text beside the others`,
    ]);
  });

  it('refuses a language whose keys are not the English ones, in the contract too', () => {
    const hindiWithoutLines = "  hi: ({ code }) => ({ subject: `आपका कोड: %{code}`, body: '' }),";
    expect(checkServerTexts(tree({ ...KEPT, [CATALOG]: catalog([EN, ES, hindiWithoutLines]) }))).toEqual([
      `${CATALOG}:2: CODE_MAIL: "lines" is in en but not in hi: translate it`,
      `${CATALOG}:2: CODE_MAIL: "body" is in hi but not in en: add it to every language or remove it`,
    ]);
    const contract = 'packages/contract/src/money.texts.ts';
    const spanishRenamed = KEPT[contract].replace("es: { name: 'dólar' }", "es: { nombre: 'dólar' }");
    expect(checkServerTexts(tree({ ...KEPT, [contract]: spanishRenamed }))).toEqual([
      `${contract}:1: UNIT: "name" is in en but not in es: translate it`,
      `${contract}:1: UNIT: "nombre" is in es but not in en: add it to every language or remove it`,
    ]);
  });

  it("refuses a mail's subject and text written in place, as a string or a template, with its line", () => {
    const mails = source([
      'export function codeMail(options: { to: string; code: string }) {',
      '  return {',
      '    to: options.to,',
      '    subject: `Your code: %{options.code}`,',
      "    text: [`Your code is %{options.code}.`, '', options.ok ? 'Ignore it' : ''].join('\\n'),",
      '  };',
      '}',
      "export const plain = { to: 'x', subject: 'Welcome', html: '<p>Hi there</p>' };",
      '',
    ]);
    expect(checkServerTexts(tree({ ...KEPT, [MAILS]: mails }))).toEqual([
      `${MAILS}:4: subject "Your code: …" ${ADVICE}`,
      `${MAILS}:5: text "Your code is …." ${ADVICE}`,
      `${MAILS}:5: text "Ignore it" ${ADVICE}`,
      `${MAILS}:8: subject "Welcome" ${ADVICE}`,
      `${MAILS}:8: html "<p>Hi there</p>" ${ADVICE}`,
    ]);
  });

  it("refuses a notification's title and body written in place", () => {
    const events = source([
      'export const approved = (userId: string, amount: string) => ({',
      '  userId,',
      "  title: 'Deposit approved',",
      '  body: `Your deposit of %{amount} is in your wallet.`,',
      '});',
      '',
    ]);
    expect(checkServerTexts(tree({ ...KEPT, [NOTIFY]: events }))).toEqual([
      `${NOTIFY}:3: title "Deposit approved" ${ADVICE}`,
      `${NOTIFY}:4: body "Your deposit of … is in your wallet." ${ADVICE}`,
    ]);
  });
});
