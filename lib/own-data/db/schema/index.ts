// Tables of docs/spec.md section 3, one file per concern. Row types are derived from the tables,
// never written by hand. A new file must be added here as well: drizzle-kit reads the whole folder
// (drizzle.config.ts), but the product imports only this module (`@/lib/own-data/db/schema`), and
// the client hands all of it to Drizzle (lib/own-data/db/client.ts).
export * from './accounts';
export * from './activity';
export * from './applications';
export * from './bookkeeping';
export * from './cache-tags';
export * from './company-details';
export * from './jobs';
export * from './media';
export * from './menus';
export * from './messages';
export * from './news';
export * from './outbox';
export * from './pages';
export * from './privacy';
export * from './rate-limits';
export * from './redirects';
export * from './sessions';
export * from './visits';
