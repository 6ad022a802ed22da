import { MSG } from '@app/contract';
import type { ComponentType } from 'react';
import { notifyError } from '../lib/toast';

// docs/product.md#web-client: a script chunk that has not arrived after 120 s counts as failed.
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

function withTimeout<T>(pending: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(MSG.chunkLoadFailed)), CHUNK_TIMEOUT_MS);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}

/** A route `lazy` loader for one page component, reporting a failed download as the spec's toast. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => {
    try {
      return { Component: await withTimeout(load()) };
    } catch (error) {
      notifyError(MSG.chunkLoadFailed);
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(MSG.chunkLoadFailed, { cause: error });
    }
  };
}
