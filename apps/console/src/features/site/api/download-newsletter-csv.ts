// GET /adminApi/newsletter.csv - every subscriber as a CSV file.

import { downloadFile } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';

export function downloadNewsletterCsv(): Promise<string> {
  return downloadFile(adminRoutes.adminNewsletterCsv, {
    accept: 'text/csv',
    fallbackName: 'newsletter-subscribers.csv',
  });
}

export function useDownloadNewsletterCsv() {
  return useMutation({ mutationFn: downloadNewsletterCsv });
}
