import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { MAINTENANCE_TEXTS } from './texts';

export const ES_MAINTENANCE: TextsOf<typeof MAINTENANCE_TEXTS> = {
  'maint.title': 'Mantenimiento: las operaciones con dinero están en pausa',
  'maint.safe':
    'Tu saldo está seguro. Puedes iniciar sesión y verlo todo; las compras, los cobros, los depósitos, los retiros y las transferencias esperan hasta que volvamos.',
  'maint.until': 'Volvemos previsiblemente el {{when}}.',
  'maint.overdue': 'Está tardando más de lo previsto. Vuelve a mirar en un rato.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_MAINTENANCE];
