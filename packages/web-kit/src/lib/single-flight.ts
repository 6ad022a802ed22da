import { useCallback, useRef, useState } from 'react';

/**
 * Runs a money action only while no earlier run of it is still going, so a double click sends one request. A
 * disabled button alone comes too late: it waits for a render, and a form's check is awaited before its request
 * even starts, so the second click of a double click found the button still enabled.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } catch {
      // A refusal is reported by the mutation's own onError (a toast, or the dialog's alert); here it ends the run.
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
