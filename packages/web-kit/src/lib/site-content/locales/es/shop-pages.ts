import type { SitePage } from '../../types';
import { ES_RISK_TEXT } from './risk-text';

// The package catalogue in Spanish (lib/site-content/shop-pages.ts), fetched only when Spanish is chosen
// (lib/site-content/translated-pages.ts): live packages from the server, bought in the member area.

const FOOTNOTE =
  'Los mínimos de depósito, los mínimos de retiro y los cargos están en las preguntas frecuentes y en la página de depósitos y retiros.';

export const ES_SHOP_PAGES: readonly SitePage[] = [
  {
    path: '/shop',
    kind: 'pricing',
    buy: true,
    title: 'Comprar un paquete',
    heading: 'Compra un paquete con USDT',
    intro:
      'Los paquetes a la venta ahora. Se compran en tu cuenta: inicia sesión (o regístrate con el código de referido del miembro que te invitó), deposita USDT en BEP-20 y luego compra el paquete en la página Stake.',
    notes: [
      'En directo desde la plataforma: el precio, la tasa diaria y el plazo que el operador ha fijado hoy. Comprar abre la página Stake de tu cuenta, después de iniciar sesión.',
      'Un paquete se paga desde tu billetera electrónica: su precio o, para un paquete con rango de precios, el importe que eliges dentro de él, más su comisión de gestión si la tiene. Deposita primero si la billetera tiene menos.',
      'Tu pedido conserva las condiciones del día en que lo compraste, cambie lo que cambie el operador después.',
      'Puedes tener cada paquete una sola vez a la vez, y volver a comprarlo una vez que haya vencido o se haya retirado su capital.',
    ],
    risk: ES_RISK_TEXT,
    footnote: FOOTNOTE,
  },
  {
    path: '/product-details',
    kind: 'pricing',
    buy: true,
    detailed: true,
    title: 'Detalle de los paquetes',
    heading: 'Lo que paga cada paquete, en cifras',
    intro:
      'Cada paquete a la venta con las cifras que conserva un pedido, y lo máximo que puede pagar durante su plazo si reclamas cada día.',
    notes: [
      'En directo desde la plataforma. El beneficio del plazo es el beneficio diario por los días pagados del plazo: lo máximo que paga el paquete, si reclamas cada día de la plataforma y la plataforma sigue pagando.',
      'El beneficio diario es el precio por la tasa diaria, redondeado hacia abajo al micro-USDT, y se paga en tu billetera flexible por cada día de la plataforma en que lo reclamas.',
      'Un día que no reclamas no se paga y mueve el final del plazo: el plazo cuenta días pagados, no días naturales.',
      'El capital se queda en el paquete; solo vuelve mediante un retiro de capital desde Mis pedidos, descontando el cargo que conserva tu pedido.',
    ],
    risk: ES_RISK_TEXT,
    footnote: FOOTNOTE,
  },
  {
    path: '/cart',
    kind: 'article',
    title: 'Tu pedido',
    heading: 'Lo que crea la compra de un paquete',
    intro:
      'No hay carrito: cada compra es un paquete, pagado de una vez desde tu billetera electrónica, y se convierte en un pedido en tu cuenta.',
    sections: [
      {
        heading: 'Un paquete, un pedido',
        paragraphs: [
          'Cuando confirmas una compra en la página Stake, el precio sale de tu billetera electrónica y aparece un pedido en Mis pedidos, con el título, el precio, la tasa diaria, el plazo y el cargo por retiro de capital de ese momento.',
          'El cuadro de diálogo indica esas condiciones, y que los rendimientos no están garantizados, antes de que confirmes. No se cobra nada antes de confirmar, y un doble clic compra una sola vez.',
        ],
      },
      {
        heading: 'Mientras el pedido está en curso',
        paragraphs: [
          'Reclama tu beneficio diario en la página Reserva una vez cada día de la plataforma. El pedido vence cuando se ha pagado cada día de su plazo.',
          'El miembro que te invitó gana unos ingresos directos por tu compra (consulta Ingresos por referidos y de equipo).',
        ],
      },
      {
        heading: 'Tu capital',
        paragraphs: [
          'El precio se queda en el paquete como su capital. Puedes pedir que se te devuelva desde Mis pedidos: un retiro de capital termina el pedido, y el cargo que este conservó se descuenta del importe pagado.',
        ],
      },
    ],
    related: {
      heading: 'Siguiente',
      links: [
        { to: '/shop', label: 'Paquetes a la venta' },
        { to: '/checkout', label: 'Pagar un paquete' },
        { to: '/risk-disclosure', label: 'Advertencia de riesgos' },
      ],
    },
  },
  {
    path: '/checkout',
    kind: 'article',
    isNumbered: true,
    title: 'Pagar un paquete',
    heading: 'Pagar un paquete: primero deposita, luego compra',
    intro:
      'Los paquetes se pagan en USDT desde tu billetera electrónica, que cargas con un depósito. Sin tarjeta y sin banco.',
    sections: [
      {
        heading: 'Inicia sesión',
        paragraphs: [
          'La compra se hace en tu cuenta. Si aún no tienes cuenta, regístrate con el código de referido del miembro que te invitó.',
        ],
      },
      {
        heading: 'Deposita USDT en BEP-20',
        paragraphs: [
          'La página de depósito muestra la dirección y su red. Envía solo USDT en BEP-20 (BNB Smart Chain), al menos el depósito mínimo, e indica el hash de la transacción. Una transferencia en la cadena no se puede revertir, y los USDT enviados por otra red no se pueden acreditar.',
        ],
      },
      {
        heading: 'Espera la acreditación',
        paragraphs: [
          'El depósito se comprueba y se acredita en tu billetera electrónica; tu historial de depósitos muestra en qué punto está, y el motivo si se rechazó.',
        ],
      },
      {
        heading: 'Compra en la página Stake',
        paragraphs: [
          'Elige un paquete a la venta y confirma sus condiciones. Si tu billetera electrónica tiene menos que el precio, el cuadro de diálogo te indica cuánto más necesitas.',
        ],
      },
    ],
    related: {
      heading: 'Antes de pagar',
      links: [
        { to: '/shop', label: 'Paquetes a la venta' },
        { to: '/purchase-guide', label: 'Guía de compra' },
        { to: '/risk-disclosure', label: 'Advertencia de riesgos' },
      ],
    },
  },
];
