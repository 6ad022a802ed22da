import type { MailWords } from './mailer';
import type { Texts } from './texts';

// The mail with the link to a member's copy of their own data (docs/product.md#your-data), in the member's stored
// language: the link opens the web app's page that downloads it once the member has signed in. `until` is written by
// dateTimeIn and ends in "UTC".

interface DataExportReadyValues {
  company: string;
  fullName: string;
  link: string;
  hours: number;
  until: string;
}

export const DATA_EXPORT_READY_MAIL: Texts<(values: DataExportReadyValues) => MailWords> = {
  en: ({ company, fullName, link, hours, until }) => ({
    subject: `Your ${company} data is ready to download`,
    lines: [
      `Hello ${fullName},`,
      '',
      `The copy of your ${company} data you asked for is ready. Open this link and sign in to download it:`,
      link,
      '',
      `The link is valid for ${hours} hours, until ${until}, and only for the account it was sent to. After that, ask for a new one from Settings.`,
      'The file holds your personal details and your history: keep it somewhere safe.',
      '',
      'If you did not ask for this, change your password at once and contact support.',
    ],
  }),
  es: ({ company, fullName, link, hours, until }) => ({
    subject: `Tus datos de ${company} están listos para descargar`,
    lines: [
      `Hola, ${fullName}:`,
      '',
      `La copia de tus datos de ${company} que pediste está lista. Abre este enlace e inicia sesión para descargarla:`,
      link,
      '',
      `El enlace es válido durante ${hours} horas, hasta el ${until}, y solo para la cuenta a la que se envió. Después, pide uno nuevo desde Ajustes.`,
      'El archivo contiene tus datos personales y tu historial: guárdalo en un lugar seguro.',
      '',
      'Si no lo pediste tú, cambia tu contraseña de inmediato y contacta con soporte.',
    ],
  }),
  hi: ({ company, fullName, link, hours, until }) => ({
    subject: `आपका ${company} डेटा डाउनलोड के लिए तैयार है`,
    lines: [
      `नमस्ते ${fullName},`,
      '',
      `आपने अपने ${company} डेटा की जो प्रति माँगी थी, वह तैयार है। इसे डाउनलोड करने के लिए यह लिंक खोलें और साइन इन करें:`,
      link,
      '',
      `यह लिंक ${hours} घंटे तक, ${until} तक मान्य है, और केवल उसी खाते के लिए जिस पर यह भेजा गया था। उसके बाद सेटिंग्स से नया लिंक माँगें।`,
      'इस फ़ाइल में आपकी व्यक्तिगत जानकारी और आपका इतिहास है: इसे किसी सुरक्षित जगह रखें।',
      '',
      'अगर आपने यह नहीं माँगा था, तो तुरंत अपना पासवर्ड बदलें और सहायता से संपर्क करें।',
    ],
  }),
};
