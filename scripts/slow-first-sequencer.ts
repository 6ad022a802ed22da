import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest starts the files it knows to be longest first, from the last run's durations. The run on PostgreSQL follows
// one on the embedded database, where the payout crash test is skipped in no time, so it started last and its three
// and a half minutes of waiting on restarted servers ran on alone at the end: these files start first in their project.
const SLOW_FIRST = ['apps/api/test/chain/payout-crash.test.ts', 'apps/api/test/event-loop.test.ts'];

export default class SlowFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectStart = new Map<string, number>();
    sorted.forEach((file, index) => {
      if (!projectStart.has(file.project.name)) projectStart.set(file.project.name, index);
    });
    const slow = (file: TestSpecification) => SLOW_FIRST.some((path) => file.moduleId.endsWith(path));
    const order = (file: TestSpecification, index: number) =>
      [projectStart.get(file.project.name) ?? 0, slow(file) ? 0 : 1, index] as const;
    return sorted
      .map((file, index) => ({ file, key: order(file, index) }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
      .map(({ file }) => file);
  }
}
