// The Spanish of the kit's own texts, each file by its name (scripts/check-translations.mjs fails on a kit
// *texts.es.ts missing here). Each app's list (es-areas.ts in the app) starts with these.
import { TRANSLATIONS as NEWS } from '../../components/news/texts.es';
import { TRANSLATIONS as AMOUNT } from '../../components/ui/amount-texts.es';
import { TRANSLATIONS as UI } from '../../components/ui/texts.es';
import { TRANSLATIONS as ISSUE } from '../../lib/issue-texts.es';
import { TRANSLATIONS as PACKAGE_CATEGORY } from '../../lib/package-category-texts.es';

export const ES_KIT_AREAS: readonly (readonly Record<string, string>[])[] = [NEWS, UI, AMOUNT, ISSUE, PACKAGE_CATEGORY];
