/** A LIKE pattern for "contains `text`": `%`, `_` and the escape character itself match only themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
