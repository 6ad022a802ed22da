import { Badge } from '../../../components/ui/badge';

/** Marks invented data (prices, people, products, posts, events) so no visitor mistakes it for fact. */
export function SampleNote({ text }: { text: string }) {
  return (
    <p className="mt-4 flex items-start gap-2 text-sm text-amber-100/90">
      <Badge tone="amber">Sample</Badge>
      <span className="pt-1">{text}</span>
    </p>
  );
}
