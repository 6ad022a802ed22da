import { SHELL_MSG } from '@app/contract';
import type { Id, TypeOptions } from 'react-toastify/unstyled';
import { translateMessage } from '../i18n/current';
import { ApiError } from './api-error';
import { TOAST_MAX_VISIBLE } from './screen-constants';

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : SHELL_MSG.networkFailed;
}

/**
 * Names the form or action a toast reports on (e.g. `withdrawal`), so its success can clear the errors it
 * reported before: a fixed mistake should not keep saying it is wrong.
 */
export interface ToastGroup {
  group?: string;
}

interface Shown {
  id: Id;
  type: TypeOptions;
  group: string | undefined;
}

// The toasts on screen, oldest first. The container puts the newest on top; past TOAST_MAX_VISIBLE the oldest goes.
// (The container's own `limit` would hold the newest back in a queue instead, to appear later and stale.)
let shown: Shown[] = [];

// The toast library and its container load after the first paint (app/providers.tsx, decision 013). A toast raised
// before the container is on screen waits for it, so the count of toasts on screen below holds; toasts keep their
// order (each waits the same steps).
let containerMounted = () => {};
const container = new Promise<void>((resolve) => {
  containerMounted = resolve;
});

/** Called by the toast container once it is on screen. */
export function toastContainerMounted(): void {
  containerMounted();
}

function show(type: 'error' | 'success', english: string, group: string | undefined, endsFlow = false) {
  // Server answers come translated; sentences the web words itself (MSG) are translated here.
  const message = translateMessage(english);
  void container
    .then(() => import('react-toastify/unstyled'))
    .then(({ toast }) => showWith(toast, type, message, group, endsFlow));
}

function showWith(
  toast: typeof import('react-toastify/unstyled').toast,
  type: 'error' | 'success',
  message: string,
  group: string | undefined,
  endsFlow: boolean,
) {
  // The message (within its group) doubles as the toast id, so one failure reported twice (StrictMode, retries)
  // shows once.
  const id = group ? `${group}:${message}` : message;
  shown = shown.filter((each) => toast.isActive(each.id));
  if (type === 'success' && group) {
    // A success clears the group's errors; the end of a flow clears everything the flow said on the way.
    const stale = (each: Shown) => each.group === group && (endsFlow || each.type === 'error');
    for (const each of shown) if (stale(each)) toast.dismiss(each.id);
    shown = shown.filter((each) => !stale(each));
  }
  if (toast.isActive(id)) return;
  while (shown.length >= TOAST_MAX_VISIBLE) {
    const oldest = shown.shift();
    if (oldest) toast.dismiss(oldest.id);
  }
  shown.push({ id, type, group });
  toast[type](message, { toastId: id });
}

export function notifyError(message: string, { group }: ToastGroup = {}): void {
  show('error', message, group);
}

export function notifySuccess(message: string, { group }: ToastGroup = {}): void {
  show('success', message, group);
}

/** The last step of a flow succeeded: its earlier toasts (the code sent, a wrong code) go, and this one shows. */
export function notifyFlowDone(message: string, group: string): void {
  show('success', message, group, true);
}

/** One argument only: it is passed straight as a query's or mutation's `onError`, which adds others. */
export function notifyApiError(error: unknown): void {
  notifyError(errorMessage(error));
}

/** For a mutation's `onError`, reporting under `group`. */
export function apiErrorIn(group: string): (error: unknown) => void {
  return (error) => notifyError(errorMessage(error), { group });
}
