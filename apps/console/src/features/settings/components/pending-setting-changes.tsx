import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import type { PendingChange } from '../../../kit/api/pending-changes';
import { PendingChanges } from '../../../kit/components/pending-changes';
import { CONSOLE_TEXTS } from '../../../kit/texts';
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

function ChangeValues({ change }: { change: PendingChange }) {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  const kit = useTexts(CONSOLE_TEXTS).t;
  return (
    <dl className="space-y-2 text-sm">
      {Object.entries(change.patch).map(([key, to]) => (
        <div key={key} className="min-w-0">
          <dt className="font-medium text-slate-200">{isSettingKey(key) ? SETTING_FIELDS[key].label : key}</dt>
          <dd className="break-words text-slate-100 tabular-nums">
            {kit('con.change.fromTo', { from: valueText(t, key, change.before[key]), to: valueText(t, key, to) })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The changes to settings that guard money waiting for a second owner (docs/decisions/035-dual-control.md): each
 * setting from and to, who asked and when, and the decision.
 */
export function PendingSettingChanges() {
  const { t } = useTexts(CONSOLE_SETTINGS_TEXTS);
  return (
    <PendingChanges
      subject="settings"
      title={t('cset.pendingTitle')}
      note={t('cset.pendingNote')}
      describe={(change) => <ChangeValues change={change} />}
    />
  );
}
