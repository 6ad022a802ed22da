import { MSG } from '@app/contract';
import { ApiError } from '@app/web-kit/lib/api-error';
import { notifyError } from '@app/web-kit/lib/toast';
import { useCallback, useRef, useState } from 'react';
import { checkReferralCode } from '../api/refer-check';

/** A code's look-up: the referrer's name, or why there is none (refused by the server, or no answer). */
export type ReferralAnswer = { name: string } | { name: ''; problem: 'invalid' | 'unchecked' };

const EMPTY: ReferralAnswer = { name: '', problem: 'invalid' };
const NOTHING: { code: string; pending: Promise<ReferralAnswer> } = { code: '', pending: Promise.resolve(EMPTY) };

/** The sentence under a filled code that did not resolve to a referrer. */
export function referralProblemMessage(answer: ReferralAnswer): string {
  return 'problem' in answer && answer.problem === 'unchecked' ? MSG.referralNotChecked : MSG.referralInvalid;
}

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

  const lookUp = useCallback(async (code: string): Promise<ReferralAnswer> => {
    setIsChecking(true);
    const answer: ReferralAnswer = await checkReferralCode(code).then(
      (fullName): ReferralAnswer => (fullName ? { name: fullName } : EMPTY),
      // An unknown or malformed code is wrong; no answer (offline, a limit, a server fault) leaves it unchecked.
      (error: unknown): ReferralAnswer =>
        error instanceof ApiError && (error.status === 404 || error.status === 400)
          ? EMPTY
          : { name: '', problem: 'unchecked' },
    );
    if (latest.current.code !== code) return { name: '', problem: 'unchecked' };
    setIsChecking(false);
    setName(answer.name);
    if (!answer.name) notifyError(referralProblemMessage(answer));
    return answer;
  }, []);

  /**
   * Upper-cases the code (docs/product.md#accounts) and resolves it; the same code is looked up once, unless
   * its look-up got no answer, which is tried again.
   */
  const check = useCallback(
    async (rawCode: string): Promise<ReferralAnswer> => {
      const code = rawCode.trim().toUpperCase();
      if (!code) {
        clear();
        return EMPTY;
      }
      if (code === latest.current.code) {
        const previous = await latest.current.pending;
        if (!('problem' in previous) || previous.problem !== 'unchecked' || latest.current.code !== code) {
          return previous;
        }
      }
      latest.current = { code, pending: lookUp(code) };
      return latest.current.pending;
    },
    [clear, lookUp],
  );

  return { name, isChecking, check, clear };
}

export type ReferralName = ReturnType<typeof useReferralName>;
