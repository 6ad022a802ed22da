import type { AuthInfo } from './auth-info';

interface Entry {
  auth: AuthInfo;
  expiresAt: Date;
}

/**
 * The sessions this process found live, by token hash, so a read costs one database round trip instead of two.
 * Only live sessions are kept (an unknown token is asked again each time) and each only until it expires; an
 * account's entries go when its sessions end, told by the revocation feed (decision 013). Bounded: past `limit`
 * the oldest entry goes, which costs that member one lookup.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byUser = new Map<string, Set<string>>();
  readonly #limit: number;

  constructor(limit = 200_000) {
    this.#limit = limit;
  }

  get size() {
    return this.#entries.size;
  }

  get(tokenHash: string, now: Date): AuthInfo | null {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.#delete(tokenHash, entry.auth.userId);
      return null;
    }
    return entry.auth;
  }

  set(tokenHash: string, auth: AuthInfo, expiresAt: Date) {
    if (this.#entries.size >= this.#limit && !this.#entries.has(tokenHash)) {
      const oldest = this.#entries.entries().next().value;
      if (oldest) this.#delete(oldest[0], oldest[1].auth.userId);
    }
    this.#entries.set(tokenHash, { auth, expiresAt });
    let tokens = this.#byUser.get(auth.userId);
    if (!tokens) {
      tokens = new Set();
      this.#byUser.set(auth.userId, tokens);
    }
    tokens.add(tokenHash);
  }

  /** Forgets every session of the account: called before its sessions end and again once the end is committed. */
  dropUser(userId: string) {
    const tokens = this.#byUser.get(userId);
    if (!tokens) return;
    for (const tokenHash of tokens) this.#entries.delete(tokenHash);
    this.#byUser.delete(userId);
  }

  clear() {
    this.#entries.clear();
    this.#byUser.clear();
  }

  #delete(tokenHash: string, userId: string) {
    this.#entries.delete(tokenHash);
    const tokens = this.#byUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#byUser.delete(userId);
  }
}
