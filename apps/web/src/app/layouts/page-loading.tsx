import { Spinner } from '../../components/ui/spinner';

export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-950">
      <Spinner label="Loading" className="size-8 text-teal-300" />
    </div>
  );
}
