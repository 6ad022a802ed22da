import { type MemberProfile, MSG, type PackageRow, type PublicSettings, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { PACKAGE_CATEGORY_TEXTS } from '@app/web-kit/lib/package-categories';
import { ES_PACKAGE_CATEGORIES } from '@app/web-kit/lib/package-category-texts.es';
import { HI_PACKAGE_CATEGORIES } from '@app/web-kit/lib/package-category-texts.hi';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { orderOf, packageOf, pageOf } from '@app/web-kit/test/packages-test-kit';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_TEXTS } from '../texts';
import { ES_PACKAGES } from '../texts.es';
import { HI_PACKAGES } from '../texts.hi';
import { StakePage } from './stake-page';

// docs/decisions/017-translations.md: /stake, its tabs and its purchase dialog in Hindi, every word of them.

/** Terms every language writes as they are (scripts/check-translations.mjs ALLOWED). */
const KEPT_TERMS = new Set(['USDT']);
const placesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]).sort();

const DICTIONARIES = [
  { name: 'packages', en: PACKAGE_TEXTS, es: ES_PACKAGES, hi: HI_PACKAGES },
  { name: 'package categories', en: PACKAGE_CATEGORY_TEXTS, es: ES_PACKAGE_CATEGORIES, hi: HI_PACKAGE_CATEGORIES },
];

describe.each(DICTIONARIES)('the $name dictionary', ({ en, es, hi }) => {
  it.each([
    ['es', es],
    ['hi', hi],
  ] as const)('in %s has a real text for every key, with the same values and kept terms', (_locale, translated) => {
    const texts: Record<string, string> = translated;
    for (const [key, english] of Object.entries(en as Record<string, string>)) {
      expect(texts[key]?.trim(), key).toBeTruthy();
      expect(texts[key], key).not.toBe(english);
      expect(placesOf(texts[key] ?? ''), key).toEqual(placesOf(english));
      if (english.includes('USDT')) expect(texts[key], key).toContain('USDT');
    }
  });

  it('in Hindi is written in Devanagari, with no Latin word but the kept terms', () => {
    for (const [key, text] of Object.entries(hi as Record<string, string>)) {
      const words = text.replace(/\{\{\w+\}\}/g, '');
      if (/\p{L}/u.test(words)) expect(text, key).toMatch(/[\u0900-\u097F]/);
      expect(latinWords(words), key).toEqual([]);
    }
  });
});

/** The Latin-script words of `text` other than the kept terms. */
function latinWords(text: string): string[] {
  return (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter((word) => !KEPT_TERMS.has(word));
}

/**
 * Every text of the page a member reads or hears: the visible words, the accessible names and hints, the tab title.
 * The app's toaster (app/toasts.tsx, not yet translated) is the frame's, not the page's: no toast is shown here.
 */
function shownTexts(): string {
  const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext'];
  const named = [...document.body.querySelectorAll('*')]
    .filter((element) => !element.closest('.Toastify'))
    .flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''));
  return [document.title, document.body.textContent ?? '', ...named].join(' ');
}

const GOLD = packageOf({ title: 'स्वर्ण' });
const SILVER = packageOf({ _id: '22222222-2222-4222-8222-222222222222', title: 'रजत', status: 'inactive' });
const EXCLUSIVE = packageOf({
  _id: '44444444-4444-4444-8444-444444444444',
  title: 'विशेष',
  category: 'exclusive',
  price: 199,
  maxPrice: 1000,
  handlingFee: 1,
});

function renderStake() {
  stubRoutes(
    on(routes.packageSearch, ok(MSG.loaded, pageOf<PackageRow>([GOLD, SILVER, EXCLUSIVE]))),
    on(routes.activePackages, ok(MSG.loaded, [orderOf({ title: 'स्वर्ण', handlingFee: 1 })])),
    on(routes.profile, ok(MSG.profileLoaded, { fullName: 'आशा राव', balance: 100 } as MemberProfile)),
    on(routes.publicSettings, ok(MSG.loaded, { packageWithdrawalChargePercent: 12.5 } as PublicSettings)),
  );
  return renderRoutes([{ path: '/stake', Component: StakePage }, landing('/deposit')], '/stake');
}

describe('/stake in Hindi', () => {
  beforeEach(async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    await changeLocale('hi');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('words the tabs, the cards and their notes in Hindi, with no English left', async () => {
    renderStake();
    const gold = await screen.findByRole('article', { name: 'स्वर्ण' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('स्टेक');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'पैकेज',
      'एनएफटी एक्सक्लूसिव स्टेक',
      'कलेक्शन',
      'मेरा स्टेक',
      'प्लेयर कार्ड',
    ]);
    expect(gold.textContent).toContain('रोज़ाना 1.5% आय');
    expect(within(gold).getByText('सक्रिय')).toBeTruthy();
    expect(within(gold).getByText('यह पैकेज पहले से सक्रिय है')).toBeTruthy();
    expect(within(gold).getByRole('progressbar', { name: 'पूरे हुए दिन' }).getAttribute('aria-valuetext')).toBe(
      '30 में से 3 दिन',
    );
    expect(screen.getByRole('searchbox', { name: 'पैकेज खोजें' })).toBeTruthy();
    const exclusive = screen.getByRole('article', { name: 'विशेष' });
    expect(exclusive.textContent).toContain('199.00 – 1,000.00 USDT');
    expect(exclusive.textContent).toContain('हैंडलिंग शुल्क 1%, अलग से');
    await waitFor(() => expect(latinWords(shownTexts())).toEqual([]));
  });

  it('words the purchase dialog in Hindi: the terms, a refused amount, the fee, the shortfall', async () => {
    const { user } = renderStake();
    await user.click(await screen.findByRole('button', { name: 'पैकेज खरीदें विशेष' }));
    const dialog = screen.getByRole('dialog', { name: 'विशेष खरीदें' });
    const amount = within(dialog).getByLabelText('निवेश की राशि (USDT)');
    const term = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;

    await user.clear(amount);
    await user.type(amount, '150');
    expect(within(dialog).getByRole('alert').textContent).toBe('कृपया कम से कम 199 की राशि दर्ज करें');
    expect(latinWords(shownTexts())).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '240');
    expect(term('निवेश की गई राशि')).toBe('240.00 USDT');
    expect(term('हैंडलिंग शुल्क (1%)')).toBe('2.40 USDT');
    expect(term('आपके वॉलेट से कुल')).toBe('242.40 USDT');
    expect(term('दैनिक प्रतिफल')).toBe('1.5% (रोज़ 3.60 USDT)');
    expect(term('परिपक्वता')).toBe('30 दिन');
    expect(await within(dialog).findByText('12.5%')).toBeTruthy();
    const deposit = await within(dialog).findByRole('link', { name: 'USDT जमा करें' });
    expect(deposit.parentElement?.textContent).toContain('आपके इलेक्ट्रॉनिक वॉलेट में 142.40 USDT और चाहिए।');
    expect(within(dialog).getByText('इलेक्ट्रॉनिक वॉलेट').nextElementSibling?.textContent).toBe('100.00 USDT');
    expect(within(dialog).getByRole('button', { name: 'खरीद की पुष्टि करें' })).toBeTruthy();
    expect(latinWords(shownTexts())).toEqual([]);
  });

  it("words the member's own orders under my stake in Hindi", async () => {
    const { user } = renderStake();
    await user.click(screen.getByRole('tab', { name: 'मेरा स्टेक' }));
    const panel = screen.getByRole('tabpanel', { name: 'मेरा स्टेक' });
    const orders = await within(panel).findByRole('list', { name: 'ऑर्डर' });
    expect(orders.textContent).toContain('चुकाया गया हैंडलिंग शुल्क 1.00 USDT');
    expect(within(orders).getByRole('link', { name: 'पूंजी निकालें (स्वर्ण)' })).toBeTruthy();
    expect(latinWords(shownTexts())).toEqual([]);
  });
});
