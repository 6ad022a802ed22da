import type { SitePage } from '../../types';

// The legal pages, the purchase guide and the not-found and coming-soon notices in Spanish
// (lib/site-content/legal-pages.ts), fetched only when Spanish is chosen (lib/site-content/translated-pages.ts).
// An operator's edit of a page replaces it in the language it was written in.
const UPDATED = '25 de noviembre de 2026';

export const ES_LEGAL_PAGES: readonly SitePage[] = [
  {
    path: '/purchase-guide',
    kind: 'article',
    isNumbered: true,
    title: 'Guía de compra',
    heading: 'Cómo comprar tu primer paquete',
    intro: 'Cinco pasos, del registro a un paquete que genera ganancias, con lo que cada paso te pide.',
    sections: [
      {
        heading: 'Crea tu cuenta',
        paragraphs: [
          'Regístrate con el código de referido del miembro que te invitó, tu nombre, tu correo, tu teléfono y una contraseña. Un código de 6 dígitos enviado a tu correo confirma la dirección.',
        ],
      },
      {
        heading: 'Deposita USDT en BEP-20',
        paragraphs: [
          'Tu cuenta muestra la dirección de depósito y su red. Envía solo USDT en BEP-20 (BNB Smart Chain), al menos el depósito mínimo fijado por el operador, y luego indica el importe y el hash de la transacción.',
          'Una transferencia en la cadena no se puede revertir. Los USDT enviados por otra red, u otro token, no se pueden acreditar.',
        ],
      },
      {
        heading: 'Espera a que se acredite el depósito',
        paragraphs: [
          'El depósito se comprueba (lo hace un operador, o la cadena cuando la plataforma lo lee automáticamente) y se acredita en tu billetera electrónica. Un depósito rechazado muestra el motivo en tu historial de depósitos.',
        ],
      },
      {
        heading: 'Compra un paquete',
        paragraphs: [
          'En la página Stake, elige un paquete a la venta. Pagas su precio desde tu billetera electrónica; para un paquete con rango de precios, eliges el importe dentro de él, y la comisión de gestión, si el paquete la tiene, se suma a lo que pagas. Antes de confirmar, el cuadro de diálogo muestra el importe, la comisión, la tasa diaria, el plazo y el cargo por retiro de capital que conservará tu pedido, y que los rendimientos no están garantizados.',
        ],
      },
      {
        heading: 'Reclama el beneficio diario',
        paragraphs: [
          'Cada día de la plataforma, reclama el beneficio de tus paquetes activos en la página Reserva; va a tu billetera flexible, desde la que puedes retirar por encima del mínimo.',
        ],
      },
    ],
    related: {
      heading: 'Antes de comprar',
      links: [
        { to: '/pricing', label: 'Paquetes a la venta' },
        { to: '/risk-disclosure', label: 'Advertencia de riesgos' },
        { to: '/terms-of-service', label: 'Términos del servicio' },
        { to: '/faq', label: 'Preguntas frecuentes' },
      ],
    },
  },
  {
    path: '/terms-of-service',
    kind: 'article',
    showsCompany: true,
    title: 'Términos del servicio',
    heading: 'Términos del servicio',
    intro:
      'Las reglas para usar esta plataforma y tu cuenta de miembro. Al registrarte las aceptas, junto con la advertencia de riesgos; lee ambas antes de depositar.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          'La plataforma la gestiona la empresa indicada en esta página («nosotros»). Sus operadores revisan los depósitos, los retiros y las verificaciones de identidad. Puedes escribirnos a la dirección de correo que aparece aquí o a través de la página de contacto.',
        ],
      },
      {
        heading: 'Tu cuenta',
        paragraphs: [
          'Para registrarte necesitas el código de referido de un miembro existente y tener al menos 18 años. Da datos verdaderos y no compartas tu contraseña ni los códigos que recibes por correo: quien los tenga puede actuar en tu nombre. Nunca te pediremos tu contraseña ni un código.',
          'Una persona, una cuenta. Tu cuenta es solo tuya; el miembro que te refirió es tu patrocinador y no se puede cambiar.',
        ],
      },
      {
        heading: 'Depósitos',
        paragraphs: [
          'Solo se aceptan depósitos en USDT sobre BEP-20 (BNB Smart Chain), a la dirección de depósito que muestra tu cuenta, desde el depósito mínimo hasta el mayor importe único, ambos fijados por el operador. Cada hash de transacción se acepta una sola vez.',
          'Las transferencias en la cadena son irreversibles. No podemos acreditar ni devolver USDT enviados por otra red, otro token ni una transferencia a una dirección equivocada. Un depósito se acredita en tu billetera electrónica una vez comprobado; podemos rechazar uno que no coincida, indicando el motivo.',
        ],
      },
      {
        heading: 'Paquetes e ingresos',
        paragraphs: [
          'Un paquete se compra desde tu billetera electrónica a su precio o, para un paquete con rango de precios, por el importe que elijas dentro de él; la comisión de gestión, si el paquete la tiene, se paga aparte y no se devuelve. Tu pedido conserva el importe, la tasa diaria, el plazo (días pagados), la comisión de gestión y el cargo por retiro de capital del día en que lo compraste; los cambios posteriores solo se aplican a pedidos nuevos.',
          'El beneficio diario se paga por cada día de la plataforma en que lo reclamas (o en que la plataforma lo liquida), hasta completar el plazo de días pagados; un día no reclamado no se paga después, el paquete gana durante todo su plazo y termina más tarde. Los ingresos por nivel, directos y de recompensa se pagan según las reglas de ingresos que el operador tenga fijadas en el momento del pago. Cada parte se redondea hacia abajo al micro-USDT.',
          'Ningún rendimiento está garantizado. El operador puede cambiar para el futuro las tasas diarias, las participaciones, los mínimos y los cargos, y puede dejar de ofrecer un paquete.',
        ],
      },
      {
        heading: 'Ingresos por referidos',
        paragraphs: [
          'Ganas ingresos por nivel sobre el beneficio diario de los miembros de los tres niveles de tu equipo solo los días en que tú mismo tienes un paquete que genera ganancias, e ingresos directos sobre las compras de los miembros que referiste. Los rangos y sus recompensas únicas siguen la tabla de rangos fijada por el operador. No prometas rendimientos a nadie al invitarlo.',
        ],
      },
      {
        heading: 'Retiros, comisiones y cargos',
        paragraphs: [
          'Los ingresos se retiran de tu billetera flexible a partir del retiro mínimo, descontando el cargo por retiro; el capital de un paquete se retira entero, descontando el cargo que conservó tu pedido, y el paquete deja de generar ganancias. Cada solicitud se confirma con un código enviado a tu correo y luego un operador la revisa y la paga a la dirección USDT BEP-20 que indicaste; una solicitud grande necesita un segundo operador. Una solicitud rechazada devuelve el importe completo a tu billetera flexible, con el motivo.',
          'No cobramos nada por los depósitos; la comisión de red de la transferencia que envías corre por tu cuenta. Las transferencias a otro miembro no tienen cargo.',
        ],
      },
      {
        heading: 'Verificación de identidad (KYC)',
        paragraphs: [
          'Podemos exigir una verificación de identidad aprobada antes de cualquier retiro o transferencia. Envías tu nombre legal, fecha de nacimiento, país y un documento de identidad; un operador la aprueba o la rechaza, indicando el motivo.',
        ],
      },
      {
        heading: 'Bloqueo de una cuenta',
        paragraphs: [
          'Podemos bloquear una cuenta que incumpla estos términos, dé datos falsos o se use para fraude o blanqueo de dinero. Una cuenta bloqueada no puede iniciar sesión y sus sesiones terminan; escríbenos para preguntar el motivo o para impugnarlo.',
        ],
      },
      {
        heading: 'Cierre de tu cuenta',
        paragraphs: [
          'Puedes cerrar tu cuenta en cualquier momento escribiéndonos desde tu dirección de correo. Retira primero lo que puedas: pagamos los saldos que un retiro puede admitir según estos términos, a la dirección de tu cuenta, y después la cerramos. Los paquetes aún activos dejan de generar ganancias cuando la cuenta se cierra.',
        ],
      },
      {
        heading: 'Responsabilidad',
        paragraphs: [
          'La plataforma se ofrece tal como es. No somos responsables de pérdidas debidas al valor de USDT, a la cadena, a una dirección equivocada que indicaste o a que alguien use tu contraseña o tus códigos. Nada en estos términos limita una responsabilidad que la ley no nos permite limitar, como la derivada de un fraude nuestro.',
        ],
      },
      {
        heading: 'Reclamaciones',
        paragraphs: [
          'Escribe a la dirección de correo de esta página o a través de la página de contacto, con tu código de referido y lo que ocurrió. Respondemos en un plazo de 15 días hábiles y te decimos qué hicimos; un pago que hicimos mal se corrige en tu billetera y aparece en tu extracto.',
        ],
      },
      {
        heading: 'Cambios en estos términos',
        paragraphs: [
          'Podemos cambiar estos términos; la fecha de arriba indica la versión vigente. Avisamos a los miembros de un cambio por correo al menos 14 días antes de que se aplique, salvo que la ley exija hacerlo antes. Un cambio nunca altera las condiciones que conservó un pedido existente, y la versión que aceptaste al registrarte queda registrada con tu cuenta.',
        ],
      },
      {
        heading: 'Ley aplicable y disputas',
        paragraphs: [
          'Estos términos se rigen por la ley del lugar de la dirección de la empresa indicada en esta página, y sus tribunales conocen de cualquier disputa, sin quitarte la protección que la ley de tu propio país te da como consumidor.',
        ],
      },
    ],
    related: {
      heading: 'Lee también',
      links: [
        { to: '/risk-disclosure', label: 'Advertencia de riesgos' },
        { to: '/privacy-policy', label: 'Política de privacidad' },
        { to: '/faq', label: 'Preguntas frecuentes' },
        { to: '/contactForm', label: 'Contactar con soporte' },
      ],
    },
  },
  {
    path: '/privacy-policy',
    kind: 'article',
    showsCompany: true,
    title: 'Política de privacidad',
    heading: 'Cómo tratamos tus datos personales',
    intro:
      'Qué guarda la plataforma sobre ti, para qué, durante cuánto tiempo y qué puedes pedirnos. La empresa indicada en esta página es la responsable de tus datos.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Qué guardamos',
        paragraphs: ['Solo lo que necesitan la gestión de tu cuenta y el cumplimiento de nuestras obligaciones:'],
        list: [
          'Cuenta: nombre completo, dirección de correo, número de teléfono, tu código de referido y tu patrocinador.',
          'Contraseña: solo como hash de un solo sentido; no podemos leerla.',
          'Dinero: depósitos con sus hashes de transacción, paquetes, ingresos, retiros y las direcciones USDT que indicaste, como asientos de nuestro libro contable.',
          'Verificación de identidad: nombre legal, fecha de nacimiento, país, tipo y número de documento, y el archivo del documento que envías.',
          'Seguridad: la dirección IP de las solicitudes, guardada con los límites de frecuencia y la auditoría de las acciones de los operadores, y tus sesiones.',
          'Mensajes: lo que envías a través del formulario de contacto y las suscripciones al boletín.',
        ],
      },
      {
        heading: 'Para qué los usamos y con qué base',
        paragraphs: [
          'Para gestionar tu cuenta y pagar lo que corresponde (el contrato que aceptas al registrarte), para enviarte los códigos y avisos que necesitas (el mismo contrato), para verificar identidades y llevar los registros de dinero (nuestras obligaciones legales contra el fraude y el blanqueo de dinero), y para proteger la plataforma y a sus miembros de abusos (nuestro interés legítimo). El boletín solo se envía con tu consentimiento, que puedes retirar en cualquier momento. No vendemos tus datos ni los usamos para publicidad, y ninguna decisión sobre ti la toma solo una máquina.',
        ],
      },
      {
        heading: 'Quién los ve',
        paragraphs: [
          'Nuestros operadores, para revisar depósitos, retiros y verificaciones de identidad. Los miembros de tu línea ascendente ven tu nombre, código de referido, fecha de alta e inversión en las listas de su equipo, nunca tu correo ni tu teléfono. Nuestro proveedor de correo gestiona los mensajes que te enviamos.',
        ],
      },
      {
        heading: 'Cookies y almacenamiento local',
        paragraphs: [
          'El sitio no usa cookies publicitarias ni de seguimiento. Tu navegador guarda tu token de sesión y tu perfil básico (nombre, correo, teléfono) en su almacenamiento local para que sigas con la sesión iniciada; al cerrar sesión se eliminan. El sitio también se puede instalar y guarda sus propios scripts en la caché del navegador, nunca tus saldos.',
        ],
      },
      {
        heading: 'Cuánto tiempo los guardamos',
        paragraphs: [
          'Los registros de la cuenta y del libro contable mientras tu cuenta exista y durante el periodo que la ley exige después de cerrarla; los documentos de identidad mientras deba poder demostrarse la verificación; las solicitudes de retiro no confirmadas y sus códigos se olvidan cuando caducan.',
        ],
      },
      {
        heading: 'Dónde se guardan',
        paragraphs: [
          'En nuestros servidores y en sus copias de seguridad cifradas, y en nuestro proveedor de correo para los mensajes que enviamos. Cuando un proveedor está fuera de tu país, usamos uno obligado por contrato a proteger tus datos como lo hace esta política.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Puedes pedir una copia de tus datos, que se corrijan, que se borren cuando no estemos obligados a conservarlos, oponerse a un uso basado en nuestro interés legítimo o recibirlos en un formato común. Escribe a la dirección de correo de esta página; respondemos en el plazo de un mes.',
          'Si crees que hemos tratado mal tus datos, también puedes reclamar ante la autoridad de protección de datos de tu país.',
        ],
      },
      {
        heading: 'Menores',
        paragraphs: [
          'La plataforma es para adultos: no abrimos cuentas a menores de 18 años y borramos los datos que sepamos que ha dado un menor.',
        ],
      },
      {
        heading: 'Cambios en esta política',
        paragraphs: [
          'La fecha de arriba indica la versión vigente; avisamos a los miembros por correo de un cambio importante antes de que se aplique.',
        ],
      },
    ],
  },
  {
    path: '/risk-disclosure',
    kind: 'article',
    showsCompany: true,
    title: 'Advertencia de riesgos',
    heading: 'Advertencia de riesgos: puedes perder dinero',
    intro:
      'Comprar paquetes en esta plataforma es arriesgado. Lee esto antes de depositar, y deposita solo lo que puedas permitirte perder.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Sin rendimientos garantizados',
        paragraphs: [
          'Las tasas diarias, las participaciones de los ingresos y las recompensas las fija el operador. Los pagos pasados no son promesa de pagos futuros. La plataforma podría dejar de pagar, y tú podrías perder parte o la totalidad de lo que depositó.',
        ],
      },
      {
        heading: 'Los ingresos por referidos dependen de otros',
        paragraphs: [
          'Los ingresos por nivel, directos y de recompensa dependen de las compras y del beneficio diario de otros miembros. Si tu equipo deja de comprar o de ganar, estos ingresos también se detienen. Nunca prometas rendimientos a las personas que invites.',
        ],
      },
      {
        heading: 'Las transferencias en la cadena son irreversibles',
        paragraphs: [
          'Los depósitos y los pagos son transferencias de USDT sobre BEP-20 (BNB Smart Chain). Nadie puede deshacer una transferencia a una dirección equivocada, por otra red o de otro token. El propio valor de USDT puede alejarse de un dólar estadounidense.',
        ],
      },
      {
        heading: 'Cargos y mínimos',
        paragraphs: [
          'Los retiros llevan un cargo que se descuenta del importe y tienen mínimos; el capital de un paquete lleva el cargo que conservó tu pedido. El operador los fija y puede cambiarlos para el futuro; las preguntas frecuentes y las páginas de inicio muestran los actuales.',
        ],
      },
      {
        heading: 'Los retiros llevan tiempo y pueden rechazarse',
        paragraphs: [
          'Cada retiro lo revisa un operador antes de pagarlo, y puede esperar a una verificación de identidad aprobada o a un segundo operador. Una solicitud rechazada devuelve su importe a tu billetera flexible.',
        ],
      },
      {
        heading: 'La seguridad de tu cuenta',
        paragraphs: [
          'Cualquiera que tenga tu contraseña y tu correo puede solicitar retiros en tu nombre. Usa una contraseña que no uses en ningún otro sitio y mantén segura tu cuenta de correo.',
        ],
      },
    ],
    related: {
      heading: 'Lee también',
      links: [
        { to: '/terms-of-service', label: 'Términos del servicio' },
        { to: '/faq', label: 'Preguntas frecuentes' },
      ],
    },
  },
  {
    path: '/404',
    kind: 'notice',
    code: '404',
    title: 'Página no encontrada',
    heading: 'Página no encontrada',
    intro:
      'La página que buscas no existe o se ha trasladado. Prueba la búsqueda, o vuelve a empezar desde la página de inicio.',
    action: { to: '/', label: 'Volver al inicio' },
    secondary: { to: '/search', label: 'Buscar en el sitio' },
  },
  {
    path: '/coming-soon',
    kind: 'notice',
    code: 'Soon',
    title: 'Próximamente',
    heading: 'Esta parte del sitio aún no está abierta',
    intro:
      'La página que buscabas aún se está preparando. Tu cuenta, tus paquetes, tus depósitos y tus retiros funcionan con normalidad.',
    action: { to: '/', label: 'Volver al inicio' },
    secondary: { to: '/contactForm', label: 'Contactar con soporte' },
  },
];
