import type { DryRunPattern, DryRunStatus } from '@app/contract';
import type { BadgeTone } from '@app/web-kit/components/ui/badge';
import type { CONSOLE_DRY_RUN_TEXTS } from '../texts';

type Key = keyof typeof CONSOLE_DRY_RUN_TEXTS;

/** Each pattern's name in a run's summary, and what it does in the form's choice. */
export const PATTERN_LABELS = {
  steady: { short: 'cdry.pattern.steady', long: 'cdry.pattern.steadyLong' },
  growth: { short: 'cdry.pattern.growth', long: 'cdry.pattern.growthLong' },
  decline: { short: 'cdry.pattern.decline', long: 'cdry.pattern.declineLong' },
} as const satisfies Record<DryRunPattern, { short: Key; long: Key }>;

export const STATUS_LABELS = {
  running: { label: 'cdry.status.running', tone: 'blue' },
  done: { label: 'cdry.status.done', tone: 'green' },
  failed: { label: 'cdry.status.failed', tone: 'red' },
  cancelled: { label: 'cdry.status.cancelled', tone: 'slate' },
} as const satisfies Record<DryRunStatus, { label: Key; tone: BadgeTone }>;
