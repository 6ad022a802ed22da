import { type EarningKind, kindLabel, type NotificationKind } from '@app/contract';
import type { Texts } from '../../lib/texts';

// What each notification says, in each language of the site (docs/product.md#notifications, #languages): worded when
// read, from the values its row keeps, already formatted for the language (amounts, moments, an operator's reason).
// A kind of income is named by its own words in a sentence (the contract's income-kinds.texts.ts).

export type IncomePart = EarningKind;

export interface NotificationValues {
  'deposit-approved': { amount: string };
  'deposit-rejected': { amount: string; reason: string };
  'withdrawal-paid': { capital: boolean; refund: boolean; net: string; hash: string };
  'withdrawal-rejected': { capital: boolean; refund: boolean; amount: string; reason: string };
  'rank-reached': { rank: number };
  'referral-joined': { name: string };
  'income-digest': { day: string; total: string; parts: { part: IncomePart; amount: string }[] };
  'password-changed': { at: string };
  'usdt-address-changed': { address: string };
  'ticket-answered': { number: number; subject: string; reply: string | null };
}

export interface NotificationWords {
  title: string;
  body: string;
}

export type NotificationTexts = { [K in NotificationKind]: (values: NotificationValues[K]) => NotificationWords };

export const NOTIFICATION_TEXTS: Texts<NotificationTexts> = {
  en: {
    'deposit-approved': ({ amount }) => ({
      title: 'Deposit approved',
      body: `Your deposit of ${amount} was approved and is in your Electronic Wallet.`,
    }),
    'deposit-rejected': ({ amount, reason }) => ({
      title: 'Deposit rejected',
      body: `Your deposit of ${amount} was rejected: ${reason}`,
    }),
    'withdrawal-paid': ({ capital, refund, net, hash }) =>
      refund
        ? {
            title: 'Refund paid',
            body: `Your refund of unspent deposits was paid: ${net} sent on chain in transaction ${hash}.`,
          }
        : {
            title: capital ? 'Capital withdrawal paid' : 'Withdrawal paid',
            body: `Your ${capital ? 'capital withdrawal' : 'withdrawal'} was paid: ${net} sent on chain in transaction ${hash}.`,
          },
    'withdrawal-rejected': ({ capital, refund, amount, reason }) =>
      refund
        ? {
            title: 'Refund rejected',
            body: `Your refund of ${amount} was rejected and the amount returned to your Electronic Wallet: ${reason}`,
          }
        : {
            title: capital ? 'Capital withdrawal rejected' : 'Withdrawal rejected',
            body: `Your ${capital ? 'capital withdrawal' : 'withdrawal'} of ${amount} was rejected and the amount returned: ${reason}`,
          },
    'rank-reached': ({ rank }) => ({
      title: `Rank ${rank} reached`,
      body: `Congratulations: you reached rank ${rank}. Any reward of the rank is in your Flexible wallet.`,
    }),
    'referral-joined': ({ name }) => ({
      title: 'New direct referral',
      body: `“${name}” (the name they chose) signed up with your referral code.`,
    }),
    'income-digest': ({ day, total, parts }) => ({
      title: `Income credited for ${day}`,
      body: `You earned ${total} on ${day}: ${parts.map((one) => `${one.amount} ${kindLabel(one.part, 'inSentence', 'en')}`).join(', ')}. It is in your Flexible wallet.`,
    }),
    'password-changed': ({ at }) => ({
      title: 'Password changed',
      body: `Your password was changed on ${at} and every other session was signed out.`,
    }),
    'usdt-address-changed': ({ address }) => ({
      title: 'USDT address changed',
      body: `Your USDT (BEP-20) address is now ${address}. If this was not you, change your password at once.`,
    }),
    'ticket-answered': ({ number, subject, reply }) => ({
      title: `Support replied to ticket ${number}`,
      body: reply
        ? `Our reply to your ticket "${subject}":\n\n${reply}\n\nOpen the ticket to answer.`
        : `There is a reply to your ticket "${subject}". Open it to read the answer and reply.`,
    }),
  },
  es: {
    'deposit-approved': ({ amount }) => ({
      title: 'Depósito aprobado',
      body: `Tu depósito de ${amount} fue aprobado y está en tu billetera electrónica.`,
    }),
    'deposit-rejected': ({ amount, reason }) => ({
      title: 'Depósito rechazado',
      body: `Tu depósito de ${amount} fue rechazado: ${reason}`,
    }),
    'withdrawal-paid': ({ capital, refund, net, hash }) =>
      refund
        ? {
            title: 'Reembolso pagado',
            body: `Tu reembolso de depósitos no gastados fue pagado: se enviaron ${net} en la cadena en la transacción ${hash}.`,
          }
        : {
            title: capital ? 'Retiro de capital pagado' : 'Retiro pagado',
            body: `Tu ${capital ? 'retiro de capital' : 'retiro'} fue pagado: se enviaron ${net} en la cadena en la transacción ${hash}.`,
          },
    'withdrawal-rejected': ({ capital, refund, amount, reason }) =>
      refund
        ? {
            title: 'Reembolso rechazado',
            body: `Tu reembolso de ${amount} fue rechazado y el importe volvió a tu billetera electrónica: ${reason}`,
          }
        : {
            title: capital ? 'Retiro de capital rechazado' : 'Retiro rechazado',
            body: `Tu ${capital ? 'retiro de capital' : 'retiro'} de ${amount} fue rechazado y el importe se te devolvió: ${reason}`,
          },
    'rank-reached': ({ rank }) => ({
      title: `Rango ${rank} alcanzado`,
      body: `Felicidades: alcanzaste el rango ${rank}. Cualquier recompensa del rango está en tu billetera flexible.`,
    }),
    'referral-joined': ({ name }) => ({
      title: 'Nuevo referido directo',
      body: `“${name}” (el nombre que eligió) se registró con tu código de referido.`,
    }),
    'income-digest': ({ day, total, parts }) => ({
      title: `Ingresos abonados del ${day}`,
      body: `Ganaste ${total} el ${day}: ${parts.map((one) => `${one.amount} de ${kindLabel(one.part, 'inSentence', 'es')}`).join(', ')}. Está en tu billetera flexible.`,
    }),
    'password-changed': ({ at }) => ({
      title: 'Contraseña cambiada',
      body: `Tu contraseña se cambió el ${at} y se cerraron todas tus demás sesiones.`,
    }),
    'usdt-address-changed': ({ address }) => ({
      title: 'Dirección USDT cambiada',
      body: `Tu dirección USDT (BEP-20) ahora es ${address}. Si no fuiste tú, cambia tu contraseña de inmediato.`,
    }),
    'ticket-answered': ({ number, subject, reply }) => ({
      title: `Soporte respondió a tu ticket ${number}`,
      body: reply
        ? `Nuestra respuesta a tu ticket "${subject}":\n\n${reply}\n\nAbre el ticket para contestar.`
        : `Hay una respuesta a tu ticket "${subject}". Ábrelo para leerla y contestar.`,
    }),
  },
  hi: {
    'deposit-approved': ({ amount }) => ({
      title: 'जमा स्वीकृत',
      body: `आपकी ${amount} की जमा स्वीकृत हो गई है और आपके इलेक्ट्रॉनिक वॉलेट में है।`,
    }),
    'deposit-rejected': ({ amount, reason }) => ({
      title: 'जमा अस्वीकृत',
      body: `आपकी ${amount} की जमा अस्वीकृत कर दी गई: ${reason}`,
    }),
    'withdrawal-paid': ({ capital, refund, net, hash }) =>
      refund
        ? {
            title: 'रिफ़ंड का भुगतान हुआ',
            body: `बिना खर्च की जमा के आपके रिफ़ंड का भुगतान हो गया: ${net} लेनदेन ${hash} में ऑन-चेन भेजे गए।`,
          }
        : {
            title: capital ? 'पूंजी निकासी का भुगतान हुआ' : 'निकासी का भुगतान हुआ',
            body: `आपकी ${capital ? 'पूंजी निकासी' : 'निकासी'} का भुगतान हो गया: ${net} लेनदेन ${hash} में ऑन-चेन भेजे गए।`,
          },
    'withdrawal-rejected': ({ capital, refund, amount, reason }) =>
      refund
        ? {
            title: 'रिफ़ंड अस्वीकृत',
            body: `आपका ${amount} का रिफ़ंड अस्वीकृत कर दिया गया और राशि आपके इलेक्ट्रॉनिक वॉलेट में वापस कर दी गई: ${reason}`,
          }
        : {
            title: capital ? 'पूंजी निकासी अस्वीकृत' : 'निकासी अस्वीकृत',
            body: `आपकी ${amount} की ${capital ? 'पूंजी निकासी' : 'निकासी'} अस्वीकृत कर दी गई और राशि वापस कर दी गई: ${reason}`,
          },
    'rank-reached': ({ rank }) => ({
      title: `रैंक ${rank} प्राप्त`,
      body: `बधाई हो: आपने रैंक ${rank} प्राप्त कर ली है। इस रैंक का कोई भी इनाम आपके फ्लेक्सिबल वॉलेट में है।`,
    }),
    'referral-joined': ({ name }) => ({
      title: 'नया सीधा रेफ़रल',
      body: `“${name}” (उनका चुना हुआ नाम) ने आपके रेफ़रल कोड से साइन अप किया है।`,
    }),
    'income-digest': ({ day, total, parts }) => ({
      title: `${day} की आय क्रेडिट हुई`,
      body: `आपने ${day} को ${total} कमाए: ${parts.map((one) => `${kindLabel(one.part, 'inSentence', 'hi')} ${one.amount}`).join(', ')}। यह आपके फ्लेक्सिबल वॉलेट में है।`,
    }),
    'password-changed': ({ at }) => ({
      title: 'पासवर्ड बदला गया',
      body: `आपका पासवर्ड ${at} को बदला गया और बाकी सभी सत्र साइन आउट कर दिए गए।`,
    }),
    'usdt-address-changed': ({ address }) => ({
      title: 'USDT पता बदला गया',
      body: `आपका USDT (BEP-20) पता अब ${address} है। अगर यह आप नहीं थे, तो तुरंत अपना पासवर्ड बदलें।`,
    }),
    'ticket-answered': ({ number, subject, reply }) => ({
      title: `सहायता ने टिकट ${number} का जवाब दिया`,
      body: reply
        ? `आपके टिकट "${subject}" पर हमारा जवाब:\n\n${reply}\n\nउत्तर देने के लिए टिकट खोलें।`
        : `आपके टिकट "${subject}" पर जवाब आया है। जवाब पढ़ने और उत्तर देने के लिए उसे खोलें।`,
    }),
  },
};
