import { MSG } from '@app/contract';
import { ok } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test/console-test-kit';
import { ANN, BLOCKED_AT, renderMember } from '../../../test/member-page-test-kit';

// A block freezes the member's money (docs/decisions/025-automatic-payouts.md#a-block-freezes-money); payouts signed
// before it are followed to their end, and the member's page says so.
const BLOCKED = { ...ANN, blocked: true, blockedAt: BLOCKED_AT, blockedReason: 'Account stolen' };

describe('/admin/members/:id of a blocked member', () => {
  it('says their money is frozen', async () => {
    signInOperator();
    renderMember({ detail: ok(MSG.loaded, BLOCKED) });
    expect(await screen.findByText(/Their money is frozen until they are unblocked/)).toBeTruthy();
    expect(screen.queryByText(/already sent on chain before the block/)).toBeNull();
  });

  it('says a payout sent before the block is followed to its end', async () => {
    signInOperator();
    renderMember({ detail: ok(MSG.loaded, { ...BLOCKED, payoutsInFlight: 1 }) });
    expect(
      await screen.findByText('A payout was already sent on chain before the block; it is followed to its end.'),
    ).toBeTruthy();
  });

  it('counts several', async () => {
    signInOperator();
    renderMember({ detail: ok(MSG.loaded, { ...BLOCKED, payoutsInFlight: 2 }) });
    expect(
      await screen.findByText('2 payouts were already sent on chain before the block; each is followed to its end.'),
    ).toBeTruthy();
  });
});

// The member's own freeze (docs/decisions/040-member-freeze.md): operators see it and that nothing is paid meanwhile.
describe('/admin/members/:id of a member who froze their account', () => {
  it('says so, and that nothing is approved or paid until they lift it', async () => {
    signInOperator();
    renderMember({ detail: ok(MSG.loaded, { ...ANN, frozenAt: BLOCKED_AT }) });
    expect(await screen.findByText('Frozen by the member')).toBeTruthy();
    expect(screen.getByText('No approval or payout until the member lifts it.')).toBeTruthy();
  });

  it('says when a lift the member asked for ends it', async () => {
    signInOperator();
    renderMember({ detail: ok(MSG.loaded, { ...ANN, frozenAt: BLOCKED_AT, unfreezeAt: '2026-11-22T09:00:00.000Z' }) });
    expect(await screen.findByText(/The member asked to lift it; it ends/)).toBeTruthy();
  });

  it('shows nothing of a freeze on an account that is not frozen', async () => {
    signInOperator();
    renderMember({ detail: ok(MSG.loaded, ANN) });
    await screen.findAllByText(ANN.fullName);
    expect(screen.queryByText('Frozen by the member')).toBeNull();
  });
});

describe('/admin/members/:id and the anti-phishing code', () => {
  it('says whether the member set one, never what it is', async () => {
    signInOperator();
    renderMember({ detail: ok(MSG.loaded, { ...ANN, antiPhishingCodeSet: true }) });
    expect(await screen.findByText('Set (only the member sees it)')).toBeTruthy();
  });
});
