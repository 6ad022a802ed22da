import type { SessionRow } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useT } from '@app/web-kit/i18n/use-t';
import { formatDateTime } from '@app/web-kit/lib/format';
import { useRevokeOtherSessions, useSessions } from '../api/sessions';

/** "Chrome on Windows" in the member's language, from the names the server read in the user agent. */
function deviceLabel(row: SessionRow, t: ReturnType<typeof useT>['t']): string {
  if (row.browser && row.system) return t('sessions.device', { browser: row.browser, system: row.system });
  return row.browser ?? row.system ?? t('sessions.unknownDevice');
}

/** /settings: where the account is signed in (device, address, time) and "Sign out everywhere else". */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const { t } = useT();
  const rows = sessions.data ?? [];
  const others = rows.filter((row) => !row.current).length;
  return (
    <TitledCard titleId="sessions" title={t('sessions.title')}>
      <p className="mt-1 text-sm text-slate-400">{t('sessions.description')}</p>
      {sessions.isPending ? (
        <p className="mt-3 text-sm text-slate-400">{t('common.loading')}…</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-800">
          {rows.map((row) => (
            <li key={row._id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2 text-sm">
              <span className="font-medium text-slate-100">
                {deviceLabel(row, t)}
                {row.current && (
                  <>
                    {/* A real space: read aloud or copied, the device and "(this device)" stay two words. */}{' '}
                    <span className="ml-1 text-xs text-teal-300">{t('sessions.thisDevice')}</span>
                  </>
                )}
              </span>
              <span className="text-slate-400">
                {row.ipAddress ?? t('sessions.unknownAddress')} · {formatDateTime(row.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        disabled={others === 0}
        loading={revoke.isPending}
        onClick={() => revoke.mutate()}
      >
        {t('sessions.signOutOthers')}
      </Button>
    </TitledCard>
  );
}
