// The toast groups of the two code flows (lib/toast.ts): their calls report errors under them, and the flow's success
// clears those errors, so a wrong code typed before never stays up beside "signed up".
export const SIGNUP_TOASTS = 'signup';
export const RESET_TOASTS = 'password-reset';
