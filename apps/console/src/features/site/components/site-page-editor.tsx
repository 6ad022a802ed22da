import { CONTENT_PAGES_MSG, contentPageBody, type Locale } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { Dialog } from '@app/web-kit/components/ui/dialog';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { type EditablePage, pageToMarkdown } from '@app/web-kit/lib/site-content/editable-pages';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../../kit/components/dialog-actions';
import { FormAlert } from '../../../kit/components/form-alert';
import type { SitePageEdit } from '../api/get-site-pages';
import { useRevertSitePage } from '../api/revert-site-page';
import { useSaveSitePage } from '../api/save-site-page';
import { CONSOLE_SITE_TEXTS } from '../texts';

// The preview parses the draft here, in the operator's browser: a chunk of its own, loaded once the preview shows.
const MarkdownPreview = lazy(() =>
  import('../../../kit/components/markdown-preview').then((module) => ({ default: module.MarkdownPreview })),
);

type Field = 'title' | 'body';

/** The form's starting point: the edit when there is one, else the shipped page as Markdown. */
function draftOf(page: EditablePage, edit: SitePageEdit | undefined) {
  return edit
    ? { title: edit.title, body: edit.body, published: edit.published }
    : { title: page.heading, body: pageToMarkdown(page), published: true };
}

/**
 * A site page's editor in one language (docs/product.md#site): title, Markdown text, whether visitors in that
 * language see it, a preview as the site renders it, save, and a revert to the shipped text. `page` is the shipped
 * page in that language. Keyed by the page and its edit's time by the caller, so a save or revert elsewhere starts
 * it afresh.
 */
export function SitePageEditor({
  page,
  language,
  edit,
}: {
  page: EditablePage;
  language: Locale;
  edit: SitePageEdit | undefined;
}) {
  const { t } = useTexts(CONSOLE_SITE_TEXTS);
  const [draft, setDraft] = useState(() => draftOf(page, edit));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isPreview, setIsPreview] = useState(false);
  const [isConfirmingRevert, setIsConfirmingRevert] = useState(false);
  const save = useSaveSitePage();
  const revert = useRevertSitePage();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = contentPageBody.safeParse({ path: page.path, language, ...draft });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'body') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      // The text's message shows under the text field, which the preview hides.
      if (found.body) setIsPreview(false);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: (response) => notifySuccess(response.message) });
  }

  function onRevert() {
    revert.mutate(
      { path: page.path, language },
      {
        onSuccess: (response) => {
          setIsConfirmingRevert(false);
          setDraft(draftOf(page, undefined));
          notifySuccess(response.message);
        },
        onError: () => setIsConfirmingRevert(false),
      },
    );
  }

  const serverError = save.error ?? revert.error;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" lang={language}>
      <p className="text-sm text-slate-400">{edit ? t('csite.showsEdit') : t('csite.showsShipped')}</p>
      <TextField
        label={t('csite.fieldTitle')}
        value={draft.title}
        maxLength={120}
        error={errors.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('csite.textOrPreview')}</legend>
        <Button
          variant={isPreview ? 'ghost' : 'secondary'}
          aria-pressed={!isPreview}
          onClick={() => setIsPreview(false)}
        >
          {t('csite.write')}
        </Button>
        <Button variant={isPreview ? 'secondary' : 'ghost'} aria-pressed={isPreview} onClick={() => setIsPreview(true)}>
          {t('csite.preview')}
        </Button>
      </fieldset>
      {isPreview ? (
        <section
          aria-label={t('csite.preview')}
          className="rounded-2xl border border-slate-800 bg-slate-950 p-4 break-words sm:p-6"
        >
          <h2 className="mb-4 text-2xl font-bold text-slate-50">{draft.title}</h2>
          <Suspense fallback={<p className="text-slate-400">{t('csite.loadingPreview')}</p>}>
            <MarkdownPreview markdown={draft.body} />
          </Suspense>
        </section>
      ) : (
        <TextAreaField
          label={t('csite.fieldText')}
          value={draft.body}
          rows={18}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          error={errors.body}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        />
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-200">
        <input
          type="checkbox"
          role="switch"
          checked={draft.published}
          aria-checked={draft.published}
          aria-describedby={`site-page-published-hint-${language}`}
          className="size-5 rounded accent-teal-400 focus-visible:ring-2 focus-visible:ring-teal-300 focus-visible:outline-none"
          onChange={(event) => setDraft({ ...draft, published: event.target.checked })}
        />
        {t('csite.published')}
      </label>
      <p id={`site-page-published-hint-${language}`} className="-mt-4 text-sm text-slate-400">
        {t('csite.publishedHint')}
      </p>
      <FormAlert message={serverError ? errorMessage(serverError) : null} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button
          variant="secondary"
          disabled={!edit}
          title={edit ? undefined : translateMessage(CONTENT_PAGES_MSG.noEdit)}
          onClick={() => setIsConfirmingRevert(true)}
        >
          {t('csite.revertToShipped')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('csite.save')}
        </Button>
      </div>
      {isConfirmingRevert && (
        <Dialog
          title={t('csite.revertTitle')}
          onClose={() => setIsConfirmingRevert(false)}
          maxWidthPx={ADMIN_DIALOG_WIDTH_PX}
        >
          <p className="text-slate-300">{t('csite.revertBody')}</p>
          <DialogActions onCancel={() => setIsConfirmingRevert(false)} isBusy={revert.isPending}>
            <Button variant="danger" loading={revert.isPending} onClick={onRevert}>
              {t('csite.revert')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </form>
  );
}
