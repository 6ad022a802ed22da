import { MSG } from '@app/contract';
import { getAddress, isAddress } from 'viem';
import { AppError } from './app-error';

/** A BEP-20 address in its checksummed form; a mixed-case address must carry a valid checksum. */
export function checksummedAddress(address: string): string {
  if (!isAddress(address, { strict: false })) throw new AppError('VALIDATION', MSG.addressInvalid);
  if (!isAddress(address, { strict: true })) throw new AppError('VALIDATION', MSG.addressChecksumInvalid);
  return getAddress(address);
}
