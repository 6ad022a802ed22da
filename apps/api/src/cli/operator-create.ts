// npm run operator:create -- --email ops@company.com --name "Jane Ops"  (password read from OPERATOR_PASSWORD)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailField, newPasswordField, ROLE } from '@app/contract';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { assertPasswordNotCommon, hashPassword } from '../lib/passwords';
import { openOrExit } from './open-or-exit';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = emailField('--email is required', '--email is not an e-mail address').parse(values.email ?? '');
  const password = newPasswordField.parse(process.env.OPERATOR_PASSWORD ?? '');
  await assertPasswordNotCommon(password);
  const config = loadConfig();
  const database = openOrExit(() =>
    openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') }),
  );
  await database.migrate();
  const inserted = await database.db
    .insert(users)
    .values({
      email,
      fullName: values.name ?? 'Operator',
      passwordHash: await hashPassword(password),
      role: ROLE.admin,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  await database.close();
  if (!inserted.length) throw new Error(`An account with ${email} exists already.`);
  console.log(`Operator ${email} created. Sign in at /admin with a code sent to that address.`);
}

main().catch((error: unknown) => {
  const issues = (error as { issues?: { message: string }[] }).issues;
  console.error(issues ? issues.map((issue) => issue.message).join('\n') : (error as Error).message);
  console.error('Usage: OPERATOR_PASSWORD=... npm run operator:create -- --email ops@company.com --name "Jane Ops"');
  process.exit(1);
});
