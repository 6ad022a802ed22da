import { translateMessage } from '../i18n/current';
import { ApiError } from './api-error';

/** The answer a screen stands in for the one its lost attempt never received. */
export interface RepeatSuccess {
  success: true;
  message: string;
}

export interface Repeat {
  /** The action and its record (`deposit:<hash>`): a retry of the same action has the same key. */
  key: string;
  /** The contract's refusal of a repeat of this action, in English (the server may answer it translated). */
  refusal: string;
  /** The contract's success message of the action. */
  success: string;
  /**
   * Asks the server whether the action is in place, for a refusal that does not say who did it: "already reviewed"
   * is also what another operator's reject leaves.
   */
  confirm?: () => Promise<boolean>;
}

// Actions sent whose answer never came back (the connection dropped): the server may have done them.
const unanswered = new Set<string>();

function isRefusal(error: ApiError, refusal: string): boolean {
  return error.status === 409 && (error.message === refusal || error.message === translateMessage(refusal));
}

async function confirmed(repeat: Repeat): Promise<boolean> {
  if (!repeat.confirm) return true;
  try {
    return await repeat.confirm();
  } catch {
    return false;
  }
}

/**
 * Sends an idempotent money action. A retry after a lost answer is refused by the server as already done; that
 * refusal is this same action's success, and the screen says so, only when this page sent the same action (same
 * key) before without getting an answer, the refusal is the action's own repeat refusal, and `confirm`, where given,
 * agrees. Any other refusal stays a refusal.
 */
export async function sendOnce<T>(send: () => Promise<T>, repeat: Repeat): Promise<T | RepeatSuccess> {
  try {
    const answer = await send();
    unanswered.delete(repeat.key);
    return answer;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) {
      unanswered.add(repeat.key);
      throw error;
    }
    const lost = unanswered.delete(repeat.key);
    if (lost && isRefusal(error, repeat.refusal) && (await confirmed(repeat))) {
      return { success: true, message: repeat.success };
    }
    throw error;
  }
}
