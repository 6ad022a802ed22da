// npm run secrets:reseal - after an APP_SECRET rotation (the old one in APP_SECRET_PREVIOUS), seals every two-factor
// secret again under the new APP_SECRET. Exits 1 when some cannot be opened with either key.
import { loadConfig } from '../config/env';
import { secretKeys } from '../lib/seal';
import { resealTwoFactorSecrets } from '../modules/two-factor/reseal';
import { openForCli } from './run-check';

const config = loadConfig();
const database = await openForCli();
const report = await resealTwoFactorSecrets(database.db, secretKeys(config));
await database.close();
console.log(
  `Two-factor secrets: ${report.resealed} sealed again under APP_SECRET, ${report.current} already under it.`,
);
if (report.unreadable.length > 0) {
  console.error(
    `${report.unreadable.length} account(s) hold a secret sealed under neither APP_SECRET nor APP_SECRET_PREVIOUS; ` +
      `turn two-factor off for them so they can set it up again: ${report.unreadable.join(', ')}`,
  );
  process.exit(1);
}
if (config.APP_SECRET_PREVIOUS)
  console.log(
    'APP_SECRET_PREVIOUS may now be removed once recovery codes made before the rotation are no longer needed.',
  );
