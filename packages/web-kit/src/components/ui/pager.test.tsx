import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { buttonClasses } from './button-styles';
import { Pager } from './pager';

const renderPager = (page: number, totalPages: number) =>
  renderRoutes(
    [{ path: '/', element: <Pager page={page} totalPages={totalPages} hrefFor={(to) => `?page=${to}`} /> }],
    '/',
  );

/** The classes of the look buttons take when not available (grey, dashed). */
const UNAVAILABLE = buttonClasses('secondary', '', true).split(' ');
const classesOf = (element: Element) => element.className.split(/\s+/);

describe('Pager', () => {
  it("shows a Previous or Next that leads nowhere in the unavailable buttons' look, never faded", () => {
    renderPager(1, 1);
    for (const label of ['Previous', 'Next']) {
      const control = screen.getByText(label);
      expect(control.getAttribute('aria-disabled')).toBe('true');
      expect(screen.queryByRole('link', { name: label })).toBeNull();
      expect(classesOf(control)).toEqual(expect.arrayContaining(UNAVAILABLE));
      expect(classesOf(control)).toContain('border-dashed');
      expect(control.className).not.toMatch(/opacity-/);
    }
  });

  it('keeps the live look for a page it links to', () => {
    renderPager(2, 3);
    for (const label of ['Previous', 'Next']) {
      const link = screen.getByRole('link', { name: label });
      expect(classesOf(link)).not.toContain('border-dashed');
      expect(link.getAttribute('href')).toBe(label === 'Previous' ? '/?page=1' : '/?page=3');
    }
  });
});
