import { ROLE, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, dataOf, operatorToken, saveSettings, useTestApp } from '../../helper';

// The block-explorer links of the console: two URL templates among the operator settings.
const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
});

describe('explorer link settings', () => {
  it('default to BscScan and keep an operator change', async () => {
    const settings = dataOf(await call(t, routes.adminSettings, { token: operator }));
    expect(settings).toMatchObject({
      explorerTransactionUrl: 'https://bscscan.com/tx/{hash}',
      explorerAddressUrl: 'https://bscscan.com/address/{address}',
    });
    const body = { explorerTransactionUrl: 'https://testnet.bscscan.com/tx/{hash}' };
    // Operators check payouts on the page it names: a change waits for a second owner (docs/decisions/035-dual-control.md).
    const asked = await call(t, routes.adminSettingsUpdate, { body, token: operator });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ explorerTransactionUrl: 'https://bscscan.com/tx/{hash}' });
    const saved = await saveSettings(t, operator, body);
    expect(saved.body.data).toMatchObject(body);
  });

  it.each([
    [
      'a template without its placeholder',
      { explorerTransactionUrl: 'https://bscscan.com/tx/' },
      'must contain {hash}',
    ],
    ['the other placeholder', { explorerAddressUrl: 'https://bscscan.com/address/{hash}' }, 'must contain {address}'],
    ['plain http', { explorerTransactionUrl: 'http://bscscan.com/tx/{hash}' }, 'must be an https:// address'],
    ['a script address', { explorerAddressUrl: 'javascript:alert(1)//{address}' }, 'must be an https:// address'],
  ])('refuses %s with its rule', async (_name, body, rule) => {
    const refused = await call(t, routes.adminSettingsUpdate, { body, token: operator });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(rule);
  });
});
