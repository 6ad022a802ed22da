import { type ComponentType, useEffect, useState } from 'react';

/** The newsletter form brings the form and API code with it, so it loads after the page has painted. */
export function DeferredNewsletterForm() {
  const [Form, setForm] = useState<ComponentType | null>(null);
  useEffect(() => {
    let isMounted = true;
    import('../../features/site/components/newsletter-form')
      .then((module) => {
        if (isMounted) setForm(() => module.NewsletterForm);
      })
      // Without its chunk (offline) the footer shows no form; the page above it still works.
      .catch(() => undefined);
    return () => {
      isMounted = false;
    };
  }, []);
  return Form ? <Form /> : <div aria-hidden="true" className="min-h-11" />;
}
