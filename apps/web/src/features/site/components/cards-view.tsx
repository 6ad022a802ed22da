import { PANEL, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import type { CardItem, CardsPage } from '@app/web-kit/lib/site-content/types';
import { Link } from 'react-router';
import { SiteIcon } from './site-icon';
import { SitePageFrame } from './site-page-frame';

function Card({ item }: { item: CardItem }) {
  return (
    // No picture: an illustration of a screen stands for nothing a visitor can check (decision 030).
    <li className={`${PANEL} flex flex-col overflow-hidden`}>
      <div className="flex flex-1 flex-col p-6">
        {item.icon && (
          <span className="mb-4 grid size-11 place-items-center rounded-xl bg-teal-400/10 text-teal-300">
            <SiteIcon name={item.icon} />
          </span>
        )}
        <h2 className="text-lg font-semibold text-slate-50">{item.title}</h2>
        {item.meta && <p className="mt-1 text-sm font-medium text-teal-200">{item.meta}</p>}
        <p className="mt-2 flex-1 text-slate-300">{item.text}</p>
        {item.link && (
          <Link to={item.link.to} className={`${TEXT_LINK} mt-4 self-start`}>
            {item.link.label}
            <span className="sr-only">: {item.title}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

function Chips({ items }: { items: CardItem[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((item) => (
        <li key={item.title}>
          <Link
            to={item.link?.to ?? '/search'}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-700 bg-slate-900 px-5 font-medium text-slate-200 hover:border-teal-400 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          >
            {item.link?.label ?? item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CardsView({ page }: { page: CardsPage }) {
  return (
    <SitePageFrame page={page}>
      {page.style === 'chips' ? (
        <Chips items={page.items} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.items.map((item) => (
            <Card key={item.title} item={item} />
          ))}
        </ul>
      )}
    </SitePageFrame>
  );
}
