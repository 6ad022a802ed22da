import { changeLocale } from '@app/web-kit/i18n/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { fileSize } from './kyc-file';

afterEach(async () => {
  await changeLocale('en');
});

describe('fileSize', () => {
  it('writes a size with one decimal at most, in the language of the page', async () => {
    expect(fileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(fileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(fileSize(340 * 1024)).toBe('340 KB');
    expect(fileSize(10)).toBe('1 KB');
    await changeLocale('es');
    expect(fileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
