/**
 * A Postgres array literal, so a whole batch travels as one parameter and `unnest()` spreads it into rows:
 * a few statements per business event however many rows it writes. `null` stays NULL.
 */
export function pgArray(values: readonly (string | bigint | number | null)[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
