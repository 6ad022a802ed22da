import { createPublicClient, http, type PublicClient } from 'viem';

export function createChainClient(rpcUrl: string): PublicClient {
  return createPublicClient({
    transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }),
    cacheTime: 0,
  }) as PublicClient;
}
