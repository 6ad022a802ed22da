import type { SitePage } from '../../types';
import { ES_RISK_TEXT } from './risk-text';

// The About pages in Spanish (lib/site-content/about-pages.ts), fetched only when Spanish is chosen
// (lib/site-content/translated-pages.ts).
export const ES_ABOUT_PAGES: readonly SitePage[] = [
  {
    path: '/about-1',
    kind: 'article',
    title: 'Sobre la plataforma',
    heading: 'Sobre la plataforma: paquetes en USDT y un equipo de tres niveles',
    intro:
      'Una plataforma de inversión y referidos para miembros, en USDT sobre BEP-20. Los miembros compran paquetes que pagan un beneficio diario durante un plazo fijo y ganan ingresos del equipo que refieren. La empresa que la gestiona figura al pie de cada página.',
    sections: [
      {
        heading: 'Qué hace la plataforma',
        paragraphs: [
          'Los miembros depositan USDT, compran paquetes, reclaman un beneficio diario, ganan ingresos por nivel, directos y de recompensa de un equipo de tres niveles, y retiran a su propia dirección. Los operadores comprueban los depósitos, pagan o rechazan los retiros, revisan las verificaciones de identidad y fijan las cifras del negocio.',
        ],
      },
      {
        heading: 'Cómo se gestiona',
        paragraphs: [
          'Cada movimiento de dinero es un asiento equilibrado de un libro contable de partida doble, llevado en micro-USDT y nunca en cifras redondeadas; una conciliación comprueba que cada saldo es igual a la suma de sus asientos. Tu extracto enumera los asientos de tus dos billeteras.',
        ],
        list: [
          'Los depósitos solo se acreditan tras una comprobación, y cada hash de transacción una sola vez.',
          'Cada retiro se confirma con un código enviado a tu correo y lo paga un operador; uno grande necesita un segundo operador.',
          'Los mínimos, los cargos, las tasas diarias y las participaciones de los ingresos son ajustes del operador, que estas páginas muestran tal como están ahora.',
          'Los cambios que hacen los operadores en los ajustes, los saldos y las cuentas, y cada decisión sobre un pago, quedan anotados en un registro de auditoría.',
        ],
      },
      {
        heading: 'Lo que no prometemos',
        paragraphs: [ES_RISK_TEXT],
      },
    ],
    related: {
      heading: 'Sigue leyendo',
      links: [
        { to: '/team', label: 'Quién opera la plataforma' },
        { to: '/about-3', label: 'El recorrido de un miembro' },
        { to: '/risk-disclosure', label: 'Advertencia de riesgos' },
      ],
    },
  },
  {
    path: '/about-2',
    kind: 'landing',
    variant: 'centered',
    art: 'amber',
    title: 'Nuestros operadores',
    eyebrow: 'Cómo se gestiona la plataforma',
    heading: 'Operadores que revisan cada depósito y cada pago',
    intro:
      'La plataforma la gestiona un pequeño equipo de operadores. Comprueban los depósitos, pagan los retiros a la dirección que indicaste, revisan las verificaciones de identidad y responden a los mensajes de soporte.',
    actions: [
      { to: '/services-1', label: 'Lo que obtienen los miembros' },
      { to: '/testimonials', label: 'Nuestros compromisos' },
    ],
    features: {
      heading: 'Tres reglas que la plataforma cumple',
      items: [
        {
          icon: 'users',
          title: 'Dos pares de ojos en los pagos grandes',
          text: 'Un retiro por encima del umbral fijado por el operador solo se paga después de que otro operador lo haya aprobado.',
        },
        {
          icon: 'shield',
          title: 'Un código para cada pago',
          text: 'Ningún retiro ni transferencia sale de tu cuenta sin un código enviado a tu correo.',
        },
        {
          icon: 'globe',
          title: 'Cifras a la vista',
          text: 'Los mínimos, los cargos, las tasas diarias y las participaciones de los ingresos que muestran estas páginas son los ajustes vigentes.',
        },
      ],
    },
    live: [
      {
        topic: 'money',
        heading: 'Reglas actuales de depósitos y retiros',
        text: 'Lo que los operadores aplican hoy a cada depósito y a cada retiro.',
      },
    ],
    risk: ES_RISK_TEXT,
    cta: {
      heading: '¿Una pregunta para los operadores?',
      text: 'Escribe a soporte; un operador te responde por correo.',
      action: { to: '/contactForm', label: 'Contactar con soporte' },
    },
  },
  {
    path: '/about-3',
    kind: 'timeline',
    title: 'El recorrido de un miembro',
    heading: 'El recorrido de un miembro, paso a paso',
    intro: 'De la primera invitación al primer retiro, en el orden en que un miembro encuentra cada paso.',
    entries: [
      {
        date: 'Paso 1',
        title: 'Una invitación',
        text: 'Un miembro comparte un enlace de referido. Para registrarse hacen falta un código de referido y un código enviado por correo.',
      },
      {
        date: 'Paso 2',
        title: 'Un primer depósito',
        text: 'USDT en BEP-20 a la dirección de depósito, con el hash de la transacción; se acredita una vez comprobado.',
      },
      {
        date: 'Paso 3',
        title: 'Un primer paquete',
        text: 'Se compra desde la billetera electrónica a su precio, o por un importe dentro de su rango; se puede reclamar el mismo día.',
      },
      {
        date: 'Cada día',
        title: 'Beneficio diario',
        text: 'Un reclamo paga cada paquete activo por ese día, hasta completar su plazo de días pagados.',
      },
      {
        date: 'A medida que crece el equipo',
        title: 'Ingresos de equipo',
        text: 'Ingresos por nivel sobre el beneficio diario de los niveles A, B y C, ingresos directos sobre las compras de los referidos y recompensas por cada rango nuevo.',
      },
      {
        date: 'Cuando decidas',
        title: 'Un retiro',
        text: 'Por encima del mínimo, descontando el cargo, confirmado con un código enviado por correo y pagado por un operador.',
      },
    ],
  },
  {
    path: '/team',
    kind: 'people',
    title: 'Quién opera la plataforma',
    heading: 'Quién opera la plataforma',
    intro:
      'La plataforma la gestionan sus operadores. Aquí están las funciones y lo que cada una hace por los miembros, con las personas que la empresa nombra para ellas.',
    people: [
      {
        name: 'Revisión de depósitos',
        role: 'Operadores',
        bio: 'Comprueban cada depósito enviado con su transacción y lo acreditan, o lo rechazan con un motivo que puedes leer.',
      },
      {
        name: 'Pagos',
        role: 'Operadores',
        bio: 'Pagan cada retiro confirmado a la dirección que indicaste y registran su hash de transacción; los grandes, junto con un segundo operador.',
      },
      {
        name: 'Verificaciones de identidad',
        role: 'Operadores',
        bio: 'Examinan los documentos que envían los miembros y los aprueban o rechazan indicando el motivo.',
      },
      {
        name: 'Soporte',
        role: 'Operadores',
        bio: 'Responden por correo a los mensajes del formulario de contacto. Nunca te piden tu contraseña ni un código.',
      },
    ],
  },
  {
    path: '/testimonials',
    kind: 'quotes',
    title: 'Nuestros compromisos',
    heading: 'A qué nos comprometemos con cada miembro',
    intro:
      'Aquí no hay opiniones inventadas: estas son las reglas que la plataforma cumple, con nuestras propias palabras.',
    quotes: [
      {
        text: 'Tu dinero se cuenta al micro-USDT, y cada movimiento es un asiento que puedes ver en tu extracto.',
        name: 'El libro contable',
        role: 'Cada depósito, ingreso, cargo y pago',
      },
      {
        text: 'Ningún retiro sale de tu cuenta sin el código que enviamos a tu correo, y lo paga un operador.',
        name: 'Retiros',
        role: 'Código, revisión, pago',
      },
      {
        text: 'Las condiciones de un paquete se muestran antes de comprar y se conservan en tu pedido, cambie lo que cambie después.',
        name: 'Paquetes',
        role: 'Precio, tasa diaria, plazo, cargo sobre el capital',
      },
      {
        text: 'No prometemos rendimientos. Puedes perder dinero, y lo decimos en cada página que muestra una cifra.',
        name: 'Honestidad sobre el riesgo',
        role: 'Advertencia de riesgos',
      },
    ],
  },
  {
    path: '/gallery',
    kind: 'cards',
    style: 'art',
    title: 'Las pantallas del miembro',
    heading: 'Las pantallas del miembro de un vistazo',
    intro: 'Lo que encuentras en tu cuenta, pantalla por pantalla.',
    items: [
      {
        art: 'teal',
        title: 'Mi cuenta',
        text: 'Tus billeteras, tu rango, tu enlace de referido y los ingresos de hoy.',
      },
      {
        art: 'sky',
        title: 'Paquetes y pedidos',
        text: 'Los paquetes a la venta, con sus condiciones, y tus propios pedidos.',
      },
      {
        art: 'violet',
        title: 'Reserva',
        text: 'El reclamo diario, lo que has reclamado hoy y cuándo se abre el siguiente reclamo.',
      },
      {
        art: 'amber',
        title: 'Depositar',
        text: 'La dirección de depósito, su red y su código QR, y tu historial de depósitos.',
      },
      {
        art: 'emerald',
        title: 'Retirar',
        text: 'Retiros de ingresos y de capital, con su cargo y su importe neto.',
      },
      { art: 'rose', title: 'Mi equipo', text: 'Tus niveles A, B y C, su tamaño y una genealogía de tus referidos.' },
    ],
  },
];
