// Test data for the kept rejection reasons: the console's reject dialogs and their page (test files only).
import { MSG, type RejectionReasonRow, routes } from '@app/contract';
import { ok, on } from '@app/web-kit/test/stub-routes';

export function rejectionReasonOf(overrides: Partial<RejectionReasonRow> = {}): RejectionReasonRow {
  return {
    _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    for: 'deposit',
    texts: {
      en: 'The transaction hash was not found on BNB Smart Chain',
      es: 'No se encontró el hash de la transacción en BNB Smart Chain',
      hi: 'यह ट्रांज़ैक्शन हैश BNB Smart Chain पर नहीं मिला',
    },
    retiredAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const HASH_NOT_FOUND = rejectionReasonOf();
export const WRONG_ADDRESS = rejectionReasonOf({
  _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  for: 'withdrawal',
  texts: { en: 'The address cannot receive BEP-20 USDT', es: 'La dirección no puede recibir USDT BEP-20' },
});
export const CONTACT_SUPPORT = rejectionReasonOf({
  _id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  for: 'both',
  texts: { en: 'Please contact support before trying again' },
});
export const RETIRED = rejectionReasonOf({
  _id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  for: 'both',
  texts: { en: 'No longer used' },
  retiredAt: '2026-11-02T10:00:00.000Z',
});

export const KEPT_REASONS = [HASH_NOT_FOUND, WRONG_ADDRESS, CONTACT_SUPPORT, RETIRED];

/** The kept reasons the reject dialogs offer from. */
export const keptReasonsStub = () => on(routes.rejectionReasons, ok(MSG.loaded, KEPT_REASONS));
