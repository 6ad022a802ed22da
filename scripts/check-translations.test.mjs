import { describe, expect, it } from 'vitest';
import { checkTranslations } from './check-translations.mjs';
import { useTestTrees } from './test-tree.mjs';

const tree = useTestTrees('translations-');

// A web app whose screens all go through the translations; each test breaks one rule.
const PAGE = 'apps/web/src/features/brand-new/page.tsx';
const KEPT = {
  [PAGE]: [
    "import { useTexts } from '../../i18n/texts';",
    "import { TEXTS } from './texts';",
    'export function Page({ amount }: { amount: string }) {',
    '  const { t } = useTexts(TEXTS);',
    '  return (',
    '    <section aria-label={t("title")}>',
    '      <h1 title={t("title")}>{t("title")}</h1>',
    '      <input placeholder="0x…" aria-label={t("title")} />',
    '      <p>{amount} USDT (BEP-20) · 1/2 — 100%</p>',
    '      <img alt="" src="/logo.svg" />',
    '    </section>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'apps/web/src/features/brand-new/texts.ts': "export const TEXTS = {\n  title: 'Title',\n  'page.more': 'More',\n};\n",
  'apps/web/src/features/brand-new/page.test.tsx': 'it("x", () => <p>Any English in a test</p>);\n',
  'apps/web/src/i18n/locales/en.ts':
    "export const EN = {\n  'menu.home': 'Home',\n} as const;\nexport type UiTexts = {};\n",
  'apps/web/src/i18n/locales/es.ts':
    "import type { UiTexts } from './en';\nconst UI: UiTexts = {\n  'menu.home': 'Inicio',\n};\n",
  'apps/web/src/i18n/locales/hi.ts':
    "import type { UiTexts } from './en';\nconst UI: UiTexts = {\n  'menu.home': 'होम',\n};\n",
  'apps/web/src/features/brand-new/texts.es.ts': [
    "import type { TextsOf } from '../../i18n/locale-bundle';",
    "import type { TEXTS } from './texts';",
    "export const ES_BRAND_NEW: TextsOf<typeof TEXTS> = { title: 'Título', 'page.more': 'Más' };",
    'export const TRANSLATIONS: readonly Record<string, string>[] = [ES_BRAND_NEW];',
    '',
  ].join('\n'),
  'apps/web/src/features/brand-new/texts.hi.ts': [
    "import type { TextsOf } from '../../i18n/locale-bundle';",
    "import type { TEXTS } from './texts';",
    "export const HI_BRAND_NEW: TextsOf<typeof TEXTS> = { title: 'शीर्षक', 'page.more': 'और' };",
    'export const TRANSLATIONS: readonly Record<string, string>[] = [HI_BRAND_NEW];',
    '',
  ].join('\n'),
  'apps/web/src/i18n/locales/es-areas.ts':
    "export { TRANSLATIONS as BRAND_NEW } from '../../features/brand-new/texts.es';\n",
  'apps/web/src/i18n/locales/hi-areas.ts':
    "export { TRANSLATIONS as BRAND_NEW } from '../../features/brand-new/texts.hi';\n",
};

const withPage = (jsx) => ({ ...KEPT, [PAGE]: `export const Page = () => (\n  ${jsx}\n);\n` });

describe('checkTranslations', () => {
  it('passes texts that go through the dictionaries, allowed terms and signs, and tests', () => {
    expect(checkTranslations(tree(KEPT))).toEqual([]);
  });

  it('refuses English written as a JSX text child', () => {
    expect(checkTranslations(tree(withPage('<p>Withdraw capital</p>')))).toEqual([
      `${PAGE}:2: text "Withdraw capital"`,
    ]);
  });

  it('refuses English in a JSX text beside values, and in any script', () => {
    expect(checkTranslations(tree(withPage('<p>Minimum {10} USDT.</p>')))).toEqual([`${PAGE}:2: text "Minimum"`]);
    expect(checkTranslations(tree(withPage('<p>न्यूनतम</p>')))).toEqual([`${PAGE}:2: text "न्यूनतम"`]);
  });

  it('refuses English given as a string in braces, or as either branch of a condition', () => {
    expect(checkTranslations(tree(withPage("<p>{'Withdraw capital'}</p>")))).toEqual([
      `${PAGE}:2: text "Withdraw capital"`,
    ]);
    expect(checkTranslations(tree(withPage("<p>{ok ? 'Approved' : t('title')}</p>")))).toEqual([
      `${PAGE}:2: text "Approved"`,
    ]);
    expect(checkTranslations(tree(withPage("<p>{ok && 'Approved'}</p>")))).toEqual([`${PAGE}:2: text "Approved"`]);
  });

  it.each(['aria-label', 'title', 'placeholder', 'alt', 'label', 'heading', 'loadingLabel'])(
    'refuses a string literal given to %s, quoted or in braces',
    (attribute) => {
      expect(checkTranslations(tree(withPage(`<Field ${attribute}="Your address" />`)))).toEqual([
        `${PAGE}:2: ${attribute}="Your address"`,
      ]);
      expect(checkTranslations(tree(withPage(`<Field ${attribute}={'Your address'} />`)))).toEqual([
        `${PAGE}:2: ${attribute}="Your address"`,
      ]);
    },
  );

  it('lets other attributes carry literals (class names, ids, routes)', () => {
    expect(checkTranslations(tree(withPage('<a className="text-sm font-bold" id="top" href="/my">{1}</a>')))).toEqual(
      [],
    );
  });

  it('refuses a key the English dictionary has and a translation lacks', () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/features/brand-new/texts.ts':
        "export const TEXTS = {\n  title: 'Title',\n  'page.more': 'More',\n  'page.new': 'New',\n} as const;\n",
    });
    expect(checkTranslations(root)).toEqual([
      'apps/web/src/features/brand-new/texts.es.ts ES_BRAND_NEW: "page.new" is in English only',
      'apps/web/src/features/brand-new/texts.hi.ts HI_BRAND_NEW: "page.new" is in English only',
    ]);
  });

  it('refuses a key a translation has and English lacks, in the entry texts too', () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/i18n/locales/hi.ts':
        "import type { UiTexts } from './en';\nconst UI: UiTexts = {\n  'menu.home': 'होम',\n  'menu.gone': 'गया',\n};\n",
    });
    expect(checkTranslations(root)).toEqual(['apps/web/src/i18n/locales/hi.ts UI: "menu.gone" is not in English']);
  });

  it('refuses a translation whose English dictionary cannot be found', () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/features/brand-new/texts.ts': "export const OTHER = { title: 'Title' };\n",
    });
    expect(checkTranslations(root)).toEqual([
      'apps/web/src/features/brand-new/texts.es.ts: ES_BRAND_NEW translates TEXTS, not found as an object in apps/web/src/features/brand-new/texts.ts',
      'apps/web/src/features/brand-new/texts.hi.ts: HI_BRAND_NEW translates TEXTS, not found as an object in apps/web/src/features/brand-new/texts.ts',
    ]);
  });

  it('finds an English dictionary kept in the component that shows it', () => {
    const translation = (locale, text) =>
      [
        "import type { TextsOf } from '../../i18n/locale-bundle';",
        "import type { PAGE_TEXTS } from './inline';",
        `export const ${locale}: TextsOf<typeof PAGE_TEXTS> = { 'inline.title': '${text}' };`,
        `export const TRANSLATIONS = [${locale}];`,
        '',
      ].join('\n');
    const files = {
      ...KEPT,
      'apps/web/src/features/brand-new/inline.tsx':
        "export const PAGE_TEXTS = { 'inline.title': 'Title' } as const;\nexport const Inline = () => useTexts(PAGE_TEXTS).t('inline.title');\n",
      'apps/web/src/features/brand-new/inline-texts.es.ts': translation('ES_INLINE', 'Título'),
      'apps/web/src/features/brand-new/inline-texts.hi.ts': translation('HI_INLINE', 'शीर्षक'),
      'apps/web/src/i18n/locales/es-areas.ts': `${KEPT['apps/web/src/i18n/locales/es-areas.ts']}export { TRANSLATIONS as INLINE } from '../../features/brand-new/inline-texts.es';\n`,
      'apps/web/src/i18n/locales/hi-areas.ts': `${KEPT['apps/web/src/i18n/locales/hi-areas.ts']}export { TRANSLATIONS as INLINE } from '../../features/brand-new/inline-texts.hi';\n`,
    };
    expect(checkTranslations(tree(files))).toEqual([]);
    files['apps/web/src/features/brand-new/inline.tsx'] =
      "export const PAGE_TEXTS = { 'inline.title': 'Title', 'inline.more': 'More' } as const;\n";
    expect(checkTranslations(tree(files))).toEqual([
      'apps/web/src/features/brand-new/inline-texts.es.ts ES_INLINE: "inline.more" is in English only',
      'apps/web/src/features/brand-new/inline-texts.hi.ts HI_INLINE: "inline.more" is in English only',
    ]);
  });

  it('refuses a dictionary a screen shows with no translation in a language, in a file not named for it too', () => {
    const { 'apps/web/src/features/brand-new/texts.hi.ts': hindi, ...withoutHindi } = KEPT;
    expect(checkTranslations(tree(withoutHindi))).toEqual([
      'apps/web/src/features/brand-new/texts.ts: TEXTS has no Hindi: translate it as TextsOf<typeof TEXTS> in a *texts.hi.ts file beside it',
    ]);
    // The language's chunk loads only the files named for it, so one named otherwise translates nothing.
    expect(checkTranslations(tree({ ...withoutHindi, 'apps/web/src/features/brand-new/hindi.ts': hindi }))).toEqual([
      'apps/web/src/features/brand-new/texts.ts: TEXTS has no Hindi: translate it as TextsOf<typeof TEXTS> in a *texts.hi.ts file beside it',
    ]);
  });

  it('refuses a translated dictionary its file does not list in TRANSLATIONS, which the chunk loads', () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/features/brand-new/texts.es.ts': KEPT['apps/web/src/features/brand-new/texts.es.ts'].replace(
        '[ES_BRAND_NEW]',
        '[]',
      ),
    });
    expect(checkTranslations(root)).toEqual([
      'apps/web/src/features/brand-new/texts.es.ts: ES_BRAND_NEW is not in its TRANSLATIONS, so the Spanish chunk never loads it',
      'apps/web/src/features/brand-new/texts.ts: TEXTS has no Spanish: translate it as TextsOf<typeof TEXTS> in a *texts.es.ts file beside it',
    ]);
  });

  it("refuses a translation file its language's list does not register, and a listed file of another language", () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/i18n/locales/es-areas.ts': '',
      'apps/web/src/i18n/locales/hi-areas.ts': `${KEPT['apps/web/src/i18n/locales/hi-areas.ts']}export { TRANSLATIONS as SPANISH } from '../../features/brand-new/texts.es';\n`,
    });
    expect(checkTranslations(root)).toEqual([
      'apps/web/src/features/brand-new/texts.es.ts is not registered in apps/web/src/i18n/locales/es-areas.ts, so the Spanish chunk never loads it',
      'apps/web/src/i18n/locales/hi-areas.ts registers apps/web/src/features/brand-new/texts.es.ts, which is no *texts.hi.ts file',
    ]);
  });

  it("checks the console and the kit as the members' app: each registers its own, a kit dictionary is found by its package name", () => {
    const kitTexts = "export const KIT_TEXTS = { 'kit.ok': 'OK' };\n";
    const root = tree({
      ...KEPT,
      'packages/web-kit/src/components/ui/texts.ts': kitTexts,
      'packages/web-kit/src/components/ui/texts.es.ts': [
        "import type { KIT_TEXTS } from './texts';",
        "export const ES_KIT: TextsOf<typeof KIT_TEXTS> = { 'kit.ok': 'Vale' };",
        'export const TRANSLATIONS = [ES_KIT];',
        '',
      ].join('\n'),
      'apps/console/src/features/audit/page.tsx':
        "import { KIT_TEXTS } from '@app/web-kit/components/ui/texts';\nexport const Page = () => textOf(KIT_TEXTS, 'kit.ok');\n",
      'apps/console/src/features/audit/texts.es.ts': 'export const TRANSLATIONS = [];\n',
      'apps/console/src/i18n/locales/es-areas.ts': '',
    });
    expect(checkTranslations(root)).toEqual([
      'apps/console/src/features/audit/texts.es.ts is not registered in apps/console/src/i18n/locales/es-areas.ts, so the Spanish chunk never loads it',
      'packages/web-kit/src/components/ui/texts.es.ts is not registered in packages/web-kit/src/i18n/locales/es-areas.ts, so the Spanish chunk never loads it',
      'packages/web-kit/src/components/ui/texts.ts: KIT_TEXTS has no Hindi: translate it as TextsOf<typeof KIT_TEXTS> in a *texts.hi.ts file beside it',
    ]);
  });

  it('refuses a dictionary kept in the component that shows it and translated in no language', () => {
    const root = tree({
      ...KEPT,
      'apps/web/src/features/brand-new/inline.tsx':
        "export const PAGE_TEXTS = { 'inline.title': 'Title' } as const;\nexport const title = () => textOf(PAGE_TEXTS, 'inline.title');\n",
    });
    expect(checkTranslations(root)).toEqual([
      'apps/web/src/features/brand-new/inline.tsx: PAGE_TEXTS has no Spanish: translate it as TextsOf<typeof PAGE_TEXTS> in a *texts.es.ts file beside it',
      'apps/web/src/features/brand-new/inline.tsx: PAGE_TEXTS has no Hindi: translate it as TextsOf<typeof PAGE_TEXTS> in a *texts.hi.ts file beside it',
    ]);
  });
});
