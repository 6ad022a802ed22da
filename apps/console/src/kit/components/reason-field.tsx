import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ReasonFieldProps extends UseFormRegisterReturn<'reason'> {
  label: string;
  /** Who reads the reason, in a line under it. */
  note: string;
  error: string | undefined;
}

/** The free-text reason of a reject or a block: up to 500 characters, as the contract keeps them. */
export function ReasonField({ label, note, ...field }: ReasonFieldProps) {
  return (
    <>
      <TextAreaField label={label} className="mt-4" maxLength={500} {...field} />
      <p className="mt-1.5 text-sm text-slate-400">{note}</p>
    </>
  );
}
