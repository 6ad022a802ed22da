import { type ActionCodeFrom, OTP_LENGTH } from '@app/contract';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useEffect, useState } from 'react';

// Pieces the address book's card and switch share (withdrawal-addresses-card.tsx, only-saved-switch.tsx).

/** A refusal or a failed read, in the card itself, where it stays readable once a toast has gone. */
export function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-rose-300">
      {errorMessage(error)}
    </p>
  );
}

/** Whether `iso` has passed, turning true when it does while the card shows: a lock ends without a reload. */
export function useHasPassed(iso: string): boolean {
  const at = new Date(iso).getTime();
  const [passed, setPassed] = useState(() => at <= Date.now());
  useEffect(() => {
    const wait = at - Date.now();
    setPassed(wait <= 0);
    if (wait <= 0) return;
    // setTimeout's longest wait is about 24.8 days; a longer lock is looked at again then.
    const timer = setTimeout(() => setPassed(at <= Date.now()), Math.min(wait + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at]);
  return passed;
}

/** The field of a code the server asked for: its label says where the code comes from. */
export function codeFieldProps(codeFrom: ActionCodeFrom, t: (key: 'wad.codeApp' | 'wad.codeEmail') => string) {
  return {
    label: codeFrom === 'authenticator' ? t('wad.codeApp') : t('wad.codeEmail'),
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: OTP_LENGTH,
  } as const;
}
