import { SYSTEM_LIMITS } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, percent } from '@app/web-kit/lib/format';
import { FiguresCard } from '../../../kit/components/figure-tile';
import type { AdminSystem } from '../api/get-admin-system';
import { CONSOLE_SYSTEM_TEXTS } from '../texts';
import { ago, duration } from './ages';
import { SystemFigure } from './system-figure';

type Queue = AdminSystem['queues'][keyof AdminSystem['queues']];
type Key = keyof typeof CONSOLE_SYSTEM_TEXTS & string;

/** A p99 in the unit that reads at a glance: 180 ms under a second, 2.4 s above. */
function latency(seconds: number, t: (key: Key, values: Record<string, string>) => string): string {
  if (seconds < 1) return t('csys.milliseconds', { value: formatNumber(Math.round(seconds * 1000)) });
  return t('csys.secondsValue', { value: formatNumber(Math.round(seconds * 10) / 10) });
}

/** The three figures an operator reads first (docs/operations.md#metrics), with the limits the alerts use. */
export function TrafficCard({ traffic }: { traffic: AdminSystem['traffic'] }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const requests = formatNumber(traffic.requests);
  const hasErrors = (traffic.serverErrorPercent ?? 0) > 0;
  const isSlow = (traffic.p99Seconds ?? 0) > SYSTEM_LIMITS.slowP99Seconds;
  const slowLimit = latency(SYSTEM_LIMITS.slowP99Seconds, t);
  return (
    <FiguresCard
      id="system-traffic-title"
      title={t('csys.traffic')}
      intro={t('csys.trafficIntro', { window: duration(traffic.windowSeconds) })}
      columns="sm:grid-cols-3"
    >
      <SystemFigure
        label={t('csys.requestsPerMinute')}
        value={formatNumber(traffic.requestsPerMinute)}
        hint={t('csys.requestsPerMinuteHint')}
      />
      <SystemFigure
        label={t('csys.errorRate')}
        value={traffic.serverErrorPercent === null ? t('csys.noRequests') : percent(traffic.serverErrorPercent)}
        health={traffic.serverErrorPercent === null ? 'plain' : hasErrors ? 'bad' : 'good'}
        note={hasErrors ? t('csys.errorRateNote') : undefined}
        hint={t('csys.errorRateHint', { count: requests })}
      />
      <SystemFigure
        label={t('csys.p99')}
        value={traffic.p99Seconds === null ? t('csys.noRequests') : latency(traffic.p99Seconds, t)}
        health={traffic.p99Seconds === null ? 'plain' : isSlow ? 'bad' : 'good'}
        note={isSlow ? t('csys.p99Note', { limit: slowLimit }) : undefined}
        hint={t('csys.p99Hint', { limit: slowLimit })}
      />
    </FiguresCard>
  );
}

function QueueFigure({
  label,
  hint,
  queue,
  lateSeconds,
}: {
  label: string;
  hint: string;
  queue: Queue;
  lateSeconds?: number;
}) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  const age = queue.oldestAgeSeconds;
  const isLate = age !== null && lateSeconds !== undefined && age > lateSeconds;
  return (
    <SystemFigure
      label={label}
      value={age === null ? t('csys.nothingWaits') : ago(age)}
      health={isLate ? 'bad' : 'plain'}
      note={isLate && lateSeconds !== undefined ? t('csys.queueLate', { limit: duration(lateSeconds) }) : undefined}
      hint={queue.waiting > 0 ? `${hint} ${t('csys.waitingCount', { count: formatNumber(queue.waiting) })}` : hint}
    />
  );
}

/** When the oldest item of each queue arrived: a queue nobody works grows old before it grows long. */
export function QueuesCard({ queues }: { queues: AdminSystem['queues'] }) {
  const { t } = useTexts(CONSOLE_SYSTEM_TEXTS);
  return (
    <FiguresCard id="system-queues-title" title={t('csys.queues')} intro={t('csys.queuesIntro')}>
      <QueueFigure label={t('csys.queue.deposit')} hint={t('csys.queue.depositHint')} queue={queues.depositReview} />
      <QueueFigure
        label={t('csys.queue.withdrawal')}
        hint={t('csys.queue.withdrawalHint')}
        queue={queues.withdrawalReview}
        lateSeconds={SYSTEM_LIMITS.withdrawalReviewLateSeconds}
      />
      <QueueFigure
        label={t('csys.queue.payout')}
        hint={t('csys.queue.payoutHint')}
        queue={queues.payout}
        lateSeconds={SYSTEM_LIMITS.payoutLateSeconds}
      />
      <QueueFigure label={t('csys.queue.mail')} hint={t('csys.queue.mailHint')} queue={queues.mailOutbox} />
    </FiguresCard>
  );
}
