import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { filterPillClasses } from '../../../components/ui/filter-pill';
import { pageFrom } from '../../../components/ui/pager';
import { AdminPageHeader } from '../../console/components/admin-page-header';
import { QueueList } from '../../console/components/queue-list';
import { useAdminMembers } from '../api/get-admin-members';
import { AdminMemberItem } from '../components/admin-member-item';
import { CreateVendorForm } from '../components/create-vendor-form';

const SEARCH_MAX = 100;

/** The search box: sends on Enter or the button; the search lives in the address, so it survives a reload. */
function MemberSearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  return (
    <search aria-label="Members">
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
            Search members
          </label>
          {/* Keyed by the search on screen: back and forward show what was searched. */}
          <input
            key={search}
            id="member-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={SEARCH_MAX}
            placeholder="Name, e-mail, phone or UID"
            autoComplete="off"
            spellCheck={false}
            className="block h-12 w-full rounded-xl border border-slate-700 bg-slate-900 px-4 text-base text-slate-50 placeholder:text-slate-500 focus:border-teal-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          />
        </div>
        <Button type="submit" className="sm:min-h-12">
          Search
        </Button>
      </form>
    </search>
  );
}

/** /admin/members: members and vendors, newest first, searched by name, e-mail, phone or UID. */
export function MembersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').trim();
  const page = pageFrom(searchParams);
  const kycPending = searchParams.get('kyc') === 'pending';
  const members = useAdminMembers({ search, kycPending, page });
  const [isCreatingVendor, setCreatingVendor] = useState(false);
  const withFilters = (extra: Record<string, string>, pending = kycPending) =>
    `?${new URLSearchParams({ ...(search ? { search } : {}), ...(pending ? { kyc: 'pending' } : {}), ...extra })}`;
  const hrefFor = (target: number) => withFilters({ page: String(target) });

  const empty = kycPending
    ? { title: 'No identity check waits for review', hint: 'Members who send one appear here, oldest first.' }
    : search
      ? {
          title: `No member matches “${search}”`,
          hint: 'Try part of the name, the e-mail, the phone number or the UID.',
        }
      : { title: 'No members yet', hint: 'Members and vendors appear here once they sign up.' };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AdminPageHeader title="Members" description="Members and vendors, newest first. Open one to act on it." />
        {!isCreatingVendor && (
          <Button variant="secondary" onClick={() => setCreatingVendor(true)}>
            New vendor
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
      <nav aria-label="Filter members" className="flex flex-wrap gap-2">
        <Link
          to={withFilters({}, false)}
          className={filterPillClasses(!kycPending)}
          aria-current={!kycPending ? 'page' : undefined}
        >
          All members
        </Link>
        <Link
          to={withFilters({}, true)}
          className={filterPillClasses(kycPending)}
          aria-current={kycPending ? 'page' : undefined}
        >
          KYC pending
        </Link>
      </nav>
      {members.data && search && (
        <p className="text-sm text-slate-400" role="status">
          {members.data.totalDocs.toLocaleString('en-US')}{' '}
          {members.data.totalDocs === 1 ? 'member matches' : 'members match'} “{search}”
        </p>
      )}
      <QueueList what="members" query={members} page={page} hrefFor={hrefFor} empty={empty}>
        {(member) => <AdminMemberItem key={member._id} member={member} />}
      </QueueList>
    </div>
  );
}
