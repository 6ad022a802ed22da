// /admin/operators (the list, the invitation form and the disable/enable dialog) in English
// (docs/decisions/017-translations.md); Spanish and Hindi in texts.{es,hi}.ts.
export const CONSOLE_OPERATOR_TEXTS = {
  'cop.title': 'Operators',
  'cop.description':
    'Everyone who can sign in to this console and their role, newest first. At least one owner always stays active.',
  'cop.what': 'operators',
  'cop.empty': 'No operators',
  'cop.emptyHint': 'Invite an operator with the form above.',
  'cop.inviteTitle': 'Invite operator',
  'cop.inviteNote':
    'They get an e-mail with a link to set their password (once, within {{hours}} hours), then sign in here with a mailed code.',
  'cop.fullName': 'Full name',
  'cop.email': 'E-mail',
  'cop.role': 'Role',
  'cop.chooseRole': 'Choose a role',
  'cop.roleHint':
    'Owner: everything, operators and settings included. Finance: deposits, withdrawals, credits and reserves. Support: members, identity checks and messages. Content: the site, news and newsletter.',
  'cop.roleOf': 'Role of {{name}}',
  'cop.changeRole': 'Change role',
  'cop.changeRoleOf': 'Change the role of {{name}}',
  'cop.sendInvitation': 'Send invitation',
  'cop.active': 'Active',
  'cop.invited': 'Invited',
  'cop.disabled': 'Disabled',
  'cop.disabledAt': 'Disabled {{time}}',
  'cop.invitedLine': 'Has not set a password yet: the invitation link works once, for {{hours}} hours.',
  'cop.since': 'Operator since {{date}}',
  'cop.sendNewLinkTo': 'Send {{name}} a new link',
  'cop.sendNewLink': 'Send a new link',
  'cop.you': 'You',
  'cop.enable': 'Enable',
  'cop.disable': 'Disable',
  'cop.enableName': 'Enable {{name}}',
  'cop.disableName': 'Disable {{name}}',
  'cop.disableTitle': 'Disable operator',
  'cop.enableTitle': 'Enable operator',
  'cop.disableQuestion': 'Disable {{name}} ({{email}})?',
  'cop.enableQuestion': 'Enable {{name}} ({{email}})?',
  'cop.disableWarning':
    'Every session of this operator ends at once and they cannot sign in until an owner enables them. At least one owner always stays active.',
  'cop.enableNote':
    'They can sign in again with their password and a mailed code; the sessions the disable ended stay ended.',
  'cop.pendingTitle': 'Money roles waiting for a second owner',
  'cop.pendingNote':
    'Owners and finance operators decide money, so neither role is given on one owner’s word: another owner, one since before it was asked, approves it.',
  'cop.inviteOwner': 'Invite {{name}} ({{email}}) with the {{role}} role',
  'cop.makeOwner': 'Give {{name}} the {{newRole}} role (now {{role}})',
  'cop.makeOwnerUnknown': 'Give an operator the {{newRole}} role (now {{role}})',
} as const;
