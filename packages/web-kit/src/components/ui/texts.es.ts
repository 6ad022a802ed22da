import type { TextsOf } from '../../i18n/locale-bundle';
import type {
  DEMO_TEXTS,
  EXPLORER_TEXTS,
  LOAD_ERROR_TEXTS,
  PAGER_TEXTS,
  PROFILE_SKELETON_TEXTS,
  SKIP_TEXTS,
  STATUS_TEXTS,
} from './texts';

export const ES_SKIP: TextsOf<typeof SKIP_TEXTS> = {
  'ui.skipToContent': 'Saltar al contenido',
};

export const ES_LOAD_ERROR: TextsOf<typeof LOAD_ERROR_TEXTS> = {
  'ui.loadError': 'No hemos podido cargar {{what}}.',
  'ui.tryAgain': 'Reintentar',
};

export const ES_STATUS: TextsOf<typeof STATUS_TEXTS> = {
  'ui.status.pending': 'Pendiente',
  'ui.status.success': 'Completado',
  'ui.status.reject': 'Rechazado',
  'ui.status.cancelled': 'Cancelado',
};

export const ES_PAGER: TextsOf<typeof PAGER_TEXTS> = {
  'ui.pagination': 'Paginación',
  'ui.previous': 'Anterior',
  'ui.next': 'Siguiente',
  'ui.pageOf': 'Página {{page}} de {{total}}',
};

export const ES_EXPLORER: TextsOf<typeof EXPLORER_TEXTS> = {
  'ui.explorerNewTab': ' (explorador de bloques, se abre en una pestaña nueva)',
};

export const ES_DEMO: TextsOf<typeof DEMO_TEXTS> = {
  'ui.demoTitle': 'Un valor de demostración: inventado para la demo, no está en ninguna cadena',
  'ui.demo': 'Demo',
  'ui.demoMore': ' valor de demostración, no está en ninguna cadena',
  'ui.demoAddress': '(una dirección de demostración)',
};

export const ES_PROFILE_SKELETON: TextsOf<typeof PROFILE_SKELETON_TEXTS> = {
  'ui.loadingProfile': 'Cargando tu perfil',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [
  ES_SKIP,
  ES_LOAD_ERROR,
  ES_STATUS,
  ES_PAGER,
  ES_EXPLORER,
  ES_DEMO,
  ES_PROFILE_SKELETON,
];
