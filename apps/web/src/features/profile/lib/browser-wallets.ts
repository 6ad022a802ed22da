// Browser wallets found through EIP-6963 (multi injected provider discovery): every installed wallet announces
// itself with a name and an icon when the page asks, instead of fighting over window.ethereum.

export interface WalletInfo {
  uuid: string;
  name: string;
  /** A data: URI, per EIP-6963. */
  icon: string;
  rdns: string;
}

/** The part of an EIP-1193 provider the page uses. */
export interface WalletProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export interface BrowserWallet {
  info: WalletInfo;
  provider: WalletProvider;
}

interface AnnounceEvent extends Event {
  detail?: { info?: Partial<WalletInfo>; provider?: Partial<WalletProvider> };
}

function isWallet(detail: AnnounceEvent['detail']): detail is BrowserWallet {
  const info = detail?.info;
  return Boolean(
    info &&
      typeof info.uuid === 'string' &&
      typeof info.name === 'string' &&
      typeof info.icon === 'string' &&
      info.icon.startsWith('data:image/') &&
      typeof detail?.provider?.request === 'function',
  );
}

/**
 * Asks the installed wallets to announce themselves and collects them for `waitMs` (they answer at once when
 * present); the same wallet announcing twice is listed once.
 */
export function discoverWallets(waitMs = 400): Promise<BrowserWallet[]> {
  const found = new Map<string, BrowserWallet>();
  const onAnnounce = (event: Event) => {
    const { detail } = event as AnnounceEvent;
    if (isWallet(detail)) found.set(detail.info.uuid, { info: detail.info, provider: detail.provider });
  };
  window.addEventListener('eip6963:announceProvider', onAnnounce);
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  return new Promise((resolve) => {
    setTimeout(() => {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      resolve([...found.values()]);
    }, waitMs);
  });
}

/** The wallet's first account, after the member allows it in the wallet; EIP-1193's 4001 when declined. */
export async function requestAccount(wallet: BrowserWallet): Promise<string | null> {
  const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' });
  const first = Array.isArray(accounts) ? accounts[0] : null;
  return typeof first === 'string' ? first : null;
}

/** EIP-1193: the member declined the request in the wallet. */
export function isDeclined(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001;
}
