// AUTH_SECRET and the admin password, when not configured, are generated once and kept in
// DATA_DIR/secrets.json (mode 0600), so sessions and the login survive restarts.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadSecrets(dataDir, { needPassword }) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const generated = {};
  if (!stored.authSecret) generated.authSecret = randomBytes(48).toString('base64url');
  if (needPassword && !stored.adminPassword)
    generated.adminPassword = randomBytes(12).toString('base64url');
  const secrets = { ...stored, ...generated };
  if (Object.keys(generated).length > 0) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return { file, secrets, generatedPassword: generated.adminPassword };
}
