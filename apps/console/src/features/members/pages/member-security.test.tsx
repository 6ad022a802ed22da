import { MSG } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { ok } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test/console-test-kit';
import { ANN, renderMember } from '../../../test/member-page-test-kit';

// A member's own defences on their console page (docs/product.md#security-activity): what support looks at first when
// a member says "that was not me".
describe("/admin/members/:id: the member's account defences", () => {
  it('shows the passkeys held, the switch, the saved addresses with their lock, the newest activity and the tickets', async () => {
    signInOperator();
    const later = new Date(Date.now() + 6 * 3600_000).toISOString();
    renderMember({
      detail: ok(MSG.loaded, {
        ...ANN,
        passkeys: 2,
        addressBook: {
          docs: [
            {
              _id: 'a1',
              label: 'Cold wallet',
              address: '0x52908400098527886E0F7030069857D2E4169EE7',
              usableFrom: later,
              createdAt: '2026-11-20T09:00:00.000Z',
            },
          ],
          receivers: [
            {
              _id: 'r1',
              uid: 'SISTER7',
              fullName: 'Maya Root',
              label: 'My sister',
              usableFrom: '2026-11-21T09:00:00.000Z',
              createdAt: '2026-11-20T09:00:00.000Z',
            },
          ],
          onlySaved: true,
          onlySavedUntil: null,
        },
        securityEvents: [
          {
            kind: 'signin',
            at: '2026-11-27T10:00:00.000Z',
            device: 'Chrome on Windows',
            ip: '203.0.113.9',
            newDevice: true,
          },
          { kind: 'passwordChange', at: '2026-11-26T10:00:00.000Z', device: null, ip: null, newDevice: false },
        ],
      }),
    });
    const card = await screen.findByRole('region', { name: 'Account defences' });
    expect(within(card).getByText('2')).toBeTruthy();
    expect(within(card).getByText('On')).toBeTruthy();
    const addresses = within(card).getByRole('list', { name: 'Saved withdrawal addresses' });
    expect(within(addresses).getByText('Cold wallet')).toBeTruthy();
    expect(within(addresses).getByText(/^Locked until/)).toBeTruthy();
    const receivers = within(card).getByRole('list', { name: 'Saved transfer receivers' });
    expect(within(receivers).getByText('My sister')).toBeTruthy();
    expect(within(receivers).getByText('SISTER7')).toBeTruthy();
    expect(within(receivers).getByText('Usable')).toBeTruthy();
    const activity = within(card).getByRole('list', { name: 'Newest sign-ins and security changes' });
    const [signin, change] = within(activity).getAllByRole('listitem');
    expect(signin?.textContent).toContain('Sign-in');
    expect(signin?.textContent).toContain('New device');
    expect(signin?.textContent).toContain('203.0.113.9');
    expect(change?.textContent).toContain('Password changed');
    expect(change?.textContent).toContain('Unknown device');
    expect(within(card).getByRole('link', { name: 'Support tickets of this member' }).getAttribute('href')).toBe(
      `/admin/support?status=all&member=${ANN._id}`,
    );
  });

  it('says plainly when nothing is saved or recorded', async () => {
    signInOperator();
    renderMember({ detail: ok(MSG.loaded, ANN) });
    const card = await screen.findByRole('region', { name: 'Account defences' });
    expect(within(card).getByText('None saved.')).toBeTruthy();
    expect(within(card).getByText('No receivers saved.')).toBeTruthy();
    expect(within(card).getByText('Nothing recorded yet.')).toBeTruthy();
    expect(within(card).getByText('Off')).toBeTruthy();
  });

  it('shows nothing of them while the member loads, then the card', async () => {
    signInOperator();
    renderMember({ detail: ok(MSG.loaded, ANN) });
    expect(screen.getByLabelText('Loading the member')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Account defences' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Account defences' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading the member')).toBeNull();
  });

  it('names a reset, a changed USDT address and a switch still holding after it was turned off, in Spanish', async () => {
    signInOperator();
    await changeLocale('es');
    try {
      const later = new Date(Date.now() + 6 * 3600_000).toISOString();
      const event = {
        at: '2026-11-27T10:00:00.000Z',
        device: 'Firefox on Linux',
        ip: '198.51.100.20',
        newDevice: false,
      };
      renderMember({
        detail: ok(MSG.loaded, {
          ...ANN,
          addressBook: { docs: [], receivers: [], onlySaved: true, onlySavedUntil: later },
          securityEvents: [
            { ...event, kind: 'usdtAddress' },
            { ...event, kind: 'passwordReset' },
          ],
        }),
      });
      const card = await screen.findByRole('region', { name: 'Defensas de la cuenta' });
      expect(within(card).getByText(/^Desactivado, sigue vigente hasta/)).toBeTruthy();
      const activity = within(card).getByRole('list', {
        name: 'Inicios de sesión y cambios de seguridad más recientes',
      });
      const [usdt, reset] = within(activity).getAllByRole('listitem');
      expect(usdt?.textContent).toContain('Dirección USDT cambiada');
      expect(reset?.textContent).toContain('Contraseña restablecida');
      expect(reset?.textContent).toContain('Firefox on Linux');
    } finally {
      await changeLocale('en');
    }
  });
});
