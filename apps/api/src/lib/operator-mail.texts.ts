import type { ChangeSubject } from '@app/contract';
import type { MailWords } from './mailer';
import type { Texts } from './texts';

// Mails to operators, in the language of the operator's request that sends them (operators keep no language of
// their own, docs/product.md#languages).

interface InviteValues {
  company: string;
  fullName: string;
  invitedBy: string | null;
  setPasswordLink: string;
  loginLink: string;
  hours: number;
}

/** An operator's invitation: the one-time link that sets their password. */
export const OPERATOR_INVITE_MAIL: Texts<(values: InviteValues) => MailWords> = {
  en: ({ company, fullName, invitedBy, setPasswordLink, loginLink, hours }) => ({
    subject: `You are invited to the ${company} operator console`,
    lines: [
      `Hello ${fullName},`,
      '',
      `${invitedBy ?? 'An operator'} invited you to run the ${company} operator console. Set your password here:`,
      '',
      setPasswordLink,
      '',
      `The link works once, within ${hours} hours. Then sign in at ${loginLink}`,
      'with your e-mail, that password and the code we e-mail you.',
      'If you did not expect this invitation, ignore this e-mail: without the link nobody can use the account.',
    ],
  }),
  es: ({ company, fullName, invitedBy, setPasswordLink, loginLink, hours }) => ({
    subject: `Te invitaron a la consola de operadores de ${company}`,
    lines: [
      `Hola, ${fullName}:`,
      '',
      `${invitedBy ?? 'Un operador'} te invitó a gestionar la consola de operadores de ${company}. Crea tu contraseña aquí:`,
      '',
      setPasswordLink,
      '',
      `El enlace funciona una vez, durante ${hours} horas. Después inicia sesión en ${loginLink}`,
      'con tu correo, esa contraseña y el código que te enviamos por correo.',
      'Si no esperabas esta invitación, ignora este correo: sin el enlace nadie puede usar la cuenta.',
    ],
  }),
  hi: ({ company, fullName, invitedBy, setPasswordLink, loginLink, hours }) => ({
    subject: `आपको ${company} ऑपरेटर कंसोल में आमंत्रित किया गया है`,
    lines: [
      `नमस्ते ${fullName},`,
      '',
      `${invitedBy ?? 'एक ऑपरेटर'} ने आपको ${company} ऑपरेटर कंसोल चलाने के लिए आमंत्रित किया है। अपना पासवर्ड यहाँ सेट करें:`,
      '',
      setPasswordLink,
      '',
      `यह लिंक केवल एक बार, ${hours} घंटे के भीतर काम करता है। फिर ${loginLink} पर`,
      'अपने ई-मेल, उस पासवर्ड और हमारे ई-मेल किए गए कोड से साइन इन करें।',
      'अगर आपको इस आमंत्रण की उम्मीद नहीं थी, तो इस ई-मेल को अनदेखा करें: लिंक के बिना कोई इस खाते का इस्तेमाल नहीं कर सकता।',
    ],
  }),
};

export type SettingChangeEvent = 'requested' | 'approved' | 'rejected';

interface SettingChangeValues {
  company: string;
  /** What it changes (docs/decisions/035-dual-control.md). */
  subject: ChangeSubject;
  event: SettingChangeEvent;
  requestedBy: string;
  reviewedBy: string | null;
  /** Why it was rejected, as the second owner wrote it. */
  reason: string | null;
  /** What the change is of, by name (a package's title). */
  targetName: string | null;
  /** One line per changed setting, written by the caller (keys and values are not words). */
  changeLines: string[];
  reviewLink: string;
}

/** To every active operator when a change to a setting that guards money is asked for, approved or rejected. */
export const SETTING_CHANGE_MAIL: Texts<(values: SettingChangeValues) => MailWords> = {
  en: ({ company, subject, event, requestedBy, reviewedBy, reason, targetName, changeLines, reviewLink }) => ({
    subject: `${company} console: a ${{ settings: 'settings change', package: 'package change', operator: 'money role', funds: 'company funds record' }[subject]} ${
      event === 'requested' ? 'waits for approval' : event
    }`,
    lines: [
      {
        requested: `${requestedBy} asked ${
          {
            settings: 'to change settings that guard money',
            package: 'to change what a package pays or costs, or to put a new one on sale',
            operator: 'to give an operator a money role (owner or finance)',
            funds: 'to record money the company paid into the platform, which raises what the platform holds',
          }[subject]
        }. Another owner must approve it before it applies; undecided within 7 days, it expires.`,
        approved: `${reviewedBy ?? 'An owner'} approved the change ${requestedBy} asked for. It applies now.`,
        rejected: `${reviewedBy ?? 'An owner'} rejected the change ${requestedBy} asked for. Nothing of it applies.`,
      }[event],
      ...(reason ? [`Reason: ${reason}`] : []),
      '',
      ...(targetName ? [`Package: ${targetName}`] : []),
      ...changeLines,
      '',
      `Review it at ${reviewLink}`,
      'If you do not know why this change was asked for, tell the other owners before anyone approves it.',
    ],
  }),
  es: ({ company, subject, event, requestedBy, reviewedBy, reason, targetName, changeLines, reviewLink }) => ({
    subject: `Consola de ${company}: ${
      {
        settings: 'un cambio de ajustes',
        package: 'un cambio de paquete',
        operator: 'un rol de dinero',
        funds: 'un registro de fondos de la empresa',
      }[subject]
    } ${{ requested: 'espera aprobación', approved: 'fue aprobado', rejected: 'fue rechazado' }[event]}`,
    lines: [
      {
        requested: `${requestedBy} pidió ${
          {
            settings: 'cambiar ajustes que protegen el dinero',
            package: 'cambiar lo que un paquete paga o cuesta, o poner uno nuevo a la venta',
            operator: 'dar a un operador un rol de dinero (propietario o finanzas)',
            funds: 'registrar dinero que la empresa aportó a la plataforma, lo que aumenta lo que la plataforma tiene',
          }[subject]
        }. Otro propietario debe aprobarlo antes de que se aplique; si nadie lo decide en 7 días, caduca.`,
        approved: `${reviewedBy ?? 'Un propietario'} aprobó el cambio que pidió ${requestedBy}. Se aplica desde ahora.`,
        rejected: `${reviewedBy ?? 'Un propietario'} rechazó el cambio que pidió ${requestedBy}. No se aplica nada de él.`,
      }[event],
      ...(reason ? [`Motivo: ${reason}`] : []),
      '',
      ...(targetName ? [`Paquete: ${targetName}`] : []),
      ...changeLines,
      '',
      `Revísalo en ${reviewLink}`,
      'Si no sabes por qué se pidió este cambio, avisa a los demás propietarios antes de que alguien lo apruebe.',
    ],
  }),
  hi: ({ company, subject, event, requestedBy, reviewedBy, reason, targetName, changeLines, reviewLink }) => ({
    subject: `${company} कंसोल: ${
      {
        settings: 'सेटिंग्स का एक बदलाव',
        package: 'पैकेज का एक बदलाव',
        operator: 'एक पैसे वाली भूमिका',
        funds: 'कंपनी की निधि का एक रिकॉर्ड',
      }[subject]
    } ${{ requested: 'स्वीकृति की प्रतीक्षा में है', approved: 'स्वीकृत हुआ', rejected: 'अस्वीकार हुआ' }[event]}`,
    lines: [
      {
        requested: `${requestedBy} ने ${
          {
            settings: 'पैसे की सुरक्षा करने वाली सेटिंग्स बदलने',
            package: 'किसी पैकेज की कीमत या भुगतान बदलने, या नया पैकेज बिक्री पर लाने',
            operator: 'किसी ऑपरेटर को पैसे वाली भूमिका (मालिक या वित्त) देने',
            funds: 'कंपनी द्वारा प्लेटफ़ॉर्म में डाला गया पैसा दर्ज करने (इससे प्लेटफ़ॉर्म के पास की राशि बढ़ती है)',
          }[subject]
        } का अनुरोध किया है। लागू होने से पहले किसी दूसरे मालिक को इसे स्वीकृत करना होगा; 7 दिनों में निर्णय न होने पर यह समाप्त हो जाएगा।`,
        approved: `${reviewedBy ?? 'एक मालिक'} ने ${requestedBy} का माँगा हुआ बदलाव स्वीकृत किया। यह अब लागू है।`,
        rejected: `${reviewedBy ?? 'एक मालिक'} ने ${requestedBy} का माँगा हुआ बदलाव अस्वीकार किया। इसका कुछ भी लागू नहीं होगा।`,
      }[event],
      ...(reason ? [`कारण: ${reason}`] : []),
      '',
      ...(targetName ? [`पैकेज: ${targetName}`] : []),
      ...changeLines,
      '',
      `इसे ${reviewLink} पर देखें।`,
      'अगर आपको नहीं पता कि यह बदलाव क्यों माँगा गया, तो किसी के स्वीकृत करने से पहले दूसरे मालिकों को बताएँ।',
    ],
  }),
};

/** A /contactForm message forwarded to the operator, framed in the language the visitor wrote in. */
export const CONTACT_MAIL: Texts<(values: { name: string; email: string; description: string }) => MailWords> = {
  en: ({ name, email, description }) => ({
    subject: `Contact form: ${name}`,
    lines: [
      `${name} <${email}> wrote through the contact form:`,
      '',
      description,
      '',
      'Reply to this e-mail to answer them.',
    ],
  }),
  es: ({ name, email, description }) => ({
    subject: `Formulario de contacto: ${name}`,
    lines: [
      `${name} <${email}> escribió a través del formulario de contacto:`,
      '',
      description,
      '',
      'Responde a este correo para contestarle.',
    ],
  }),
  hi: ({ name, email, description }) => ({
    subject: `संपर्क फ़ॉर्म: ${name}`,
    lines: [`${name} <${email}> ने संपर्क फ़ॉर्म से लिखा:`, '', description, '', 'जवाब देने के लिए इस ई-मेल का उत्तर दें।'],
  }),
};
