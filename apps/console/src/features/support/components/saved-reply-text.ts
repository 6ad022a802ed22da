import type { SavedReply } from '@app/contract';

export type ReplyLanguage = keyof SavedReply['texts'];

const isReplyLanguage = (locale: string): locale is ReplyLanguage =>
  locale === 'es' || locale === 'hi' || locale === 'en';

/**
 * A saved reply's text in the member's language (`member.locale`), or its English where that text is empty or the
 * language is not one a reply is written in; `language` says which was taken.
 */
export function savedReplyText(reply: Pick<SavedReply, 'texts'>, locale: string) {
  const wanted: ReplyLanguage = isReplyLanguage(locale) ? locale : 'en';
  const text = reply.texts[wanted];
  return text.trim() ? { text, language: wanted } : { text: reply.texts.en, language: 'en' as const };
}
