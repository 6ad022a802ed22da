import type { Texts } from '../../lib/texts';

// README.txt of a member's data export (docs/product.md#your-data), in the member's stored language: what each file
// holds. File names stay as they are in every language.

interface ReadmeWords {
  title: (values: { company: string; at: string }) => string;
  formats: string;
  files: Record<string, string>;
  leftOut: string;
}

export const DATA_EXPORT_README: Texts<ReadmeWords> = {
  en: {
    title: ({ company, at }) => `Your data at ${company}, as it was on ${at}.`,
    formats:
      'Each list is here twice: as JSON and as CSV (opens in a spreadsheet). Times are in UTC (ISO 8601); amounts are USDT, written exactly.',
    files: {
      profile:
        'profile: your name, e-mail, phone, UID (your referral code), your sponsor’s UID, language, sign-up date, terms accepted, USDT address, whether two-factor sign-in is on.',
      statement:
        'statement-deposit-wallet.csv, statement-income-wallet.csv: every movement of each wallet with the balance after it.',
      orders: 'orders: the packages you bought, with their terms and state.',
      incomes: 'incomes: every income and bonus credited to you, and how it was worked out.',
      deposits: 'deposits: the deposits you sent and what became of each.',
      withdrawals: 'withdrawals: your withdrawal requests, their charge, net amount, address and state.',
      transfers: 'transfers: transfers you sent to and received from other members.',
      tickets: 'tickets: your support tickets with their messages; attachments are listed by name, not included.',
      sessions: 'sessions: each sign-in: device, address, when it started, when it ended or ends.',
      identityChecks: 'identity-checks: your identity checks: state, dates and document type (not the document).',
      notifications: 'notifications: the notices shown to you in the notification centre.',
    },
    leftOut:
      'Left out on purpose: your password (only a one-way hash is kept, never the password), security secrets and tokens, identity documents and attachments, and operators’ internal notes.',
  },
  es: {
    title: ({ company, at }) => `Tus datos en ${company}, tal como estaban el ${at}.`,
    formats:
      'Cada lista está dos veces: en JSON y en CSV (se abre en una hoja de cálculo). Las horas están en UTC (ISO 8601); los importes, en USDT exactos.',
    files: {
      profile:
        'profile: tu nombre, correo, teléfono, UID (tu código de referido), el UID de tu patrocinador, idioma, fecha de registro, términos aceptados, dirección USDT y si el inicio de sesión en dos pasos está activado.',
      statement:
        'statement-deposit-wallet.csv, statement-income-wallet.csv: cada movimiento de cada billetera con el saldo después de él.',
      orders: 'orders: los paquetes que compraste, con sus condiciones y su estado.',
      incomes: 'incomes: cada ingreso y bono que se te abonó, y cómo se calculó.',
      deposits: 'deposits: los depósitos que enviaste y qué pasó con cada uno.',
      withdrawals: 'withdrawals: tus solicitudes de retiro, su comisión, importe neto, dirección y estado.',
      transfers: 'transfers: las transferencias que enviaste a otros miembros y las que recibiste.',
      tickets: 'tickets: tus tickets de soporte con sus mensajes; los adjuntos aparecen por su nombre, no se incluyen.',
      sessions: 'sessions: cada inicio de sesión: dispositivo, dirección, cuándo empezó y cuándo terminó o termina.',
      identityChecks:
        'identity-checks: tus verificaciones de identidad: estado, fechas y tipo de documento (no el documento).',
      notifications: 'notifications: los avisos que se te mostraron en el centro de notificaciones.',
    },
    leftOut:
      'Se dejan fuera a propósito: tu contraseña (solo se guarda un hash de un solo sentido, nunca la contraseña), los secretos y tokens de seguridad, los documentos de identidad y los adjuntos, y las notas internas de los operadores.',
  },
  hi: {
    title: ({ company, at }) => `${company} पर आपका डेटा, जैसा वह ${at} को था।`,
    formats:
      'हर सूची यहाँ दो बार है: JSON में और CSV में (स्प्रेडशीट में खुलती है)। समय UTC (ISO 8601) में हैं; राशियाँ USDT में, बिल्कुल सटीक।',
    files: {
      profile:
        'profile: आपका नाम, ई-मेल, फ़ोन, UID (आपका रेफ़रल कोड), आपके प्रायोजक का UID, भाषा, साइन-अप की तारीख, स्वीकार की गई शर्तें, USDT पता, और दो-चरणीय साइन-इन चालू है या नहीं।',
      statement: 'statement-deposit-wallet.csv, statement-income-wallet.csv: हर वॉलेट की हर हलचल, उसके बाद के बैलेंस के साथ।',
      orders: 'orders: आपके खरीदे गए पैकेज, उनकी शर्तों और स्थिति के साथ।',
      incomes: 'incomes: आपको मिली हर आय और बोनस, और उसकी गणना कैसे हुई।',
      deposits: 'deposits: आपकी भेजी गई जमा राशियाँ और हर एक का क्या हुआ।',
      withdrawals: 'withdrawals: आपके निकासी अनुरोध, उनका शुल्क, शुद्ध राशि, पता और स्थिति।',
      transfers: 'transfers: दूसरे सदस्यों को भेजे गए और उनसे मिले ट्रांसफ़र।',
      tickets: 'tickets: आपके सहायता टिकट, उनके संदेशों के साथ; अटैचमेंट केवल नाम से सूचीबद्ध हैं, शामिल नहीं।',
      sessions: 'sessions: हर साइन-इन: डिवाइस, पता, कब शुरू हुआ, कब समाप्त हुआ या होगा।',
      identityChecks: 'identity-checks: आपकी पहचान जाँचें: स्थिति, तारीखें और दस्तावेज़ का प्रकार (दस्तावेज़ नहीं)।',
      notifications: 'notifications: सूचना केंद्र में आपको दिखाई गई सूचनाएँ।',
    },
    leftOut:
      'जानबूझकर शामिल नहीं: आपका पासवर्ड (केवल एकतरफ़ा हैश रखा जाता है, पासवर्ड कभी नहीं), सुरक्षा रहस्य और टोकन, पहचान दस्तावेज़ और अटैचमेंट, और ऑपरेटरों के आंतरिक नोट।',
  },
};
