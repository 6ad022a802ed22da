import type { TextsOf } from '@app/web-kit/i18n/locale-bundle';
import type { SITE_LIVE_STATE_TEXTS } from './components/live/state-texts';
import type { SITE_LIVE_TEXTS } from './components/live/texts';
import type { SITE_HOME_TEXTS } from './home-texts';
import type { SITE_SHARED_TEXTS } from './shared-texts';
import type { SITE_TEXTS } from './texts';

export const ES_SITE_SHARED: TextsOf<typeof SITE_SHARED_TEXTS> = {
  'site.risk': 'Riesgo',
  'site.riskLead': 'Puedes perder dinero.',
  'site.searchWords': 'Palabras de búsqueda',
  'site.searchPlaceholder': 'Buscar páginas, p. ej. retiro',
  'site.search': 'Buscar',
  'site.newsletter': 'Boletín',
  'site.emailAddress': 'Dirección de correo',
  'site.enterEmail': 'Escribe tu correo',
  'site.subscribe': 'Suscribirse',
};

export const ES_SITE: TextsOf<typeof SITE_TEXTS> = {
  'site.lastUpdated': 'Última actualización: {{date}}',
  'site.operator': 'Operador de la plataforma',
  'site.step': 'Paso {{number}}',
  'site.byTheNumbers': 'En cifras',
  'site.packagesOnSaleNow': 'Paquetes a la venta ahora',
  'site.searchHint': 'Escribe una palabra arriba, como seguridad, retiro o paquetes.',
  'site.searchNone': 'Ninguna página coincide con «{{query}}»',
  'site.searchNoneHint': 'Revisa la ortografía, prueba una palabra más corta o recorre el menú.',
  'site.searchOne': '1 página coincide con «{{query}}»',
  'site.searchMany': '{{count}} páginas coinciden con «{{query}}»',
  'site.stillQuestion': '¿Le queda alguna pregunta?',
  'site.contactUs': 'Contáctenos',
  'site.figuresFailed': 'No se pudieron cargar las cifras actuales.',
  'site.figuresLoading': 'Cargando las cifras actuales…',
  'site.figureNow': '{{label}} (fijado por el operador), ahora:',
  'site.figure.withdrawalMinimum': 'Retiro mínimo de ingresos',
  'site.figure.withdrawalChargePercent': 'Cargo por retiro de ingresos',
  'site.figure.packageWithdrawalMinimum': 'Retiro mínimo de capital',
  'site.figure.packageWithdrawalChargePercent': 'Cargo por retiro de capital (paquetes comprados ahora)',
  'site.figure.depositMinimum': 'Depósito mínimo',
  'site.figure.levelIncomePercents': 'Ingresos por nivel, niveles A, B, C',
  'site.figure.directIncomePercent': 'Ingresos directos',
  'site.figure.timezone': 'Zona horaria del día de la plataforma',
  'site.figure.kycRequiredForWithdrawal': 'Verificación de identidad antes de los retiros',
  'site.figure.companyEmail': 'Correo de soporte',
  'site.kycRequired': 'obligatoria',
  'site.kycNotRequired': 'no obligatoria por ahora',
  'site.contactTitle': 'Contacto',
  'site.contactIntro':
    'Preguntas sobre tu cuenta, un depósito, un retiro o tu verificación de identidad: escríbenos y un operador te responderá por correo. Nunca envíes tu contraseña ni un código recibido por correo; nadie de la plataforma te los pedirá.',
  'site.signedInSupport':
    'Has iniciado sesión: pregunta en Soporte para obtener respuestas sobre tus depósitos y retiros dentro de tu cuenta.',
  'site.goToSupport': 'Ir a Soporte',
  'site.contactDetails': 'Datos de contacto',
  'site.contactLoading': 'Cargando los datos de contacto',
  'site.company': 'Empresa',
  'site.address': 'Dirección',
  'site.email': 'Correo electrónico',
  'site.people': 'Las personas',
  'site.roles': 'Lo que hacen los operadores',
  'site.sendUsMessage': 'Envíenos un mensaje',
  'site.name': 'Nombre',
  'site.description': 'Descripción',
  'site.sendMessage': 'Enviar mensaje',
};

export const ES_SITE_HOME: TextsOf<typeof SITE_HOME_TEXTS> = {
  'site.home.title': 'Paquetes en USDT e ingresos de equipo',
  'site.home.heading': 'Paquetes en USDT con un beneficio diario, e ingresos de tu equipo.',
  'site.home.intro':
    'Regístrate con un código de referido, deposita USDT en BEP-20, compra un paquete y reclama tu beneficio diario. Gana ingresos por nivel, directos y de recompensa a medida que crece tu equipo. Retira con un código enviado a tu correo.',
  'site.home.myAccount': 'Ir a mi cuenta',
  'site.home.signUp': 'Registrarse',
  'site.home.logIn': 'Iniciar sesión',
  'site.home.noGuarantee': 'Los rendimientos no están garantizados y puedes perder dinero.',
  'site.home.readRisk': 'Lee la advertencia de riesgos',
  'site.home.packagesHeading': 'Paquetes a la venta ahora',
  'site.home.packagesText':
    'Cada paquete tiene un precio, una tasa diaria y un plazo en días pagados. Lo compras desde tu billetera electrónica por su precio, o por un importe que eliges dentro de su rango, más la comisión de gestión si la tiene; tu pedido conserva estas condiciones.',
  'site.home.incomesHeading': 'Cómo gana',
  'site.home.incomesText':
    'Beneficio diario de tus paquetes, e ingresos por nivel, directos y de recompensa de tu equipo de tres niveles, con las participaciones que el operador ha fijado ahora.',
  'site.home.moneyHeading': 'Depósitos y retiros',
  'site.home.moneyText':
    'USDT en BEP-20 para entrar y salir. Los depósitos se comprueban antes de acreditarse; los retiros se confirman con un código enviado por correo y los paga un operador.',
  'site.home.risk':
    'Los rendimientos no están garantizados: las tasas diarias las fija el operador y pueden cambiar para paquetes nuevos, los pagos pasados no son promesa de pagos futuros, y puedes perder parte o la totalidad de lo que deposites. Las transferencias de USDT en la cadena no se pueden revertir. Deposita solo lo que puedas permitirte perder; la advertencia de riesgos lo explica con más detalle.',
  'site.home.ctaHeading': '¿Tiene preguntas antes de empezar?',
  'site.home.ctaText':
    'Las preguntas frecuentes explican cuándo puedes retirar, qué hace un paquete al final de su plazo, las comisiones y los mínimos.',
  'site.home.ctaAction': 'Leer las preguntas frecuentes',
};

export const ES_SITE_LIVE_STATE: TextsOf<typeof SITE_LIVE_STATE_TEXTS> = {
  'site.live.loadingBlock': 'Cargando {{what}}',
  'site.live.couldNotLoad':
    'No pudimos cargar {{what}}. No se muestra nada antes que mostrar cifras que podrían ser erróneas.',
  'site.live.tryAgain': 'Reintentar',
};

export const ES_SITE_LIVE: TextsOf<typeof SITE_LIVE_TEXTS> = {
  'site.live.loadingIncomes': 'Cargando las reglas de ingresos',
  'site.live.theIncomes': 'las reglas de ingresos',
  'site.live.incomesList': 'Cómo se pagan los ingresos',
  'site.live.dailyProfit': 'Beneficio diario',
  'site.live.dailyProfitText':
    'Cada paquete activo paga su tasa diaria sobre su precio una vez por día de la plataforma. El día cambia a medianoche en la zona horaria {{timezone}}.',
  'site.live.autoSettlement': 'La plataforma liquida cada día todos tus paquetes activos por ti.',
  'site.live.claimSettlement': 'Lo reclamas en tu cuenta; un reclamo paga todos los paquetes activos de ese día.',
  'site.live.missedDay':
    'Un día perdido no se paga después, pero no se pierde nada: el paquete gana durante todos sus días pagados, así que simplemente termina un día más tarde.',
  'site.live.levelIncome': 'Ingresos por nivel',
  'site.live.levelIncomeText':
    'Cuando a alguien de tu equipo se le paga un beneficio diario, ganas una parte de ese beneficio según su nivel:',
  'site.live.levelA': 'Nivel A (tus referidos directos): {{share}}',
  'site.live.levelB': 'Nivel B (los referidos de ellos): {{share}}',
  'site.live.levelC': 'Nivel C (el nivel siguiente): {{share}}',
  'site.live.levelCondition': 'Solo los días en que tú mismo tienes un paquete que gana ese día.',
  'site.live.directIncome': 'Ingresos directos',
  'site.live.directIncomeText':
    'Cuando un miembro que referiste compra un paquete, ganas el {{share}} de su precio, una vez por compra, tengas o no un paquete tú mismo.',
  'site.live.rewardIncome': 'Ingresos de recompensa',
  'site.live.rewardIncomeText':
    'Los rangos suben con el capital que tu equipo tiene en paquetes activos y con tus referidos directos activos; cada rango nuevo paga una recompensa única, y un rango alcanzado se conserva.',
  'site.live.rankLine':
    'Rango {{rank}}: capital del equipo {{capital}}, {{directs}} directos activos, recompensa {{reward}}',
  'site.live.loadingMoney': 'Cargando las reglas de depósitos y retiros',
  'site.live.theMoney': 'las reglas de depósitos y retiros',
  'site.live.deposits': 'Depósitos',
  'site.live.depositNetwork': 'Solo USDT en BEP-20 (BNB Smart Chain), enviados a la dirección que muestra tu cuenta.',
  'site.live.depositLimits': 'Como mínimo {{minimum}}, como máximo {{maximum}} por depósito. Sin cargo por depósito.',
  'site.live.depositSubmit':
    'Envías el importe y el hash de la transacción; tu billetera electrónica se acredita una vez comprobado.',
  'site.live.depositIrreversible':
    'Una transferencia en la cadena no se puede revertir: otro token u otra red se pierden.',
  'site.live.withdrawals': 'Retiros',
  'site.live.incomeWithdrawal':
    'Ingresos: como mínimo {{minimum}} desde tu billetera flexible, con un cargo del {{charge}} descontado del importe.',
  'site.live.capitalWithdrawal':
    'Capital de un paquete: el importe por el que se compró un paquete (como mínimo {{minimum}}), con un cargo del {{charge}} para los paquetes comprados ahora (cada paquete conserva el cargo del día de su compra). El paquete deja de generar ganancias.',
  'site.live.withdrawalReview':
    'Cada solicitud se confirma con un código enviado a tu correo y luego un operador la revisa y la paga.',
  'site.live.withdrawalKyc': 'Se necesita una verificación de identidad aprobada antes de cualquier retiro.',
  'site.live.rangeHint': 'Tú eliges el importe dentro de este rango.',
  'site.live.dailyRate': 'Tasa diaria',
  'site.live.perDay': '{{rate}} al día',
  'site.live.dailyProfitLeast': 'Beneficio diario sobre el importe mínimo',
  'site.live.term': 'Plazo',
  'site.live.paidDays': '{{days}} días pagados',
  'site.live.handlingFee': 'Comisión de gestión, aparte',
  'site.live.termProfit': 'Beneficio en todo el plazo, como máximo',
  'site.live.termProfitRange': 'Beneficio en todo el plazo, según el importe que elijas',
  'site.live.termProfitFromTo': 'de {{least}} a {{most}}',
  'site.live.buy': 'Comprar',
  'site.live.buyPackage': 'Comprar {{title}}',
  'site.live.loadingPackages': 'Cargando los paquetes',
  'site.live.thePackages': 'los paquetes',
  'site.live.noneOnSale': 'No hay ningún paquete a la venta ahora mismo. Vuelve a mirar más tarde.',
  'site.live.onSale': 'Paquetes a la venta',
  'site.live.packagesNote':
    'Condiciones actuales fijadas por el operador. Un paquete se compra desde tu billetera electrónica por su precio, o por un importe dentro de su rango, y paga su beneficio diario por cada día que lo reclamas, hasta completar su plazo de días pagados. Los pagos pasados no son promesa de pagos futuros.',
  'site.live.buyAPackage': 'Comprar un paquete',
  'site.live.morePackages': 'Estos son los más baratos; la plataforma ofrece {{count}} paquetes en total.',
  'site.live.seeAllPackages': 'Ver todos los paquetes en la página de stake',
};

export const TRANSLATIONS: readonly Record<string, string>[] = [
  ES_SITE_SHARED,
  ES_SITE,
  ES_SITE_HOME,
  ES_SITE_LIVE_STATE,
  ES_SITE_LIVE,
];
