import { MSG } from '@app/contract';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from './api-error';

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MSG.networkFailed;
}

// The message doubles as the toast id, so one failure reported twice (StrictMode, retries) shows once.
export function notifyError(message: string): void {
  toast.error(message, { toastId: message });
}

export function notifySuccess(message: string): void {
  toast.success(message, { toastId: message });
}

export function notifyApiError(error: unknown): void {
  notifyError(errorMessage(error));
}
