import { useTexts } from '../../i18n/texts';
import { NEWS_TEXTS } from './texts';

// A post's category and tags are the same in every language (docs/decisions/029-texts-per-language.md): its filters
// and addresses keep the name as written. The demo's own topics are shipped with the product, so the site names them
// in the reader's language; an operator's other topics show as the operator wrote them.
const SHIPPED_TOPICS: Record<string, keyof typeof NEWS_TEXTS> = {
  Guides: 'news.topic.guides',
  Safety: 'news.topic.safety',
  deposits: 'news.topic.deposits',
  packages: 'news.topic.packages',
  'daily profit': 'news.topic.dailyProfit',
  withdrawals: 'news.topic.withdrawals',
  fees: 'news.topic.fees',
  security: 'news.topic.security',
  'proof of reserves': 'news.topic.proofOfReserves',
  risk: 'news.topic.risk',
};

/** A category's or tag's name as the reader reads it. */
export function useTopicName(): (name: string) => string {
  const { t } = useTexts(NEWS_TEXTS);
  return (name) => {
    const key = Object.hasOwn(SHIPPED_TOPICS, name) ? SHIPPED_TOPICS[name] : undefined;
    return key ? t(key) : name;
  };
}
