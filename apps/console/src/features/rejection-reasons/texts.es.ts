import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_REASON_TEXTS } from './texts';

export const ES_CONSOLE_REASONS: TextsOf<typeof CONSOLE_REASON_TEXTS> = {
  'crr.title': 'Motivos de rechazo',
  'crr.description':
    'Los motivos que eligen los revisores al rechazar un depósito o un retiro. Los miembros los leen en su propio idioma: en inglés si un idioma queda en blanco.',
  'crr.newReason': 'Nuevo motivo',
  'crr.loading': 'Cargando los motivos de rechazo',
  'crr.theReasons': 'los motivos de rechazo',
  'crr.empty': 'Aún no hay motivos de rechazo',
  'crr.emptyHint': 'Guarda los motivos que más se dan, para que los miembros los lean en su idioma.',
  'crr.for.deposit': 'Depósitos',
  'crr.for.withdrawal': 'Retiros',
  'crr.for.both': 'Depósitos y retiros',
  'crr.forField': 'Se usa para',
  'crr.retired': 'Retirado',
  'crr.missing': 'Sin {{language}}',
  'crr.edit': 'Editar',
  'crr.retire': 'Retirar',
  'crr.newTitle': 'Nuevo motivo de rechazo',
  'crr.editTitle': 'Editar motivo de rechazo',
  'crr.textEn': 'Motivo en inglés',
  'crr.textEs': 'Motivo en español (opcional)',
  'crr.textHi': 'Motivo en hindi (opcional)',
  'crr.textHint': 'Un rechazo ya hecho conserva las palabras que recibió; un cambio se aplica a los siguientes.',
  'crr.save': 'Guardar motivo',
  'crr.retireTitle': '¿Retirar este motivo?',
  'crr.retireWarning':
    'Ya no se ofrecerá al rechazar. Los rechazos que lo usaron conservan sus palabras, y sigue en esta lista como retirado.',
  'crr.lang.es': 'español',
  'crr.lang.hi': 'hindi',
  'crr.back': 'Volver a depósitos',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_REASONS];
