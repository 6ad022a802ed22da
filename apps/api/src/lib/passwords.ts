import { MSG, PASSWORD_MIN_LENGTH } from '@app/contract';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from './app-error';

// OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane. 2 is Algorithm.Argon2id (a const enum).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Unknown accounts still cost one verification, so timing does not tell which e-mails exist.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

// The 49,000 most common passwords of public breach lists (zxcvbn's dictionary); only those long enough to
// pass the length rule matter. Loaded on first use, so a start that never sets a password does not pay for it.
let commonPasswords: Promise<Set<string>> | undefined;

async function loadCommonPasswords(): Promise<Set<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  const words = dictionary['passwords-common'] as string[];
  return new Set(words.filter((word) => word.length >= PASSWORD_MIN_LENGTH).map((word) => word.toLowerCase()));
}

/** Refuses a new password found in the common-password list, whatever its letter case. */
export async function assertPasswordNotCommon(password: string) {
  commonPasswords ??= loadCommonPasswords();
  if ((await commonPasswords).has(password.toLowerCase())) {
    throw new AppError('VALIDATION', MSG.passwordTooCommon);
  }
}
