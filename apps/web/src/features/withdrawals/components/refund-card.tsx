import type { PublicSettings } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useEffect, useRef, useState } from 'react';
import { WITHDRAWAL_TEXTS } from '../texts';
import { WithdrawalForm } from './withdrawal-form';
import { AvailableBalance } from './withdrawal-steps';

interface RefundCardProps {
  settings: PublicSettings;
  /** The Electronic Wallet's balance. */
  available: number;
  savedAddress: string | null;
}

/**
 * /withdrawladd: "Refund unspent deposits" (docs/product.md#refunds), folded until asked for, so the page keeps one
 * open form and the income withdrawal stays the first thing a member meets.
 */
export function RefundCard({ settings, available, savedAddress }: RefundCardProps) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const toggled = useRef(false);

  // Opened, the address field takes the focus; folded again, the button that opens it.
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    area.current?.querySelector<HTMLElement>(open ? 'input' : 'button')?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };

  return (
    <div ref={area}>
      {open ? (
        <WithdrawalForm
          refund
          settings={settings}
          available={available}
          savedAddress={savedAddress}
          onCancel={() => toggle(false)}
        />
      ) : (
        <TitledCard titleId="refund-card-title" title={t('wd.refundTitle')}>
          <p className="mt-1 text-sm text-slate-400">{t('wd.refundNote')}</p>
          <AvailableBalance amount={available} wallet="electronic" />
          <Button variant="secondary" className="mt-4" aria-expanded={false} onClick={() => toggle(true)}>
            {t('wd.refundStart')}
          </Button>
        </TitledCard>
      )}
    </div>
  );
}
