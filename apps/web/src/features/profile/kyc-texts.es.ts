import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { ADDRESS_TEXTS } from './address-texts';
import type { KYC_TEXTS } from './kyc-texts';

export const ES_IDENTITY: TextsOf<typeof KYC_TEXTS> = {
  'kyc.title': 'Verificación de identidad',
  'kyc.settings': 'Ajustes',
  'kyc.loading': 'Cargando tu verificación de identidad',
  'kyc.yours': 'tu verificación de identidad',
  'kyc.status': 'Estado',
  'kyc.none': 'Sin empezar',
  'kyc.noneMeaning':
    'Envía una vez el formulario de abajo. Los retiros pueden esperar hasta que se verifique tu identidad.',
  'kyc.pending': 'Pendiente de revisión',
  'kyc.pendingMeaning': 'Tenemos tus documentos y los revisaremos en breve. Te enviaremos el resultado por correo.',
  'kyc.approved': 'Aprobada',
  'kyc.approvedMeaning': 'Tu identidad está verificada. No tienes que hacer nada más.',
  'kyc.rejected': 'No aprobada',
  'kyc.rejectedMeaning': 'Corrige lo que indica el motivo y vuelve a enviar el formulario.',
  'kyc.reason': 'Motivo: {{reason}}',
  'kyc.sent': 'Enviada el {{when}}',
  'kyc.reviewed': ', revisada el {{when}}',
  'kyc.details': 'Tus datos',
  'kyc.detailsNote':
    'Tal como figuran en tu documento. Solo nuestros operadores ven la foto; nunca se muestra en el sitio.',
  'kyc.fullName': 'Nombre legal completo',
  'kyc.birth': 'Fecha de nacimiento',
  'kyc.birthHint': 'Debes tener 18 años o más.',
  'kyc.country': 'País',
  'kyc.chooseCountry': 'Elige tu país',
  'kyc.documentType': 'Tipo de documento',
  'kyc.chooseDocument': 'Elige un documento',
  'kyc.passport': 'Pasaporte',
  'kyc.national_id': 'Documento nacional de identidad',
  'kyc.driving_licence': 'Permiso de conducir',
  'kyc.documentNumber': 'Número del documento',
  'kyc.documentNumberHint': 'De 4 a 30 letras, cifras o guiones.',
  'kyc.photo': 'Foto o escaneo del documento',
  'kyc.fileHint': 'JPEG, PNG o PDF, de hasta {{size}}.',
  'kyc.chosen': ' Elegido: {{name}} ({{size}}).',
  'kyc.uploading': 'Subiendo…',
  'kyc.send': 'Enviar a revisión',
};

export const ES_ADDRESS: TextsOf<typeof ADDRESS_TEXTS> = {
  'adr.title': 'Dirección USDT',
  'adr.intro':
    'La dirección BEP-20 desde la que envías tus depósitos. Un depósito solo se abona cuando su transferencia llega desde esta dirección, así que nadie más puede reclamar tu transferencia.',
  'adr.saved': 'Dirección guardada: {{address}}',
  'adr.noneYet': 'ninguna todavía',
  'adr.label': 'Dirección USDT (BEP-20)',
  'adr.save': 'Guardar la dirección',
  'adr.orConnect': 'O {{link}} para usar su dirección.',
  'adr.connectLink': 'conecta una billetera en este navegador',
  'wc.title': 'Conectar una billetera',
  'wc.intro':
    'Usa la cuenta de una billetera de este navegador como tu dirección USDT (BEP-20): la dirección con la que se emparejan tus depósitos. Conectar solo lee la dirección; nunca mueve fondos y nunca te pedimos una clave.',
  'wc.savedNow': 'Dirección guardada ahora: {{address}}',
  'wc.looking': 'Buscando billeteras en este navegador…',
  'wc.wallets': 'Billeteras',
  'wc.none':
    'No se ha encontrado ninguna billetera en este navegador. Instala una extensión de billetera BEP-20 y recarga, o {{link}}.',
  'wc.typeLink': 'escribe tu dirección en la página de la dirección USDT',
  'wc.confirmIn': 'Confirma en {{wallet}}…',
  'wc.shared': '{{wallet}} ha compartido {{account}}. ¿Guardarla como tu dirección USDT?',
  'wc.use': 'Usar esta dirección',
  'wc.saved': 'Guardada.',
  'wc.see': 'Ver tu dirección USDT',
  'wc.cancel': 'Cancelar',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_IDENTITY, ES_ADDRESS];
