import { type AdminPost, type Locale, POSTS_MSG, type PostBody, postBody } from '@app/contract';
import { PostArticle, postPath } from '@app/web-kit/components/news/post-article';
import { Button } from '@app/web-kit/components/ui/button';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { type FormEvent, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../kit/components/form-alert';
import { useDeletePost, useWritePost } from '../api/posts';
import { CONSOLE_NEWS_TEXTS } from '../texts';
import { ConfirmPostDialog } from './confirm-post-dialog';
import { bodyOf, draftOf, FIELDS, type Field, slugFrom } from './post-draft';

// The preview parses the draft here, in the operator's browser: a chunk of its own, loaded once the preview shows.
const MarkdownPreview = lazy(() =>
  import('../../../kit/components/markdown-preview').then((module) => ({ default: module.MarkdownPreview })),
);

/**
 * A news post's editor in one language (docs/product.md#news): its fields, a preview rendered by the site's own post
 * component, save, publish or unpublish, and delete for a draft. In Spanish and Hindi only the title, summary and
 * text are the language's: the address, category and tags are the post's, set in English. Keyed by the post and its
 * last change by the caller, so a write elsewhere starts it afresh.
 */
export function PostEditor({ post, language = 'en' }: { post?: AdminPost; language?: Locale }) {
  const { t } = useTexts(CONSOLE_NEWS_TEXTS);
  const navigate = useNavigate();
  const isEnglish = language === 'en';
  const saved = post?.translations.find((text) => text.language === language);
  const [draft, setDraft] = useState(() => draftOf(post, language));
  const [isSlugTouched, setIsSlugTouched] = useState(Boolean(post));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isPreview, setIsPreview] = useState(false);
  const [confirming, setConfirming] = useState<'unpublish' | 'delete' | null>(null);
  const writePost = useWritePost();
  const deletePost = useDeletePost();
  const isPublished = post?.status === 'published';
  // A language without its text yet saves even unchanged: the operator keeps the English words for it.
  const isDirty = (!isEnglish && !saved) || FIELDS.some((field) => draft[field] !== draftOf(post, language)[field]);

  /** The form as the contract takes it, or null with each field's first message shown. */
  function checked(): PostBody | null {
    const parsed = postBody.safeParse(bodyOf(draft, language));
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      if (FIELDS.includes(field) && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
    if (found.body) setIsPreview(false);
    return null;
  }

  /** Saves the form when it changed; resolves to the saved post's id, or null when the save was refused. */
  async function save(): Promise<string | null> {
    const body = checked();
    if (!body) return null;
    if (post && !isDirty) return post._id;
    try {
      const saved = post
        ? await writePost.mutateAsync({ kind: 'update', id: post._id, body })
        : await writePost.mutateAsync({ kind: 'create', body });
      notifySuccess(saved.message);
      if (!post) navigate(`/admin/news?id=${saved.data._id}`, { replace: true });
      return saved.data._id;
    } catch (error) {
      // A taken or fixed address is the address field's problem: said under it.
      const message = errorMessage(error);
      if (message === POSTS_MSG.slugTaken || message === POSTS_MSG.slugLocked) setErrors({ slug: message });
      return null;
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  async function setStatus(kind: 'publish' | 'unpublish') {
    const id = kind === 'publish' ? await save() : post?._id;
    if (!id) return;
    try {
      notifySuccess((await writePost.mutateAsync({ kind, id })).message);
    } catch {
      // Shown under the form by writePost.error.
    }
    setConfirming(null);
  }

  function onDelete() {
    if (!post) return;
    deletePost.mutate(post._id, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        navigate('/admin/news');
      },
      onSettled: () => setConfirming(null),
    });
  }

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((current) => ({
      ...current,
      [field]: value,
      ...(field === 'title' && !isSlugTouched ? { slug: slugFrom(value) } : {}),
    }));
    if (field === 'slug') setIsSlugTouched(true);
  };
  const serverError = writePost.error ?? deletePost.error;
  const shownError = serverError && !errors.slug ? errorMessage(serverError) : null;
  const isBusy = writePost.isPending || deletePost.isPending;
  const preview = {
    ...bodyOf(draft, language),
    language,
    _id: post?._id ?? '',
    author: post?.author ?? '',
    publishedAt: post?.publishedAt ?? null,
    updatedAt: post?.updatedAt ?? new Date().toISOString(),
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" lang={language}>
      <p className="text-sm text-slate-300">
        {t(isPublished ? 'cnews.statusNote.published' : 'cnews.statusNote.draft')}
        {!isEnglish && ` ${t(saved ? 'cnews.languageSaved' : 'cnews.languageMissing')}`}
      </p>
      <TextField
        label={t('cnews.field.title')}
        value={draft.title}
        maxLength={120}
        error={errors.title}
        onChange={set('title')}
      />
      {isEnglish && (
        <TextField
          label={t('cnews.field.slug')}
          value={draft.slug}
          maxLength={80}
          error={errors.slug}
          hint={t('cnews.field.slugHint', { slug: draft.slug || '…' })}
          disabled={isPublished}
          onChange={set('slug')}
        />
      )}
      <TextAreaField
        label={t('cnews.field.summary')}
        value={draft.summary}
        rows={3}
        maxLength={300}
        error={errors.summary}
        onChange={set('summary')}
      />
      {isEnglish && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('cnews.field.category')}
            value={draft.category}
            maxLength={40}
            error={errors.category}
            hint={t('cnews.field.categoryHint')}
            onChange={set('category')}
          />
          <TextField label={t('cnews.field.tags')} value={draft.tags} error={errors.tags} onChange={set('tags')} />
        </div>
      )}
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('cnews.writeOrPreview')}</legend>
        <Button
          variant={isPreview ? 'ghost' : 'secondary'}
          aria-pressed={!isPreview}
          onClick={() => setIsPreview(false)}
        >
          {t('cnews.write')}
        </Button>
        <Button variant={isPreview ? 'secondary' : 'ghost'} aria-pressed={isPreview} onClick={() => setIsPreview(true)}>
          {t('cnews.preview')}
        </Button>
      </fieldset>
      {isPreview ? (
        <section
          aria-label={t('cnews.previewLabel')}
          className="rounded-2xl border border-slate-800 bg-slate-950 px-4 sm:px-6"
        >
          <PostArticle post={preview} text={<MarkdownPreview markdown={draft.body} />} isDraft={!isPublished} />
        </section>
      ) : (
        <TextAreaField
          label={t('cnews.field.body')}
          value={draft.body}
          rows={18}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          error={errors.body}
          onChange={set('body')}
        />
      )}
      <FormAlert message={shownError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-between">
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {isEnglish && post && !isPublished && (
            <Button variant="danger" disabled={isBusy} onClick={() => setConfirming('delete')}>
              {t('cnews.delete')}
            </Button>
          )}
          {isEnglish && isPublished && post && (
            <>
              <Button variant="secondary" disabled={isBusy} onClick={() => setConfirming('unpublish')}>
                {t('cnews.unpublish')}
              </Button>
              <a
                href={postPath(post.slug)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-teal-300 underline"
              >
                {t('cnews.view')}
              </a>
            </>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button
            type="submit"
            variant={isPublished ? 'primary' : 'secondary'}
            loading={writePost.isPending && !confirming}
            disabled={isBusy}
          >
            {t(isPublished ? 'cnews.save' : 'cnews.saveDraft')}
          </Button>
          {isEnglish && !isPublished && (
            <Button disabled={isBusy} onClick={() => void setStatus('publish')}>
              {t('cnews.publish')}
            </Button>
          )}
        </div>
      </div>
      {confirming && post && (
        <ConfirmPostDialog
          kind={confirming}
          title={post.title}
          isBusy={isBusy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => (confirming === 'delete' ? onDelete() : void setStatus('unpublish'))}
        />
      )}
    </form>
  );
}
