import { MSG } from '@app/contract';
import { useCallback, useRef, useState } from 'react';
import { notifyError } from '../../../lib/toast';
import { checkReferralCode } from '../api/refer-check';

const NOTHING = { code: '', pending: Promise.resolve('') };

/** The read-only "Referral Name": resolved from the code on blur, cleared as soon as the code changes. */
export function useReferralName() {
  const [name, setName] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  // Only the answer for the latest code may land; an older, slower answer is dropped.
  const latest = useRef(NOTHING);

  const clear = useCallback(() => {
    latest.current = NOTHING;
    setIsChecking(false);
    setName('');
  }, []);

  const lookUp = useCallback(async (code: string): Promise<string> => {
    setIsChecking(true);
    const fullName = await checkReferralCode(code).catch(() => '');
    if (latest.current.code !== code) return '';
    setIsChecking(false);
    setName(fullName);
    if (!fullName) notifyError(MSG.referralInvalid);
    return fullName;
  }, []);

  /** Upper-cases the code (docs/product.md#accounts) and resolves it; the same code is looked up once. */
  const check = useCallback(
    (rawCode: string): Promise<string> => {
      const code = rawCode.trim().toUpperCase();
      if (!code) clear();
      if (code === latest.current.code) return latest.current.pending;
      latest.current = { code, pending: lookUp(code) };
      return latest.current.pending;
    },
    [clear, lookUp],
  );

  /** The name once any check in flight has answered. */
  const settled = useCallback(() => latest.current.pending, []);

  return { name, isChecking, check, clear, settled };
}

export type ReferralName = ReturnType<typeof useReferralName>;
