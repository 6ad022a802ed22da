// GET /adminApi/newsletter.csv - every subscriber as a CSV file.
import { MSG } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-error';
import { clearAdminToken, getAdminToken } from '../../../lib/storage';
import { adminRoutes } from './admin-routes';

const API_URL: string = import.meta.env.VITE_API_URL ?? '';
const FALLBACK_NAME = 'newsletter-subscribers.csv';

/** The file name the server's Content-Disposition gives, or a plain one. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
}

/**
 * Fetches the export with the operator's token (a plain link cannot send the Authorization header, and a token in
 * the address would end up in logs and history) and saves it through an object URL. A refusal is the JSON envelope,
 * thrown as an ApiError; a 401 ends the operator's session as callApi does.
 */
export async function downloadNewsletterCsv(): Promise<string> {
  const token = getAdminToken();
  let response: Response;
  try {
    response = await fetch(`${API_URL}${adminRoutes.adminNewsletterCsv.path}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(MSG.networkFailed, { status: 0, code: NETWORK_ERROR_CODE });
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    if (response.status === 401) {
      clearAdminToken();
      window.location.assign('/admin/login');
    }
    const message = typeof payload?.message === 'string' && payload.message ? payload.message : MSG.internal;
    const code = typeof payload?.code === 'string' ? payload.code : `HTTP_${response.status}`;
    throw new ApiError(message, { status: response.status, code });
  }
  const fileName = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

export function useDownloadNewsletterCsv() {
  return useMutation({ mutationFn: downloadNewsletterCsv });
}
