// The back office's team accounts, their single-use links and their two-factor recovery codes.
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@/lib/domain/role';

/**
 * People who sign in to the back office. The owner named by ADMIN_EMAIL always exists (made at
 * server start, lib/accounts/primary-owner.ts) and signs in with ADMIN_PASSWORD, so
 * its `password_hash` stays empty; everyone else sets a password from an invitation. A new
 * `session_stamp` ends every session the account holds (disabled, password changed...).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    passwordHash: text('password_hash'),
    sessionStamp: text('session_stamp').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The authenticator key (base32) once two-factor is confirmed; a pending one until then. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (table) => [uniqueIndex('accounts_email_idx').on(table.email)],
);

/** The account a row belongs to, removed with it (its links, codes, live preview copies). */
export const accountIdColumn = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * Single-use links sent by e-mail: an invitation (72 hours) or a password reset (1 hour). Only a
 * SHA-256 of the token is kept, so a copy of the database opens no account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: accountIdColumn(),
    purpose: text('purpose', { enum: ['invitation', 'reset'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_account_idx').on(table.accountId)],
);

/** Two-factor recovery codes, hashed; each opens one sign-in. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    accountId: accountIdColumn(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.codeHash] })],
);

export type AccountRow = typeof accounts.$inferSelect;
