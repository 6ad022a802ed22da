import { SECTION } from '@app/web-kit/components/ui/link-styles';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface SitePageFrameProps {
  /** An operator's edit has no intro: its text starts right below its title. */
  page: { heading: string; intro?: string };
  /** A line above the heading: when the page was last updated. */
  eyebrow?: ReactNode;
  children: ReactNode;
}

/** A site page's frame: the section's width and margin, the page's heading and intro, then what the page holds. */
export function SitePageFrame({ page, eyebrow, children }: SitePageFrameProps) {
  return (
    <div className={`${SECTION} pb-16`}>
      <PageHeader heading={page.heading} intro={page.intro} eyebrow={eyebrow} />
      {children}
    </div>
  );
}
