import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JSON_MAX_DEPTH } from './constants';
import { allRoutes } from './routes';

// The server refuses a JSON body nested deeper than JSON_MAX_DEPTH before parsing it (docs/product.md#security):
// every body the contract describes must stay well under that, or a legitimate call would be refused.

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: boolean | JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/**
 * The brackets a value of the schema needs: Infinity where it takes any value ({} or true), so a schema without a
 * bound fails the test below. allOf only narrows a value the schema around it already typed.
 */
function nesting(schema: boolean | JsonSchema | undefined): number {
  if (schema === false) return 0;
  if (schema === true || schema === undefined) return Number.POSITIVE_INFINITY;
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (!schema.type && alternatives.length === 0) {
    return Object.keys(schema).length === 0 ? Number.POSITIVE_INFINITY : 0;
  }
  const inner = alternatives.map(nesting);
  if (schema.type === 'object') {
    // Keys an object does not name are dropped, at whatever depth: only a record's values (a schema) count.
    const values: (boolean | JsonSchema)[] = Object.values(schema.properties ?? {});
    if (typeof schema.additionalProperties === 'object') values.push(schema.additionalProperties);
    return Math.max(1 + Math.max(0, ...values.map(nesting)), ...inner);
  }
  if (schema.type === 'array') {
    const values = [...(schema.prefixItems ?? []), schema.items ?? true];
    return Math.max(1 + Math.max(0, ...values.map(nesting)), ...inner);
  }
  return Math.max(0, ...inner);
}

describe('JSON nesting', () => {
  const bodies = allRoutes().flatMap((route) =>
    route.body && !route.upload
      ? [
          {
            route: `${route.method} ${route.path}`,
            depth: nesting(z.toJSONSchema(route.body, { io: 'input' }) as JsonSchema),
          },
        ]
      : [],
  );

  it('measures the schemas it is meant to', () => {
    const list = { type: 'array', items: { type: 'string' } };
    expect(nesting({ type: 'object', properties: { list }, additionalProperties: false })).toBe(2);
    expect(nesting({ type: 'object', additionalProperties: { type: 'array', items: list } })).toBe(3);
    expect(nesting({ type: 'array', items: {} })).toBe(Number.POSITIVE_INFINITY);
    expect(bodies.length).toBeGreaterThan(50);
  });

  it("keeps the deepest body of the contract (a dry run's settings: its packages' texts per language) far under JSON_MAX_DEPTH", () => {
    const deepest = bodies.reduce((found, body) => (body.depth > found.depth ? body : found));
    expect(deepest).toEqual({ route: 'POST /adminApi/dryRuns', depth: 6 });
    expect(deepest.depth * 4).toBeLessThanOrEqual(JSON_MAX_DEPTH);
  });
});
