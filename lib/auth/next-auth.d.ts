// next-auth's documented way to type what the session callback adds (lib/auth/auth-options.ts).
import type { SessionAccount } from './session-revocation';

declare module 'next-auth' {
  interface Session {
    account?: Omit<SessionAccount, 'sessionId'>;
  }
}
