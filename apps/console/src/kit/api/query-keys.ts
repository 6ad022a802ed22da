// Every console query lives under this key: log-in and log-out drop them all, and no member query shares it.
export const ADMIN_KEY = ['admin'] as const;

export const ADMIN_PROFILE_KEY = [...ADMIN_KEY, 'profile'] as const;
export const ADMIN_DEPOSITS_KEY = [...ADMIN_KEY, 'deposits'] as const;
export const ADMIN_WITHDRAWALS_KEY = [...ADMIN_KEY, 'withdrawals'] as const;
export const ADMIN_PACKAGES_KEY = [...ADMIN_KEY, 'packages'] as const;
export const ADMIN_SETTINGS_KEY = [...ADMIN_KEY, 'settings'] as const;
export const ADMIN_OVERVIEW_KEY = [...ADMIN_KEY, 'overview'] as const;
/** Member lists (search and page); one member's detail lives under ADMIN_MEMBER_KEY. */
export const ADMIN_MEMBERS_KEY = [...ADMIN_KEY, 'members'] as const;
export const ADMIN_MEMBER_KEY = [...ADMIN_KEY, 'member'] as const;
export const ADMIN_AUDIT_KEY = [...ADMIN_KEY, 'audit'] as const;
export const ADMIN_KYC_KEY = [...ADMIN_KEY, 'kyc'] as const;
export const ADMIN_PAYOUT_FREEZE_KEY = [...ADMIN_KEY, 'payout-freeze'] as const;
/** Balance adjustments by status: the credits waiting for a second operator and the history. */
export const ADMIN_ADJUSTMENTS_KEY = [...ADMIN_KEY, 'adjustments'] as const;
/** The System page: servers, database, backups and background jobs. */
export const ADMIN_SYSTEM_KEY = [...ADMIN_KEY, 'system'] as const;
/** The hot wallet of automatic payouts and its queue (System page). */
export const ADMIN_PAYOUTS_KEY = [...ADMIN_KEY, 'payouts'] as const;
/** The support queue by its filters; one ticket lives under ADMIN_TICKET_KEY. */
export const ADMIN_TICKETS_KEY = [...ADMIN_KEY, 'tickets'] as const;
export const ADMIN_TICKET_KEY = [...ADMIN_KEY, 'ticket'] as const;
/** The rejection reasons operators keep for deposits and withdrawals. */
export const ADMIN_REJECTION_REASONS_KEY = [...ADMIN_KEY, 'rejection-reasons'] as const;
/** The replies operators saved to reuse on tickets. */
export const ADMIN_SAVED_REPLIES_KEY = [...ADMIN_KEY, 'saved-replies'] as const;
/** The owner's reports, each under its name (the flows by their range). */
export const ADMIN_REPORTS_KEY = [...ADMIN_KEY, 'reports'] as const;
/** The recent dry runs; one run, polled while it runs, lives under ADMIN_DRY_RUN_KEY. */
export const ADMIN_DRY_RUNS_KEY = [...ADMIN_KEY, 'dry-runs'] as const;
export const ADMIN_DRY_RUN_KEY = [...ADMIN_KEY, 'dry-run'] as const;
