import { z } from 'zod';

// The response envelope of docs/product.md#envelope.
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/**
 * A review queue's order: oldest first (work through the queue) or newest first (a history). Absent: pending
 * requests oldest first, everything else newest first.
 */
export const queueOrder = z.enum(['oldest', 'newest']);
export type QueueOrder = z.infer<typeof queueOrder>;

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    docs: z.array(row),
    totalDocs: z.number().int(),
    limit: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  });
}
