// What this process knows of backups, for /metrics and the console's System page (docs/operations.md#backups).

let lastSuccess: Date | null = null;
let failures = 0;

export function recordBackupSuccess(at: Date) {
  if (!lastSuccess || at > lastSuccess) lastSuccess = at;
}

export function recordBackupFailure() {
  failures += 1;
}

export function backupFigures(): { lastSuccess: Date | null; failures: number } {
  return { lastSuccess, failures };
}

/** Back to what a new process knows: for test files that share one process (docs/decisions/023-test-speed.md). */
export function forgetBackupFigures() {
  lastSuccess = null;
  failures = 0;
}
