import { PANEL, SECTION } from '../../../components/ui/link-styles';
import type { PeoplePage } from '../../../lib/site-content/types';
import { Avatar } from './avatar';
import { PageHeader } from './page-header';

export function PeopleView({ page }: { page: PeoplePage }) {
  return (
    <div className={`${SECTION} pb-16`}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {page.people.map((person) => (
          <li key={person.name} className={`${PANEL} p-6`}>
            <Avatar person={person} />
            <h2 className="mt-4 text-lg font-semibold text-slate-50">{person.name}</h2>
            <p className="text-sm font-medium text-teal-200">{person.role}</p>
            <p className="mt-3 text-slate-300">{person.bio}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
