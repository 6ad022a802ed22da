import { useRef, useState } from 'react';
import { firstFilesProblem, ticketFileProblems } from './ticket-files';

interface Checked {
  files: File[];
  /** Each file's own problem, in order. */
  problems: (string | null)[];
  /** What the field says: too many, or the first file's problem; or the server's refusal of the files. */
  problem: string | null;
}

const NONE: Checked = { files: [], problems: [], problem: null };

/** The attachments chosen for one message, checked as they are chosen and again before they are sent. */
export function useTicketFiles() {
  const [checked, setChecked] = useState<Checked>(NONE);
  // The files as last chosen, so two choices in a row add up even before the first one's check ends.
  const latest = useRef<File[]>([]);

  async function update(files: File[]) {
    latest.current = files;
    const problems = await ticketFileProblems(files);
    // A later choice replaced this one while it was checked: that one's check shows.
    if (latest.current !== files) return firstFilesProblem(files, problems);
    const next = { files, problems, problem: firstFilesProblem(files, problems) };
    setChecked(next);
    return next.problem;
  }

  return {
    ...checked,
    add: (chosen: File[]) => void update([...latest.current, ...chosen]),
    remove: (index: number) => void update(latest.current.filter((_, each) => each !== index)),
    /** Before sending: the problem, shown, or null. */
    check: () => update(latest.current),
    /** The server refused the files: its sentence shows under the field. */
    refuse: (problem: string) => setChecked((current) => ({ ...current, problem })),
    reset: () => {
      latest.current = [];
      setChecked(NONE);
    },
  };
}

export type TicketFiles = ReturnType<typeof useTicketFiles>;
