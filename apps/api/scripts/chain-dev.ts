// `npm run chain:dev`: a local chain with a test USDT until Ctrl-C, printing what the server needs to watch it.
// `npm run chain:dev -- send <address> <amount>`: sends test USDT there on that running chain.
import { isAddress } from 'viem';
import { DEV_CHAIN_PORT, describeDevChain, sendTestUsdt, startDevChain } from './dev-chain';

const [command, ...rest] = process.argv.slice(2);
const rpcUrl = process.env.CHAIN_RPC_URL ?? `http://127.0.0.1:${DEV_CHAIN_PORT}`;

if (command === 'send') {
  const [to, amount] = rest;
  if (!to || !isAddress(to) || !amount || !/^\d+(\.\d{1,18})?$/.test(amount)) {
    console.error('Usage: npm run chain:dev -- send <address> <amount in USDT>');
    process.exit(2);
  }
  const hash = await sendTestUsdt({ rpcUrl, to, usdt: amount }).catch((error: Error) => {
    console.error(`Could not send on ${rpcUrl} (is \`npm run chain:dev\` running?): ${error.message}`);
    process.exit(1);
  });
  console.log(`Sent ${amount} test USDT to ${to}: ${hash}`);
} else if (command === undefined) {
  const dev = await startDevChain();
  console.log(describeDevChain(dev.settings));
  const stop = () => {
    dev.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  console.error('Usage: npm run chain:dev [-- send <address> <amount>]');
  process.exit(2);
}
