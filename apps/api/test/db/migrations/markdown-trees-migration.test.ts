import { markdownTreeText, plainParagraphsTree } from '@app/contract';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import * as schema from '../../../src/db/schema';
import { listPublicPages } from '../../../src/modules/content/content.repository';
import { renderMissingTrees } from '../../../src/modules/content/markdown-trees';
import { findPublishedPost, toPublicPost } from '../../../src/modules/content/posts.repository';
import { pathologicalBody } from '../../markdown-kit';
import { migrateFrom, migrateUpTo } from '../../migration-kit';

// A platform running before operators' Markdown was rendered on save (docs/decisions/021-markdown-on-save.md): the
// migration adds the trees' columns empty, the site shows each text as its paragraphs meanwhile, and the server's
// pass in the worker renders them, a text too complex to render kept as its paragraphs.
let client: PGlite;
let db: Db;
const PATHOLOGICAL = pathologicalBody('*_');

beforeAll(async () => {
  client = new PGlite();
  await migrateUpTo(client, '0036_');
  await client.query(
    `insert into content_pages (path, title, body, published, updated_at) values
       ('/terms-of-service', 'Terms', '## Accounts' || chr(10) || chr(10) || 'One [account](/faq) per person.', true, now()),
       ('/privacy-policy', 'Privacy', $1, true, now())`,
    [PATHOLOGICAL],
  );
  await client.query(
    `insert into posts (slug, title, summary, body, category, author_name, status, published_at, created_at, updated_at)
     values ('the-hash', 'The hash', 'Checked.', '## The hash' || chr(10) || chr(10) || 'Accepted **once**.', 'Guides',
       'Operator', 'published', now(), now(), now())`,
  );
  await migrateFrom(client, '0036_');
  db = drizzle(client, { schema }) as unknown as Db;
});
afterAll(async () => {
  await client.close();
});

describe('the migration to stored Markdown trees', () => {
  it('keeps every text, without a tree, and the site reads each as its paragraphs', async () => {
    const { rows } = await client.query<{ path: string; missing: boolean }>(
      'select path, tree is null as missing from content_pages order by path',
    );
    expect(rows).toEqual([
      { path: '/privacy-policy', missing: true },
      { path: '/terms-of-service', missing: true },
    ]);
    const { pages, isTreeMissing } = await listPublicPages(db, 'en');
    expect(isTreeMissing).toBe(true);
    expect(pages.find((page) => page.path === '/terms-of-service')?.tree).toEqual(
      plainParagraphsTree('## Accounts\n\nOne [account](/faq) per person.'),
    );
    const post = await findPublishedPost(db, 'the-hash');
    expect(post && toPublicPost(post).tree).toEqual(plainParagraphsTree('## The hash\n\nAccepted **once**.'));
  });

  it("then the server's pass renders their trees in the worker, keeping one too complex as its paragraphs", async () => {
    const pass = await renderMissingTrees(db, { limitMs: 500 });
    expect(pass).toEqual({ rendered: 2, plain: ['/privacy-policy'], isUnavailable: false });
    const { pages, isTreeMissing } = await listPublicPages(db, 'en');
    expect(isTreeMissing).toBe(false);
    const terms = pages.find((page) => page.path === '/terms-of-service')?.tree;
    expect(terms?.children.map((node) => (node.type === 'element' ? node.tagName : node.type))).toEqual(['h2', 'p']);
    expect(pages.find((page) => page.path === '/privacy-policy')?.tree).toEqual(plainParagraphsTree(PATHOLOGICAL));
    const post = await findPublishedPost(db, 'the-hash');
    expect(post && markdownTreeText(toPublicPost(post).tree)).toBe('The hash Accepted once.');
    expect((await renderMissingTrees(db, { limitMs: 500 })).rendered).toBe(0);
  }, 60_000);
});
