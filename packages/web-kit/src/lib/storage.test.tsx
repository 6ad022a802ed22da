import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from './screen-constants';
import {
  clearAll,
  getAdminToken,
  getMemberToken,
  getUser,
  getUserEmail,
  getUserName,
  getUserPhone,
  getVendorToken,
  hasSession,
  setSession,
} from './storage';

const PROFILE = { fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', referId: 'ASHA01' };
const login = { api_token: 'member-token', data: PROFILE } as unknown as Parameters<typeof setSession>[0];

describe('storage', () => {
  it('answers false for every absent key', () => {
    for (const getter of [
      getMemberToken,
      getVendorToken,
      getAdminToken,
      getUserName,
      getUserEmail,
      getUserPhone,
      getUser,
    ]) {
      expect(getter()).toBe(false);
    }
    expect(hasSession()).toBe(false);
  });

  it('stores a log-in and reads access_user back parsed', () => {
    setSession(login);
    expect(getMemberToken()).toBe('member-token');
    expect(getUser()).toEqual(PROFILE);
    expect(getUserName()).toBe('Asha Rao');
    expect(getUserEmail()).toBe('asha@example.com');
    expect(getUserPhone()).toBe('9876543210');
    expect(hasSession()).toBe(true);
  });

  it('treats a vendor token alone as a session', () => {
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor-token');
    expect(hasSession()).toBe(true);
  });

  it('answers false for an access_user that is not JSON', () => {
    localStorage.setItem(STORAGE_KEY.user, '{broken');
    expect(getUser()).toBe(false);
  });

  it('clears everything', () => {
    setSession(login);
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor-token');
    clearAll();
    expect(localStorage.length).toBe(0);
  });
});
