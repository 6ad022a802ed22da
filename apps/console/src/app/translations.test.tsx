import { describeAreaKeys, describeTranslations } from '@app/web-kit/test/translation-checks';
import { CREDITS_TEXTS } from '../features/credits/texts';
import { ES_CONSOLE_CREDITS } from '../features/credits/texts.es';
import { HI_CONSOLE_CREDITS } from '../features/credits/texts.hi';
import { CONSOLE_DEPOSIT_TEXTS } from '../features/deposits/texts';
import { ES_CONSOLE_DEPOSITS } from '../features/deposits/texts.es';
import { HI_CONSOLE_DEPOSITS } from '../features/deposits/texts.hi';
import { CONSOLE_NEWS_TEXTS } from '../features/news/texts';
import { ES_CONSOLE_NEWS } from '../features/news/texts.es';
import { HI_CONSOLE_NEWS } from '../features/news/texts.hi';
import { CONSOLE_WITHDRAWAL_TEXTS } from '../features/withdrawals/texts';
import { ES_CONSOLE_WITHDRAWALS } from '../features/withdrawals/texts.es';
import { HI_CONSOLE_WITHDRAWALS } from '../features/withdrawals/texts.hi';
import { ES_AREAS } from '../i18n/locales/es-areas';
import { HI_AREAS } from '../i18n/locales/hi-areas';
import { CONSOLE_TEXTS } from '../kit/texts';
import { ES_CONSOLE } from '../kit/texts.es';
import { HI_CONSOLE } from '../kit/texts.hi';

// docs/decisions/017-translations.md: the console's areas' English dictionaries, with their Spanish and Hindi.
describeTranslations([
  { name: 'console news', en: CONSOLE_NEWS_TEXTS, es: ES_CONSOLE_NEWS, hi: HI_CONSOLE_NEWS },
  { name: 'console', en: CONSOLE_TEXTS, es: ES_CONSOLE, hi: HI_CONSOLE },
  { name: 'console deposits', en: CONSOLE_DEPOSIT_TEXTS, es: ES_CONSOLE_DEPOSITS, hi: HI_CONSOLE_DEPOSITS },
  {
    name: 'console withdrawals',
    en: CONSOLE_WITHDRAWAL_TEXTS,
    es: ES_CONSOLE_WITHDRAWALS,
    hi: HI_CONSOLE_WITHDRAWALS,
  },
  { name: 'console credits', en: CREDITS_TEXTS, es: ES_CONSOLE_CREDITS, hi: HI_CONSOLE_CREDITS },
]);

describeAreaKeys({ es: ES_AREAS, hi: HI_AREAS });
