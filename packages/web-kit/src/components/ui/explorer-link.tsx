import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/texts';
import { explorerTransactionHref } from '../../lib/explorer';
import { DemoMark } from './demo-mark';
import { EXPLORER_TEXTS } from './texts';

interface ExplorerLinkProps {
  hash: string;
  /** The operator's explorer template (public settings); without it the hash is plain text. */
  template: string | undefined;
  className: string;
  children: ReactNode;
  /** A hash the demo seeded: on no chain, so it is marked and links nowhere. */
  demo?: boolean;
}

/** A transaction hash that opens on the block explorer, in a new tab; a demo hash is marked instead. */
export function ExplorerLink({ hash, template, className, children, demo = false }: ExplorerLinkProps) {
  const { t } = useTexts(EXPLORER_TEXTS);
  if (demo) {
    return (
      <span className="inline-flex items-center">
        <span className={className} title={hash}>
          {children}
        </span>
        <DemoMark />
      </span>
    );
  }
  const href = explorerTransactionHref(template, hash);
  if (!href) {
    return (
      <span className={className} title={hash}>
        {children}
      </span>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={hash}
      className={`${className} rounded underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300`}
    >
      {children}
      <span className="sr-only">{t('ui.explorerNewTab')}</span>
    </a>
  );
}
