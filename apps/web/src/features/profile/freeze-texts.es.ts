import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { FREEZE_TEXTS } from './freeze-texts';

export const ES_FREEZE: TextsOf<typeof FREEZE_TEXTS> = {
  'frz.title': 'Congelar mi cuenta',
  'frz.description':
    'Al congelar tu cuenta se detienen al instante los retiros, las transferencias y los pagos. Úsalo si crees que otra persona ha entrado en tu cuenta. Para levantar la congelación más adelante tendrás que introducir tu contraseña, y el código de tu aplicación de autenticación si tienes activado el inicio de sesión en dos pasos; después hay que esperar 24 horas, y te avisamos por correo.',
  'frz.freeze': 'Congelar mi cuenta',
  'frz.loading': 'Comprobando si tu cuenta está congelada…',
  'frz.retry': 'Reintentar',
  'frz.frozenSince': 'Tu cuenta está congelada desde el {{when}}.',
  'frz.frozen': 'Tu cuenta está congelada.',
  'frz.frozenNote': 'Los retiros, las transferencias y los pagos están detenidos hasta que levantes la congelación.',
  'frz.lift': 'Levantar la congelación…',
  'frz.password': 'Contraseña',
  'frz.code': 'Código de autenticación',
  'frz.codeHint': 'Los 6 dígitos que muestra tu aplicación, o uno de tus códigos de recuperación.',
  'frz.liftNote':
    'La congelación sigue vigente durante 24 horas después de pedirlo, y te enviamos la hora por correo. Si no lo pediste tú, vuelve a congelar tu cuenta.',
  'frz.liftSubmit': 'Levantar la congelación en 24 horas',
  'frz.cancel': 'Cancelar',
  'frz.lifting': 'La congelación se levanta el {{when}}.',
  'frz.liftingNote':
    'Hasta entonces, los retiros, las transferencias y los pagos siguen detenidos. Si no lo pediste tú, mantén tu cuenta congelada.',
  'frz.keep': 'Mantenerla congelada',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_FREEZE];
