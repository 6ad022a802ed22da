import type { COMPONENT_TEXTS } from '../../../components/ui/texts';
import type { TextsOf } from '../../texts';

export const ES_COMPONENTS: TextsOf<typeof COMPONENT_TEXTS> = {
  'ui.loadError': 'No hemos podido cargar {{what}}.',
  'ui.tryAgain': 'Reintentar',
  'ui.status.pending': 'Pendiente',
  'ui.status.success': 'Completado',
  'ui.status.reject': 'Rechazado',
  'ui.status.cancelled': 'Cancelado',
  'ui.pagination': 'Paginación',
  'ui.previous': 'Anterior',
  'ui.next': 'Siguiente',
  'ui.pageOf': 'Página {{page}} de {{total}}',
  'ui.explorerNewTab': ' (explorador de bloques, se abre en una pestaña nueva)',
  'ui.demoTitle': 'Un valor de demostración: inventado para la demo, no está en ninguna cadena',
  'ui.demo': 'Demo',
  'ui.demoMore': ' valor de demostración, no está en ninguna cadena',
  'ui.skipToContent': 'Saltar al contenido',
  'ui.loadingProfile': 'Cargando tu perfil',
};
