import { SHELL_MSG } from '@app/contract';
import { ChunkLoadError } from '@app/web-kit/lib/chunk-load';
import { type LoadedSitePage, loadSitePage } from '@app/web-kit/lib/site-content/load-site-page';
import { notifyError } from '@app/web-kit/lib/toast';
import type { LoaderFunctionArgs } from 'react-router';

/** The content of a template page (or the 404 page); its chunk failing to arrive reads like any page's. */
export async function sitePageLoader({ request }: LoaderFunctionArgs): Promise<LoadedSitePage> {
  try {
    return await loadSitePage(new URL(request.url).pathname);
  } catch (error) {
    notifyError(SHELL_MSG.chunkLoadFailed);
    throw new ChunkLoadError(SHELL_MSG.chunkLoadFailed, { cause: error });
  }
}
