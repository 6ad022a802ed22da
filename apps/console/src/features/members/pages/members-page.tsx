import { Button } from '@app/web-kit/components/ui/button';
import { filterPillClasses } from '@app/web-kit/components/ui/filter-pill';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { QueueList } from '../../../kit/components/queue-list';
import { useAdminMembers } from '../api/get-admin-members';
import { AdminMemberItem } from '../components/admin-member-item';
import { CreateVendorForm } from '../components/create-vendor-form';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

const SEARCH_MAX = 100;

/** The search box: sends on Enter or the button; the search lives in the address, so it survives a reload. */
function MemberSearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  return (
    <search aria-label={t('cmb.title')}>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const field = new FormData(event.currentTarget).get('search');
          onSearch(typeof field === 'string' ? field.trim() : '');
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="member-search" className="mb-1.5 block text-sm font-medium text-slate-200">
            {t('cmb.searchLabel')}
          </label>
          {/* Keyed by the search on screen: back and forward show what was searched. */}
          <input
            key={search}
            id="member-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={SEARCH_MAX}
            placeholder={t('cmb.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className="block h-12 w-full rounded-xl border border-slate-700 bg-slate-900 px-4 text-base text-slate-50 placeholder:text-slate-500 focus:border-teal-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          />
        </div>
        <Button type="submit" className="sm:min-h-12">
          {t('cmb.search')}
        </Button>
      </form>
    </search>
  );
}

/** /admin/members: members and vendors, newest first, searched by name, e-mail, phone or UID. */
export function MembersPage() {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').trim();
  const page = pageFrom(searchParams);
  const kycPending = searchParams.get('kyc') === 'pending';
  const members = useAdminMembers({ search, kycPending, page });
  const [isCreatingVendor, setCreatingVendor] = useState(false);
  // Making a vendor account acts on members without moving money: support's and the owners' (finance reads).
  const mayCreateVendor = useOperatorAccess().mayCall('adminVendorCreate');
  const withFilters = (extra: Record<string, string>, pending = kycPending) =>
    `?${new URLSearchParams({ ...(search ? { search } : {}), ...(pending ? { kyc: 'pending' } : {}), ...extra })}`;
  const hrefFor = (target: number) => withFilters({ page: String(target) });

  const empty = kycPending
    ? { title: t('cmb.emptyKyc'), hint: t('cmb.emptyKycHint') }
    : search
      ? { title: t('cmb.emptySearch', { search }), hint: t('cmb.emptySearchHint') }
      : { title: t('cmb.empty'), hint: t('cmb.emptyHint') };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AdminPageHeader title={t('cmb.title')} description={t('cmb.description')} />
        {!isCreatingVendor && mayCreateVendor && (
          <Button variant="secondary" onClick={() => setCreatingVendor(true)}>
            {t('cmb.newVendor')}
          </Button>
        )}
      </div>
      {isCreatingVendor && <CreateVendorForm onCancel={() => setCreatingVendor(false)} />}
      <MemberSearchForm
        search={search}
        onSearch={(next) =>
          setSearchParams({ ...(next ? { search: next } : {}), ...(kycPending ? { kyc: 'pending' } : {}) })
        }
      />
      <nav aria-label={t('cmb.filter')} className="flex flex-wrap gap-2">
        <Link
          to={withFilters({}, false)}
          className={filterPillClasses(!kycPending)}
          aria-current={!kycPending ? 'page' : undefined}
        >
          {t('cmb.all')}
        </Link>
        <Link
          to={withFilters({}, true)}
          className={filterPillClasses(kycPending)}
          aria-current={kycPending ? 'page' : undefined}
        >
          {t('cmb.kycPending')}
        </Link>
      </nav>
      {members.data && search && (
        <p className="text-sm text-slate-400" role="status">
          {t(members.data.totalDocs === 1 ? 'cmb.oneMatch' : 'cmb.matches', {
            count: formatNumber(members.data.totalDocs),
            search,
          })}
        </p>
      )}
      <QueueList what={t('cmb.what')} query={members} page={page} hrefFor={hrefFor} empty={empty}>
        {(member) => <AdminMemberItem key={member._id} member={member} />}
      </QueueList>
    </div>
  );
}
