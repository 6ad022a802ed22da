import { OTP_TTL_SECONDS } from '@app/contract';
import type { MailMessage } from './mailer';

const minutes = OTP_TTL_SECONDS / 60;

const purposeText = {
  signup: 'to finish creating your NexaTech account',
  passwordReset: 'to set a new password for your NexaTech account',
  operatorSignin: 'to sign in to the NexaTech operator console',
} as const;

export function otpMail(options: { to: string; code: string; purpose: keyof typeof purposeText }): MailMessage {
  return {
    to: options.to,
    subject: `Your NexaTech verification code: ${options.code}`,
    text: [
      `Your verification code is ${options.code}.`,
      '',
      `Enter it ${purposeText[options.purpose]}. It is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for it, ignore this e-mail; nobody can use your account without the code.',
    ].join('\n'),
  };
}
