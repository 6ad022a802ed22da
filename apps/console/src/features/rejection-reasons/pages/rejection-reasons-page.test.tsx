import { MSG, type OperatorRole, routes } from '@app/contract';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { operatorProfileAs, signInOperator } from '../../../test/console-test-kit';
import {
  CONTACT_SUPPORT,
  HASH_NOT_FOUND,
  KEPT_REASONS,
  RETIRED,
  WRONG_ADDRESS,
} from '../../../test/rejection-reasons-test-kit';
import { RejectionReasonsPage } from './rejection-reasons-page';

// The kept rejection reasons (docs/product.md#reviews): the owner keeps them, each in three languages; finance reads.

function renderReasons(role: OperatorRole = 'owner') {
  const server = stubRoutes(
    operatorProfileAs(role),
    on(routes.rejectionReasons, ok(MSG.loaded, KEPT_REASONS)),
    on(routes.rejectionReasonCreate, ok(MSG.rejectionReasonSaved, HASH_NOT_FOUND)),
    on(routes.rejectionReasonUpdate, ok(MSG.rejectionReasonSaved, WRONG_ADDRESS)),
    on(
      routes.rejectionReasonRetire,
      ok(MSG.rejectionReasonRetired, { ...CONTACT_SUPPORT, retiredAt: RETIRED.retiredAt }),
    ),
  );
  const view = renderRoutes(
    [{ path: '/admin/deposits/rejection-reasons', Component: RejectionReasonsPage }],
    '/admin/deposits/rejection-reasons',
  );
  return { ...view, ...server };
}

const itemOf = (text: string) => screen.getByRole('heading', { name: text }).closest('li') as HTMLElement;

describe('/admin/deposits/rejection-reasons', () => {
  beforeEach(() => signInOperator());

  it('lists the reasons with their use, the languages they lack and the retired ones', async () => {
    renderReasons();
    await screen.findByRole('heading', { name: HASH_NOT_FOUND.texts.en });
    expect(within(itemOf(HASH_NOT_FOUND.texts.en)).getByText('Deposits')).toBeTruthy();
    const address = itemOf(WRONG_ADDRESS.texts.en);
    expect(within(address).getByText('Withdrawals')).toBeTruthy();
    expect(within(address).getByText('No Hindi')).toBeTruthy();
    expect(within(address).queryByText('No Spanish')).toBeNull();
    const retired = itemOf(RETIRED.texts.en);
    expect(within(retired).getByText('Retired')).toBeTruthy();
    expect(within(retired).queryByRole('button')).toBeNull();
  });

  it('keeps a new reason only with its English text, blank languages left out', async () => {
    const { user, calls } = renderReasons();
    await user.click(await screen.findByRole('button', { name: 'New reason' }));
    const dialog = screen.getByRole('dialog', { name: 'New rejection reason' });
    await user.click(within(dialog).getByRole('button', { name: 'Save reason' }));
    await waitFor(() => expect(errorOf('Reason in English')).toBe(MSG.rejectionReasonEnglishRequired));
    expect(calls.of(routes.rejectionReasonCreate)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Used for'), 'both');
    await user.type(within(dialog).getByLabelText('Reason in English'), 'The amount received does not match');
    await user.type(within(dialog).getByLabelText('Reason in Spanish (optional)'), 'El importe recibido no coincide');
    await user.click(within(dialog).getByRole('button', { name: 'Save reason' }));
    expect(await screen.findByText(MSG.rejectionReasonSaved)).toBeTruthy();
    expect(calls.of(routes.rejectionReasonCreate)[0]?.body).toEqual({
      for: 'both',
      texts: { en: 'The amount received does not match', es: 'El importe recibido no coincide' },
    });
  });

  it('retires a reason after saying rejections keep its words', async () => {
    const { user, calls } = renderReasons();
    await screen.findByRole('heading', { name: CONTACT_SUPPORT.texts.en });
    await user.click(within(itemOf(CONTACT_SUPPORT.texts.en)).getByRole('button', { name: /^Retire/ }));
    const dialog = screen.getByRole('dialog', { name: 'Retire this reason?' });
    expect(dialog.textContent).toContain('Rejections that used it keep its words');
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(MSG.rejectionReasonRetired)).toBeTruthy();
    expect(calls.of(routes.rejectionReasonRetire)[0]?.params).toEqual({ _id: CONTACT_SUPPORT._id });
  });

  it('shows the reasons read only to finance', async () => {
    renderReasons('finance');
    await screen.findByRole('heading', { name: HASH_NOT_FOUND.texts.en });
    expect(screen.queryByRole('button', { name: 'New reason' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
