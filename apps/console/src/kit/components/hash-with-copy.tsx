import { EXPLORER_PLACEHOLDER, MSG } from '@app/contract';
import { CopyButton } from '@app/web-kit/components/ui/copy-button';
import { DemoMark } from '@app/web-kit/components/ui/demo-mark';
import { useTexts } from '@app/web-kit/i18n/texts';
import { shortenHash } from '@app/web-kit/lib/format';
import { useAdminSettings } from '../api/get-admin-settings';
import { CONSOLE_TEXTS } from '../texts';

interface HashWithCopyProps {
  /** What the value is, for screen readers and the copy button: "Transaction hash", "Address". */
  label: string;
  value: string;
  copiedMessage: typeof MSG.transactionHashCopied | typeof MSG.addressCopied;
  className?: string;
  /** A hash the demo seeded (`demo` on its row): on no chain, so it is marked and gets no explorer link. */
  demo?: boolean;
}

/** The block explorer's page of a hash or address, from the operator's URL templates (settings). */
function useExplorerHref(copiedMessage: HashWithCopyProps['copiedMessage'], value: string): string | null {
  const { data: settings } = useAdminSettings();
  if (!settings) return null;
  const isAddress = copiedMessage === MSG.addressCopied;
  const template = isAddress ? settings.explorerAddressUrl : settings.explorerTransactionUrl;
  const placeholder = isAddress ? EXPLORER_PLACEHOLDER.address : EXPLORER_PLACEHOLDER.transaction;
  return template.replace(placeholder, encodeURIComponent(value));
}

/**
 * A hash or address shortened to fit a phone, its full text on hover, a button that copies all of it, and a link
 * to it on the block explorer (a demo hash is marked instead: no explorer has it).
 */
export function HashWithCopy({
  label,
  value,
  copiedMessage,
  className = 'text-slate-300',
  demo = false,
}: HashWithCopyProps) {
  const explorerHref = useExplorerHref(copiedMessage, value);
  const href = demo ? null : explorerHref;
  const { t } = useTexts(CONSOLE_TEXTS);
  return (
    <span className="-my-1.5 -mr-2 inline-flex items-center">
      <span className={`font-mono ${className}`} title={value}>
        <span className="sr-only">{label} </span>
        {shortenHash(value)}
      </span>
      {demo && <DemoMark />}
      <CopyButton
        text={value}
        copiedMessage={copiedMessage}
        failedMessage={`${MSG.copyFailed} ${value}`}
        label={t('con.copy', { what: label.toLowerCase(), short: shortenHash(value) })}
      />
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          title={t('con.openExplorerTitle', { value })}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl text-teal-300 transition hover:bg-slate-800 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
          <span className="sr-only">
            {t('con.openExplorer', { what: label.toLowerCase(), short: shortenHash(value) })}
          </span>
        </a>
      )}
    </span>
  );
}
