import { lazy, Suspense } from 'react';
import { DocumentTitle } from './document-title';

// The company parts need the settings query (TanStack Query's observer, the API client); loading them after the
// first paint keeps `/`'s JavaScript before render as small as before the identity became a setting.
const parts = () => import('./company-parts');
const Name = lazy(() => parts().then((module) => ({ default: module.CompanyName })));
const Initial = lazy(() => parts().then((module) => ({ default: module.CompanyInitial })));
const Address = lazy(() => parts().then((module) => ({ default: module.CompanyAddress })));
const Contact = lazy(() => parts().then((module) => ({ default: module.CompanyContact })));
const Title = lazy(() => parts().then((module) => ({ default: module.CompanyTitle })));

const PLACEHOLDER = 'inline-block h-4 w-24 rounded bg-slate-800 align-middle motion-safe:animate-pulse';

export function CompanyNameSlot({ loadingLabel }: { loadingLabel?: string }) {
  const fallback = (
    <>
      <span aria-hidden="true" className={PLACEHOLDER} />
      {loadingLabel && <span className="sr-only">{loadingLabel}</span>}
    </>
  );
  return (
    <Suspense fallback={fallback}>
      <Name loadingLabel={loadingLabel} />
    </Suspense>
  );
}

export function CompanyInitialSlot() {
  return (
    <Suspense fallback={null}>
      <Initial />
    </Suspense>
  );
}

export function CompanyAddressSlot() {
  return (
    <Suspense fallback={null}>
      <Address />
    </Suspense>
  );
}

export function CompanyContactSlot() {
  return (
    <Suspense fallback={null}>
      <Contact />
    </Suspense>
  );
}

/** `<page> · <company>` in the tab, once the name is known. */
export function CompanyTitleSlot({ page }: { page: string }) {
  return (
    <Suspense fallback={<DocumentTitle text={page} />}>
      <Title page={page} />
    </Suspense>
  );
}
