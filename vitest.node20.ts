// vitest 5 prints failures with Map.groupBy (Node 21+); on Node 20 the report itself crashes. Every vitest config
// imports this stand-in first.
const mapWithGroupBy = Map as unknown as { groupBy?: unknown };
mapWithGroupBy.groupBy ??= <K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K) => {
  const groups = new Map<K, V[]>();
  let index = 0;
  for (const item of items) {
    const key = keyOf(item, index++);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
};
