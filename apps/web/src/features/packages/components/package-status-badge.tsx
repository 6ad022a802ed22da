import type { PackageRow } from '@app/contract';
import { Badge } from '../../../components/ui/badge';

export function PackageStatusBadge({ status }: { status: PackageRow['status'] }) {
  return status === 'active' ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>;
}
