import { Button } from '@app/web-kit/components/ui/button';
import { Card } from '@app/web-kit/components/ui/card';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { Link } from 'react-router';
import { useProfile } from '../../../api/get-profile';
import { PageHeading } from '../../../components/page-heading';
import { ADDRESS_TEXTS } from '../address-texts';
import { useSaveUsdtAddress } from '../api/save-usdt-address';

/** /settingNew: the member's own USDT (BEP-20) address; deposits are matched to it as their sender. */
export function UsdtAddressPage() {
  const { t, tx } = useTexts(ADDRESS_TEXTS);
  const { data: profile, isPending } = useProfile();
  const save = useSaveUsdtAddress();
  const { handleSubmit, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.usdtAddressBody),
    {
      values: { address: profile?.usdtAddress ?? '' },
    },
  );

  return (
    <div className="space-y-6">
      <PageHeading title={t('adr.title')} />
      <Card>
        <p className="text-slate-300">{t('adr.intro')}</p>
        <p className="mt-3 text-sm text-slate-400" aria-busy={isPending}>
          {tx('adr.saved', {
            address: (
              <span className="font-mono break-all text-slate-100">
                {isPending ? '…' : (profile?.usdtAddress ?? t('adr.noneYet'))}
              </span>
            ),
          })}
        </p>
        <form noValidate className="mt-5 space-y-5" onSubmit={handleSubmit(({ address }) => save.mutate(address))}>
          <TextField
            label={t('adr.label')}
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            {...field('address')}
          />
          <Button type="submit" fullWidth className="sm:w-auto" loading={save.isPending}>
            {t('adr.save')}
          </Button>
        </form>
        <p className="mt-4 text-sm text-slate-400">
          {tx('adr.orConnect', {
            link: (
              <Link
                to="/WalletConnect"
                className="font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
              >
                {t('adr.connectLink')}
              </Link>
            ),
          })}
        </p>
      </Card>
    </div>
  );
}
