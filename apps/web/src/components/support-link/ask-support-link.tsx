import type { TicketRecordKind } from '@app/contract';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { ASK_SUPPORT_TEXTS } from './texts';

/** The new ticket's form with this record picked (docs/product.md#support): `/support?record=kind:_id`. */
export function supportPathFor(kind: TicketRecordKind, _id: string): string {
  return `/support?record=${kind}:${encodeURIComponent(_id)}`;
}

interface AskSupportLinkProps {
  kind: TicketRecordKind;
  _id: string;
  /** Which record, for a screen reader among many such links ("100.00 USDT, 2026-11-27 09:05:03"). */
  what: string;
  className?: string;
}

/** "Ask about this" on a row of the member's deposits, withdrawals or orders. */
export function AskSupportLink({ kind, _id, what, className = '' }: AskSupportLinkProps) {
  const { t } = useTexts(ASK_SUPPORT_TEXTS);
  return (
    <Link
      to={supportPathFor(kind, _id)}
      className={buttonClasses('ghost', `min-h-10 px-3 text-sm whitespace-nowrap ${className}`)}
    >
      {t('ask.label')}
      <span className="sr-only">{t('ask.about', { what })}</span>
    </Link>
  );
}
