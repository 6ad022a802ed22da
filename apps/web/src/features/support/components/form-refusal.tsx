/** A refusal of the whole form (not of one field), above its button. */
export function FormRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-rose-400/40 bg-rose-400/10 p-3 text-sm text-rose-200">
      {message}
    </p>
  );
}
