import type { AdminPost } from '@app/contract';
import { Tabs } from '@app/web-kit/components/ui/tabs';
import { useTexts } from '@app/web-kit/i18n/texts';
import { BehindNotice, EDIT_LANGUAGES, LanguageLabel } from '../../../kit/components/text-languages';
import { CONSOLE_NEWS_TEXTS } from '../texts';
import { PostEditor } from './post-editor';

/**
 * A written post's editor, a tab per language (docs/decisions/029-texts-per-language.md), under a notice naming the
 * languages behind its English text. A new post is written in English first, so it has no tabs yet.
 */
export function PostLanguages({ post }: { post: AdminPost }) {
  const { t } = useTexts(CONSOLE_NEWS_TEXTS);
  const textAt = (language: string) =>
    language === 'en' ? post.updatedAt : post.translations.find((text) => text.language === language)?.updatedAt;
  return (
    <div className="space-y-4">
      <BehindNotice behind={post.behind} message={(languages) => t('cnews.behindNotice', { languages })} />
      <Tabs
        label={t('cnews.languages')}
        keepMounted
        items={EDIT_LANGUAGES.map((language) => ({
          id: language,
          label: <LanguageLabel language={language} />,
          panel: (
            <PostEditor key={`${post._id} ${language} ${textAt(language) ?? 'none'}`} post={post} language={language} />
          ),
        }))}
      />
    </div>
  );
}
