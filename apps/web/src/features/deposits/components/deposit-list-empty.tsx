import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';

/** No deposits at all, or a page past the last one (an old link, a hand-typed ?page=). */
export function DepositListEmpty({ isPastLastPage }: { isPastLastPage: boolean }) {
  return (
    <Card className="text-center">
      <h2 className="text-lg font-semibold text-slate-50">
        {isPastLastPage ? 'Nothing on this page' : 'No deposits yet'}
      </h2>
      <p className="mt-1 text-slate-300">
        {isPastLastPage
          ? 'Your deposits are on the earlier pages.'
          : 'Deposits you submit appear here with their status.'}
      </p>
      <Link
        to={isPastLastPage ? '?page=1' : '/deposit'}
        className={buttonClasses(isPastLastPage ? 'secondary' : 'primary', 'mt-5')}
      >
        {isPastLastPage ? 'Go to page 1' : 'Make a deposit'}
      </Link>
    </Card>
  );
}
