import { Button } from '@app/web-kit/components/ui/button';
import { Card } from '@app/web-kit/components/ui/card';
import { Spinner } from '@app/web-kit/components/ui/spinner';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useProfile } from '../../../api/get-profile';
import { PageHeading } from '../../../components/page-heading';
import { ADDRESS_TEXTS } from '../address-texts';
import { useSaveUsdtAddress } from '../api/save-usdt-address';
import { type BrowserWallet, discoverWallets, isDeclined, requestAccount } from '../lib/browser-wallets';

type Step =
  | { kind: 'looking' }
  | { kind: 'choose'; wallets: BrowserWallet[] }
  | { kind: 'asking'; wallet: BrowserWallet }
  | { kind: 'found'; wallet: BrowserWallet; account: string }
  | { kind: 'failed'; wallet: BrowserWallet; message: string };

const LINK =
  'font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

function WalletButton({ wallet, onChoose }: { wallet: BrowserWallet; onChoose: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-slate-700 bg-slate-900 px-4 py-3 text-left font-semibold text-slate-50 hover:border-teal-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
      >
        <img src={wallet.info.icon} alt="" className="size-8 rounded-lg" />
        {wallet.info.name}
      </button>
    </li>
  );
}

/**
 * /WalletConnect: the browser wallets installed (EIP-6963), and the account of the one chosen offered as the
 * member's USDT address, the address deposits are matched to. Its Cancel goes back to /settings
 * (docs/product.md#accounts).
 */
export function WalletConnectPage() {
  const [step, setStep] = useState<Step>({ kind: 'looking' });
  const navigate = useNavigate();
  const save = useSaveUsdtAddress();
  const { data: profile } = useProfile();

  useEffect(() => {
    let live = true;
    void discoverWallets().then((wallets) => {
      if (live) setStep({ kind: 'choose', wallets });
    });
    return () => {
      live = false;
    };
  }, []);

  async function choose(wallet: BrowserWallet) {
    setStep({ kind: 'asking', wallet });
    try {
      const account = await requestAccount(wallet);
      if (account) setStep({ kind: 'found', wallet, account });
      else setStep({ kind: 'failed', wallet, message: `${wallet.info.name} shared no account.` });
    } catch (error) {
      setStep({
        kind: 'failed',
        wallet,
        message: isDeclined(error)
          ? `You declined in ${wallet.info.name}: no address was shared.`
          : `${wallet.info.name} could not share an account. Try again, or type the address on the USDT address page.`,
      });
    }
  }

  const { t, tx } = useTexts(ADDRESS_TEXTS);
  return (
    <div className="space-y-6">
      <PageHeading title={t('wc.title')} />
      <Card>
        <p className="text-slate-300">{t('wc.intro')}</p>
        {profile?.usdtAddress && (
          <p className="mt-3 text-sm text-slate-400">
            {tx('wc.savedNow', {
              address: <span className="font-mono break-all text-slate-100">{profile.usdtAddress}</span>,
            })}
          </p>
        )}
        <div className="mt-5" aria-live="polite">
          {step.kind === 'looking' && (
            <p className="flex items-center gap-2 text-slate-300">
              <Spinner /> {t('wc.looking')}
            </p>
          )}
          {step.kind === 'choose' && step.wallets.length > 0 && (
            <ul aria-label={t('wc.wallets')} className="space-y-3">
              {step.wallets.map((wallet) => (
                <WalletButton key={wallet.info.uuid} wallet={wallet} onChoose={() => void choose(wallet)} />
              ))}
            </ul>
          )}
          {step.kind === 'choose' && step.wallets.length === 0 && (
            <p className="text-slate-300">
              {tx('wc.none', {
                link: (
                  <Link to="/settingNew" className={LINK}>
                    {t('wc.typeLink')}
                  </Link>
                ),
              })}
            </p>
          )}
          {step.kind === 'asking' && (
            <p className="flex items-center gap-2 text-slate-300">
              <Spinner /> {t('wc.confirmIn', { wallet: step.wallet.info.name })}
            </p>
          )}
          {step.kind === 'found' && (
            <div className="space-y-4">
              <p className="text-slate-300">
                {tx('wc.shared', {
                  wallet: step.wallet.info.name,
                  account: <span className="font-mono break-all text-slate-50">{step.account}</span>,
                })}
              </p>
              <Button loading={save.isPending} onClick={() => save.mutate(step.account)}>
                {t('wc.use')}
              </Button>
              {save.isSuccess && (
                <p className="text-sm text-green-300">
                  {t('wc.saved')}{' '}
                  <Link to="/settingNew" className={LINK}>
                    {t('wc.see')}
                  </Link>
                </p>
              )}
            </div>
          )}
          {step.kind === 'failed' && (
            <p role="alert" className="text-rose-300">
              {step.message}
            </p>
          )}
        </div>
        <div className="mt-6">
          <Button variant="secondary" onClick={() => navigate('/settings')}>
            {t('wc.cancel')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
