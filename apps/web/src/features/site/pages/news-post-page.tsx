import { postQuery } from '@app/web-kit/api/get-posts';
import { NEWS_TEXTS } from '@app/web-kit/components/news/texts';
import { PageTitle } from '@app/web-kit/components/page-title';
import { SECTION } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NewsPost } from '../components/news-latest';

/** /news/:slug, a news post's own address (docs/product.md#news): the links of every news page lead here. */
export function NewsPostPage() {
  const { slug = '' } = useParams();
  const { t } = useTexts(NEWS_TEXTS);
  const { data } = useQuery(postQuery(slug));
  return (
    <div className={SECTION}>
      <PageTitle page={data?.title ?? t('news.allNews')} />
      <NewsPost slug={slug} />
    </div>
  );
}
