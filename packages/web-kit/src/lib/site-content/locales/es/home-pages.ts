import type { LandingPage } from '../../types';
import { ES_RISK_TEXT } from './risk-text';

// The four home demos in Spanish (lib/site-content/home-pages.ts), fetched only when Spanish is chosen
// (lib/site-content/translated-pages.ts); their figures stay live from the server.
export const ES_HOME_PAGES: readonly LandingPage[] = [
  {
    path: '/home-1',
    kind: 'landing',
    variant: 'split',
    art: 'teal',
    title: 'Cómo funciona la plataforma',
    eyebrow: 'Plataforma de miembros en USDT',
    heading: 'Compra un paquete en USDT, reclama un beneficio diario, forma un equipo',
    intro:
      'Los miembros depositan USDT en BEP-20, compran paquetes que pagan un beneficio diario durante un número fijo de días pagados, y ganan ingresos por nivel, directos y de recompensa de un equipo de tres niveles. Los retiros se confirman con un código enviado por correo y los paga un operador.',
    actions: [
      { to: '/register', label: 'Crear una cuenta' },
      { to: '/pricing', label: 'Ver los paquetes' },
    ],
    features: {
      heading: 'Lo que obtiene un miembro',
      items: [
        {
          icon: 'chart',
          title: 'Paquetes con beneficio diario',
          text: 'Cada paquete tiene un precio, una tasa diaria y un plazo en días pagados, que se muestran antes de comprar y se conservan en tu pedido.',
        },
        {
          icon: 'users',
          title: 'Ingresos por referidos',
          text: 'Tu código de referido trae miembros a tu equipo; tú ganas con sus compras y con su beneficio diario.',
        },
        {
          icon: 'lock',
          title: 'Retiros con un código',
          text: 'Cada solicitud de retiro se confirma con un código enviado a tu correo y luego la revisa un operador.',
        },
      ],
    },
    steps: {
      heading: 'Cuatro pasos',
      items: [
        {
          title: 'Regístrate',
          text: 'Con el código de referido del miembro que te invitó y un código enviado a tu correo.',
        },
        {
          title: 'Deposita USDT',
          text: 'Envía USDT en BEP-20 a la dirección de depósito e indica el hash de la transacción.',
        },
        {
          title: 'Compra un paquete',
          text: 'Paga su precio, o un importe dentro de su rango, desde tu billetera electrónica; empieza a ganar el mismo día.',
        },
        {
          title: 'Reclama y retira',
          text: 'Reclama el beneficio diario y luego retira los ingresos por encima del mínimo.',
        },
      ],
    },
    live: [
      {
        topic: 'packages',
        heading: 'Paquetes a la venta ahora',
        text: 'La lista actual de paquetes, con el precio, la tasa diaria y el plazo que el operador fijó hoy.',
      },
    ],
    risk: ES_RISK_TEXT,
    cta: {
      heading: 'Lee las reglas antes de depositar',
      text: 'Los términos del servicio y la advertencia de riesgos dicen a qué te comprometes, cuánto cuesta y qué puede salir mal.',
      action: { to: '/risk-disclosure', label: 'Lee la advertencia de riesgos' },
    },
  },
  {
    path: '/home-2',
    kind: 'landing',
    variant: 'centered',
    art: 'sky',
    title: 'Paquetes y beneficio diario',
    eyebrow: 'Paquetes',
    heading: 'Paquetes que pagan un beneficio diario durante un plazo fijo',
    intro:
      'Un paquete se compra desde tu billetera electrónica a su precio, o por un importe que tú eliges dentro de su rango. Paga su tasa diaria sobre ese importe una vez por día de la plataforma, durante los días pagados de su plazo, y después vence. Su capital se puede retirar, descontando un cargo, en cualquier momento.',
    actions: [
      { to: '/pricing', label: 'Comparar paquetes' },
      { to: '/faq', label: 'Leer las preguntas frecuentes' },
    ],
    features: {
      heading: 'Cómo funciona un paquete',
      items: [
        {
          icon: 'bolt',
          title: 'Reclama una vez al día',
          text: 'Un reclamo paga todos los paquetes activos de ese día. Un paquete comprado hoy se puede reclamar hoy.',
        },
        {
          icon: 'chart',
          title: 'Condiciones guardadas en tu pedido',
          text: 'Tu pedido conserva el precio, la tasa diaria, el plazo y el cargo sobre el capital del momento en que lo compraste.',
        },
        {
          icon: 'shield',
          title: 'Un día perdido mueve el final',
          text: 'Un día no reclamado no se paga después, pero el paquete sigue ganando todo su plazo: vence un día más tarde.',
        },
      ],
    },
    live: [
      {
        topic: 'packages',
        heading: 'Los paquetes y sus tasas diarias',
        text: 'El beneficio diario es el precio por la tasa diaria, redondeado hacia abajo al micro-USDT, y se paga en tu billetera flexible.',
      },
      {
        topic: 'incomes',
        heading: 'Beneficio diario e ingresos de equipo',
        text: 'Cómo se calcula cada ingreso, con las cifras que el operador ha fijado ahora.',
      },
    ],
    risk: ES_RISK_TEXT,
    cta: {
      heading: '¿Listo para elegir un paquete?',
      text: 'Regístrate con un código de referido, deposita USDT y elige un paquete en tu cuenta.',
      action: { to: '/register', label: 'Registrarse' },
    },
  },
  {
    path: '/home-3',
    kind: 'landing',
    variant: 'banner',
    art: 'violet',
    title: 'Ingresos por referidos y de equipo',
    eyebrow: 'Ingresos de equipo',
    heading: 'Gana ingresos por nivel, directos y de recompensa de un equipo de tres niveles',
    intro:
      'Los miembros que refieres forman el nivel A de tu equipo, sus referidos el nivel B y el siguiente, el nivel C. Ganas una parte de su beneficio diario, una parte del precio de los paquetes que compran tus referidos directos, y recompensas únicas a medida que sube tu rango.',
    actions: [
      { to: '/membership-levels', label: 'Rangos y recompensas' },
      { to: '/faq', label: 'Cómo pagan los referidos' },
    ],
    features: {
      heading: 'Tres tipos de ingresos de equipo',
      items: [
        {
          icon: 'users',
          title: 'Ingresos por nivel',
          text: 'Una parte de cada beneficio diario pagado a un miembro de tus niveles A, B y C, los días en que tú mismo tienes un paquete que genera ganancias.',
        },
        {
          icon: 'globe',
          title: 'Ingresos directos',
          text: 'Una parte del precio de cada paquete que compra un miembro que referiste.',
        },
        {
          icon: 'support',
          title: 'Ingresos de recompensa',
          text: 'Una recompensa única por cada rango nuevo, alcanzado con el capital que tiene tu equipo y tus referidos directos activos.',
        },
      ],
    },
    live: [
      {
        topic: 'incomes',
        heading: 'Las reglas de ingresos hoy',
        text: 'Las participaciones y recompensas son ajustes del operador; un cambio se aplica a los ingresos pagados después.',
      },
    ],
    risk: ES_RISK_TEXT,
    cta: {
      heading: 'Invita con tu enlace de referido',
      text: 'Tu enlace y tu código están en la página de tu cuenta una vez registrado.',
      action: { to: '/register', label: 'Crear una cuenta' },
    },
  },
  {
    path: '/home-4',
    kind: 'landing',
    variant: 'minimal',
    art: 'emerald',
    title: 'Depósitos y retiros',
    eyebrow: 'Entrada y salida de dinero',
    heading: 'Deposita y retira USDT en BEP-20, con revisión de los operadores',
    intro:
      'Los depósitos llegan como USDT en BEP-20 y se comprueban antes de acreditar tu billetera electrónica. Los retiros salen de tu billetera flexible, o del capital de un paquete, hacia tu propia dirección tras un código enviado a tu correo y la revisión de un operador.',
    actions: [
      { to: '/purchase-guide', label: 'Guía paso a paso' },
      { to: '/terms-of-service', label: 'Términos del servicio' },
    ],
    features: {
      heading: 'Cómo se trata tu dinero',
      items: [
        {
          icon: 'chip',
          title: 'Una sola red',
          text: 'Solo USDT en BEP-20 (BNB Smart Chain). Otro token u otra red no se pueden acreditar.',
        },
        {
          icon: 'lock',
          title: 'Códigos y revisiones',
          text: 'Un retiro necesita tu código recibido por correo y luego lo paga un operador; los grandes necesitan un segundo operador.',
        },
        {
          icon: 'shield',
          title: 'Cada movimiento registrado',
          text: 'Cada depósito, ingreso, cargo y retiro es un asiento de un libro contable de partida doble que ves en tu extracto.',
        },
      ],
    },
    live: [
      {
        topic: 'money',
        heading: 'Mínimos y cargos hoy',
        text: 'Los límites y cargos de depósitos y retiros son ajustes del operador; estos son los actuales.',
      },
    ],
    risk: ES_RISK_TEXT,
    cta: {
      heading: '¿Una pregunta sobre un pago?',
      text: 'Escribe a soporte con el hash de la transacción; nunca envíes tu contraseña ni un código recibido por correo.',
      action: { to: '/contactForm', label: 'Contactar con soporte' },
    },
  },
];
