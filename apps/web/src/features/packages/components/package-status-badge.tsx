import type { PackageRow } from '@app/contract';
import { Badge } from '../../../components/ui/badge';

/**
 * A package's status on /stake. "Active" is kept for a package the member holds (its order is active); a package
 * merely on sale reads "Available", so an Active badge never suggests a holding the member does not have.
 */
export function PackageStatusBadge({ status, isHeld }: { status: PackageRow['status']; isHeld: boolean }) {
  if (isHeld) return <Badge tone="green">Active</Badge>;
  return status === 'active' ? <Badge tone="blue">Available</Badge> : <Badge tone="slate">Inactive</Badge>;
}
