import { describe, expect, it } from 'vitest';
import { anchorOf, checkDocLinks } from './check-doc-links.mjs';
import { useTestTrees } from './test-tree.mjs';

// Citations are built here, so this file cites nothing itself.
const cite = (document, anchor) => `docs/${document}.md#${anchor}`;

const tree = useTestTrees('doc-links-');

const DOCS = {
  'docs/product.md': '# Product rules\n\n## Proof of reserves\n\n### Rank progress\n\n```\n## not a heading\n```\n',
  'docs/decisions/010-reserves.md': '# Reserves\n',
};

describe('citations of docs/ in code', () => {
  it('pass when each names a heading of a file that exists', () => {
    const root = tree({
      ...DOCS,
      'apps/api/src/a.ts': `// ${cite('product', 'proof-of-reserves')} and ${cite('product', 'rank-progress')}\n`,
      'apps/web/src/b.tsx': `/** ${cite('decisions/010-reserves', 'reserves')} */\n`,
    });
    expect(checkDocLinks(root)).toEqual([]);
  });

  it('name the line of a heading that does not exist, a file that does not, and skip built output', () => {
    const root = tree({
      ...DOCS,
      'apps/web/src/login.tsx': `\n/** ${cite('product', 'sessions')} */\n`,
      'packages/contract/src/c.ts': `// ${cite('missing', 'anything')}\n`,
      'apps/api/src/d.ts': `// ${cite('product', 'not-a-heading')}\n`,
      'apps/web/dist/e.js': `// ${cite('product', 'sessions')}\n`,
      'apps/api/node_modules/x/f.js': `// ${cite('product', 'sessions')}\n`,
    });
    expect(checkDocLinks(root)).toEqual([
      `apps/api/src/d.ts:1 cites ${cite('product', 'not-a-heading')}, a heading docs/product.md lacks`,
      `apps/web/src/login.tsx:2 cites ${cite('product', 'sessions')}, a heading docs/product.md lacks`,
      `packages/contract/src/c.ts:1 cites ${cite('missing', 'anything')}, but docs/missing.md does not exist`,
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('Proof of reserves')).toBe('proof-of-reserves');
    expect(anchorOf("Ranks & the members' figures")).toBe('ranks--the-members-figures');
  });
});
