import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { confirmPasswordField, emailField, idParam, newPasswordField, personNameField } from './fields';
import { MSG } from './messages';
import { OPERATOR_ROLES } from './operator-roles';
import { settingChangeRow } from './settings';

// The operators' own management in the console (docs/decisions/007-operator-console.md): the list, an invitation
// by e-mail with a one-time link to set a password, and disabling or enabling an operator.

/**
 * The sentences of the operators' own management. Kept out of MSG on purpose, as SITE_CONSOLE_MSG is: messages.ts is
 * in every member page's first chunk, whatever of it a lazy chunk uses, and only the API and the console need these.
 */
export const OPERATORS_MSG = {
  invited: 'Operator invited: a link to set their password was e-mailed to them. It works once, within 24 hours.',
  emailTaken: 'This e-mail is already used by another account (a member, a vendor or an operator).',
  linkInvalid: 'This link is invalid or has expired. Ask an operator to invite you again.',
  passwordSet: 'Password set. Sign in to the operator console with it and the code we e-mail you.',
  disabled: 'Operator disabled: their sessions have ended and they cannot sign in.',
  enabled: 'Operator enabled: they can sign in again.',
  alreadyDisabled: 'This operator is already disabled.',
  notDisabled: 'This operator is not disabled.',
  lastActive: 'At least one operator must stay active: invite or enable another operator before disabling this one.',
  accountDisabled: 'This operator account is disabled. Ask another operator to enable it.',
  reinvited: 'A new link was e-mailed to them; the earlier links no longer work. It works once, within 24 hours.',
  notInvited: 'Only an operator who has not set a password yet, and is not disabled, can be sent a new link.',
  roleInvalid: 'Choose a role: owner, finance, support or content.',
  roleChanged: 'Role changed. It applies to their next request.',
  roleUnchanged: 'This operator already has this role.',
  lastOwner: 'At least one owner must stay active: make another active operator an owner first.',
  notSelf: 'You cannot disable yourself or change your own role: ask another owner.',
  settingsPending:
    'Waiting for another owner: this change loosens a control or moves where money goes, so it applies once a second owner approves it.',
  /** Every setting of the change is one whose any change waits (rule `any`): it is not a loosening as such. */
  settingsPendingAlways:
    'Waiting for another owner: a change of this setting always needs a second owner, so it applies once another owner approves it.',
  settingChangeApproved: 'Change approved and applied.',
  settingChangeRejected: 'Change rejected: nothing of it was applied.',
  settingChangeOwn: 'You asked for this change: another owner must decide it.',
  settingChangeReviewed: 'This change was already approved or rejected.',
  settingChangeExpired: 'This change waited more than 7 days and expired: nothing of it applies. Ask for it again.',
  settingChangeOwnerSince:
    'Only an owner who was one before this change was asked for may decide it: another owner must.',
  roleSinceRequest:
    'Only an operator who held a role that decides money before this was asked for may decide it: another operator must.',
  settingChangeStale:
    'What this change was asked on has changed since: nothing of it was applied. Reject it and ask again.',
  packageTermsPending:
    'Saved. The new terms wait for another owner: members buy on the terms they see now until a second owner approves them.',
  packageDraftPending: 'Draft saved: it goes on sale once another owner approves its terms.',
  packageChangeWaiting:
    'A change of this package already waits for a second owner. Approve or reject it first, then ask again if needed.',
  /** Rejecting a change asks why; the reason is mailed to every operator. */
  changeReasonRequired: 'Please say why you reject this change (3 to 500 characters).',
  packageNotDraftAgain: 'A package that was on sale cannot become a draft again: take it off sale instead.',
  moneyRolePending:
    'Waiting for another owner: the owner and finance roles decide money, so this role applies once a second owner approves it.',
  moneyRoleInvitePending:
    'Waiting for another owner: the owner and finance roles decide money, so the invitation is mailed once a second owner approves it.',
} as const;

/** How long an invitation link works, once. */
export const OPERATOR_INVITE_TTL_HOURS = 24;
/** The console's page that spends an invitation link: this path, then the link's token. */
export const OPERATOR_SET_PASSWORD_PATH = '/admin/set-password/';

export const operatorIdParams = z.object({ _id: idParam });

export const operatorListQuery = pageQuery;

/** `invited`: the invitation link was not used yet, so the operator has no password and cannot sign in. */
export const OPERATOR_STATUSES = ['active', 'invited', 'disabled'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export const operatorRow = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  status: z.enum(OPERATOR_STATUSES),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  role: z.enum(OPERATOR_ROLES),
  /** The row of the operator calling. */
  isSelf: z.boolean(),
});
export type OperatorRow = z.infer<typeof operatorRow>;
export const operatorListResponse = envelope(pageOf(operatorRow));
export const operatorRowResponse = envelope(operatorRow);
/**
 * An invitation or a role change: 202 with `pendingChange` when it makes an owner, which waits for a second owner
 * (docs/decisions/035-dual-control.md); `data` is then the operator as they stay meanwhile, or null for an invitation.
 */
export const operatorChangeResponse = envelope(operatorRow.nullable()).extend({
  pendingChange: settingChangeRow.optional(),
});

const operatorRoleField = z.enum(OPERATOR_ROLES, { error: OPERATORS_MSG.roleInvalid });

export const operatorInviteBody = z.object({
  fullName: personNameField(100),
  email: emailField(MSG.emailRequired, MSG.emailInvalid),
  role: operatorRoleField,
});
export type OperatorInviteBody = z.input<typeof operatorInviteBody>;

/** The invitation link's token; anything that is not one of a live link is refused with one 401 at the server. */
export const operatorSetPasswordBody = z
  .object({
    token: z.string({ error: OPERATORS_MSG.linkInvalid }).max(200, OPERATORS_MSG.linkInvalid),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: MSG.passwordMismatch,
    path: ['confirmPassword'],
  });
export type OperatorSetPasswordBody = z.input<typeof operatorSetPasswordBody>;

export const operatorRoleBody = z.object({ role: operatorRoleField });
export type OperatorRoleBody = z.input<typeof operatorRoleBody>;

/** Rejecting a change says why: every operator is mailed the reason. */
export const settingChangeRejectBody = z.object({
  reason: z
    .string({ error: OPERATORS_MSG.changeReasonRequired })
    .trim()
    .min(3, OPERATORS_MSG.changeReasonRequired)
    .max(500, OPERATORS_MSG.changeReasonRequired),
});
export type SettingChangeRejectBody = z.input<typeof settingChangeRejectBody>;
