import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';

// The footer's newsletter: one row per address (stored lower-cased), so a repeat changes nothing.
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: generatedId(),
    email: text('email').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [uniqueIndex('newsletter_email_key').on(sql`lower(${table.email})`)],
);

// Messages sent through /contactForm, kept even when the mail to the operator fails.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: generatedId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    mailedAt: moment('mailed_at'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
