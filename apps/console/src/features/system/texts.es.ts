import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { CONSOLE_SYSTEM_TEXTS } from './texts';

export const ES_CONSOLE_SYSTEM: TextsOf<typeof CONSOLE_SYSTEM_TEXTS> = {
  'csys.title': 'Sistema',
  'csys.description':
    'Si la maquinaria de la plataforma funciona: servidores, base de datos, copias de seguridad y tareas programadas. Se vuelve a leer cada {{seconds}} segundos.',
  'csys.theStatus': 'el estado del sistema',
  'csys.loading': 'Cargando el estado del sistema',
  'csys.justNow': 'ahora mismo',
  'csys.secondsAgo': 'hace {{count}} s',
  'csys.minutesAgo': 'hace {{count}} min',
  'csys.hoursAgo': 'hace {{count}} h',
  'csys.daysAgo': 'hace {{count}} días',
  'csys.everyHour': 'cada hora',
  'csys.everyHours': 'cada {{count}} horas',
  'csys.everyMinute': 'cada minuto',
  'csys.everyMinutes': 'cada {{count}} minutos',
  'csys.everySecond': 'cada segundo',
  'csys.everySeconds': 'cada {{count}} segundos',
  'csys.hours': '{{count}} horas',
  'csys.minutes': '{{count}} minutos',
  'csys.noneYet': 'Ninguna aún',
  'csys.database': 'Base de datos',
  'csys.databaseIntro': 'La base de datos a la que está conectado el servidor que responde.',
  'csys.kind': 'Tipo',
  'csys.embedded': 'Integrada (PGlite)',
  'csys.postgresHint':
    'La configuración de producción: las réplicas la comparten a través de HAProxy y Patroni mantiene un respaldo listo.',
  'csys.embeddedHint':
    'Una base de datos dentro de un solo proceso del servidor: válida para una prueba, no para el dinero de los miembros.',
  'csys.role': 'Función',
  'csys.primary': 'Principal',
  'csys.readOnly': 'Solo lectura',
  'csys.readOnlyNote':
    'Se rechazan las escrituras: los depósitos, los pagos y los inicios de sesión fallan hasta que acepte escrituras.',
  'csys.primaryHint': 'Acepta escrituras: toda operación con dinero puede registrarse.',
  'csys.readOnlyHint': 'Un respaldo, o una principal que se está degradando durante una conmutación por error.',
  'csys.backups': 'Copias de seguridad',
  'csys.pgBackupsIntro':
    'Las copias de seguridad de PostgreSQL las hace pgBackRest en las máquinas de la base de datos: {{command}} en la principal las enumera.',
  'csys.embeddedBackupsIntro':
    'Lo que sabe el servidor que responde: las copias que hizo, o que encontró en el disco, desde que arrancó.',
  'csys.lastBackup': 'Última copia',
  'csys.backupStale': 'Desactualizada: de hace más de {{limit}}. Una restauración perdería todo lo posterior.',
  'csys.backupWritten': 'Escrita el {{time}}. Las copias son diarias; si una tiene más de {{limit}}, se omitió alguna.',
  'csys.noBackup':
    'Ninguna copia desde que arrancó este servidor. La primera se hace un minuto después del arranque y luego a diario.',
  'csys.failedBackups': 'Copias fallidas',
  'csys.failedBackupsNote': 'Al menos una copia falló: consulta el registro del servidor para saber por qué.',
  'csys.failedBackupsHint':
    'Intentos fallidos desde que arrancó este servidor (un disco lleno, una carpeta en la que no puede escribir).',
  'csys.walArchiving': 'Archivado de WAL',
  'csys.off': 'Desactivado',
  'csys.failing': 'Fallando',
  'csys.working': 'Funcionando',
  'csys.archivingOffNote':
    'Desactivado: una restauración solo puede llegar al momento de una copia, nunca a un momento posterior.',
  'csys.archivingFailedNote': 'El último intento falló el {{time}}: ejecuta {{command}} en la principal.',
  'csys.archivingHint':
    'PostgreSQL entrega cada segmento WAL a pgBackRest, así que una restauración puede llegar a cualquier momento hasta el último.',
  'csys.lastSegment': 'Último segmento WAL archivado',
  'csys.lastSegmentHint':
    'Una base de datos sin actividad sigue cerrando un segmento cada minuto; lo escrito después aún no está en el archivo.',
  'csys.reconciliation': 'Conciliación del libro contable',
  'csys.reconciliationIntro': 'Cada saldo comprobado contra sus asientos, cada {{minutes}} minutos.',
  'csys.lastRun': 'Última ejecución',
  'csys.notRun': 'Aún no se ha ejecutado',
  'csys.notRunHint': 'Un servidor concilia el libro contable al arrancar y luego cada {{minutes}} minutos.',
  'csys.reconciliationStale': 'Desactualizada: de hace más de {{limit}}. La tarea ha dejado de ejecutarse.',
  'csys.reconciliationRan': 'Se ejecutó el {{time}}. Más de {{limit}} significa que se omitieron dos ejecuciones.',
  'csys.result': 'Resultado',
  'csys.balanced': 'Cuadrado',
  'csys.problems': '{{count}} problemas',
  'csys.problemsNote':
    'Las cuentas no cuadran: los pagos siguen congelados hasta que un operador dé por leído el informe.',
  'csys.balancedHint': 'Cuadrado: cada saldo coincide con sus asientos y cada apunte suma cero.',
  'csys.watcher': 'Vigilante de depósitos',
  'csys.watcherIntro':
    'Lee de la cadena las transferencias de USDT a las direcciones de depósito propias de los miembros y las acredita cuando son definitivas.',
  'csys.mode': 'Modo',
  'csys.sharedMode': 'Desactivado: una dirección compartida',
  'csys.watcherReady': 'Listo para activarse en Ajustes: el servidor tiene DEPOSIT_XPUB y un nodo de la cadena.',
  'csys.watcherNeeds':
    'Necesita DEPOSIT_XPUB y un nodo de la cadena antes de que Ajustes pueda dar una dirección a cada miembro.',
  'csys.toSweep': 'Transferencias y direcciones por barrer',
  'csys.notYet': 'Aún no',
  'csys.watcherStale': 'Desactualizado: sin ejecuciones desde hace {{limit}}. No se están acreditando transferencias.',
  'csys.watcherStaleError':
    'Desactualizado: sin ejecuciones desde hace {{limit}}. No se están acreditando transferencias; el último error: {{error}}.',
  'csys.watcherFailure':
    'El último fallo fue el {{time}}; no se pierde nada, la siguiente ejecución lee desde donde se detuvo.',
  'csys.watcherRuns': 'Se ejecuta cada {{seconds}} segundos en un servidor.',
  'csys.behind': 'Retraso respecto a la cadena',
  'csys.blocks': '{{count}} bloques',
  'csys.readUpTo':
    'Leído hasta el bloque {{cursor}} de {{head}}; las confirmaciones que espera una transferencia forman parte de ello.',
  'csys.memberAddresses': 'Direcciones de miembros',
  'csys.memberAddressesHint': 'Direcciones dadas a los miembros hasta ahora, cada una vigilada para USDT.',
  'csys.waiting': 'En espera',
  'csys.waitingValue': '{{confirming}} confirmándose · {{dust}} polvo',
  'csys.waitingHint':
    'Confirmándose: vistas, se acreditan cuando son definitivas. Polvo: por debajo del ajuste, registradas y no acreditadas.',
  'csys.hotWallet': 'Billetera caliente',
  'csys.hotWalletIntro':
    'Pagos automáticos: la billetera cuya clave guarda el servidor y su cola, tal como el motor las encontró por última vez.',
  'csys.readingWallet': 'Leyendo la billetera caliente',
  'csys.theHotWallet': 'la billetera caliente',
  'csys.payoutsRunning':
    'Pagando: los retiros dentro de los límites de Ajustes se envían desde la billetera caliente según llegan.',
  'csys.payoutOff':
    'Desactivado: los pagos son manuales o los depósitos no se verifican en la cadena, así que los operadores pagan cada retiro; ambos se cambian en Ajustes.',
  'csys.payoutPaused':
    'En pausa por un operador: no se firma nada nuevo y los retiros esperan a los operadores; los pagos ya enviados se siguen hasta que se confirman.',
  'csys.payoutNoSigner':
    'El servidor no tiene la clave de la billetera caliente: arráncalo con PAYOUT_KEYSTORE, PAYOUT_KEYSTORE_PASSWORD_FILE y CHAIN_RPC_URL; mientras tanto, los operadores pagan cada retiro.',
  'csys.payoutFrozen':
    'Congelado: la última conciliación del libro mayor encontró problemas, así que no se paga nada hasta que un propietario acepte su informe en el Resumen.',
  'csys.payoutNonceGap':
    'Detenido: se envió una transacción desde la billetera caliente fuera de la plataforma; compruébala en el explorador de bloques y luego un propietario continúa desde el nonce de la cadena.',
  'csys.payoutGasLow':
    'Esperando gas: la billetera caliente tiene muy poco BNB para la comisión de la próxima transferencia; envíale BNB desde la tesorería.',
  'csys.payoutUsdtShort':
    'Esperando USDT: la billetera caliente tiene menos que el próximo pago; recárgala desde la tesorería.',
  'csys.payoutChainUnavailable':
    'Esperando a BNB Smart Chain: el nodo no respondió, así que no se envió nada; se vuelve a intentar cada minuto, y si dura hay que revisar CHAIN_RPC_URL.',
  'csys.waitingDetail': 'Lo que encontró el motor: {{detail}}',
  'csys.resumeInSettings':
    'Se reanuda en Ajustes desactivando Pagos automáticos en pausa, y espera la aprobación de un segundo propietario.',
  'csys.noHotWallet': 'Aún no hay billetera caliente',
  'csys.noHotWalletHint':
    'Los operadores pagan cada retiro a mano hasta que el servidor arranque con una clave de billetera caliente.',
  'csys.manual': 'Manual',
  'csys.manualHint': 'Los operadores pagan cada retiro a mano.',
  'csys.automatic': 'Automático',
  'csys.automaticPaused': 'Automático, en pausa',
  'csys.automaticHint':
    'Los retiros dentro de los límites de Ajustes se pagan desde la billetera caliente; el resto espera a los operadores.',
  'csys.walletAddress': 'Dirección',
  'csys.hotWalletAddress': 'Dirección de la billetera caliente',
  'csys.walletHint':
    'Se recarga desde la tesorería; cualquier envío desde ella fuera de la plataforma detiene la cola.',
  'csys.walletChecked': 'Comprobada',
  'csys.walletCheckedHint': 'Cuándo leyó el motor los saldos por última vez; lo hace cada minuto mientras funciona.',
  'csys.usdtBalance': 'Saldo en USDT',
  'csys.usdtBalanceHint': 'De donde se pagan los próximos pagos.',
  'csys.bnbBalance': 'BNB para gas',
  'csys.bnbValue': '{{amount}} BNB',
  'csys.bnbHint':
    'Cada pago paga su comisión en BNB; salta una alerta por debajo de la reserva de gas fijada en Ajustes.',
  'csys.payoutQueue': 'Cola',
  'csys.payoutQueueValue': '{{queued}} en cola · {{inFlight}} en curso',
  'csys.payoutQueueHint':
    '{{total}} esperando en total. En cola: aún sin firmar; en curso: firmados y enviados, aún sin confirmar.',
  'csys.oldestPayout': 'El más antiguo en espera',
  'csys.nonePayout': 'Ninguno',
  'csys.oldestLate': 'Con retraso: lleva más de {{limit}} esperando; el motivo de arriba dice por qué.',
  'csys.oldestHint': 'Cuándo entró en la cola el pago más antiguo aún sin confirmar.',
  'csys.stuckPayouts': 'Atascados',
  'csys.stuckNote':
    'No se minaron a tiempo: cada uno se envía de nuevo con el mismo nonce y un precio de gas más alto.',
  'csys.stuckHint': 'Pagos cuya última transacción espera más que el tiempo de atasco fijado en Ajustes.',
  'csys.paidToday': 'Pagado hoy',
  'csys.paidOf': '{{paid}} de {{limit}}',
  'csys.limitReached':
    'Se alcanzó el límite diario: los demás retiros esperan a los operadores hasta el próximo día de la plataforma.',
  'csys.paidTodayHint':
    'Enviado automáticamente en este día de la plataforma, frente al límite diario fijado en Ajustes.',
  'csys.pause': 'Pausar los pagos automáticos',
  'csys.pauseQuestion': '¿Pausar los pagos automáticos?',
  'csys.pauseWarning':
    'No se firma nada nuevo desde la billetera caliente y los retiros esperan a los operadores; los pagos ya enviados se siguen hasta que se confirman. Reanudarlos espera a un segundo propietario en Ajustes.',
  'csys.acceptNonce': 'Continuar desde el nonce de la cadena',
  'csys.acceptNonceQuestion': '¿Continuar desde el nonce de la cadena?',
  'csys.acceptNonceWarning':
    'Primero comprueba en el explorador de bloques cada transacción enviada desde la billetera caliente que la plataforma no firmó, y que quien la envió ha parado. Después los pagos continúan tras la última transacción de la cadena; un pago cuyo nonce ella tomó falla cuando es definitiva y vuelve a los operadores.',
  'csys.jobs': 'Tareas en segundo plano',
  'csys.late': '{{count}} con retraso',
  'csys.allOnTime': 'Todas a tiempo',
  'csys.jobsIntro':
    'Trabajo que los servidores hacen según un calendario, lo ejecute el servidor que lo ejecute. Las ejecuciones en espera son las que están en cola y ningún servidor ha tomado aún; si son más de unas pocas, los servidores se están retrasando.',
  'csys.neverSucceeded': 'Nunca se completó con éxito desde que se creó la base de datos.',
  'csys.lateNote': 'Con retraso: sin éxito durante más de {{periods}} de sus periodos.',
  'csys.lateBadge': 'Con retraso',
  'csys.firstRunDue': 'Primera ejecución pendiente',
  'csys.onTime': 'A tiempo',
  'csys.runs': 'Se ejecuta',
  'csys.ownSchedule': 'según su propio calendario',
  'csys.lastSuccess': 'Último éxito',
  'csys.never': 'nunca',
  'csys.lastFailure': 'Último fallo',
  'csys.waitingRuns': 'Ejecuciones en espera',
  'csys.noQueue': 'sin cola: un temporizador en este servidor',
  'csys.job.settlement': 'Liquidación diaria',
  'csys.job.settlementDoes':
    'Paga el beneficio diario de cada miembro cuando la liquidación automática está activada; si no, comprueba y no hace nada.',
  'csys.job.balances': 'Saldos de la plataforma',
  'csys.job.balancesDoes':
    'Suma los movimientos en cola a los saldos de las cuentas de la plataforma que muestra el resumen.',
  'csys.job.team': 'Contadores de equipo',
  'csys.job.teamDoes':
    'Pone al día los recuentos de equipo y los rangos de los patrocinadores que una compra dejó en cola.',
  'csys.job.reconciliation': 'Conciliación del libro contable',
  'csys.job.reconciliationDoes': 'Comprueba cada saldo contra sus asientos; un fallo congela los pagos.',
  'csys.job.expiry': 'Solicitudes y códigos caducados',
  'csys.job.expiryDoes':
    'Olvida los retiros y transferencias sin confirmar, los códigos usados y los contadores antiguos de límite de peticiones.',
  'csys.job.mail': 'Correo de notificaciones',
  'csys.job.mailDoes': 'Envía los correos que esperan los miembros.',
  'csys.job.digest': 'Resúmenes de ingresos',
  'csys.job.digestDoes': 'Redacta el resumen diario de ingresos de cada miembro.',
  'csys.job.reserves': 'Prueba de reservas',
  'csys.job.reservesDoes': 'Toma la instantánea del día de los saldos frente a las reservas.',
  'csys.job.recheck': 'Revisión de depósitos en la cadena',
  'csys.job.recheckDoes': 'Acredita los depósitos cuando su transferencia es definitiva en BNB Smart Chain.',
  'csys.servers': 'Servidores de la API',
  'csys.seenOf': '{{seen}} de {{total}} vistos',
  'csys.serversIntro':
    'Cada servidor escribe un latido cada {{every}} segundos; uno del que no se sabe nada durante {{seconds}} segundos no se ve. Un servidor detenido para siempre desaparece de esta lista un día después.',
  'csys.noServer': 'Ningún servidor ha escrito aún un latido',
  'csys.noServerHint':
    'Un servidor escribe el primero cuando escucha sobre una base de datos que acepta escrituras; recarga en unos segundos.',
  'csys.oneMissing':
    '1 servidor no se ve. HAProxy deja de enviar tráfico a un servidor cuya comprobación de disponibilidad falla; reinícialo o quítalo del balanceador.',
  'csys.missing':
    '{{count}} servidores no se ven. HAProxy deja de enviar tráfico a un servidor cuya comprobación de disponibilidad falla; reinícialos o quítalos del balanceador.',
  'csys.builds':
    'Los servidores ejecutan {{count}} versiones distintas: es lo esperado durante una actualización escalonada, y solo entonces.',
  'csys.seen': 'Visto',
  'csys.notSeen': 'No visto',
  'csys.heartbeatSeen': 'Último latido: {{age}}.',
  'csys.heartbeatMissing': 'Último latido: {{age}}; detenido, bloqueado o sin conexión con la base de datos.',
  'csys.host': 'Máquina',
  'csys.process': 'Proceso',
  'csys.started': 'Arrancó',
  'csys.build': 'Versión',
  // El tráfico y las colas.
  'csys.traffic': 'Tráfico',
  'csys.trafficIntro':
    'Lo que atendió el servidor que responde esta página (cada servidor cuenta lo suyo; sin las comprobaciones de salud). La tasa de errores y el p99 cubren los últimos {{window}}.',
  'csys.requestsPerMinute': 'Solicitudes por minuto',
  'csys.requestsPerMinuteHint':
    'Solicitudes respondidas en el último minuto. Si cae a 0 mientras los miembros usan el sitio, el tráfico ya no llega a este servidor.',
  'csys.errorRate': 'Tasa de errores (5xx)',
  'csys.errorRateHint':
    'Respuestas que fallaron en el servidor, de {{count}} solicitudes. Un 503 es la base de datos ausente; cualquier otro 5xx es un fallo que buscar en los registros.',
  'csys.errorRateNote': 'Algunas respuestas fallaron: los registros indican la ruta y el error.',
  'csys.p99': 'Latencia p99',
  'csys.p99Hint':
    '99 de cada 100 respuestas tardaron como mucho esto. Por encima de {{limit}}, los miembros notan el sitio lento.',
  'csys.p99Note': 'Lento: más de {{limit}}.',
  'csys.noRequests': 'Aún no hay solicitudes',
  'csys.milliseconds': '{{value}} ms',
  'csys.secondsValue': '{{value}} s',
  'csys.queues': 'Colas',
  'csys.queuesIntro':
    'El trabajo que espera a un operador o a una tarea, en todos los servidores: cuándo llegó el elemento más antiguo y cuántos esperan.',
  'csys.queue.deposit': 'Revisión de depósito más antigua',
  'csys.queue.depositHint': 'Depósitos que esperan su comprobación.',
  'csys.queue.withdrawal': 'Revisión de retiro más antigua',
  'csys.queue.withdrawalHint': 'Retiros verificados que esperan la revisión de un operador.',
  'csys.queue.payout': 'Pago más antiguo',
  'csys.queue.payoutHint': 'Pagos automáticos en cola o en camino a la cadena.',
  'csys.queue.mail': 'Correo sin enviar más antiguo',
  'csys.queue.mailHint':
    'Correos de notificación que la tarea de correo aún no envió; uno antiguo indica que el envío falla.',
  'csys.nothingWaits': 'Nada espera',
  'csys.waitingCount': 'En espera: {{count}}.',
  'csys.queueLate': 'Con retraso: espera más de {{limit}}.',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [ES_CONSOLE_SYSTEM];
