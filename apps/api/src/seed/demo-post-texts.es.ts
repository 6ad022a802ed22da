// The demo's five news articles in Spanish (docs/product.md#news), by address: the same rules and figures as the
// English ones in demo-post-texts.ts, with the same links, written to a reader addressed as "tú".

const deposits = `Cada USDT que llega a tu billetera electrónica se ha comprobado antes. Esto es lo que ocurre entre la
transferencia que envías y el saldo que ves, y lo que puedes hacer para que vaya rápido.

## Envía USDT en BEP-20 y luego indícanos el hash

La [página de depósito](/deposit) muestra la dirección de depósito de la plataforma y su red: USDT en BEP-20 (BNB Smart
Chain). Solo se acredita USDT en esa red. Otro token, o USDT enviado por otra red, no llega como depósito.

Cuando la transferencia haya salido de tu billetera, introduce dos datos en esa misma página: el importe y el hash de
la transacción (\`0x\` seguido de 64 caracteres, que muestran tu billetera o el explorador de bloques). El importe debe
ser al menos el depósito mínimo, 30 USDT salvo que el operador haya fijado otra cifra; la página muestra siempre la
vigente.

**Un hash se acepta una sola vez, para siempre.** Lo envíe quien lo envíe y se escriba como se escriba, la misma
transacción no puede acreditarse dos veces, y el hash de un pago que hizo la plataforma nunca puede reclamarse como
depósito.

## Cómo se comprueba la transferencia

El operador elige una de dos formas, y la plataforma aplica las mismas reglas a todos los miembros.

- **Revisión del operador** (la predeterminada). Tu depósito queda *pendiente* mientras un operador busca la
  transacción en el explorador de bloques. Si es una transferencia de USDT a la dirección de depósito por el importe
  que indicaste, la aprueba y tu billetera electrónica recibe ese importe, una sola vez. Si no, la rechaza y te dice
  por qué. Dos operadores que actúen sobre el mismo depósito en el mismo momento no pueden aprobarlo ambos.
- **La comprobación en la cadena.** El servidor lee la transacción por sí mismo. Para ello, primero guarda tu propia
  dirección USDT en [Ajustes](/settingNew). El servidor acredita el importe que muestra la blockchain para una
  transferencia de USDT a la dirección de depósito **desde esa dirección guardada**, cuando la transacción tiene 15
  bloques de profundidad. Rechaza, con un motivo que puedes leer, una transacción fallida o inexistente, otro token,
  otro destinatario u otro remitente. Una transferencia que aún no es definitiva sigue pendiente y se vuelve a
  comprobar en segundo plano.

## Lo que ves

Tu [historial de depósitos](/reacharge-list) muestra cada depósito, del más reciente al más antiguo, como pendiente,
aprobado o rechazado, y recibes una notificación cuando uno se aprueba o se rechaza. Un depósito aprobado está en tu
billetera electrónica, la billetera con la que se compran los paquetes.

## Hazlo bien a la primera

- Envía desde la billetera cuya dirección guardaste, y solo USDT en BEP-20.
- Copia el hash desde tu billetera en lugar de escribirlo.
- Introduce el importe que enviaste: con la revisión del operador, un importe que no coincide puede rechazarse, y con
  la comprobación en la cadena cuenta el importe que figura en la cadena.

Si un depósito sigue pendiente más de lo que esperas, escríbenos desde la [página de contacto](/contactForm) con su
hash.`;

const dailyProfit = `Un paquete paga un beneficio diario durante un número fijo de días pagados. Así se fijan las cifras, cuándo
se pagan y qué pasa el día que no reclamas.

## Tu pedido conserva las condiciones con las que compraste

Compras un paquete entero, a su precio, desde tu billetera electrónica. El pedido copia las condiciones del paquete en
ese momento: el precio, la tasa diaria, el plazo en días pagados y la comisión por retirar el capital más adelante.
Cuando el operador cambia un paquete, solo los pedidos nuevos reciben las nuevas condiciones; el tuyo sigue como lo
compraste.

## Reclama una vez por día de la plataforma

El día de la plataforma es el día natural en la zona horaria de la plataforma (UTC salvo que el operador haya elegido
otra); la [página de Reserva](/reserve) muestra la zona y cuándo se abre el siguiente cobro. Pulsa allí la moneda una
vez al día. Cada pedido activo que aún no se haya pagado hoy paga entonces **su precio × su tasa diaria**, redondeado
hacia abajo a la millonésima de USDT, en tu billetera flexible. Un segundo cobro el mismo día no encuentra nada que
pagar, y un pedido comprado hoy puede cobrarse hoy.

Por ejemplo, un paquete de 100 USDT al 0.50 % diario paga 0.50 USDT por cada día pagado. Con un plazo de 200 días
pagados, paga como máximo 100 USDT de beneficio en total. Los paquetes a la venta, con sus tasas y plazos, están en la
[página de paquetes](/shop).

## Un día sin cobrar no se pierde

Un día que no reclamas no se paga después, pero tampoco se pierde beneficio: un pedido gana durante su plazo de días
*pagados*, así que simplemente vence un día más tarde. El operador también puede activar la liquidación automática,
que paga cada día todos los pedidos pendientes sin necesidad de reclamar.

## Cuando se alcanza el plazo

Cuando los días pagados llegan al plazo, el pedido *vence* y ya no gana más. Su capital queda retenido para ti hasta
que lo retires como retiro de capital, menos la comisión que el pedido copió al comprarlo (10 % por defecto).

## Tu equipo también gana con él

Cada beneficio diario pagado paga también ingresos por nivel a tu patrocinador y a los dos miembros por encima de él:
10 %, 5 % y 3 % de ese beneficio por defecto, a cada uno que tenga un pedido que gane ese día. Cuando compras un
paquete, tu patrocinador directo gana el 5 % de su precio. Nada de esto sale de tu beneficio.

## Qué es la tasa, y qué no es

La tasa diaria es una condición del paquete, pagada por la plataforma. No es un rendimiento de mercado ni una
garantía: los pagos pasados no prometen pagos futuros, y puedes perder el dinero que aportes. Lee la
[advertencia de riesgos](/risk-disclosure) antes de comprar.`;

const withdrawals = `El dinero sale de la plataforma en dos pasos y pasa algunos controles de seguridad por el camino. Aquí tienes
cada uno, con las cifras predeterminadas; el operador puede cambiarlas, y las [preguntas frecuentes](/faq) muestran
siempre los valores vigentes.

## Dos pasos, un código

1. **Solicitud.** En la [página de retiro](/withdrawladd) introduce tu dirección USDT (BEP-20) y el importe. Todavía no
   se mueve nada: te enviamos por correo un código de 6 dígitos que indica el importe que recibirás y la dirección. Si
   activaste el inicio de sesión en dos pasos, lo confirma en su lugar el código de tu app de autenticación.
2. **Confirmación.** Introduce el código en 10 minutos. Entonces el importe completo sale de tu billetera flexible y
   queda retenido para el pago. Cada solicitud tiene su propio código; cinco intentos fallidos lo anulan y empiezas de
   nuevo.

## Mínimos y comisiones

- Desde tu **billetera flexible**: al menos 30 USDT. La comisión es del 5 % y se descuenta del importe: pide 100 USDT
  y se envían 95 USDT.
- El **capital** de un paquete: el precio completo del pedido, al menos 10 USDT, menos la comisión que el pedido copió
  al comprarlo (10 % por defecto).
- La comisión se redondea hacia abajo a la millonésima de USDT, a tu favor.

## Límites que te protegen

- **Límites diarios**: como máximo 10,000 USDT y 5 retiros desde tu billetera flexible por día de la plataforma. La
  página de retiro muestra lo que te queda hoy. Los retiros de capital no cuentan.
- **Una dirección nueva espera**: un retiro a una dirección a la que nunca se te ha pagado queda retenido 24 horas
  antes de poder pagarse, y te enviamos por correo un enlace que lo cancela. Si otra persona entró en tu cuenta, ese
  enlace devuelve el importe completo a tu billetera flexible.
- Si el operador exige una verificación de identidad, los retiros se abren cuando la tuya está aprobada.

## Lo paga un operador

Cada retiro lo revisa un operador, que envía los USDT y registra el hash de la transacción del pago; tu
[historial de retiros](/withdrawl-list) enlaza entonces con él en el explorador de bloques. Un retiro de más de
1,000 USDT necesita dos operadores: uno lo aprueba, otro lo paga, y quien lo aprobó nunca puede pagarlo. Si se rechaza
un retiro, se te dice por qué y el importe completo, comisión incluida, vuelve a tu billetera flexible.

Cada 15 minutos la plataforma comprueba que sus cuentas cuadran. Si una comprobación encuentra un problema, los pagos
se detienen hasta que un operador lo revise; mientras tanto, la confirmación de un retiro se rechaza sin gastar su
código.

## Cuánto tarda

La mayor parte del tiempo es la revisión del operador: un retiro a una dirección que ya usaste, por debajo del límite
de los cuatro ojos, puede pagarse en cuanto un operador lo ve. Una dirección nueva añade sus 24 horas. Recibes una
notificación, y un correo salvo que los hayas desactivado, cuando un retiro se paga o se rechaza.`;

const reserves = `No deberías tener que fiarte de nuestra palabra de que se cuenta el dinero que se debe a los miembros. La prueba
de reservas te permite comprobarlo tú mismo, en la [página de prueba de reservas](/reserves).

## Qué se publica

Una vez al día, y siempre que un operador lo pide, la plataforma toma una instantánea de dos cifras en el mismo
momento:

- **Lo que se debe a los miembros**: para cada miembro, ambas billeteras, los retiros pendientes de pago y el capital
  de sus pedidos activos y vencidos. Este total es la misma cifra que los operadores ven como lo que debe la
  plataforma.
- **Lo que la plataforma tiene para cubrirlo**: o bien la declaración del propio operador sobre su reserva, con la
  fuente que indica, o bien, cuando el operador ha pasado la lectura a la cadena, el saldo en USDT de la dirección de
  depósito tal como lo muestra la blockchain.

La página muestra la instantánea más reciente, la proporción entre las dos cifras y las últimas 90 instantáneas en un
gráfico y una tabla.

## Cómo está tu saldo en ella

El saldo de cada miembro se convierte en una hoja de un *árbol de Merkle de sumas*: un hash de un valor aleatorio
nuevo, el id del miembro y el saldo, con el saldo como suma de la hoja. Las hojas se combinan por pares con sus sumas,
hasta una única raíz cuya suma es el total adeudado. Solo se publican el hash de la raíz y el total.

Con la sesión iniciada, pulsa **Verificar mi saldo**. Tu navegador obtiene tu propia hoja y los hashes y sumas de su
camino hasta la raíz, los vuelve a calcular y te dice si tu saldo está incluido en el total publicado. Puedes
descargar la prueba como archivo y volver a comprobarla más tarde, fuera del sitio. Nadie puede pedir la prueba de
otro miembro.

## Qué mantiene en privado

El valor aleatorio cambia en cada instantánea, así que una hoja no puede asociarse a un miembro ni seguirse de un día
a otro. El camino que recibes solo muestra hashes y las sumas de otras partes del árbol, nunca la identidad de otro
miembro.

## Qué no demuestra

- Cuando la reserva es la declaración del operador, es una declaración, no algo que la plataforma pueda demostrar.
  Solo la lectura en la cadena la mide, y aun así solo el saldo de la dirección de depósito.
- Una instantánea demuestra que el total incluye a cada miembro que lo comprueba. A un miembro que nunca comprueba no
  lo protegen las comprobaciones de los demás, pero dejar fuera a alguien podría descubrirse por quien sí compruebe.

Así que compruébalo de vez en cuando. Lleva unos segundos, y cada comprobación hace más difícil falsear el total
publicado.`;

const risks = `Preferimos que leas esto antes de depositar que después. Estos son los riesgos de usar esta plataforma, dichos
con claridad.

## Los rendimientos no están garantizados

La tasa diaria de un paquete es una condición que fija el operador y paga la plataforma; no es un rendimiento de
mercado, un tipo de interés ni una promesa. Los pagos pasados no prometen pagos futuros. **Puedes perder parte o la
totalidad del dinero que aportes.** Aporta solo dinero que puedas permitirte perder.

## Los ingresos por referidos dependen de otras personas

Los ingresos por nivel son una parte del beneficio que ganan los pedidos de tu equipo, pagada solo los días en que
tienes un pedido que gana; los ingresos directos vienen de las compras de tus referidos. Si las personas de tu equipo
dejan de comprar o de cobrar, estos ingresos se detienen. Nadie debería contar con ellos, y a nadie se le debería
decir que puede.

## Dependes del operador

Los operadores revisan los depósitos y pagan los retiros. Los retiros pueden tardar: una dirección nueva espera 24
horas, los grandes necesitan dos operadores, y los pagos se detienen mientras se revisa un problema en las cuentas.
Esas reglas te protegen, y también significan que tu dinero no está disponible al instante. Salvo que la reserva se
lea de la cadena, la cifra de reserva de la [página de prueba de reservas](/reserves) es la declaración del propio
operador.

## Las transferencias en la blockchain son definitivas

Una transferencia enviada por la red equivocada, en el token equivocado o a la dirección equivocada no puede
recuperarla ni nosotros ni nadie. El propio USDT depende de su emisor. Comprueba la dirección y la red cada vez, y
guarda para ti las claves de tu billetera, tu correo y tu contraseña: quien los tenga puede mover tu dinero.

## Las reglas pueden cambiar

El operador puede cambiar las tasas y condiciones de los paquetes para los pedidos nuevos, y las comisiones, mínimos y
límites para todos; un pedido que tienes conserva las condiciones con las que se compró. Consulta las
[preguntas frecuentes](/faq) para ver las cifras vigentes antes de cada depósito o retiro.

## Antes de aportar dinero

- Lee la [advertencia de riesgos](/risk-disclosure) y los [términos del servicio](/terms-of-service).
- Empieza con un importe pequeño y haz un retiro para ver cómo funciona.
- Activa el inicio de sesión en dos pasos en Ajustes.
- Pregúntanos lo que quieras desde la [página de contacto](/contactForm) antes de comprometerte.`;

export const DEMO_POST_TEXTS_ES: Record<string, { title: string; summary: string; body: string }> = {
  'how-deposits-are-checked': {
    title: 'Cómo se comprueba tu depósito',
    summary:
      'De tu transferencia BEP-20 a tu billetera electrónica: el hash que introduces, la comprobación contra tu dirección guardada o la revisión del operador, y cómo hacerlo bien a la primera.',
    body: deposits,
  },
  'how-daily-profit-works': {
    title: 'Cómo funciona el beneficio diario',
    summary:
      'Un cobro por día de la plataforma, la tasa y el plazo de tu paquete, qué significa un día sin cobrar y qué pasa cuando se alcanza el plazo.',
    body: dailyProfit,
  },
  'withdrawals-fees-limits-and-checks': {
    title: 'Retiros: comisiones, límites y controles',
    summary:
      'El código por correo, los mínimos y las comisiones, los límites diarios, la espera de 24 horas para una dirección nueva y los operadores que revisan y pagan cada retiro.',
    body: withdrawals,
  },
  'proof-of-reserves': {
    title: 'Prueba de reservas: comprueba que tu saldo se cuenta',
    summary:
      'Qué publica la instantánea diaria, cómo está tu propio saldo en ella, cómo verificarlo en unos segundos y qué no puede demostrar.',
    body: reserves,
  },
  'the-risks-plainly': {
    title: 'Los riesgos, con claridad',
    summary:
      'Los rendimientos no están garantizados y puedes perder dinero; los ingresos por referidos dependen de otras personas. Qué más saber antes de depositar.',
    body: risks,
  },
};
