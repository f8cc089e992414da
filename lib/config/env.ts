import 'server-only';
import { parseEnv, type Env } from './env-schema';

let cached: Env | undefined;

/** The validated environment, parsed on first use (at server start, from instrumentation.ts). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
