import { describe, expect, it } from 'vitest';
import { seal, secretKeys, unseal, unsealWithAny } from './seal';

const OLD = 'the-secret-before-the-rotation-0123456789';
const NEW = 'the-secret-after-the-rotation-0123456789';

describe('sealed values across an APP_SECRET rotation', () => {
  it('opens under the key it was sealed with, and says whether that key is the current one', () => {
    const sealed = seal(OLD, 'JBSWY3DPEHPK3PXP');
    expect(unsealWithAny([OLD], sealed)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', current: true });
    expect(unsealWithAny([NEW, OLD], sealed)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', current: false });
  });

  it('refuses a value sealed under neither key, or altered', () => {
    const sealed = seal(OLD, 'JBSWY3DPEHPK3PXP');
    expect(() => unsealWithAny([NEW], sealed)).toThrow(/none of the keys/);
    const [version, iv, tag, body] = sealed.split('.');
    const altered = [version, iv, tag, `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`].join('.');
    expect(() => unseal(OLD, altered)).toThrow();
  });

  it('lists APP_SECRET first and APP_SECRET_PREVIOUS only when set', () => {
    expect(secretKeys({ APP_SECRET: NEW })).toEqual([NEW]);
    expect(secretKeys({ APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD })).toEqual([NEW, OLD]);
  });
});
