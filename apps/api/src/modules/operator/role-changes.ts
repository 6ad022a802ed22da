import { OPERATORS_MSG, type OperatorRole } from '@app/contract';
import { AppError } from '../../lib/app-error';
import type { ChangeSubjectHandler } from '../approvals/change-subject';
import { findUserByEmail } from '../users/users.repository';
import { findOperatorState } from './operators.repository';
import { applyRole, sendAndStoreInvitation } from './operators.service';

// A money role (owner or finance) given on a second owner's approval (docs/decisions/035-dual-control.md,
// docs/decisions/046-no-way-around-the-second-person.md): an invitation with that role (no target yet: its e-mail and
// name are in the change) or another operator's new role. Applied only if it still makes sense: the e-mail still
// free, the operator still active and still in the role it was asked from.

interface InvitePatch {
  email: string;
  fullName: string;
  role: OperatorRole;
}

export const roleChanges: ChangeSubjectHandler = {
  async apply(tx, ctx, { change, actorId, ip, now, locale }) {
    if (change.targetId === null) {
      const invite = change.patch as InvitePatch;
      if (await findUserByEmail(tx, { email: invite.email })) {
        throw new AppError('CONFLICT', OPERATORS_MSG.settingChangeStale);
      }
      await sendAndStoreInvitation(tx, ctx, {
        ...invite,
        inviterId: change.requestedBy,
        actorId,
        ip,
        locale,
        now,
      });
      return;
    }
    const asked = change.before as { role: OperatorRole };
    const { role } = change.patch as { role: OperatorRole };
    const state = await findOperatorState(tx, change.targetId);
    if (!state || state.disabled || state.role !== asked.role) {
      throw new AppError('CONFLICT', OPERATORS_MSG.settingChangeStale);
    }
    await applyRole(tx, ctx, { id: change.targetId, role, from: state.role, actorId, ip, now });
  },
};
