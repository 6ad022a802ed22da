import type { PackageRow } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { PACKAGE_TEXTS } from '../texts';

/**
 * A package's status on /stake. "Active" is kept for a package the member holds (its order is active); a package
 * merely on sale reads "Available", so an Active badge never suggests a holding the member does not have.
 */
export function PackageStatusBadge({ status, isHeld }: { status: PackageRow['status']; isHeld: boolean }) {
  const { t } = useTexts(PACKAGE_TEXTS);
  if (isHeld) return <Badge tone="green">{t('pk.held')}</Badge>;
  return status === 'active' ? (
    <Badge tone="blue">{t('pk.available')}</Badge>
  ) : (
    <Badge tone="slate">{t('pk.inactive')}</Badge>
  );
}
