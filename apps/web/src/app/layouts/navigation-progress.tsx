import { useNavigation } from 'react-router';

/** A thin bar while a lazy page or a loader is on its way. */
export function NavigationProgress() {
  const isLoading = useNavigation().state !== 'idle';
  if (!isLoading) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-teal-900" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-teal-300" />
    </div>
  );
}
