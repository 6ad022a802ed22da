import { type MarkdownTree, safeHref } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { treeOf } from '../test/markdown-test-kit';
import { MarkdownBody } from './markdown-body';

// docs/product.md#site, docs/decisions/021-markdown-on-save.md: an operator's text never becomes HTML of its own, and
// never a script by a link, neither in the tree the server builds on save nor in whatever tree an answer holds.

function renderTree(tree: MarkdownTree) {
  const router = createMemoryRouter([{ path: '/', element: <MarkdownBody tree={tree} /> }]);
  const { container } = render(<RouterProvider router={router} />);
  return container;
}

const renderMarkdown = (markdown: string) => renderTree(treeOf(markdown));

describe('MarkdownBody', () => {
  it('renders headings, emphasis, lists and site links as the site prose', () => {
    const container = renderMarkdown('## Accounts\n\nOne **account** per person.\n\n- first\n- second\n\n[FAQ](/faq)');
    expect(screen.getByRole('heading', { level: 2, name: 'Accounts' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('account');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
  });

  it('puts no attribute of its own on the markup (the tree stays off the DOM)', () => {
    const container = renderMarkdown('# Title\n\n## Part\n\nText with `code`.\n\n> quoted\n\n1. one\n\n---');
    expect(container.querySelectorAll('[node]')).toHaveLength(0);
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted');
    expect(container.querySelector('code')?.textContent).toBe('code');
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
    expect(container.textContent).toBe('a diagram');
  });

  it('keeps web and mail links, opening outside links safely', () => {
    renderMarkdown('[web](https://example.test/a) [mail](mailto:desk@example.test)');
    const web = screen.getByRole('link', { name: 'web' });
    expect(web.getAttribute('href')).toBe('https://example.test/a');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:desk@example.test');
  });

  it('renders only the prose elements of a tree it is answered, whatever else the tree holds', () => {
    const element = (tagName: string, properties: Record<string, unknown>, ...children: unknown[]) => ({
      type: 'element',
      tagName,
      properties,
      children,
    });
    const text = (value: string) => ({ type: 'text', value });
    const hostile = {
      type: 'root',
      children: [
        element('script', {}, text('window.hacked = true')),
        { type: 'raw', value: '<img src="x" onerror="window.hacked = true">' },
        element('p', { style: 'position:fixed', className: ['x'], onClick: 'window.hacked = true' }, text('Kept')),
        element('iframe', { src: 'https://evil.test' }),
        element('img', { src: 'x', onError: 'window.hacked = true', alt: 'described' }),
        element('a', { href: 'javascript:alert(1)' }, text(' no link')),
        element('a', { href: '/\t/evil.test' }, text(' nor this')),
        element('div', { dangerouslySetInnerHTML: { __html: '<b>bold</b>' } }, element('em', {}, text(' unwrapped'))),
        element('a', { href: '/faq', target: '_top', title: 'Questions' }, text('FAQ')),
      ],
    } as unknown as MarkdownTree;
    const container = renderTree(hostile);
    expect(container.querySelector('script, iframe, img, b, [style], [class="x"], [target]')).toBeNull();
    expect(container.querySelectorAll('div')).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/onerror|onclick|hacked|evil/i);
    expect(container.querySelector('p')?.textContent).toBe('Kept');
    expect(container.textContent).toBe('Keptdescribed no link nor this unwrappedFAQ');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('title')])).toEqual([
      ['/faq', 'Questions'],
    ]);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('safeHref answers only followable targets', () => {
    expect(safeHref('/terms-of-service')).toBe('/terms-of-service');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref(' javascript:alert(1)')).toBeUndefined();
    expect(safeHref('java\nscript:alert(1)')).toBeUndefined();
    expect(safeHref('//evil.test')).toBeUndefined();
    expect(safeHref('/\\evil.test')).toBeUndefined();
    expect(safeHref('/\t/evil.test')).toBeUndefined();
  });
});
