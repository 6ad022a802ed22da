import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PANEL, SECTION, TEXT_LINK } from '../../../components/ui/link-styles';
import { TextField } from '../../../components/ui/text-field';
import type { FormPage } from '../../../lib/site-content/types';
import { PageHeader } from './page-header';

export function FormView({ page }: { page: FormPage }) {
  const [isDone, setIsDone] = useState(false);

  // A demonstration form: submitting only says so, nothing leaves the browser.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsDone(true);
  }

  return (
    <div className={`${SECTION} pb-16`}>
      <PageHeader heading={page.heading} intro={page.intro} sampleNote={page.sampleNote} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form onSubmit={submit} aria-labelledby="form-heading" className={`${PANEL} max-w-2xl space-y-5 p-6 sm:p-8`}>
          <h2 id="form-heading" className="text-xl font-semibold text-slate-50">
            {page.formHeading}
          </h2>
          {page.fields.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
            />
          ))}
          <Button type="submit">{page.submitLabel}</Button>
          <p role="status" className="text-sm font-medium text-amber-200">
            {isDone ? page.doneMessage : ''}
          </p>
        </form>
        <aside aria-labelledby="form-aside" className={`${PANEL} h-fit p-6`}>
          <h2 id="form-aside" className="font-semibold text-slate-50">
            {page.aside.heading}
          </h2>
          <p className="mt-2 text-slate-300">{page.aside.text}</p>
          <ul className="mt-4 space-y-2">
            {page.aside.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={TEXT_LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
