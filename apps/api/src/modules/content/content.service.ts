import { CONTENT_PAGES_MSG, type contentPageBody, type Locale } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { AppError } from '../../lib/app-error';
import { deleteContentPage, findContentPage, operatorName, toAdminPage, upsertContentPage } from './content.repository';
import { treeOrRefuse } from './markdown-trees';

// Saving and reverting an operator's edit of a site page in one language (docs/product.md#site); each change is audited with what
// the page was before, so the audit log can tell who changed or hid which page. The text's tree is built before the
// transaction, in the Markdown worker (docs/decisions/021-markdown-on-save.md).

type PageInput = z.output<typeof contentPageBody>;

export async function saveContentPage(ctx: AppContext, options: Actor & { input: PageInput }) {
  const { input, actorId, ip } = options;
  const tree = await treeOrRefuse(input.body, ctx.config.MARKDOWN_RENDER_LIMIT_MS);
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findContentPage(tx, input);
    const saved = await upsertContentPage(tx, { ...input, tree, updatedAt: now, updatedBy: actorId });
    await writeAudit(tx, {
      actorId,
      ip,
      action: 'content.save',
      targetType: 'content_page',
      targetId: input.path,
      details: {
        language: input.language,
        title: input.title,
        published: input.published,
        bodyLength: input.body.length,
        created: !before,
        ...(before ? { previousTitle: before.title, previousPublished: before.published } : {}),
      },
      now,
    });
    return saved;
  });
  return {
    message: input.published ? CONTENT_PAGES_MSG.saved : CONTENT_PAGES_MSG.savedUnpublished,
    data: toAdminPage(row, await operatorName(ctx.db, actorId)),
  };
}

export async function revertContentPage(ctx: AppContext, options: Actor & { path: string; language: Locale }) {
  const now = ctx.clock();
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await deleteContentPage(tx, options);
    if (!row) return undefined;
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'content.revert',
      targetType: 'content_page',
      targetId: options.path,
      details: { language: row.language, title: row.title, published: row.published },
      now,
    });
    return row;
  });
  if (!removed) throw new AppError('NOT_FOUND', CONTENT_PAGES_MSG.noEdit);
  return { message: CONTENT_PAGES_MSG.reverted, data: { path: removed.path, language: removed.language } };
}
