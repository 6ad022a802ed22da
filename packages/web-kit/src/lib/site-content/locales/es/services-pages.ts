import type { SitePage } from '../../types';
import { ES_RISK_TEXT } from './risk-text';

// What members get, in Spanish (lib/site-content/services-pages.ts), fetched only when Spanish is chosen
// (lib/site-content/translated-pages.ts); every figure stays live from the server.
export const ES_SERVICES_PAGES: readonly SitePage[] = [
  {
    path: '/services-1',
    kind: 'cards',
    style: 'tiles',
    title: 'Lo que obtienen los miembros',
    heading: 'Lo que obtienen los miembros',
    intro: 'Todo lo que ofrece una cuenta de miembro, cada cosa explicada en su propia página.',
    items: [
      {
        icon: 'chart',
        title: 'Paquetes con beneficio diario',
        text: 'Paquetes comprados en USDT que pagan una tasa diaria sobre su precio durante un plazo de días pagados.',
        link: { to: '/pricing', label: 'Paquetes a la venta' },
      },
      {
        icon: 'bolt',
        title: 'Un reclamo diario',
        text: 'Un reclamo al día paga todos los paquetes activos; un día perdido solo mueve el final del plazo.',
        link: { to: '/home-2', label: 'Beneficio diario' },
      },
      {
        icon: 'users',
        title: 'Ingresos de equipo y por referidos',
        text: 'Ingresos por nivel en los tres niveles del equipo, ingresos directos sobre las compras de los referidos y recompensas por rango.',
        link: { to: '/home-3', label: 'Ingresos de equipo' },
      },
      {
        icon: 'chip',
        title: 'Depósitos y retiros en USDT',
        text: 'USDT en BEP-20 para entrar y salir, con mínimos y cargos fijados por el operador.',
        link: { to: '/home-4', label: 'Entrada y salida de dinero' },
      },
      {
        icon: 'globe',
        title: 'Transferencias entre miembros',
        text: 'Pasa ingresos a la billetera electrónica de otro miembro mediante su UID, con la confirmación de un código enviado por correo, cuando el operador lo permite.',
        link: { to: '/services-details', label: 'Los servicios al miembro en detalle' },
      },
      {
        icon: 'lock',
        title: 'Seguridad de la cuenta y verificación de identidad',
        text: 'Códigos por correo para cada pago, y una verificación de identidad que revisa un operador.',
        link: { to: '/profile-authentication', label: 'Guía de seguridad' },
      },
    ],
  },
  {
    path: '/services-2',
    kind: 'landing',
    variant: 'split',
    art: 'rose',
    title: 'Del depósito al retiro',
    eyebrow: 'Del registro al pago',
    heading: 'De tu primer depósito a tu primer retiro',
    intro: 'Cuatro pasos, cada uno con la regla que se le aplica, para que sepas qué ocurre después y cuánto cuesta.',
    actions: [
      { to: '/pricing', label: 'Ver los paquetes' },
      { to: '/purchase-guide', label: 'Guía paso a paso' },
    ],
    features: {
      heading: 'Con lo que puedes contar',
      items: [
        {
          icon: 'lock',
          title: 'Condiciones guardadas en tu pedido',
          text: 'El precio, la tasa diaria, el plazo y el cargo sobre el capital se copian en tu pedido al comprar.',
        },
        {
          icon: 'shield',
          title: 'Un código para cada pago',
          text: 'Los retiros y las transferencias necesitan un código de 6 dígitos enviado a tu correo, válido durante 10 minutos.',
        },
        {
          icon: 'bolt',
          title: 'Estados que puedes seguir',
          text: 'Cada depósito y cada retiro muestra si está pendiente, completado o rechazado, con el motivo y el hash de la transacción.',
        },
      ],
    },
    steps: {
      heading: 'Cuatro pasos',
      items: [
        {
          title: 'Depositar',
          text: 'USDT en BEP-20, al menos el depósito mínimo, con el hash de tu transacción.',
        },
        {
          title: 'Comprar',
          text: 'Un paquete a su precio, o por un importe que eliges dentro de su rango, desde tu billetera electrónica.',
        },
        {
          title: 'Reclamar',
          text: 'El beneficio diario de tus paquetes activos, que va a tu billetera flexible.',
        },
        {
          title: 'Retirar',
          text: 'Los ingresos por encima del mínimo, descontando el cargo, tras un código y la revisión de un operador.',
        },
      ],
    },
    live: [
      {
        topic: 'money',
        heading: 'Mínimos y cargos ahora',
        text: 'Las cifras que el operador ha fijado hoy para los depósitos y los retiros.',
      },
    ],
    risk: ES_RISK_TEXT,
    cta: {
      heading: 'Empieza con un código de referido',
      text: 'Pide su enlace al miembro que te invitó y luego regístrate.',
      action: { to: '/register', label: 'Registrarse' },
    },
  },
  {
    path: '/services-details',
    kind: 'article',
    title: 'Billeteras, transferencias y extractos',
    heading: 'Los servicios al miembro en detalle: billeteras, transferencias y extractos',
    intro: 'Las dos billeteras de una cuenta de miembro, qué mueve dinero entre ellas y dónde lo ves.',
    sections: [
      {
        heading: 'Dos billeteras',
        paragraphs: [
          'Tu billetera electrónica recibe los depósitos aprobados y las transferencias de otros miembros, y paga los paquetes. Tu billetera flexible recibe todos los ingresos (beneficio diario e ingresos por nivel, directos y de recompensa) y los retiros devueltos, y paga los retiros y las transferencias que envías.',
        ],
      },
      {
        heading: 'Transferencias a otro miembro',
        paragraphs: [
          'Cuando el operador permite las transferencias, puedes enviar ingresos de tu billetera flexible a la billetera electrónica de otro miembro. Introduces su UID y ves su nombre antes de confirmar con un código enviado a tu correo. No tienen cargo, y una transferencia completada no se puede deshacer.',
        ],
      },
      {
        heading: 'Extractos e historiales',
        paragraphs: [
          'Tu extracto enumera cada asiento de ambas billeteras, y se puede descargar. Los historiales de depósitos y de retiros muestran cada estado y enlazan el hash de la transacción con el explorador de bloques.',
        ],
        list: [
          'Pedidos: cada paquete que compraste, sus días pagados y su estado (activo, vencido o retirado).',
          'Ingresos: cada ingreso con la regla que lo calculó, como «beneficio diario de trading, día 3 de 30».',
          'Equipo: tus niveles A, B y C y una genealogía de tus referidos.',
        ],
      },
    ],
    related: {
      heading: 'Otras páginas',
      links: [
        { to: '/services-1', label: 'Lo que obtienen los miembros' },
        { to: '/pricing', label: 'Paquetes' },
        { to: '/purchase-guide', label: 'Guía de compra' },
      ],
    },
  },
  {
    path: '/pricing',
    kind: 'pricing',
    title: 'Precios',
    heading: 'Los paquetes y sus condiciones actuales',
    intro:
      'Los paquetes a la venta ahora, tal como los fijó el operador: precio o rango de precios, tasa diaria, plazo y comisión de gestión, si la hay. No hay cuota de suscripción ni de membresía.',
    notes: [
      'En directo desde la plataforma: solo se muestran los paquetes a la venta, del más barato al más caro.',
      'El beneficio diario es el precio por la tasa diaria, redondeado hacia abajo al micro-USDT, y se paga por cada día de la plataforma en que lo reclamas.',
      'El plazo es un número de días pagados; un día que no reclamas mueve el final del plazo, no se pierde.',
      'Tu pedido conserva las condiciones del día en que lo compraste, incluido su cargo por retiro de capital.',
      'Puedes tener cada paquete una sola vez a la vez, y volver a comprarlo una vez que haya vencido o se haya retirado su capital.',
    ],
    risk: ES_RISK_TEXT,
    footnote:
      'Los mínimos y los cargos de los retiros están en las preguntas frecuentes y en la página de depósitos y retiros.',
  },
  {
    path: '/projects',
    kind: 'cards',
    style: 'art',
    title: 'Lo que puedes comprobar',
    heading: 'Lo que puedes comprobar por ti mismo',
    intro: 'Los registros que guarda tu cuenta para que puedas verificar qué ha pasado con tu dinero.',
    items: [
      {
        art: 'sky',
        title: 'Hashes de transacción',
        meta: 'Depósitos y pagos',
        text: 'Cada depósito y cada retiro pagado enlaza su hash de transacción con el explorador de bloques.',
      },
      {
        art: 'emerald',
        title: 'Tu extracto',
        meta: 'Ambas billeteras',
        text: 'Cada asiento de tus dos billeteras, que puedes descargar.',
      },
      {
        art: 'violet',
        title: 'Reglas de ingresos',
        meta: 'Cada ingreso',
        text: 'Cada ingreso indica la regla, la base y la tasa con las que se calculó.',
      },
      {
        art: 'amber',
        title: 'Condiciones del pedido',
        meta: 'Cada paquete',
        text: 'Cada pedido muestra el precio, la tasa diaria, el plazo y el cargo sobre el capital con los que se compró.',
      },
    ],
  },
];
