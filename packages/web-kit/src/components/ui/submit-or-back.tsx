import { Button } from './button';

interface SubmitOrBackProps {
  submitLabel: string;
  isSubmitting: boolean;
  backLabel: string;
  onBack: () => void;
}

/** A code step's two ways on, full width and stacked: send the code, or go back a step. */
export function SubmitOrBack({ submitLabel, isSubmitting, backLabel, onBack }: SubmitOrBackProps) {
  return (
    <>
      <Button type="submit" fullWidth loading={isSubmitting}>
        {submitLabel}
      </Button>
      <Button variant="secondary" fullWidth onClick={onBack}>
        {backLabel}
      </Button>
    </>
  );
}
