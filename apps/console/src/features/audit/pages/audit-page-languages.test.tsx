import { MSG, routes } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { describeDictionary, englishLeftOnScreen } from '@app/web-kit/test/dictionary-checks';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEntryOf, auditPage, operatorRowOf, signInOperator } from '../../../test/console-test-kit';
import { AUDIT_ACTIONS } from '../components/audit-actions';
import { CONSOLE_AUDIT_TEXTS } from '../texts';
import { ES_CONSOLE_AUDIT } from '../texts.es';
import { HI_CONSOLE_AUDIT } from '../texts.hi';
import { AuditPage } from './audit-page';

// docs/decisions/017-translations.md: the console's audit log, its filters and entries in Spanish and Hindi.

describeDictionary('console audit', CONSOLE_AUDIT_TEXTS, { es: ES_CONSOLE_AUDIT, hi: HI_CONSOLE_AUDIT });

/**
 * The English words of the area's dictionary that no translated text of it uses, left in what an operator reads or
 * hears on the page. The actions' stored names ("member.adjust") are codes shown as kept, beside their translated name.
 */
const englishLeft = (translated: Record<string, string>) =>
  englishLeftOnScreen([[CONSOLE_AUDIT_TEXTS, translated]], { strip: /\b[a-z]+(\.[a-zA-Z]+)+/g });

const ADJUST = auditEntryOf({
  operator: { _id: 'operator-1', fullName: 'Ana Ruiz', email: 'ana@example.com' },
  details: { wallet: 'income', amountMicros: '-12500000', demo: false, note: null },
});
const UNKNOWN = auditEntryOf({
  _id: '16161616-1616-4161-8161-161616161616',
  action: 'withdrawal.pay',
  operator: null,
  targetType: 'withdrawal',
  targetId: '22222222-2222-4222-8222-222222222222',
  ip: null,
  details: {},
});

function renderAudit() {
  stubRoutes(
    on(
      routes.adminOperators,
      ok(MSG.loaded, {
        docs: [operatorRowOf({ _id: 'operator-1', fullName: 'Ana Ruiz', email: 'ana@example.com', isSelf: true })],
        totalDocs: 1,
        limit: 10,
        page: 1,
        totalPages: 1,
      }),
    ),
    on(routes.adminAudit, auditPage([ADJUST, UNKNOWN])),
  );
  return renderRoutes(
    [{ path: '/admin/audit', Component: AuditPage }, landing(`/admin/members/${ADJUST.targetId}`)],
    '/admin/audit',
  );
}

describe('/admin/audit in Spanish and Hindi', () => {
  beforeEach(() => signInOperator());
  afterEach(async () => {
    await changeLocale('en');
  });

  it('words the filters and each entry in Spanish', async () => {
    await changeLocale('es');
    renderAudit();
    await screen.findByText('Saldo ajustado');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registro de auditoría');
    expect(AUDIT_ACTIONS['member.adjust']).toBe('Saldo ajustado');
    const adjust = screen.getByText('Saldo ajustado').closest('li') as HTMLElement;
    expect(adjust.textContent).toContain('Por Ana Ruiz (ana@example.com)');
    expect(adjust.textContent).toContain('-12,50 USDT');
    expect(within(adjust).getByText('no')).toBeTruthy();
    expect(within(adjust).getByText('ninguno')).toBeTruthy();
    const pay = screen.getByText('Retiro pagado').closest('li') as HTMLElement;
    expect(pay.textContent).toContain('Por un operador que ya no consta');
    expect(within(pay).getByRole('link', { name: 'historial de este registro (retiro)' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Yo (Ana Ruiz)' });
    expect(englishLeft(ES_CONSOLE_AUDIT)).toEqual([]);
  });

  it('words the filters and each entry in Hindi', async () => {
    await changeLocale('hi');
    renderAudit();
    await screen.findByText('बैलेंस समायोजित किया गया');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ऑडिट लॉग');
    expect(screen.getByRole('button', { name: 'लागू करें' })).toBeTruthy();
    await screen.findByRole('option', { name: 'मैं (Ana Ruiz)' });
    expect(englishLeft(HI_CONSOLE_AUDIT)).toEqual([]);
  });
});
