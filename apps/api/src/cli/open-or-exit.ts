import { DataDirLockedError } from '../db/data-dir-lock';

/** Opens the database for a command-line tool; a directory held by a running server ends it with the reason. */
export function openOrExit<T>(open: () => T): T {
  try {
    return open();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
