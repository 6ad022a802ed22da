import type { SitePage } from '../../types';
import { ES_RISK_TEXT } from './risk-text';

// The FAQ and the member guides in Spanish (lib/site-content/info-pages.ts), fetched only when Spanish is chosen
// (lib/site-content/translated-pages.ts); the FAQ's live figures come from the server as in English.
export const ES_INFO_PAGES: readonly SitePage[] = [
  {
    path: '/faq',
    kind: 'faq',
    title: 'Preguntas frecuentes',
    heading: 'Preguntas frecuentes',
    intro:
      'Respuestas breves sobre depósitos, paquetes, ingresos, retiros y tu cuenta. Las cifras que fija el operador muestran su valor actual debajo de la respuesta.',
    questions: [
      {
        question: '¿Cuándo puedo retirar?',
        answer:
          'Ingresos: siempre que tu billetera flexible tenga al menos el retiro mínimo fijado por el operador. Indicas un importe y tu dirección USDT BEP-20, confirmas con el código de 6 dígitos enviado a tu correo en un plazo de 10 minutos, y la solicitud espera a un operador, que la paga a tu dirección o la rechaza indicando el motivo (el importe completo vuelve entonces a tu billetera flexible). El capital de un paquete se puede retirar en cualquier momento de un paquete activo o vencido, una sola vez, por el importe por el que se compró.',
        figures: ['withdrawalMinimum', 'kycRequiredForWithdrawal'],
      },
      {
        question: '¿Qué ocurre cuando un paquete llega al final de su plazo?',
        answer:
          'Cuando un paquete se ha pagado durante todos sus días pagados, vence: ya no genera beneficio diario, y su capital queda guardado para ti hasta que lo retires (descontando el cargo sobre el capital que conservó tu pedido). Una vez que un paquete ha vencido o se ha retirado su capital, puedes volver a comprarlo.',
        figures: ['packageWithdrawalMinimum'],
      },
      {
        question: '¿Y si me salto un día de reclamo?',
        answer:
          'Un día que no reclamas no se paga después, pero no se pierde ningún beneficio: un reclamo paga un día por paquete, y un paquete gana durante todos sus días pagados, así que simplemente vence un día más tarde. El día cambia a medianoche en la zona horaria fijada por el operador. Cuando el operador activa la liquidación automática, cada día se paga sin reclamo.',
        figures: ['timezone'],
      },
      {
        question: '¿Cuáles son las comisiones?',
        answer:
          'Un retiro de ingresos paga un cargo fijado por el operador, que se descuenta del importe: si pides 100 USDT con un cargo del 5 %, se pagan 95 USDT a tu dirección. Un retiro de capital paga el cargo que tu pedido copió cuando lo compraste. Los depósitos y las transferencias a otro miembro no tienen ningún cargo por nuestra parte; la comisión de red de una transferencia que envías desde tu propia billetera corre por tu cuenta.',
        figures: ['withdrawalChargePercent', 'packageWithdrawalChargePercent'],
      },
      {
        question: '¿Cuáles son los mínimos?',
        answer:
          'Un depósito debe ser de al menos el depósito mínimo, un retiro de ingresos de al menos el retiro mínimo, y un retiro del capital de un paquete de al menos el retiro mínimo de capital. Los tres los fija el operador; un paquete se compra a su precio, o por un importe dentro de su rango de precios.',
        figures: ['depositMinimum', 'withdrawalMinimum', 'packageWithdrawalMinimum'],
      },
      {
        question: '¿Qué red y qué moneda usan los depósitos?',
        answer:
          'Solo USDT en BEP-20 (BNB Smart Chain). Envíalos a la dirección de depósito que muestra tu cuenta e indica el hash de la transacción. Cada hash se acepta una sola vez. Una transferencia en la cadena no se puede revertir: otro token u otra red no se pueden acreditar.',
      },
      {
        question: '¿Cómo pagan los referidos?',
        answer:
          'Los miembros que se registran con tu código de referido forman el nivel A de tu equipo, sus referidos el nivel B y el siguiente, el nivel C. Cuando a uno de ellos se le paga un beneficio diario, ganas ingresos por nivel, una parte de ese beneficio fijada por el operador para cada nivel, los días en que tú mismo tienes un paquete que genera ganancias. Cuando un miembro que referiste compra un paquete, ganas ingresos directos, una parte de su precio. A medida que crece tu equipo, cada rango nuevo paga una recompensa única.',
        figures: ['levelIncomePercents', 'directIncomePercent'],
      },
      {
        question: '¿Cómo funciona la verificación de identidad?',
        answer:
          'Desde tus ajustes, abre la verificación de identidad y envía tu nombre legal completo, tu fecha de nacimiento (debes tener 18 años o más), tu país, el tipo de documento (pasaporte, documento nacional de identidad o permiso de conducir), su número y una foto o un escaneo del documento (JPEG, PNG o PDF, de hasta 5 MB). Un operador la aprueba o la rechaza indicando el motivo, y se te avisa por correo; después de un rechazo puedes enviar una nueva. Cuando el operador lo exige, los retiros y las transferencias esperan hasta que tu verificación esté aprobada.',
        figures: ['kycRequiredForWithdrawal'],
      },
      {
        question: '¿Puedo pasar ingresos a otro miembro?',
        answer:
          'Cuando el operador permite las transferencias, puedes enviar ingresos de tu billetera flexible a la billetera electrónica de otro miembro mediante su UID, tras un código enviado a tu correo. No tienen cargo, y una transferencia no se puede deshacer.',
      },
      {
        question: '¿Cómo contacto con soporte?',
        answer:
          'Usa el formulario de contacto o escribe a la dirección de correo de soporte que aparece en la página de contacto y al pie de cada página. Indica tu UID y, si se trata de un pago, su hash de transacción. Nunca envíes tu contraseña ni un código recibido por correo: nadie de la plataforma te los pedirá.',
        figures: ['companyEmail'],
      },
      {
        question: '¿Están garantizados los rendimientos?',
        answer: ES_RISK_TEXT,
      },
    ],
  },
  {
    path: '/events',
    kind: 'timeline',
    title: 'Qué ocurre y cuándo',
    heading: 'Qué ocurre en la plataforma, y cuándo',
    intro: 'Los hechos que mueven dinero en la plataforma, en el orden en que un miembro los encuentra.',
    entries: [
      {
        date: 'Al registrarte',
        title: 'Tu lugar en el equipo',
        text: 'El código de referido con el que te registras convierte a su titular en tu patrocinador; tú recibes un código de referido propio.',
      },
      {
        date: 'Cuando se comprueba un depósito',
        title: 'Billetera electrónica acreditada',
        text: 'Un operador aprueba el depósito (o la comprobación en la cadena lo confirma) y tu billetera electrónica se acredita una sola vez.',
      },
      {
        date: 'Cuando compras un paquete',
        title: 'Pedido abierto, patrocinador pagado',
        text: 'El precio pasa de tu billetera electrónica al capital del paquete; tu patrocinador gana ingresos directos; se comprueban los rangos.',
      },
      {
        date: 'Cada día de la plataforma',
        title: 'Beneficio diario',
        text: 'Reclamas el beneficio de tus paquetes activos (o la plataforma lo liquida); los miembros de tu línea ascendente ganan ingresos por nivel sobre él.',
      },
      {
        date: 'Al final del plazo',
        title: 'Paquete vencido',
        text: 'El paquete deja de generar ganancias; su capital espera hasta que lo retires.',
      },
      {
        date: 'Cuando retiras',
        title: 'Código, revisión, pago',
        text: 'Confirmas con un código recibido por correo, y un operador revisa la solicitud y la paga en la cadena, o la rechaza indicando el motivo.',
      },
    ],
  },
  {
    path: '/career',
    kind: 'cards',
    style: 'tiles',
    title: 'Formar un equipo',
    heading: 'Forma un equipo con tu enlace de referido',
    intro:
      'La plataforma no tiene fuerza de ventas: los miembros invitan a miembros. Qué significa invitar a alguien, y qué no significa.',
    items: [
      {
        icon: 'users',
        title: 'Tu enlace de referido',
        text: 'La página de tu cuenta muestra tu código y tu enlace de referido. Quien se registre con él entra en el nivel A de tu equipo.',
        link: { to: '/register', label: 'Crear una cuenta' },
      },
      {
        icon: 'chart',
        title: 'Tres niveles',
        text: 'Tu equipo llega a tres niveles de profundidad: tus referidos (A), los de ellos (B) y el siguiente (C). Los miembros más profundos no te pagan nada.',
        link: { to: '/home-3', label: 'Ingresos de equipo' },
      },
      {
        icon: 'globe',
        title: 'Rangos y recompensas',
        text: 'El capital que tu equipo tiene en paquetes activos y tus referidos directos activos suben tu rango; cada rango nuevo paga una recompensa única.',
        link: { to: '/membership-levels', label: 'Rangos' },
      },
      {
        icon: 'shield',
        title: 'Invita con honestidad',
        text: 'Di a las personas que invitas que los rendimientos no están garantizados y que pueden perder dinero. Nunca prometas una cifra.',
        link: { to: '/risk-disclosure', label: 'Advertencia de riesgos' },
      },
    ],
  },
  {
    path: '/courses',
    kind: 'cards',
    style: 'tiles',
    title: 'Guías para nuevos miembros',
    heading: 'Guías para nuevos miembros',
    intro: 'Guías breves sobre lo que más preguntan los miembros, cada una en su propia página.',
    items: [
      {
        icon: 'bolt',
        title: 'Tu primer paquete',
        text: 'Del registro y un primer depósito en USDT a un paquete que genera ganancias.',
        link: { to: '/purchase-guide', label: 'Guía de compra' },
      },
      {
        icon: 'lock',
        title: 'Seguridad de la cuenta y verificación de identidad',
        text: 'Cómo protegen tu cuenta los códigos de acceso y cómo funciona la verificación de identidad.',
        link: { to: '/profile-authentication', label: 'Guía de seguridad' },
      },
      {
        icon: 'chip',
        title: 'Depósitos y retiros',
        text: 'La red, los mínimos, los cargos y la revisión de cada pago.',
        link: { to: '/home-4', label: 'Entrada y salida de dinero' },
      },
      {
        icon: 'support',
        title: 'Preguntas y respuestas',
        text: 'Cuándo puedes retirar, qué ocurre al final de un plazo, los días perdidos y las comisiones.',
        link: { to: '/faq', label: 'Preguntas frecuentes' },
      },
    ],
  },
  {
    path: '/profile-authentication',
    kind: 'article',
    title: 'Seguridad de la cuenta',
    heading: 'La seguridad de tu cuenta y la verificación de identidad',
    intro: 'Cómo se protege tu cuenta y cómo funciona la verificación de identidad (KYC).',
    sections: [
      {
        heading: 'Inicio de sesión',
        paragraphs: [
          'Inicias sesión con tu correo y tu contraseña. Las contraseñas solo se guardan como hash de un solo sentido. Tras muchos intentos fallidos desde una misma dirección, los siguientes intentos se ralentizan; tu cuenta nunca queda bloqueada para ti.',
          'Las sesiones terminan cuando cierras sesión, al cabo de una semana o cuando cambias tu contraseña (entonces terminan todas las demás sesiones).',
        ],
      },
      {
        heading: 'Códigos enviados a tu correo',
        paragraphs: [
          'El registro, el restablecimiento de la contraseña, cada retiro y cada transferencia se confirman con un código de 6 dígitos enviado a tu correo. Un código es válido durante 10 minutos y cinco intentos erróneos lo anulan. Nadie de la plataforma te pedirá nunca un código ni tu contraseña.',
        ],
      },
      {
        heading: 'La verificación de identidad',
        paragraphs: [
          'Desde tus ajustes, envía tu nombre legal completo, tu fecha de nacimiento (18 años o más), tu país, el tipo de documento (pasaporte, documento nacional de identidad o permiso de conducir), su número y un JPEG, PNG o PDF del documento, de hasta 5 MB. El archivo se comprueba por su contenido, se guarda en la base de datos y solo lo ven los operadores.',
          'Un operador la aprueba o la rechaza indicando el motivo, y se te avisa por correo. Solo puede haber una verificación en espera a la vez; después de un rechazo puedes enviar una nueva. Cuando el operador lo exige, los retiros y las transferencias esperan a una verificación aprobada.',
        ],
      },
      {
        heading: 'Cuentas bloqueadas',
        paragraphs: [
          'Un operador puede bloquear una cuenta, por ejemplo tras un fraude. Una cuenta bloqueada no puede iniciar sesión y todas sus sesiones terminan de inmediato.',
        ],
      },
    ],
    related: {
      heading: 'Tu cuenta de miembro',
      links: [
        { to: '/login', label: 'Iniciar sesión' },
        { to: '/register', label: 'Registrarse' },
        { to: '/forget-Password', label: '¿Olvidaste tu contraseña?' },
      ],
    },
  },
  {
    path: '/membership-levels',
    kind: 'landing',
    variant: 'minimal',
    art: 'amber',
    title: 'Niveles de membresía',
    eyebrow: 'Rangos',
    heading: 'Rangos, recompensas y los tres niveles del equipo',
    intro:
      'Cada miembro empieza en el rango 0 y alcanza el rango 1 con un primer paquete. Los rangos superiores exigen capital del equipo y referidos directos activos, y cada uno paga una recompensa única. Los rangos nunca bajan.',
    actions: [
      { to: '/home-3', label: 'Ingresos de equipo' },
      { to: '/faq', label: 'Cómo pagan los referidos' },
    ],
    features: {
      heading: 'Cómo funcionan los rangos',
      items: [
        {
          icon: 'chart',
          title: 'Capital del equipo',
          text: 'El capital que tus niveles A, B y C tienen en paquetes activos en el momento de una compra, de modo que sacar el mismo capital y volver a meterlo no puede subir un rango.',
        },
        {
          icon: 'users',
          title: 'Referidos directos activos',
          text: 'Miembros de tu nivel A que tienen un paquete activo.',
        },
        {
          icon: 'bolt',
          title: 'Recompensas únicas',
          text: 'Alcanzar varios rangos a la vez paga cada recompensa una vez, como ingresos de recompensa.',
        },
      ],
    },
    live: [
      {
        topic: 'incomes',
        heading: 'La tabla de rangos y las participaciones de los ingresos hoy',
        text: 'Los umbrales, las recompensas y las participaciones son ajustes del operador; estos son los actuales.',
      },
    ],
    risk: ES_RISK_TEXT,
    cta: {
      heading: 'Mira en qué punto estás',
      text: 'Tu rango, tu equipo y tus ingresos están en tu cuenta.',
      action: { to: '/login', label: 'Iniciar sesión' },
    },
  },
];
