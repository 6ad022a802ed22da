import { Card } from '../../../../components/ui/card';
import { LoadError } from '../../../../components/ui/load-error';
import { useTexts } from '../../../../i18n/texts';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { useSingleFlight } from '../../../../lib/single-flight';
import { notifyApiError, notifySuccess } from '../../../../lib/toast';
import { useOperatorAccess } from '../../kit/api/operator-access';
import { SecondReview } from '../../kit/components/second-review';
import {
  type PendingSettingChange,
  type SettingChangeDecision,
  useDecideSettingChange,
  usePendingSettingChanges,
} from '../api/setting-changes';
import { CONSOLE_SETTINGS_TEXTS } from '../texts';
import { choicesOf, SETTING_FIELDS, type SettingKey } from './settings-fields';

type Texts = ReturnType<typeof useTexts<typeof CONSOLE_SETTINGS_TEXTS>>['t'];

const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_FIELDS, key);

/** A setting's value as the reviewer reads it: on/off, the option's name, figures in the language's way. */
function valueText(t: Texts, key: string, value: unknown): string {
  const kind = isSettingKey(key) ? SETTING_FIELDS[key].kind : undefined;
  if (value === null || value === undefined || value === '') return t('cset.emptyValue');
  if (typeof value === 'boolean') return t(value ? 'cset.on' : 'cset.off');
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    const choice = kind ? choicesOf(kind)?.[value] : undefined;
    return choice ? t(choice) : value;
  }
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        item && typeof item === 'object' && 'rank' in item
          ? t('cset.rankValue', {
              rank: formatNumber(Number(item.rank)),
              capital: formatNumber(Number((item as { teamBusiness?: unknown }).teamBusiness)),
              directs: formatNumber(Number((item as { activeDirects?: unknown }).activeDirects)),
              reward: formatNumber(Number((item as { reward?: unknown }).reward)),
            })
          : valueText(t, '', item),
      )
      .join(kind === 'ranks' ? '; ' : ' / ');
  }
  return JSON.stringify(value);
}

/**
 * Approve and Reject for any owner but the one who asked, who sees it waiting instead (the server answers them 409).
 * The server's answer, either way, is a toast; one click sends one request.
 */
function ChangeActions({ change, label }: { change: PendingSettingChange; label: string }) {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const decide = useDecideSettingChange();
  const flight = useSingleFlight();
  const act = (decision: SettingChangeDecision) =>
    void flight.run(async () => {
      try {
        const answer = await decide.mutateAsync({ id: change._id, decision });
        notifySuccess(answer.message);
      } catch (error) {
        notifyApiError(error);
      }
    });
  return (
    <SecondReview
      requestedById={change.requestedBy._id}
      texts={{
        waiting: t('cset.waiting'),
        youAsked: t('cset.youAsked'),
        reject: t('cset.reject'),
        approve: t('cset.approve'),
        rejectLabel: t('cset.rejectLabel', { what: label }),
        approveLabel: t('cset.approveLabel', { what: label }),
      }}
      acting={flight.busy ? decide.variables?.decision : undefined}
      busy={flight.busy}
      onReject={() => act('reject')}
      onApprove={() => act('approve')}
    />
  );
}

function ChangeItem({ change }: { change: PendingSettingChange }) {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const asked = t('cset.askedBy', { name: change.requestedBy.fullName, time: formatDateTime(change.requestedAt) });
  return (
    <li className="space-y-3 rounded-xl border border-amber-400/30 bg-slate-950/60 p-4">
      <p className="text-sm text-slate-300">{asked}</p>
      <dl className="space-y-2 text-sm">
        {Object.entries(change.patch).map(([key, to]) => (
          <div key={key} className="min-w-0">
            <dt className="font-medium text-slate-200">{isSettingKey(key) ? SETTING_FIELDS[key].label : key}</dt>
            <dd className="break-words text-slate-100 tabular-nums">
              {t('cset.fromTo', { from: valueText(t, key, change.before[key]), to: valueText(t, key, to) })}
            </dd>
          </div>
        ))}
      </dl>
      <ChangeActions change={change} label={asked} />
    </li>
  );
}

/**
 * The changes to settings that guard money waiting for a second owner (docs/decisions/020-operator-roles.md): each
 * setting from and to, who asked and when, and the decision. Shown only while some wait, to a role that may list them.
 */
export function PendingSettingChanges() {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const { mayCall } = useOperatorAccess();
  const canList = mayCall('adminSettingChanges');
  const changes = usePendingSettingChanges(canList);
  if (!canList || changes.isPending) return null;
  if (changes.isError && !changes.data) {
    return <LoadError what={t('cset.thePending')} onRetry={() => void changes.refetch()} />;
  }
  const docs = changes.data?.docs ?? [];
  if (docs.length === 0) return null;
  return (
    <Card aria-labelledby="pending-changes" className="border-amber-400/40">
      <h2 id="pending-changes" className="text-lg font-semibold text-slate-50">
        {t('cset.pendingTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{t('cset.pendingNote')}</p>
      <ul className="mt-4 space-y-3">
        {docs.map((change) => (
          <ChangeItem key={change._id} change={change} />
        ))}
      </ul>
    </Card>
  );
}
