import { Link } from 'react-router';
import { buttonClasses } from './button-styles';
import { Card } from './card';

export interface EmptyStateProps {
  title: string;
  hint: string;
  action?: { to: string; label: string };
}

export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <Card className="text-center">
      <h2 className="text-lg font-semibold text-slate-50">{title}</h2>
      <p className="mt-1 text-slate-300">{hint}</p>
      {action && (
        <Link to={action.to} className={buttonClasses('primary', 'mt-5')}>
          {action.label}
        </Link>
      )}
    </Card>
  );
}
