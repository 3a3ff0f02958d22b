import { pgTable, text } from 'drizzle-orm/pg-core';

export const placeholder = pgTable('placeholder', { id: text('id').primaryKey() });
