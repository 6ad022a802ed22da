import { PageTitle } from '@app/web-kit/components/page-title';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { Link } from 'react-router';

const TITLE_CLASSES = {
  large: 'text-2xl font-bold text-slate-50',
  /** The money pages: a size smaller on a phone. */
  responsive: 'text-xl font-bold text-slate-50 sm:text-2xl',
  /** The histories: a size smaller on a phone, and their title and link each kept on one line. */
  responsiveNoWrap: 'text-xl font-bold whitespace-nowrap text-slate-50 sm:text-2xl',
} as const;

interface PageHeadingProps {
  /** The tab's title and the page's h1. */
  title: string;
  size?: keyof typeof TITLE_CLASSES;
  /** Where the page leads on to, at the heading's right. */
  links?: readonly { to: string; label: string }[];
}

/** A member page's title, in the tab and as its h1, with the links to the pages it leads on to. */
export function PageHeading({ title, size = 'large', links = [] }: PageHeadingProps) {
  const heading = <h1 className={TITLE_CLASSES[size]}>{title}</h1>;
  const nowrap = size === 'responsiveNoWrap' ? ' whitespace-nowrap' : '';
  const [only] = links;
  return (
    <>
      <PageTitle page={title} />
      {links.length === 0 ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          {heading}
          {links.length === 1 && only ? (
            <Link to={only.to} className={buttonClasses('ghost', `-mr-3 min-h-10 px-3 text-sm${nowrap}`)}>
              {only.label}
            </Link>
          ) : (
            <div className="-mr-3 flex gap-1">
              {links.map((link) => (
                <Link key={link.to} to={link.to} className={buttonClasses('ghost', `min-h-10 px-3 text-sm${nowrap}`)}>
                  {link.label}
                </Link>
              ))}
            </div>
          )}
        </div>
      )}
    </>
  );
}
