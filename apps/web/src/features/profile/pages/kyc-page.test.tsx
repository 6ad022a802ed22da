import { KYC_DOCUMENT_MAX_BYTES, type KycState, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { errorOf, landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { KycPage } from './kyc-page';

const NONE: KycState = { status: 'none', reason: null, submission: null };
const SUBMISSION = {
  _id: 'submission-1',
  fullName: 'Asha Rao',
  dateOfBirth: '1990-05-17',
  country: 'IN',
  documentType: 'passport' as const,
  documentNumber: 'P1234567',
  documentMime: 'image/png' as const,
  documentSize: 16,
  status: 'pending' as const,
  reason: null,
  submittedAt: new Date(2024, 4, 6, 13, 2, 3).toISOString(),
  reviewedAt: null,
};
const PENDING: KycState = { status: 'pending', reason: null, submission: SUBMISSION };
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0];

function renderKyc(state: KycState, submit: Responder<typeof routes.kycSubmit> = ok(MSG.kycSubmitted, PENDING)) {
  const server = stubRoutes(on(routes.kycStatus, ok(MSG.kycLoaded, state)), on(routes.kycSubmit, submit));
  return { ...renderRoutes([{ path: '/kyc', Component: KycPage }, landing('/settings')], '/kyc'), ...server };
}

const toasts = () => Array.from(document.querySelectorAll('.Toastify__toast'), (toast) => toast.textContent);
const fileInput = () => screen.getByLabelText('Photo or scan of the document') as HTMLInputElement;

async function fillFields(user: ReturnType<typeof renderKyc>['user']) {
  await user.type(await screen.findByLabelText('Full legal name'), 'Asha Rao');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-17' } });
  await user.selectOptions(screen.getByLabelText('Country'), 'IN');
  await user.selectOptions(screen.getByLabelText('Document type'), 'passport');
  await user.type(screen.getByLabelText('Document number'), 'P1234567');
}

describe('/kyc: the identity check', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it("shows every field's message at once and sends nothing", async () => {
    const { user, calls } = renderKyc(NONE);
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(errorOf('Full legal name')).toBe(MSG.kycFullNameRequired));
    expect(errorOf('Date of birth')).toBe(MSG.kycDateOfBirthRequired);
    expect(errorOf('Country')).toBe(MSG.kycCountryRequired);
    expect(errorOf('Document type')).toBe(MSG.kycDocumentTypeRequired);
    expect(errorOf('Document number')).toBe(MSG.kycDocumentNumberRequired);
    expect(errorOf('Photo or scan of the document')).toBe(MSG.kycDocumentRequired);
    await user.type(screen.getByLabelText('Document number'), 'AB1');
    await user.tab();
    await waitFor(() => expect(errorOf('Document number')).toBe(MSG.kycDocumentNumberInvalid));
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2999-01-01' } });
    fireEvent.blur(screen.getByLabelText('Date of birth'));
    await waitFor(() => expect(errorOf('Date of birth')).toBe(MSG.kycDateOfBirthFuture));
    expect(calls.of(routes.kycSubmit)).toHaveLength(0);
  });

  it('offers images and PDFs only and refuses a renamed executable or a file over 5 MB before sending', async () => {
    const { user, calls } = renderKyc(NONE);
    await fillFields(user);
    expect(fileInput().accept).toBe('image/jpeg,image/png,application/pdf');
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'passport.png', { type: 'image/png' });
    await user.upload(fileInput(), exe);
    await waitFor(() => expect(errorOf('Photo or scan of the document')).toBe(MSG.kycDocumentTypeInvalid));
    const big = new File([new Uint8Array(KYC_DOCUMENT_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), big);
    await waitFor(() => expect(errorOf('Photo or scan of the document')).toBe(MSG.kycDocumentTooLarge));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(calls.of(routes.kycSubmit)).toHaveLength(0);
  });

  it('sends the fields and then the PNG as a multipart form, says so and shows the check waiting', async () => {
    const { user, calls } = renderKyc(NONE);
    await fillFields(user);
    const png = new File([new Uint8Array(PNG_BYTES)], 'passport.png', { type: 'image/png' });
    await user.upload(fileInput(), png);
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(calls.of(routes.kycSubmit)).toHaveLength(1));
    const [sent] = calls.of(routes.kycSubmit);
    const form = sent?.body as Record<string, FormDataEntryValue>;
    expect(Object.keys(form)).toEqual([
      'fullName',
      'dateOfBirth',
      'country',
      'documentType',
      'documentNumber',
      'document',
    ]);
    expect(form).toMatchObject({
      fullName: 'Asha Rao',
      dateOfBirth: '1990-05-17',
      country: 'IN',
      documentType: 'passport',
      documentNumber: 'P1234567',
    });
    const document = form.document as File;
    expect({ name: document.name, type: document.type }).toEqual({ name: 'passport.png', type: 'image/png' });
    expect(Array.from(new Uint8Array(await document.arrayBuffer()))).toEqual(PNG_BYTES);
    // The browser writes the multipart Content-Type with its boundary; a JSON one would hide the form.
    expect(sent?.headers['Content-Type']).toBeUndefined();
    await waitFor(() => expect(toasts()).toContain(MSG.kycSubmitted));
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it("shows the server's refusal as a toast and keeps the form", async () => {
    const { user } = renderKyc(NONE, fail(400, MSG.kycUnderage));
    await fillFields(user);
    await user.upload(fileInput(), new File([new Uint8Array(PNG_BYTES)], 'id.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(toasts()).toContain(MSG.kycUnderage));
    expect(await screen.findByRole('button', { name: 'Send for review' })).toBeTruthy();
    expect((screen.getByLabelText('Document number') as HTMLInputElement).value).toBe('P1234567');
  });

  it('shows a rejection with its reason and the form again; an approval without a form', async () => {
    renderKyc({
      status: 'rejected',
      reason: 'The photo is blurred',
      submission: { ...SUBMISSION, status: 'rejected' },
    });
    expect(await screen.findByText('Not approved')).toBeTruthy();
    expect(screen.getByText('Reason: The photo is blurred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeTruthy();
  });

  it('shows an approved check without the form', async () => {
    renderKyc({ status: 'approved', reason: null, submission: { ...SUBMISSION, status: 'approved' } });
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });
});
