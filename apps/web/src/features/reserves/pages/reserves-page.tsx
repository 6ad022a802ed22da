import { type ReserveSnapshot, useReserves } from '@app/web-kit/api/get-reserves';
import { PageTitle } from '@app/web-kit/components/page-title';
import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { CENTS, formatDateTime, formatDay, formatNumber, percent, usdt } from '@app/web-kit/lib/format';
import { errorMessage } from '@app/web-kit/lib/toast';
import { Link } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { type ReserveProofData, useVerifyMyProof } from '../api/get-reserve-proof';
import { ReservesChart } from '../components/reserves-chart';
import { RESERVES_TEXTS } from '../texts';

/** The command that checks a downloaded proof offline (docs/decisions/010-proof-of-reserves.md), the same in every language. */
const VERIFY_COMMAND = 'npm run reserves:verify -- --proof file.json';

function ratioText(snapshot: ReserveSnapshot) {
  return snapshot.ratioPercent === null ? textOf(RESERVES_TEXTS, 'rsv.nothingOwed') : percent(snapshot.ratioPercent);
}

/** Where the reserve figure comes from, in the reader's language: the chain read's address and block, or the source the operator declared. */
function sourceText(snapshot: ReserveSnapshot): string {
  if (!snapshot.verified) return textOf(RESERVES_TEXTS, 'rsv.declared', { source: snapshot.reserveSource });
  const values = { address: snapshot.address ?? '', block: formatNumber(snapshot.block ?? 0) };
  return snapshot.memberAddresses > 0
    ? textOf(RESERVES_TEXTS, 'rsv.readOnChainMembers', { ...values, count: formatNumber(snapshot.memberAddresses) })
    : textOf(RESERVES_TEXTS, 'rsv.readOnChain', values);
}

/** "Verified on chain", or "Declared, not verified": a declared figure never reads as a verified one. */
function ReserveBadge({ verified }: { verified: boolean }) {
  const { t } = useTexts(RESERVES_TEXTS);
  return verified ? (
    <Badge tone="green">{t('rsv.verified')}</Badge>
  ) : (
    <Badge tone="amber">{t('rsv.notVerified')}</Badge>
  );
}

function LatestSnapshot({ snapshot }: { snapshot: ReserveSnapshot }) {
  const { t } = useTexts(RESERVES_TEXTS);
  const { verified } = snapshot;
  const figures = [
    { label: t('rsv.liabilitiesTotal'), value: usdt(snapshot.liabilities, CENTS) },
    {
      label: verified ? t('rsv.reserves') : t('rsv.reservesDeclared'),
      value: usdt(snapshot.reserves, CENTS),
      badge: <ReserveBadge verified={verified} />,
      muted: !verified,
    },
    { label: verified ? t('rsv.ratio') : t('rsv.ratioDeclared'), value: ratioText(snapshot), muted: !verified },
    { label: t('rsv.members'), value: formatNumber(snapshot.leafCount) },
  ];
  return (
    <TitledCard titleId="latest-title" title={t('rsv.latest')}>
      <p className="mt-1 text-sm text-slate-400">{t('rsv.taken', { when: formatDateTime(snapshot.takenAt) })}</p>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-slate-400">{figure.label}</dt>
            <dd
              className={`mt-1 text-lg tabular-nums ${figure.muted ? 'font-medium text-slate-300' : 'font-semibold text-slate-50'}`}
            >
              {figure.value}
            </dd>
            {figure.badge && <dd className="mt-1">{figure.badge}</dd>}
          </div>
        ))}
      </dl>
      {snapshot.reserves === 0 && snapshot.liabilities > 0 && (
        <p className="mt-3 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100">
          {t(snapshot.reserveMode === 'chain' ? 'rsv.noneOnChain' : 'rsv.noneDeclared')}
        </p>
      )}
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-slate-400">{t('rsv.root')}</dt>
          <dd className="mt-1 font-mono break-all text-slate-100">{snapshot.rootHash}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('rsv.source')}</dt>
          <dd className="mt-1 break-words text-slate-100">{sourceText(snapshot)}</dd>
        </div>
      </dl>
    </TitledCard>
  );
}

function History({ history }: { history: ReserveSnapshot[] }) {
  const { t } = useTexts(RESERVES_TEXTS);
  return (
    <TitledCard titleId="history-title" title={t('rsv.history')}>
      <div className="mt-3">
        {history.length > 1 ? (
          <ReservesChart history={history} />
        ) : (
          <p className="text-sm text-slate-300">{t('rsv.chartNeedsTwo')}</p>
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300">
          {t('rsv.figures')}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <thead className="text-slate-400">
              <tr>
                {[t('rsv.day'), t('rsv.liabilities'), t('rsv.reserves'), t('rsv.ratioShort')].map((heading, index) => (
                  <th key={heading} scope="col" className={index < 3 ? 'py-1 pr-3 font-normal' : 'py-1 font-normal'}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="text-slate-100">
              {[...history].reverse().map((row) => (
                <tr key={row._id}>
                  <td className="py-1 pr-3">
                    <time dateTime={row.day}>{formatDay(row.day)}</time>
                  </td>
                  <td className="py-1 pr-3">{usdt(row.liabilities, CENTS)}</td>
                  <td className="py-1 pr-3">
                    {row.verified
                      ? usdt(row.reserves, CENTS)
                      : t('rsv.declaredRow', { amount: usdt(row.reserves, CENTS) })}
                  </td>
                  <td className="py-1">{ratioText(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </TitledCard>
  );
}

function proofHref(proof: ReserveProofData) {
  return `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(proof, null, 2))}`;
}

function MyProof() {
  const { t, tx } = useTexts(RESERVES_TEXTS);
  const { isSignedIn } = useSession();
  const verify = useVerifyMyProof();
  if (!isSignedIn) {
    return (
      <TitledCard titleId="proof-title" title={t('rsv.checkOwn')}>
        <p className="mt-1 text-sm text-slate-300">{t('rsv.signInToCheck')}</p>
        <Link to="/login" className={buttonClasses('secondary', 'mt-4')}>
          {t('rsv.signIn')}
        </Link>
      </TitledCard>
    );
  }
  const result = verify.data;
  return (
    <TitledCard titleId="proof-title" title={t('rsv.checkOwn')}>
      <p className="mt-1 text-sm text-slate-300">{t('rsv.how')}</p>
      <Button className="mt-4 w-full sm:w-auto" onClick={() => verify.mutate()} loading={verify.isPending}>
        {t('rsv.verify')}
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
          <p className="font-semibold">{t('rsv.included', { amount: usdt(result.verdict.balance) })}</p>
          <p className="mt-1">
            {t('rsv.against', {
              root: result.proof.root.hash.slice(0, 16),
              when: formatDateTime(result.proof.takenAt),
            })}
          </p>
        </div>
      )}
      {result && !result.verdict.ok && (
        <p role="alert" className="mt-4 rounded-lg border border-rose-500/40 bg-rose-500/10 p-3 text-sm text-rose-200">
          {t('rsv.failed', { reason: result.verdict.reason })}
        </p>
      )}
      {result && (
        <a
          href={proofHref(result.proof)}
          download={`reserve-proof-${result.proof.snapshotId}.json`}
          className={buttonClasses('secondary', 'mt-4 w-full sm:w-auto')}
        >
          {t('rsv.download')}
        </a>
      )}
      {result && (
        <p className="mt-2 text-xs text-slate-400">{tx('rsv.offline', { command: <code>{VERIFY_COMMAND}</code> })}</p>
      )}
    </TitledCard>
  );
}

/** /reserves: what the platform owes its members beside what it holds, and a member's own proof of inclusion. */
export function ReservesPage() {
  const { t } = useTexts(RESERVES_TEXTS);
  const { data, isPending, error, refetch } = useReserves();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle page={t('rsv.title')} />
      <div>
        <h1 className="text-2xl font-bold text-slate-50">{t('rsv.title')}</h1>
        <p className="mt-1 text-sm text-slate-400">{t('rsv.intro')}</p>
      </div>
      {isPending ? (
        <ListSkeleton label={t('rsv.loading')} />
      ) : error ? (
        <LoadError what={t('rsv.the')} message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data.latest ? (
        <EmptyState title={t('rsv.noSnapshot')} hint={t('rsv.noSnapshotHint')} />
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
