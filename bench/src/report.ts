import { writeFileSync } from 'node:fs';

/**
 * One line of the report. `floor` is the reference measured in the same run, `ratio` = value / floor, and
 * `budget` states what the ratio must be (`>= 0.35`, `<= 4`); informational lines have no budget and no verdict.
 */
export interface Result {
  name: string;
  value: number;
  unit: string;
  floor: number | null;
  ratio: number | null;
  budget: string | null;
  pass: boolean | null;
}

export type Budget = { atLeast: number } | { atMost: number } | null;

function budgetText(budget: Budget): string | null {
  if (!budget) return null;
  return 'atLeast' in budget ? `>= ${budget.atLeast}` : `<= ${budget.atMost}`;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export class Report {
  readonly results: Result[] = [];

  /** A measured value against its floor; the verdict is on value / floor. */
  ratio(options: { name: string; value: number; unit: string; floor: number; budget: Budget }): Result {
    const ratio = options.floor > 0 ? options.value / options.floor : Number.NaN;
    const { budget } = options;
    let pass: boolean | null = null;
    if (budget) {
      pass = Number.isFinite(ratio) && ('atLeast' in budget ? ratio >= budget.atLeast : ratio <= budget.atMost);
    }
    return this.push({
      name: options.name,
      value: round(options.value, 2),
      unit: options.unit,
      floor: round(options.floor, 2),
      ratio: Number.isFinite(ratio) ? round(ratio, 3) : null,
      budget: budgetText(budget),
      pass,
    });
  }

  /** A figure kept for reading, with no floor and no budget. */
  info(options: { name: string; value: number; unit: string }): Result {
    return this.push({
      ...options,
      value: round(options.value, 2),
      floor: null,
      ratio: null,
      budget: null,
      pass: null,
    });
  }

  /** A count that must be zero (failed requests, reconciliation problems). */
  zero(options: { name: string; value: number; unit: string }): Result {
    return this.push({ ...options, floor: null, ratio: null, budget: '= 0', pass: options.value === 0 });
  }

  /** A line measured with its own budget and verdict (the web's bytes, bench/web-bytes.ts). */
  measured(result: Result): Result {
    return this.push(result);
  }

  private push(result: Result): Result {
    this.results.push(result);
    return result;
  }

  failed(): Result[] {
    return this.results.filter((result) => result.pass === false);
  }

  write(path: string) {
    writeFileSync(path, `${JSON.stringify(this.results, null, 2)}\n`);
  }

  markdown(): string {
    const header = ['name', 'value', 'unit', 'floor', 'ratio', 'budget', 'pass'];
    const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));
    const rows = this.results.map((result) => [
      result.name,
      cell(result.value),
      result.unit,
      cell(result.floor),
      cell(result.ratio),
      cell(result.budget),
      result.pass === null ? '' : result.pass ? 'pass' : '**FAIL**',
    ]);
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
    );
    const line = (cells: string[]) =>
      `| ${cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
    return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
  }
}
