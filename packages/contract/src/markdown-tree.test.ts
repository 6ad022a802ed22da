import { describe, expect, it } from 'vitest';
import { renderMarkdownTree } from './markdown-render';
import {
  cleanMarkdownTree,
  MARKDOWN_MAX_DEPTH,
  markdownTreeText,
  plainParagraphsTree,
  safeHref,
} from './markdown-tree';

// The rules of a stored Markdown tree (docs/decisions/021-markdown-on-save.md): the server builds and cleans it on
// save, and the site cleans it again before rendering, whatever it was answered.

const element = (tagName: string, properties: Record<string, unknown>, ...children: unknown[]) => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({ type: 'text', value });

describe('cleanMarkdownTree', () => {
  it('keeps the prose elements with a safe link target, title and list start only', () => {
    const cleaned = cleanMarkdownTree({
      type: 'root',
      children: [
        element('ol', { start: 3, className: ['x'] }, element('li', { id: 'y' }, text('one'))),
        element('a', { href: ' /faq ', title: 'Questions', target: '_blank', onClick: 'x()' }, text('FAQ')),
        element('a', { href: 'javascript:alert(1)' }, text(' no link')),
      ],
    });
    expect(cleaned).toEqual({
      type: 'root',
      children: [
        element('ol', { start: 3 }, element('li', {}, text('one'))),
        element('a', { href: '/faq', title: 'Questions' }, text('FAQ')),
        text(' no link'),
      ],
    });
  });

  it('drops raw HTML, comments and scripts, keeps an image as its description and another element as its content', () => {
    const cleaned = cleanMarkdownTree({
      type: 'root',
      children: [
        { type: 'raw', value: '<script>x()</script>' },
        { type: 'comment', value: 'hidden' },
        element('script', {}, text('window.hacked = true')),
        element('p', {}, element('img', { src: 'x', alt: 'a diagram' }), element('span', {}, text(' and more'))),
        'not a node',
        null,
      ],
    });
    expect(cleaned).toEqual({ type: 'root', children: [element('p', {}, text('a diagram and more'))] });
  });

  it('answers an empty tree for anything that is not one', () => {
    for (const value of [null, 'root', { type: 'element', children: [] }, { type: 'root', children: 'x' }]) {
      expect(cleanMarkdownTree(value)).toEqual({ type: 'root', children: [] });
    }
  });

  it('flattens what is nested past twice the deepest Markdown to its text, without recursing into it', () => {
    let deep: unknown = text('bottom');
    for (let level = 0; level < 100_000; level += 1) deep = element(level % 2 ? 'blockquote' : 'span', {}, deep);
    const cleaned = cleanMarkdownTree({ type: 'root', children: [deep] });
    expect(markdownTreeText(cleaned)).toBe('bottom');
    expect(JSON.stringify(cleaned).split('"blockquote"').length - 1).toBeLessThanOrEqual(MARKDOWN_MAX_DEPTH * 2);
  });

  it('leaves a tree the renderer built as it is', () => {
    const rendering = renderMarkdownTree(
      '## Title\n\n> A **quote** with [a link](https://example.test "T").\n\n1. one',
    );
    expect(cleanMarkdownTree(rendering.tree)).toEqual(rendering.tree);
  });
});

describe('safeHref', () => {
  it('follows web, mail, site and anchor targets only', () => {
    expect(['https://a.test', 'http://a.test', 'mailto:x@a.test', '/faq', '#top'].map(safeHref)).toEqual([
      'https://a.test',
      'http://a.test',
      'mailto:x@a.test',
      '/faq',
      '#top',
    ]);
    for (const target of [
      'javascript:x',
      'data:text/html,x',
      '//a.test',
      '/\\a.test',
      '/\t/a.test',
      'java\nscript:x',
    ]) {
      expect(safeHref(target), target).toBeUndefined();
    }
  });
});

describe('plainParagraphsTree', () => {
  it('splits a text at its blank lines, 200 paragraphs at most, the rest in the last', () => {
    expect(plainParagraphsTree('## One\n\n  two \n \nthree')).toEqual({
      type: 'root',
      children: [element('p', {}, text('## One')), element('p', {}, text('two')), element('p', {}, text('three'))],
    });
    const many = plainParagraphsTree('line\n\n'.repeat(1000));
    expect(many.children).toHaveLength(200);
    expect(markdownTreeText(many).split(' ')).toHaveLength(1000);
  });
});
