import { MSG } from '@app/contract';
import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import { AppError } from './app-error';

/**
 * An international number (the contract's phoneField already keeps it as + and digits) must have a length its
 * country's numbering plan allows. "Possible", not "valid": a plan's newest ranges reach the library's data late, and
 * a member whose real number is refused cannot sign up at all. A 10-digit national number passes, as docs/product.md#accounts says.
 */
export function assertPossiblePhone(phone: string) {
  if (phone.startsWith('+') && !isPossiblePhoneNumber(phone)) throw new AppError('VALIDATION', MSG.phoneInvalid);
}
