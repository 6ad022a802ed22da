import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { FREEZE_LINK_TEXTS } from './freeze-link-texts';

export const ES_FREEZE_LINK: TextsOf<typeof FREEZE_LINK_TEXTS> = {
  'frl.title': 'Congela tu cuenta',
  'frl.intro': 'Úsalo si te enviamos un correo sobre un inicio de sesión o un cambio de seguridad que no hiciste tú.',
  'frl.what':
    'Al congelarla se detienen al instante los retiros y las transferencias, y se cierra la sesión de tu cuenta en todos los dispositivos. No necesitas iniciar sesión, y no pasa nada hasta que pulses el botón.',
  'frl.freeze': 'Congelar mi cuenta',
  'frl.forgot': '¿Olvidaste tu contraseña?',
  'frl.login': 'Iniciar sesión',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_FREEZE_LINK];
