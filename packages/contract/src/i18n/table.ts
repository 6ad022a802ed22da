import type { CONSOLE_MSG } from '../console';
import type { CONTENT_PAGES_MSG } from '../content-pages';
import type { DEPOSIT_ADDRESS_MSG } from '../deposit-addresses';
import type { DRY_RUN_MSG } from '../dry-runs';
import type { MSG, MSG_PATTERNS } from '../messages';
import type { NOTIFICATIONS_MSG } from '../notifications';
import type { OPERATORS_MSG } from '../operators-console';
import type { POSTS_MSG } from '../posts';
import type { REPORTS_MSG } from '../reports';
import type { RESERVES_MSG } from '../reserves';
import type { SITE_CONSOLE_MSG } from '../site-console';

type TextOf<T> = { readonly [K in keyof T]: string };

/**
 * One language's text for every contract message, by the same keys as the English tables: a key missing (or one the
 * contract lacks) is a type error. Patterns keep their `{name}` places.
 */
export interface MessageTable {
  MSG: TextOf<typeof MSG>;
  CONSOLE_MSG: TextOf<typeof CONSOLE_MSG>;
  OPERATORS_MSG: TextOf<typeof OPERATORS_MSG>;
  SITE_CONSOLE_MSG: TextOf<typeof SITE_CONSOLE_MSG>;
  NOTIFICATIONS_MSG: TextOf<typeof NOTIFICATIONS_MSG>;
  CONTENT_PAGES_MSG: TextOf<typeof CONTENT_PAGES_MSG>;
  POSTS_MSG: TextOf<typeof POSTS_MSG>;
  RESERVES_MSG: TextOf<typeof RESERVES_MSG>;
  DEPOSIT_ADDRESS_MSG: TextOf<typeof DEPOSIT_ADDRESS_MSG>;
  REPORTS_MSG: TextOf<typeof REPORTS_MSG>;
  DRY_RUN_MSG: TextOf<typeof DRY_RUN_MSG>;
  MSG_PATTERNS: TextOf<typeof MSG_PATTERNS>;
}
