// POST /sellerApi/language (vendor: /vendorApi/language) - keeps the chosen language on the member's account
import type { Locale } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';

export function saveLanguage(locale: Locale) {
  return callApi(routes.saveLanguage, { body: { locale } });
}
