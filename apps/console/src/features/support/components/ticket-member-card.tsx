import { TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { Fact } from '../../../kit/components/fact';
import type { AdminTicketDetail } from '../api/get-admin-ticket';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';
import { SideCard } from './side-card';
import { LANGUAGE_LABELS } from './ticket-labels';

/** Who asked: a link to their console page, their e-mail and UID, and the language they read replies in. */
export function TicketMemberCard({ member }: { member: AdminTicketDetail['member'] }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const language = LANGUAGE_LABELS[member.locale];
  return (
    <SideCard id="ticket-member" title={t('csp.member')}>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-1">
        <Fact label={t('csp.name')}>
          <Link to={`/admin/members/${member._id}`} className={TEXT_LINK}>
            {member.fullName}
            <span className="sr-only"> ({t('csp.openMember')})</span>
          </Link>
        </Fact>
        <div className="col-span-2 lg:col-span-1">
          <Fact label={t('csp.email')}>
            <span className="break-all">{member.email}</span>
          </Fact>
        </div>
        {member.uid && <Fact label="UID">{member.uid}</Fact>}
        <Fact label={t('csp.language')}>{language ? t(language) : member.locale}</Fact>
      </dl>
    </SideCard>
  );
}
