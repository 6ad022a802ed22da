import { useCompany } from '../api/use-company';
import { DocumentTitle } from './document-title';

/** The tab title: `<page> · <company>` with the operator's company name, the page alone until it loads. */
export function PageTitle({ page }: { page: string }) {
  const company = useCompany();
  return <DocumentTitle text={company ? `${page} · ${company.name}` : page} />;
}
