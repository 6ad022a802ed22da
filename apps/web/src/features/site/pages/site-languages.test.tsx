import { MSG, type PublicSitePage, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { HOME_PAGES } from '@app/web-kit/lib/site-content/home-pages';
import { LEGAL_PAGES } from '@app/web-kit/lib/site-content/legal-pages';
import { ES_HOME_PAGES } from '@app/web-kit/lib/site-content/locales/es/home-pages';
import { ES_LEGAL_PAGES } from '@app/web-kit/lib/site-content/locales/es/legal-pages';
import { HI_HOME_PAGES } from '@app/web-kit/lib/site-content/locales/hi/home-pages';
import { HI_LEGAL_PAGES } from '@app/web-kit/lib/site-content/locales/hi/legal-pages';
import { forgetSitePageEdits } from '@app/web-kit/lib/site-content/site-page-edits';
import { englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { treeOf } from '@app/web-kit/test/markdown-test-kit';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newsStubs } from '../../../test/news-test-kit';
import { renderApp } from '../../../test/render-app';
import { SITE_SETTINGS, siteStubs, stubSiteRoutes } from '../../../test/site-test-kit';
import { SITE_LIVE_STATE_TEXTS } from '../components/live/state-texts';
import { SITE_LIVE_TEXTS } from '../components/live/texts';
import { SITE_HOME_TEXTS } from '../home-texts';
import { SITE_SHARED_TEXTS } from '../shared-texts';
import { SITE_TEXTS } from '../texts';
import { ES_SITE, ES_SITE_HOME, ES_SITE_LIVE, ES_SITE_LIVE_STATE, ES_SITE_SHARED } from '../texts.es';
import { HI_SITE, HI_SITE_HOME, HI_SITE_LIVE, HI_SITE_LIVE_STATE, HI_SITE_SHARED } from '../texts.hi';

// docs/decisions/017-translations.md: the public site's pieces, its home page and its legal pages in Spanish and Hindi.

const placesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]).sort();
const ENGLISH: Record<string, string>[] = [
  SITE_TEXTS,
  SITE_SHARED_TEXTS,
  SITE_HOME_TEXTS,
  SITE_LIVE_TEXTS,
  SITE_LIVE_STATE_TEXTS,
];
const SPANISH: Record<string, string>[] = [ES_SITE, ES_SITE_SHARED, ES_SITE_HOME, ES_SITE_LIVE, ES_SITE_LIVE_STATE];
const HINDI: Record<string, string>[] = [HI_SITE, HI_SITE_SHARED, HI_SITE_HOME, HI_SITE_LIVE, HI_SITE_LIVE_STATE];
/** Terms shown as they are in every language. */
const KEPT = /USDT|BEP-20|BNB Smart Chain|KYC|\b[ABC]\b/g;

describe('the site dictionaries', () => {
  it.each([
    ['es', SPANISH],
    ['hi', HINDI],
  ] as const)('in %s have a real text for every key, with the same values and kept terms', (_locale, translated) => {
    ENGLISH.forEach((english, index) => {
      const texts = translated[index] ?? {};
      for (const [key, text] of Object.entries(english)) {
        expect(texts[key]?.trim(), key).toBeTruthy();
        expect(texts[key], key).not.toBe(text);
        expect(placesOf(texts[key] ?? ''), key).toEqual(placesOf(text));
        if (text.includes('USDT')) expect(texts[key], key).toContain('USDT');
      }
    });
  });

  it('in Hindi are written in Devanagari, with no Latin word but the kept terms', () => {
    for (const texts of [...HINDI]) {
      for (const [key, text] of Object.entries(texts)) {
        const words = text.replace(/\{\{\w+\}\}/g, '').replace(KEPT, '');
        expect(text, key).toMatch(/[\u0900-\u097F]/);
        expect(words, key).not.toMatch(/[A-Za-z]/);
      }
    }
  });
});

describe('the legal pages in Spanish and Hindi', () => {
  it.each([
    ['es', ES_LEGAL_PAGES],
    ['hi', HI_LEGAL_PAGES],
  ] as const)('in %s have each English page, section for section', (_locale, translated) => {
    for (const page of translated) {
      const english = LEGAL_PAGES.find((candidate) => candidate.path === page.path);
      expect(page.kind, page.path).toBe(english?.kind);
      if (english?.kind !== 'article' || page.kind !== 'article') continue;
      expect(page.heading).not.toBe(english.heading);
      expect(page.showsCompany).toBe(english.showsCompany);
      expect(page.sections.map((section) => section.paragraphs.length)).toEqual(
        english.sections.map((section) => section.paragraphs.length),
      );
      expect(page.sections.map((section) => section.list?.length)).toEqual(
        english.sections.map((section) => section.list?.length),
      );
      expect(page.related?.links.map((link) => link.to)).toEqual(english.related?.links.map((link) => link.to));
    }
    expect(translated.map((page) => page.path).sort()).toEqual([
      '/404',
      '/coming-soon',
      '/privacy-policy',
      '/purchase-guide',
      '/risk-disclosure',
      '/terms-of-service',
    ]);
  });
});

describe('the home demos in Spanish and Hindi', () => {
  it.each([
    ['es', ES_HOME_PAGES],
    ['hi', HI_HOME_PAGES],
  ] as const)('in %s have each English page, with the same layout, links and live figures', (_locale, translated) => {
    expect(translated.map((page) => page.path)).toEqual(HOME_PAGES.map((page) => page.path));
    translated.forEach((page, index) => {
      const english = HOME_PAGES[index];
      if (!english) return;
      expect(page.heading).not.toBe(english.heading);
      expect([page.variant, page.art]).toEqual([english.variant, english.art]);
      expect(page.actions.map((action) => action.to)).toEqual(english.actions.map((action) => action.to));
      expect(page.features.items.map((item) => item.icon)).toEqual(english.features.items.map((item) => item.icon));
      expect(page.steps?.items.length).toBe(english.steps?.items.length);
      expect(page.live?.map((block) => block.topic)).toEqual(english.live?.map((block) => block.topic));
      expect(page.cta.action.to).toBe(english.cta.action.to);
    });
  });
});

/**
 * The English words of the home page's dictionaries that no Spanish text of them uses (its {{value}} names counting
 * among its words), left in what a visitor reads or hears (the app's toaster aside).
 */
const englishLeft = () =>
  englishLeftOnScreen(
    ENGLISH.map((english, index) => [english, SPANISH[index] ?? {}]),
    { unchangedVouch: true, valuesVouch: true },
  );

describe('the public site in Spanish and Hindi', () => {
  afterEach(async () => {
    await changeLocale('en');
    forgetSitePageEdits();
  });

  it('shows the home page in Spanish, its live figures too', async () => {
    await changeLocale('es');
    stubRoutes(...siteStubs());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Paquetes en USDT con un beneficio diario, e ingresos de tu equipo.',
    );
    const list = await screen.findByRole('list', { name: 'Paquetes a la venta' });
    const starter = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(starter).getByText(/^0,5\s% al día$/)).toBeTruthy();
    expect(within(starter).getByText('300 días pagados')).toBeTruthy();
    expect(within(starter).getByText('0,50 USDT')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Cómo se pagan los ingresos' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Retiros' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Riesgo' }).textContent).toContain('Puedes perder dinero.');
    expect(screen.getByRole('link', { name: 'Leer las preguntas frecuentes' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the home page in Hindi', async () => {
    await changeLocale('hi');
    stubRoutes(...siteStubs());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'दैनिक लाभ वाले USDT पैकेज, और आपकी टीम से आय।',
    );
    expect(await screen.findByRole('list', { name: 'बिक्री पर पैकेज' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'जोखिम प्रकटीकरण पढ़ें' }).getAttribute('href')).toBe('/risk-disclosure');
  });

  it.each([
    ['hi', '/terms-of-service', 'सेवा की शर्तें', 'प्लेटफ़ॉर्म का संचालक', 'अंतिम अपडेट: 25 नवंबर 2026'],
    [
      'es',
      '/privacy-policy',
      'Cómo tratamos tus datos personales',
      'Operador de la plataforma',
      'Última actualización: 25 de noviembre de 2026',
    ],
    [
      'es',
      '/risk-disclosure',
      'Advertencia de riesgos: puedes perder dinero',
      'Operador de la plataforma',
      'Última actualización: 25 de noviembre de 2026',
    ],
  ] as const)('shows %s %s in that language, naming the operator', async (locale, path, heading, operator, updated) => {
    await changeLocale(locale);
    stubRoutes(...siteStubs());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(updated)).toBeTruthy();
    const card = screen.getByRole('region', { name: operator });
    expect(await within(card).findByText(SITE_SETTINGS.companyName)).toBeTruthy();
  });

  it.each([
    ['es', '/home-1', 'Compra un paquete en USDT, reclama un beneficio diario, forma un equipo', 'Paso 1'],
    ['hi', '/home-1', 'USDT में पैकेज खरीदें, दैनिक लाभ क्लेम करें, टीम बनाएँ', 'चरण 1'],
  ] as const)('shows %s %s in that language', async (locale, path, heading, step) => {
    await changeLocale(locale);
    stubRoutes(...siteStubs());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(step)).toBeTruthy();
  });

  it('turns an open legal page into the chosen language', async () => {
    stubRoutes(...siteStubs());
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    await act(() => changeLocale('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Depósitos' })).toBeTruthy();
  });

  // docs/decisions/029-texts-per-language.md: each language reads its own edits.
  const english: PublicSitePage = {
    path: '/terms-of-service',
    language: 'en',
    title: 'Our new terms',
    tree: treeOf('## Fair use\n\nOnly one account per person.'),
    published: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
  const hindi: PublicSitePage = { ...english, language: 'hi', title: 'हमारी नई शर्तें', tree: treeOf('## उचित उपयोग') };

  it("shows the shipped translation, not the English edit, to a visitor in a language without the page's edit", async () => {
    forgetSitePageEdits();
    const server = stubSiteRoutes(
      on(routes.sitePages, (call) => ok(MSG.loaded, call.query.language === 'en' ? [english] : [])),
      ...newsStubs(),
    );
    await changeLocale('hi');
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'सेवा की शर्तें' })).toBeTruthy();
    expect(screen.queryByText('Our new terms')).toBeNull();
    expect(server.calls.of(routes.sitePages).map((call) => call.query.language)).toContain('hi');
  });

  it("shows the edit in the visitor's language, and the page's English edit once English is chosen", async () => {
    forgetSitePageEdits();
    stubSiteRoutes(
      on(routes.sitePages, (call) => ok(MSG.loaded, call.query.language === 'hi' ? [hindi] : [english])),
      ...newsStubs(),
    );
    await changeLocale('hi');
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारी नई शर्तें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'उचित उपयोग' })).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our new terms' })).toBeTruthy();
  });
});
