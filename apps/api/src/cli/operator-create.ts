// npm run operator:create -- --email ops@company.com --name "Jane Ops"  (password read from OPERATOR_PASSWORD)
import { parseArgs } from 'node:util';
import { emailField, newPasswordField, ROLE } from '@app/contract';
import { users } from '../db/schema';
import { assertPasswordNotCommon, hashPassword } from '../lib/passwords';
import { openForCli } from './run-check';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = emailField('--email is required', '--email is not an e-mail address').parse(values.email ?? '');
  const password = newPasswordField.parse(process.env.OPERATOR_PASSWORD ?? '');
  await assertPasswordNotCommon(password);
  const database = await openForCli();
  const inserted = await database.db
    .insert(users)
    .values({
      email,
      fullName: values.name ?? 'Operator',
      passwordHash: await hashPassword(password),
      role: ROLE.admin,
      // The first operator, or one recovering access: an owner, who gives others narrower roles in the console.
      operatorRole: 'owner',
      roleSince: new Date(),
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
