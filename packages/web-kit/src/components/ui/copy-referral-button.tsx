import { SHELL_MSG } from '@app/contract';
import { useT } from '../../i18n/use-t';
import { copyText } from '../../lib/clipboard';
import { REFERRAL_PATH } from '../../lib/screen-constants';
import { notifyError, notifySuccess } from '../../lib/toast';
import { Button } from './button';

export function referralLink(referId: string): string {
  return `${window.location.origin}${REFERRAL_PATH}${referId}`;
}

export function CopyReferralButton({ referId }: { referId: string }) {
  const { t } = useT();
  async function copy() {
    const link = referralLink(referId);
    if (await copyText(link)) notifySuccess(SHELL_MSG.referralLinkCopied);
    else notifyError(`${SHELL_MSG.copyFailed} ${link}`);
  }
  return (
    <Button variant="secondary" onClick={copy} fullWidth className="sm:w-auto">
      {t('my.copyReferral')}
    </Button>
  );
}
