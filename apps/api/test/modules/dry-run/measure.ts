// Measures a dry run as the server runs it, in its worker thread on an embedded database in memory:
//   node --import tsx apps/api/test/modules/dry-run/measure.ts [initialMembers] [joinsPerMonth] [months]
// The plan is the demo's packages (0.5 % to 1 % a day for 150 to 200 days) and the default settings; it prints each
// month's row and the time it took, and the whole run's time and CPU at the end.
import { DRY_RUN_MONTH_DAYS, dryRunBody, operatorSettings, SETTING_DEFAULTS } from '@app/contract';
import { startDryRunWorker, type WorkerMessage } from '../../../src/modules/dry-run/dry-run-runner';

const [initialMembers = 1000, joinsPerMonth = 750, months = 12] = process.argv.slice(2).map(Number);
const DEMO_PACKAGES = [
  { title: 'Starter', price: 100, yield: 0.5, maturity: 200 },
  { title: 'Silver', price: 500, yield: 0.6, maturity: 200 },
  { title: 'Gold', price: 1000, yield: 0.7, maturity: 180 },
  { title: 'Platinum', price: 2500, yield: 0.8, maturity: 180 },
  { title: 'Diamond', price: 5000, yield: 1, maturity: 150 },
];
const input = dryRunBody.parse({
  months,
  initialMembers,
  joinsPerMonth,
  pattern: 'steady',
  minInvestment: 100,
  maxInvestment: 3000,
  recruiterShare: 30,
  directsPerRecruiter: 5,
  reinvestRate: 50,
  withdrawRate: 30,
  seed: 42,
  settings: { packages: DEMO_PACKAGES },
});
const startedAt = performance.now();
const cpuAtStart = process.cpuUsage();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
let monthStarted = startedAt;
let tenDays = startedAt;
const worker = startDryRunWorker({
  plan: { input, settings: operatorSettings.parse(SETTING_DEFAULTS), packages: [], startAt: Date.UTC(2026, 0, 1) },
});
worker.on('message', (message: WorkerMessage) => {
  if (message.type === 'progress') {
    const day = Math.round((message.basisPoints * months * DRY_RUN_MONTH_DAYS) / 10_000);
    if (day % 10 === 0 && day > 0) {
      console.log(`  day ${day}: ${seconds(tenDays)} s for the last ten days`);
      tenDays = performance.now();
    }
  } else if (message.type === 'month') {
    console.log(`month ${message.month.month} in ${seconds(monthStarted)} s`, JSON.stringify(message.month));
    monthStarted = performance.now();
  } else {
    const cpu = process.cpuUsage(cpuAtStart);
    console.log(`${message.type}${message.type === 'failed' ? `: ${message.error}` : ''}`);
    console.log(
      `${initialMembers + joinsPerMonth * months} members over ${months} months: ${seconds(startedAt)} s, ` +
        `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s, rss ${(process.memoryUsage.rss() / 2 ** 20).toFixed(0)} MB`,
    );
    void worker.terminate();
  }
});
worker.on('error', (error) => console.error(error));
