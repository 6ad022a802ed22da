import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_OPERATOR_TEXTS } from './texts';

export const ES_CONSOLE_OPERATORS: TextsOf<typeof CONSOLE_OPERATOR_TEXTS> = {
  'cop.title': 'Operadores',
  'cop.description':
    'Todas las personas que pueden iniciar sesión en esta consola y su rol, las más recientes primero. Al menos un propietario sigue siempre activo.',
  'cop.what': 'operadores',
  'cop.empty': 'No hay operadores',
  'cop.emptyHint': 'Invita a un operador con el formulario de arriba.',
  'cop.inviteTitle': 'Invitar a un operador',
  'cop.inviteNote':
    'Recibe un correo con un enlace para crear su contraseña (una vez, en {{hours}} horas) y luego inicia sesión aquí con un código enviado por correo.',
  'cop.fullName': 'Nombre completo',
  'cop.email': 'Correo',
  'cop.role': 'Rol',
  'cop.chooseRole': 'Elige un rol',
  'cop.roleHint':
    'Propietario: todo, incluidos los operadores y los ajustes. Finanzas: depósitos, retiros, abonos y reservas. Soporte: miembros, verificaciones de identidad y mensajes. Contenido: el sitio, las noticias y el boletín.',
  'cop.roleOf': 'Rol de {{name}}',
  'cop.changeRole': 'Cambiar el rol',
  'cop.changeRoleOf': 'Cambiar el rol de {{name}}',
  'cop.sendInvitation': 'Enviar la invitación',
  'cop.active': 'Activo',
  'cop.invited': 'Invitado',
  'cop.disabled': 'Desactivado',
  'cop.disabledAt': 'Desactivado el {{time}}',
  'cop.invitedLine':
    'Aún no ha creado una contraseña: el enlace de invitación funciona una vez, durante {{hours}} horas.',
  'cop.since': 'Operador desde el {{date}}',
  'cop.sendNewLinkTo': 'Enviar un nuevo enlace a {{name}}',
  'cop.sendNewLink': 'Enviar un nuevo enlace',
  'cop.you': 'Tú',
  'cop.enable': 'Activar',
  'cop.disable': 'Desactivar',
  'cop.enableName': 'Activar a {{name}}',
  'cop.disableName': 'Desactivar a {{name}}',
  'cop.disableTitle': 'Desactivar al operador',
  'cop.enableTitle': 'Activar al operador',
  'cop.disableQuestion': '¿Desactivar a {{name}} ({{email}})?',
  'cop.enableQuestion': '¿Activar a {{name}} ({{email}})?',
  'cop.disableWarning':
    'Todas las sesiones de este operador terminan al momento y no podrá iniciar sesión hasta que un propietario lo active. Al menos un propietario sigue siempre activo.',
  'cop.enableNote':
    'Podrá iniciar sesión de nuevo con su contraseña y un código enviado por correo; las sesiones que terminó la desactivación siguen terminadas.',
  'cop.pendingTitle': 'Roles de dinero que esperan a un segundo propietario',
  'cop.pendingNote':
    'Los propietarios y los operadores de finanzas deciden sobre el dinero, así que ninguno de esos roles se da por la palabra de un solo propietario: lo aprueba otro propietario, que ya lo era cuando se pidió.',
  'cop.inviteOwner': 'Invitar a {{name}} ({{email}}) con el rol {{role}}',
  'cop.makeOwner': 'Dar a {{name}} el rol {{newRole}} (ahora {{role}})',
  'cop.makeOwnerUnknown': 'Dar a un operador el rol {{newRole}} (ahora {{role}})',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_OPERATORS];
