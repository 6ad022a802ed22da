// drizzle-kit writes REFERENCES "public"."x"; the tests run each file in its own schema, so the
// migrations must name tables unqualified and follow the connection's search_path.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../src/db/migrations/', import.meta.url);
for (const name of readdirSync(dir).filter((file) => file.endsWith('.sql'))) {
  const file = new URL(name, dir);
  const text = readFileSync(file, 'utf8');
  const stripped = text.replaceAll('"public".', '');
  if (stripped !== text) writeFileSync(file, stripped);
}
