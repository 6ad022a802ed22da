import type { LoginResponse, MemberProfile } from '@app/contract';
import { LANGUAGE_STORAGE_KEY } from '../i18n/current';
import { STORAGE_KEY } from './screen-constants';

// docs/product.md#web-client: every getter yields false when its key is absent.
const SESSION_EVENT = 'app:session-change';

function read(key: string): string | false {
  // The build's prerender (app/prerender.tsx) has no storage: it renders what a visitor without a session sees.
  if (typeof window === 'undefined') return false;
  return window.localStorage.getItem(key) ?? false;
}

export const getMemberToken = () => read(STORAGE_KEY.memberToken);
export const getVendorToken = () => read(STORAGE_KEY.vendorToken);
export const getAdminToken = () => read(STORAGE_KEY.adminToken);
export const getUserName = () => read(STORAGE_KEY.userName);
export const getUserEmail = () => read(STORAGE_KEY.email);
export const getUserPhone = () => read(STORAGE_KEY.phone);

export function getUser(): MemberProfile | false {
  const stored = read(STORAGE_KEY.user);
  if (stored === false) return false;
  try {
    return JSON.parse(stored) as MemberProfile;
  } catch {
    return false;
  }
}

/** Member or vendor: both may open member pages (docs/product.md#web-client). */
export function hasSession(): boolean {
  return Boolean(getMemberToken() || getVendorToken());
}

/** A vendor's session (a sign-in link's) keeps its token under the vendor key, so vendor paths are used. */
export function setSession(login: Pick<LoginResponse, 'api_token' | 'data'>, asVendor = false): void {
  const { api_token, data } = login;
  // One member-side session at a time: the other kind's token would otherwise outlive this sign-in.
  window.localStorage.removeItem(asVendor ? STORAGE_KEY.memberToken : STORAGE_KEY.vendorToken);
  window.localStorage.setItem(asVendor ? STORAGE_KEY.vendorToken : STORAGE_KEY.memberToken, api_token);
  window.localStorage.setItem(STORAGE_KEY.user, JSON.stringify(data));
  window.localStorage.setItem(STORAGE_KEY.userName, data.fullName);
  window.localStorage.setItem(STORAGE_KEY.email, data.email);
  window.localStorage.setItem(STORAGE_KEY.phone, data.phone);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** The operator's session alone: a member or vendor session on the same browser stays. */
export function clearAdminToken(): void {
  window.localStorage.removeItem(STORAGE_KEY.adminToken);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

// Session storage, which the 401's clearing of local storage leaves: the next page says why the session ended.
const SESSION_ENDED_KEY = 'session_ended';

/** A 401 ended the member's session (not their own log-out): the page the browser lands on says so. */
export function markSessionEnded(): void {
  try {
    window.sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Storage refused (private mode quotas): the browser still goes to the landing page, without the sentence.
  }
}

export function isSessionEndedMarked(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Once shown, the sentence is not shown again on the next page load. */
export function unmarkSessionEnded(): void {
  try {
    window.sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Ends every session; the chosen language (`lang`, docs/product.md#languages) and the announcements closed
 * (docs/decisions/031-announcements.md) stay: they are this browser's, not the account's.
 */
export function clearAll(): void {
  const kept = [LANGUAGE_STORAGE_KEY, STORAGE_KEY.dismissedAnnouncements].map(
    (key) => [key, window.localStorage.getItem(key)] as const,
  );
  window.localStorage.clear();
  for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Calls back on sign-in and sign-out in this tab and in others. */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
