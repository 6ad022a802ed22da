import { SHELL_MSG } from '@app/contract';
import type { ComponentType } from 'react';
import { ChunkLoadError, withChunkTimeout } from '../lib/chunk-load';
import { notifyError } from '../lib/toast';

/**
 * A route `lazy` loader for one page component, reporting a failed download as the toast docs/product.md#web-client
 * names.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => {
    try {
      return { Component: await withChunkTimeout(load()) };
    } catch (error) {
      notifyError(SHELL_MSG.chunkLoadFailed);
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(SHELL_MSG.chunkLoadFailed, { cause: error });
    }
  };
}
