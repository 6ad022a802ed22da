/** The server's answer to a form, under it: visible text, announced, not a toast that fades. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm font-medium text-rose-200"
    >
      {message}
    </p>
  );
}
