import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_SETTINGS_TEXTS } from './texts';

export const ES_CONSOLE_SETTINGS: TextsOf<typeof CONSOLE_SETTINGS_TEXTS> = {
  'cset.title': 'Ajustes',
  'cset.description':
    'Las reglas de negocio de la plataforma. Solo se guardan los ajustes que cambias, y cada cambio queda auditado.',
  'cset.theSettings': 'los ajustes',
  'cset.loading': 'Cargando los ajustes',
  'cset.nothingChanged': 'No ha cambiado nada: primero edita un ajuste.',
  'cset.save': 'Guardar los cambios',
  'cset.guardRaise': 'Subirlo espera la aprobación de un segundo propietario.',
  'cset.guardLower': 'Bajarlo espera la aprobación de un segundo propietario.',
  'cset.guardOff': 'Desactivarlo espera la aprobación de un segundo propietario.',
  'cset.guardOn': 'Activarlo espera la aprobación de un segundo propietario.',
  'cset.guardAny': 'Cualquier cambio espera la aprobación de un segundo propietario.',
  'cset.pendingTitle': 'Cambios pendientes',
  'cset.pendingNote':
    'Los cambios que aflojan un control o cambian adónde va el dinero solo se aplican cuando otro propietario los aprueba. Los ajustes de abajo muestran los valores vigentes.',
  'cset.on': 'Activado',
  'cset.off': 'Desactivado',
  'cset.emptyValue': '(vacío)',
  'cset.rankValue':
    'rango {{rank}}: {{capital}} USDT de capital del equipo, {{directs}} directos activos, {{reward}} USDT de recompensa',
  'cset.groupDeposits': 'Depósitos',
  'cset.groupWithdrawals': 'Retiros',
  'cset.groupIncome': 'Ingresos',
  'cset.groupPlatform': 'Plataforma',
  'cset.groupCompany': 'Empresa',
  'cset.manualReview': 'Revisión manual',
  'cset.chainVerification': 'Verificación en la cadena',
  'cset.manualPayouts': 'Manual: los operadores pagan cada uno',
  'cset.automaticPayouts': 'Automático desde la billetera caliente',
  'cset.sharedAddress': 'Una dirección compartida',
  'cset.perMember': 'Una dirección por miembro',
  'cset.declared': 'Declaradas por un operador',
  'cset.readOnChain': 'Leídas en la cadena',
  'cset.level': 'Nivel {{level}} (%)',
  'cset.rank': 'Rango {{rank}}',
  'cset.rankCapital': 'Capital del equipo para el rango {{rank}} (USDT)',
  'cset.rankDirects': 'Directos activos para el rango {{rank}}',
  'cset.rankReward': 'Recompensa del rango {{rank}} (USDT)',
  'cset.addRank': 'Añadir el rango {{rank}}',
  'cset.removeRank': 'Quitar el rango {{rank}}',
  'cset.depositMinimumHint': 'El depósito más pequeño que puede enviar un miembro.',
  'cset.depositAddressHint':
    'La dirección BEP-20 a la que los miembros envían sus USDT, mostrada con su código QR en la página de depósito.',
  'cset.networkHint':
    'La red que usan los depósitos y los pagos; la plataforma funciona solo con USDT BEP-20, así que no puede cambiar.',
  'cset.depositVerificationModeHint':
    'Manual: un operador aprueba aquí cada depósito; en la cadena: el servidor comprueba la transferencia en BNB Smart Chain y la acredita.',
  'cset.confirmationsHint':
    'Cuántos bloques de profundidad debe tener una transferencia antes de que la verificación en la cadena o el vigilante de depósitos la acredite.',
  'cset.depositAddressModeHint':
    'Compartida: todos los miembros envían a la dirección de depósito de abajo y pegan el hash; una por miembro: cada miembro recibe una dirección derivada de DEPOSIT_XPUB, acreditada automáticamente desde la cadena.',
  'cset.depositDustBelowHint':
    'Una transferencia a la dirección propia de un miembro por debajo de esto se registra y aparece en Por barrer, sin acreditarse.',
  'cset.usdtContractHint': 'El contrato del token cuyas transferencias acepta como USDT la verificación en la cadena.',
  'cset.withdrawalMinimumHint': 'El retiro más pequeño que un miembro puede pedir de la billetera flexible.',
  'cset.withdrawalChargePercentHint':
    'Se descuenta de cada retiro de la billetera flexible cuando el miembro lo solicita.',
  'cset.packageWithdrawalMinimumHint': 'El capital de paquete más pequeño que un miembro puede retirar.',
  'cset.packageWithdrawalChargePercentHint':
    'Se copia en cada pedido nuevo al comprarlo y se descuenta cuando se retira su capital.',
  'cset.payoutApprovalAboveHint':
    'Un retiro mayor que esto solo se paga después de que un segundo operador lo apruebe.',
  'cset.payoutModeHint':
    'Manual: los operadores pagan cada retiro; automático: los retiros dentro de los límites de abajo se pagan desde la billetera caliente cuya clave guarda el servidor.',
  'cset.autoPayoutsPausedHint':
    'Mientras está activado, no se envía nada nuevo desde la billetera caliente; los pagos ya enviados se siguen hasta que se confirman.',
  'cset.autoPayoutMaximumHint': 'Un retiro mayor que esto espera a que un operador lo pague.',
  'cset.autoPayoutDailyLimitHint':
    'Lo máximo que la billetera caliente envía en un día de la plataforma; superado, los retiros esperan a los operadores.',
  'cset.payoutStuckMinutesHint':
    'Una transacción de pago que no se mina en este tiempo se envía de nuevo con el mismo nonce y un precio de gas más alto.',
  'cset.payoutGasMinimumBnbHint':
    'Por debajo de esta cantidad de BNB en la billetera caliente salta una alerta, para recargarla antes de que los pagos tengan que esperar el gas.',
  'cset.supportResponseHoursHint':
    'Un ticket que espera respuesta más de este tiempo dispara una alerta y se ve en rojo en la cola de soporte.',
  'cset.treasuryAddressHint':
    'La dirección desde la que se envían los pagos; con verificación en la cadena, el hash de un pago debe ser una transferencia de USDT desde ella.',
  'cset.transfersEnabledHint':
    'Permite a un miembro mover ingresos a la billetera electrónica de otro miembro tras un código enviado por correo.',
  'cset.transferMinimumHint': 'El importe más pequeño que un miembro puede transferir a otro miembro.',
  'cset.kycRequiredForWithdrawalHint':
    'Los retiros y las transferencias esperan hasta que un operador apruebe los documentos de identidad del miembro (KYC).',
  'cset.newAddressHoldHoursHint':
    'Un retiro a una dirección a la que nunca se pagó al miembro espera este tiempo antes de poder pagarse; el miembro recibe por correo un enlace para cancelarlo.',
  'cset.securityChangeHoldHoursHint':
    'Cuando un miembro cambia su contraseña o su segundo factor, no sale dinero de su cuenta durante este tiempo: una sesión robada no puede convertir el cambio en un retiro antes de que el miembro, avisado por correo, pueda responder.',
  'cset.operatorDailyAloneLimitHint':
    'Lo que un operador puede abonar, aprobar o pagar en solitario entre todos los miembros en 24 horas; por encima, cada aprobación suya espera a un segundo operador.',
  'cset.refundLikeDaysHint':
    'El capital de un paquete comprado dentro de estos días tras un depósito se paga solo cuando un segundo operador lo aprobó, como un reembolso: el dinero depositado no puede salir comprando un paquete y retirándolo (0 lo desactiva).',
  'cset.withdrawalDailyLimitHint':
    'Lo máximo que un miembro puede pedir retirar en un día de plataforma, cargos incluidos.',
  'cset.withdrawalDailyCountHint': 'Cuántas solicitudes de retiro puede hacer un miembro en un día de plataforma.',
  'cset.levelIncomePercentsHint':
    'Se paga a los patrocinadores de los niveles 1, 2 y 3 como parte de cada beneficio de trading que recibe el miembro de su equipo.',
  'cset.rankTableHint':
    'El capital del equipo (retenido en pedidos activos por los niveles A, B y C) y los directos activos que pide cada rango, y la recompensa única que se paga al alcanzarlo.',
  'cset.autoSettlementHint': 'Paga cada día el beneficio diario de cada miembro sin esperar a que lo reclame.',
  'cset.amountMaximumHint': 'Lo máximo que puede ser un solo depósito, retiro o precio de paquete.',
  'cset.timezoneHint':
    'El día de plataforma, cuando cambia el beneficio diario, es el día del calendario en esta zona (UTC, Asia/Kolkata...).',
  'cset.explorerTransactionUrlHint':
    'Adónde enlaza la consola cada hash de transacción; {hash} se sustituye por el hash.',
  'cset.explorerAddressUrlHint':
    'Adónde enlaza la consola cada dirección de pago y de depósito; {address} se sustituye por la dirección.',
  'cset.reserveModeHint':
    'Leídas en la cadena: el saldo de USDT de la dirección de depósito; declaradas: el importe y el origen de abajo, mostrados públicamente tal como se declaran.',
  'cset.manualReserveHint': 'Se usa cuando las reservas se declaran: lo que la plataforma tiene para sus miembros.',
  'cset.manualReserveSourceHint':
    'Dónde se guarda la reserva declarada (una dirección de billetera, un extracto bancario), mostrado junto a ella en /reserves.',
  'cset.operatorTwoFactorRequiredHint':
    'A los operadores sin una aplicación de autenticación configurada se les pide configurarla antes de poder usar la consola.',
  'cset.contactEmailHint': 'Adónde se envían los mensajes del formulario de contacto.',
  'cset.companyNameHint':
    'El nombre en la cabecera y el pie del sitio público, los títulos de las páginas, la página de contacto y las páginas legales.',
  'cset.companyAddressHint': 'La dirección postal que indican la página de contacto, el pie y las páginas legales.',
  'cset.companyEmailHint':
    'La dirección a la que se indica escribir a visitantes y miembros, en las páginas de contacto y legales.',
  'cset.companyPeopleHint':
    'Las personas que nombra la página "Quién gestiona la plataforma", con su función. Si no nombras a nadie, la página solo enumera las funciones de los operadores.',
  'cset.person': 'Persona {{number}}',
  'cset.personName': 'Nombre',
  'cset.personRole': 'Función',
  'cset.personRoleEs': 'Función en español',
  'cset.personRoleHi': 'Función en hindi',
  'cset.addPerson': 'Añadir una persona',
  'cset.removePerson': 'Quitar la persona {{number}}',
  'cset.maintenance': 'Mantenimiento',
  'cset.maintOn': 'Activado',
  'cset.maintOff': 'Desactivado',
  'cset.maintHint':
    'Mientras está activado, los miembros no pueden comprar, cobrar, depositar, retirar ni transferir: esas llamadas responden que la plataforma está en mantenimiento, y el área de miembros muestra tu mensaje. El inicio de sesión, las páginas de los miembros y esta consola siguen funcionando; las tareas en segundo plano siguen en marcha.',
  'cset.maintSince': 'Activado desde el {{since}}.',
  'cset.maintUntil': 'Final previsto: {{until}}.',
  'cset.maintMessageEn': 'Mensaje para los miembros (inglés, obligatorio)',
  'cset.maintMessageEs': 'Mensaje en español (opcional)',
  'cset.maintMessageHi': 'Mensaje en hindi (opcional)',
  'cset.maintUntilField': 'Final previsto (opcional)',
  'cset.maintUntilHint':
    'En tu hora. Los miembros lo ven en la suya; el mantenimiento sigue activado después hasta que lo desactives.',
  'cset.maintSwitchOn': 'Activar el mantenimiento',
  'cset.maintUpdate': 'Actualizar el mensaje',
  'cset.maintSwitchOff': 'Desactivar el mantenimiento',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_SETTINGS];
