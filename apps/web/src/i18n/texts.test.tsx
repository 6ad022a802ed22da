import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from '../components/ui/status-badge';
import { LOAD_ERROR_TEXTS } from '../components/ui/texts';
import { changeLocale } from './i18n';
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

// The loader merges every area's dictionaries of a language into one table, where a key given twice would hide one.
const AREAS = {
  es: import.meta.glob<readonly Record<string, string>[]>('../**/*texts.es.ts', {
    eager: true,
    import: 'TRANSLATIONS',
  }),
  hi: import.meta.glob<readonly Record<string, string>[]>('../**/*texts.hi.ts', {
    eager: true,
    import: 'TRANSLATIONS',
  }),
};

describe("the areas' translations", () => {
  it.each(['es', 'hi'] as const)('in %s give each key once across every area', (locale) => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, dictionaries] of Object.entries(AREAS[locale])) {
      dictionaries.forEach((dictionary, index) => {
        for (const key of Object.keys(dictionary)) {
          const where = `${file} TRANSLATIONS[${index}]`;
          if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${where}`);
          seen.set(key, where);
        }
      });
    }
    expect(twice).toEqual([]);
    expect(Object.keys(AREAS[locale]).length).toBeGreaterThan(20);
  });
});
