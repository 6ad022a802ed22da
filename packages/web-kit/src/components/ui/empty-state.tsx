import { Link } from 'react-router';
import { buttonClasses } from './button-styles';
import { Card } from './card';

export interface EmptyStateProps {
  title: string;
  hint: string;
  /** `state` goes with the navigation (what the next screen should focus). */
  action?: { to: string; label: string; state?: unknown };
}

export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <Card className="text-center">
      <h2 className="text-lg font-semibold text-slate-50">{title}</h2>
      <p className="mt-1 text-slate-300">{hint}</p>
      {action && (
        <Link to={action.to} state={action.state} className={buttonClasses('primary', 'mt-5')}>
          {action.label}
        </Link>
      )}
    </Card>
  );
}
