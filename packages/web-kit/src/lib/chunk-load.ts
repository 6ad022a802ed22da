import { SHELL_MSG } from '@app/contract';

// docs/product.md#web-client: a script chunk that has not arrived after 120 s counts as failed.
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** What `pending` resolves to, or a ChunkLoadError once it has taken longer than a script chunk may. */
export function withChunkTimeout<T>(pending: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(SHELL_MSG.chunkLoadFailed)), CHUNK_TIMEOUT_MS);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}
