import { Link } from 'react-router';
import { type ReserveSnapshot, useReserves } from '../../../api/get-reserves';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime, usdt } from '../../../lib/format';
import { errorMessage } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { type ReserveProofData, useVerifyMyProof } from '../api/get-reserve-proof';
import { ReservesChart } from '../components/reserves-chart';

function ratioText(snapshot: ReserveSnapshot) {
  return snapshot.ratioPercent === null ? 'Nothing owed' : `${snapshot.ratioPercent.toFixed(2)} %`;
}

function LatestSnapshot({ snapshot }: { snapshot: ReserveSnapshot }) {
  const figures = [
    { label: 'Total liabilities', value: usdt(snapshot.liabilities) },
    { label: 'Reserves', value: usdt(snapshot.reserves) },
    { label: 'Reserve ratio', value: ratioText(snapshot) },
    { label: 'Members included', value: String(snapshot.leafCount) },
  ];
  return (
    <Card aria-labelledby="latest-title">
      <h2 id="latest-title" className="text-lg font-semibold text-slate-50">
        Latest snapshot
      </h2>
      <p className="mt-1 text-sm text-slate-400">Taken {formatDateTime(snapshot.takenAt)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-slate-400">{figure.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-50 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {snapshot.reserves === 0 && snapshot.liabilities > 0 && (
        <p className="mt-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100">
          No reserve was {snapshot.reserveMode === 'chain' ? 'found on chain' : 'declared'} for this snapshot, so it
          does not show that members' balances are covered.
        </p>
      )}
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-slate-400">Root hash</dt>
          <dd className="mt-1 font-mono break-all text-slate-100">{snapshot.rootHash}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Where the reserve figure comes from</dt>
          <dd className="mt-1 break-words text-slate-100">
            {snapshot.reserveMode === 'chain' ? 'Read on chain: ' : 'Declared by the operator: '}
            {snapshot.reserveSource}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function History({ history }: { history: ReserveSnapshot[] }) {
  return (
    <Card aria-labelledby="history-title">
      <h2 id="history-title" className="text-lg font-semibold text-slate-50">
        History
      </h2>
      <div className="mt-3">
        <ReservesChart history={history} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300">
          Figures of each snapshot
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <thead className="text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-3 font-normal">
                  Day
                </th>
                <th scope="col" className="py-1 pr-3 font-normal">
                  Liabilities
                </th>
                <th scope="col" className="py-1 pr-3 font-normal">
                  Reserves
                </th>
                <th scope="col" className="py-1 font-normal">
                  Ratio
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-100">
              {[...history].reverse().map((row) => (
                <tr key={row._id}>
                  <td className="py-1 pr-3">{row.day}</td>
                  <td className="py-1 pr-3">{usdt(row.liabilities)}</td>
                  <td className="py-1 pr-3">{usdt(row.reserves)}</td>
                  <td className="py-1">{ratioText(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}

function proofHref(proof: ReserveProofData) {
  return `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(proof, null, 2))}`;
}

function MyProof() {
  const { isSignedIn } = useSession();
  const verify = useVerifyMyProof();
  if (!isSignedIn) {
    return (
      <Card aria-labelledby="proof-title">
        <h2 id="proof-title" className="text-lg font-semibold text-slate-50">
          Check your own balance
        </h2>
        <p className="mt-1 text-sm text-slate-300">
          Sign in to check, in this browser, that your balance is included in the total above.
        </p>
        <Link to="/login" className={buttonClasses('secondary', 'mt-4')}>
          Sign in
        </Link>
      </Card>
    );
  }
  const result = verify.data;
  return (
    <Card aria-labelledby="proof-title">
      <h2 id="proof-title" className="text-lg font-semibold text-slate-50">
        Check your own balance
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Fetches your leaf of the latest snapshot and the hashes and sums beside it, and recomputes the root here, in
        your browser. Nobody else's balance or identity is in it.
      </p>
      <Button className="mt-4 w-full sm:w-auto" onClick={() => verify.mutate()} loading={verify.isPending}>
        Verify my balance
      </Button>
      {verify.error && (
        <p role="alert" className="mt-4 rounded-lg border border-rose-500/40 bg-rose-500/10 p-3 text-sm text-rose-200">
          {errorMessage(verify.error)}
        </p>
      )}
      {result?.verdict.ok && (
        <div
          role="status"
          className="mt-4 rounded-lg border border-teal-400/40 bg-teal-400/10 p-3 text-sm text-teal-100"
        >
          <p className="font-semibold">Your balance of {usdt(result.verdict.balance)} is included.</p>
          <p className="mt-1">
            Verified against root {result.proof.root.hash.slice(0, 16)}… of the snapshot taken{' '}
            {formatDateTime(result.proof.takenAt)}.
          </p>
        </div>
      )}
      {result && !result.verdict.ok && (
        <p role="alert" className="mt-4 rounded-lg border border-rose-500/40 bg-rose-500/10 p-3 text-sm text-rose-200">
          Your proof did NOT verify: {result.verdict.reason}
        </p>
      )}
      {result && (
        <a
          href={proofHref(result.proof)}
          download={`reserve-proof-${result.proof.snapshotId}.json`}
          className={buttonClasses('secondary', 'mt-4 w-full sm:w-auto')}
        >
          Download proof (JSON)
        </a>
      )}
      {result && (
        <p className="mt-2 text-xs text-slate-400">
          Check the file offline with <code>npm run reserves:verify -- --proof file.json</code> from the platform's
          source, or any SHA-256 tool following the published layout.
        </p>
      )}
    </Card>
  );
}

/** /reserves: what the platform owes its members beside what it holds, and a member's own proof of inclusion. */
export function ReservesPage() {
  const { data, isPending, error, refetch } = useReserves();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle page="Proof of reserves" />
      <div>
        <h1 className="text-2xl font-bold text-slate-50">Proof of reserves</h1>
        <p className="mt-1 text-sm text-slate-400">
          Once a day every member's balance (both wallets, pending withdrawals and package capital) is added up in a
          Merkle sum tree, and the reserve is read at the same moment. Each member can check that their balance is in
          the total.
        </p>
      </div>
      {isPending ? (
        <ListSkeleton label="Loading the proof of reserves" />
      ) : error ? (
        <LoadError what="the proof of reserves" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data.latest ? (
        <EmptyState
          title="No snapshot yet"
          hint="The first proof-of-reserves snapshot has not been taken yet. It is taken once a day; please come back later."
        />
      ) : (
        <>
          <LatestSnapshot snapshot={data.latest} />
          <MyProof />
          <History history={data.history} />
        </>
      )}
    </div>
  );
}
