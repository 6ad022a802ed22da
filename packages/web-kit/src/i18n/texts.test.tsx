import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from '../components/ui/status-badge';
import { LOAD_ERROR_TEXTS } from '../components/ui/texts';
import { describeAreaKeys } from '../test/translation-checks';
import { changeLocale } from './i18n';
import { EN } from './locales/en';
import { ES_UI } from './locales/es';
import { ES_KIT_AREAS } from './locales/es-areas';
import { HI_UI } from './locales/hi';
import { HI_KIT_AREAS } from './locales/hi-areas';
import { useTexts } from './texts';

afterEach(async () => {
  await changeLocale('en');
});

function Sentence() {
  const { tx } = useTexts(LOAD_ERROR_TEXTS);
  return <p>{tx('ui.loadError', { what: <strong>12.50 USDT</strong> })}</p>;
}

describe('useTexts', () => {
  it('shows the English of the dictionary, then the chosen language once it is loaded', async () => {
    const { rerender } = render(<StatusBadge status="pending" />);
    expect(screen.getByText('Pending')).toBeTruthy();
    await changeLocale('hi');
    rerender(<StatusBadge status="pending" />);
    expect(screen.getByText('लंबित')).toBeTruthy();
    await changeLocale('es');
    rerender(<StatusBadge status="reject" />);
    expect(screen.getByText('Rechazado')).toBeTruthy();
  });

  it('puts an element where a translated sentence has its place, wherever the language puts it', async () => {
    await changeLocale('hi');
    render(<Sentence />);
    const strong = screen.getByText('12.50 USDT');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.parentElement?.textContent).toBe('हम 12.50 USDT लोड नहीं कर सके।');
  });
});

describe("the member menu's names", () => {
  it('name every page in the language, the packages page included', () => {
    for (const [key, english] of Object.entries(EN).filter(([key]) => key.startsWith('member.'))) {
      expect(ES_UI[key as keyof typeof EN], key).not.toBe(english);
      expect(HI_UI[key as keyof typeof EN], key).not.toBe(english);
    }
    expect(ES_UI['member.stake']).toBe('Paquetes');
  });
});

describeAreaKeys({ es: ES_KIT_AREAS, hi: HI_KIT_AREAS });
