import type { ReactNode } from 'react';
import { SECTION } from '../../../components/ui/link-styles';
import { PageHeader } from './page-header';

/** A site page's frame: the section's width and margin, the page's heading and intro, then what the page holds. */
export function SitePageFrame({ page, children }: { page: { heading: string; intro: string }; children: ReactNode }) {
  return (
    <div className={`${SECTION} pb-16`}>
      <PageHeader heading={page.heading} intro={page.intro} />
      {children}
    </div>
  );
}
