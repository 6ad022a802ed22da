import type { ActionCodeFrom } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { notifyFlowDone, notifySuccess } from '@app/web-kit/lib/toast';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { StepLabel } from './withdrawal-steps';

/**
 * The two steps of a withdrawal, a capital withdrawal or a transfer: what step 1's request stored, and where its code
 * comes from, until the verify answers. The flow's toasts share its group.
 */
export function useCodeStep<Stored>(toastGroup: string) {
  const [stored, setStored] = useState<Stored | null>(null);
  const [codeFrom, setCodeFrom] = useState<ActionCodeFrom | undefined>();
  return {
    stored,
    codeFrom,
    /** Step 1 answered: its "code sent" toast, and step 2 for what it stored. */
    codeSent: (response: { message: string; codeFrom?: ActionCodeFrom | undefined }, what: Stored) => {
      notifySuccess(response.message, { group: toastGroup });
      setStored(what);
      setCodeFrom(response.codeFrom);
    },
    /** The verify answered: "code sent" and the refusals on the way go with the flow's own toast. */
    notifyDone: (message: string) => notifyFlowDone(message, toastGroup),
    /** The verify answered and the form stays: its toast, and step 1 again. */
    done: (message: string) => {
      notifyFlowDone(message, toastGroup);
      setStored(null);
    },
    back: () => setStored(null),
  };
}

interface CodeStepsProps {
  codeFrom: ActionCodeFrom | undefined;
  /** Step 2, once step 1's request has stored what the code confirms. */
  confirm: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSending: boolean;
  submitLabel: string;
  /** Step 1's fields. */
  children: ReactNode;
}

/** Which step this is, then step 1's form until the code is sent, then step 2. */
export function CodeSteps({ codeFrom, confirm, onSubmit, isSending, submitLabel, children }: CodeStepsProps) {
  return (
    <div className="mt-5 space-y-4">
      <StepLabel step={confirm ? 2 : 1} codeFrom={codeFrom} />
      {confirm || (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {children}
          <Button type="submit" loading={isSending} className="w-full sm:w-auto sm:min-w-40">
            {submitLabel}
          </Button>
        </form>
      )}
    </div>
  );
}
