import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownBody, safeHref } from './markdown-body';

// docs/product.md#site: an operator's Markdown never becomes HTML of its own, and never a script by a link.

function renderMarkdown(markdown: string) {
  const router = createMemoryRouter([{ path: '/', element: <MarkdownBody markdown={markdown} /> }]);
  const { container } = render(<RouterProvider router={router} />);
  return container;
}

describe('MarkdownBody', () => {
  it('renders headings, emphasis, lists and site links as the site prose', () => {
    const container = renderMarkdown('## Accounts\n\nOne **account** per person.\n\n- first\n- second\n\n[FAQ](/faq)');
    expect(screen.getByRole('heading', { level: 2, name: 'Accounts' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('account');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
  });

  it('puts no attribute of its own on the markup (the syntax tree stays off the DOM)', () => {
    const container = renderMarkdown('# Title\n\n## Part\n\nText with `code`.\n\n> quoted\n\n1. one\n\n---');
    expect(container.querySelectorAll('[node]')).toHaveLength(0);
  });

  it('drops raw HTML: a <script> or an <img onerror> in the body renders as nothing', () => {
    const container = renderMarkdown(
      'Before\n\n<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\nInline <b onclick="x()">bold</b> after',
    );
    expect(container.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.textContent).toContain('Before');
    expect(container.textContent).toContain('Inline bold after');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps no link a visitor could run: javascript:, data: and vbscript: targets lose their link', () => {
    const container = renderMarkdown(
      '[one](javascript:alert(1)) [two](JaVaScRiPt:alert(1)) [three](data:text/html,x) [four](vbscript:x) [five](//evil.test)',
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toContain('one two three four five');
  });

  it('shows no images, only their text', () => {
    const container = renderMarkdown('![a diagram](https://example.test/a.png)');
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps web and mail links, opening outside links safely', () => {
    renderMarkdown('[web](https://example.test/a) [mail](mailto:desk@example.test)');
    const web = screen.getByRole('link', { name: 'web' });
    expect(web.getAttribute('href')).toBe('https://example.test/a');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:desk@example.test');
  });

  it('safeHref answers only followable targets', () => {
    expect(safeHref('/terms-of-service')).toBe('/terms-of-service');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref(' javascript:alert(1)')).toBeUndefined();
    expect(safeHref('//evil.test')).toBeUndefined();
  });
});
