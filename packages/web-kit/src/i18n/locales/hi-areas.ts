// The Hindi of the kit's own texts, each file by its name (scripts/check-translations.mjs fails on a kit
// *texts.hi.ts missing here). Each app's list (hi-areas.ts in the app) starts with these.
import { TRANSLATIONS as NEWS } from '../../components/news/texts.hi';
import { TRANSLATIONS as AMOUNT } from '../../components/ui/amount-texts.hi';
import { TRANSLATIONS as UI } from '../../components/ui/texts.hi';
import { TRANSLATIONS as ISSUE } from '../../lib/issue-texts.hi';
import { TRANSLATIONS as PACKAGE_CATEGORY } from '../../lib/package-category-texts.hi';

export const HI_KIT_AREAS: readonly (readonly Record<string, string>[])[] = [NEWS, UI, AMOUNT, ISSUE, PACKAGE_CATEGORY];
