import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { ANTI_PHISHING_TEXTS } from './anti-phishing-texts';

export const ES_ANTI_PHISHING: TextsOf<typeof ANTI_PHISHING_TEXTS> = {
  'aph.title': 'Código antiphishing',
  'aph.description':
    'Elige una palabra que solo tú conozcas. Todos nuestros correos la muestran en su primera línea. Un correo que dice ser nuestro y no la muestra es falso: no abras sus enlaces. Nunca te pediremos tu código.',
  'aph.loading': 'Cargando tu código antiphishing…',
  'aph.retry': 'Reintentar',
  'aph.current': 'Nuestros correos empiezan con: {{code}}',
  'aph.field': 'Tu código',
  'aph.hint': 'De 4 a 20 letras o dígitos, sin espacios.',
  'aph.save': 'Guardar código',
  'aph.change': 'Cambiar',
  'aph.cancel': 'Cancelar',
  'aph.remove': 'Eliminar código',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_ANTI_PHISHING];
