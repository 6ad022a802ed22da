import { Button } from './button';
import { Card } from './card';

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Card className="text-center">
      <p className="text-slate-200">We could not load {what}.</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
