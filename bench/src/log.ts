const startedAt = performance.now();

export function elapsedSeconds(): number {
  return (performance.now() - startedAt) / 1000;
}

function stamp(): string {
  const total = Math.floor(elapsedSeconds());
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function log(message: string) {
  console.log(`[${stamp()}] ${message}`);
}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = performance.now();
  const value = await work();
  const seconds = (performance.now() - start) / 1000;
  log(`${label}: ${seconds.toFixed(1)} s`);
  return { value, seconds };
}

export const fmt = {
  int: (value: number) => Math.round(value).toLocaleString('en-US'),
  num: (value: number, digits = 2) => value.toFixed(digits),
};
