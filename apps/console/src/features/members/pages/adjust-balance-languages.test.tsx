import { routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test/console-test-kit';
import { ANN, renderMember } from '../../../test/member-page-test-kit';

// docs/decisions/043-honest-figures.md#amounts-as-typed: an operator reading Spanish types a signed amount as Spanish
// writes it, and the API gets the decimal text it always took.

describe('/admin/members/:id balance adjustment in Spanish', () => {
  beforeEach(async () => {
    signInOperator();
    await changeLocale('es');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it('shows a Spanish example and sends -1.234,5 as -1234.5', async () => {
    const { user, calls } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Ajustar el saldo' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajustar el saldo' });
    const amount = within(dialog).getByLabelText('Importe (USDT)');
    expect(amount.getAttribute('placeholder')).toBe('12,50 o -12,50');

    await user.selectOptions(within(dialog).getByLabelText('Billetera'), 'deposit');
    await user.type(amount, '-1.234,5');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Duplicate credit');
    await user.click(within(dialog).getByRole('button', { name: 'Ajustar el saldo' }));
    await waitFor(() => expect(calls.of(routes.adminMemberAdjust)).toHaveLength(1));
    expect(calls.of(routes.adminMemberAdjust)[0]).toMatchObject({
      params: { _id: ANN._id },
      body: { wallet: 'deposit', amount: '-1234.5', reason: 'Duplicate credit' },
    });
  });
});
