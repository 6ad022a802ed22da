import { MSG, type OperatorRole, routes, type SavedReply } from '@app/contract';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type ReplyTo, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREATED, operatorProfileAs, profileShown, signInOperator } from '../../../test/console-test-kit';
import { SavedRepliesPage } from './saved-replies-page';

function savedReplyOf(overrides: Partial<SavedReply> = {}): SavedReply {
  return {
    _id: '44444444-4444-4444-8444-444444444444',
    title: 'Payout mined',
    texts: { en: 'Your payout was mined.', es: 'Tu pago se ha minado.', hi: '' },
    updatedAt: CREATED.toISOString(),
    updatedBy: { _id: 'operator-2', fullName: 'Sue Port' },
    ...overrides,
  };
}

const MINED = savedReplyOf();

function renderReplies(
  stub: {
    role?: OperatorRole;
    list?: ReplyTo<typeof routes.adminSavedReplies>;
    create?: ReplyTo<typeof routes.adminSavedReplyCreate>;
  } = {},
) {
  const server = stubRoutes(
    operatorProfileAs(stub.role ?? 'support'),
    on(routes.adminSavedReplies, stub.list ?? ok(MSG.savedRepliesLoaded, { docs: [MINED] })),
    on(routes.adminSavedReplyCreate, stub.create ?? ok(MSG.savedReplySaved, MINED)),
    on(routes.adminSavedReplyUpdate, ok(MSG.savedReplySaved, MINED)),
    on(routes.adminSavedReplyDelete, ok(MSG.savedReplyDeleted)),
  );
  const view = renderRoutes(
    [{ path: '/admin/support/saved-replies', Component: SavedRepliesPage }],
    '/admin/support/saved-replies',
  );
  return { ...view, ...server };
}

describe('/admin/support/saved-replies', () => {
  beforeEach(() => signInOperator());

  it('lists the saved replies with the languages they lack and who changed them', async () => {
    renderReplies();
    const item = (await screen.findByRole('heading', { name: 'Payout mined' })).closest('li') as HTMLElement;
    expect(item.textContent).toContain('Your payout was mined.');
    expect(within(item).getByText('No Hindi text')).toBeTruthy();
    expect(within(item).queryByText('No Spanish text')).toBeNull();
    expect(item.textContent).toContain('Changed by Sue Port');
  });

  it('adds one only with a title and an English text, the other languages optional', async () => {
    const { user, calls } = renderReplies({ list: ok(MSG.savedRepliesLoaded, { docs: [] }) });
    expect(await screen.findByRole('heading', { name: 'No saved replies yet' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New saved reply' }));
    const dialog = screen.getByRole('dialog', { name: 'New saved reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('Title')).toBe(MSG.savedReplyTitleRequired));
    expect(errorOf('Text in English (required)')).toBe(MSG.ticketMessageRequired);
    expect(calls.of(routes.adminSavedReplyCreate)).toHaveLength(0);
    // A placeholder no ticket fills is named before anything is sent ("{{" types one brace).
    await user.type(within(dialog).getByLabelText('Text in Spanish'), 'Tu depósito de {{deposit.amonut}.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('Text in Spanish')).toBe(MSG.savedReplyUnknownField));
    await user.clear(within(dialog).getByLabelText('Text in Spanish'));

    await user.type(within(dialog).getByLabelText('Title'), 'Ask for a screenshot');
    await user.type(within(dialog).getByLabelText('Text in English (required)'), 'Please send a screenshot.');
    await user.type(within(dialog).getByLabelText('Text in Hindi'), 'कृपया स्क्रीनशॉट भेजें।');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.savedReplySaved)).toBeTruthy();
    expect(calls.of(routes.adminSavedReplyCreate)[0]?.body).toEqual({
      title: 'Ask for a screenshot',
      texts: { en: 'Please send a screenshot.', es: '', hi: 'कृपया स्क्रीनशॉट भेजें।' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the form open with the refusal', async () => {
    const { user } = renderReplies({ create: fail(400, MSG.ticketMessageTooLong) });
    await user.click(await screen.findByRole('button', { name: 'New saved reply' }));
    const dialog = screen.getByRole('dialog', { name: 'New saved reply' });
    await user.type(within(dialog).getByLabelText('Title'), 'Long');
    await user.type(within(dialog).getByLabelText('Text in English (required)'), 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(MSG.ticketMessageTooLong));
  });

  it('edits one in place and removes one after a confirmation', async () => {
    const { user, calls } = renderReplies();
    await user.click(await screen.findByRole('button', { name: 'Edit Payout mined' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Payout mined”' });
    expect((within(dialog).getByLabelText('Text in Spanish') as HTMLTextAreaElement).value).toBe(
      'Tu pago se ha minado.',
    );
    await user.type(within(dialog).getByLabelText('Text in Hindi'), 'आपका भुगतान माइन हो गया।');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.of(routes.adminSavedReplyUpdate)).toHaveLength(1));
    expect(calls.of(routes.adminSavedReplyUpdate)[0]).toMatchObject({
      method: 'PUT',
      params: { _id: MINED._id },
      body: { title: 'Payout mined', texts: { ...MINED.texts, hi: 'आपका भुगतान माइन हो गया।' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove Payout mined' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove “Payout mined”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MSG.savedReplyDeleted)).toBeTruthy();
    expect(calls.of(routes.adminSavedReplyDelete)[0]).toMatchObject({ method: 'DELETE', params: { _id: MINED._id } });
  });

  it('lets finance read them, with no way to add, edit or remove', async () => {
    const server = renderReplies({ role: 'finance' });
    await screen.findByRole('heading', { name: 'Payout mined' });
    await profileShown(server);
    expect(screen.queryByRole('button', { name: 'New saved reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
