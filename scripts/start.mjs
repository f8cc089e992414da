// `npm start` (and `npm run dev` with --dev): validates the environment, prepares secrets,
// builds when the sources changed, then runs the Next.js server. Migrations and the first
// seed run inside the server process (instrumentation.ts), so PGlite is opened only once.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ensureBuild } from './ensure-build.mjs';
import { loadSecrets } from './secrets.mjs';

const dev = process.argv.includes('--dev');
const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const { envSchema, describeEnvError } = await tsImport(
  '../lib/config/env-schema.ts',
  import.meta.url,
);
const checked = envSchema.safeParse(process.env);
if (!checked.success) {
  console.error(describeEnvError(checked.error));
  process.exit(1);
}
const config = checked.data;

// Absolute, because the standalone server runs from its own folder.
const dataDir = path.resolve(config.DATA_DIR);
const { secrets, file, generatedPassword } = loadSecrets(dataDir, {
  needPassword: !config.ADMIN_PASSWORD,
});
process.env.DATA_DIR = dataDir;
if (!config.AUTH_SECRET) process.env.AUTH_SECRET = secrets.authSecret;
process.env.NEXTAUTH_SECRET ??= process.env.AUTH_SECRET;
process.env.NEXTAUTH_URL ??= config.SITE_URL;
if (!config.ADMIN_PASSWORD) process.env.ADMIN_PASSWORD = secrets.adminPassword;

if (!dev) {
  try {
    await ensureBuild(root, {
      onBuild: () => console.log('Building the site (first start or changed sources)...'),
    });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

// The preload strips untrusted forwarding headers and shuts down gracefully, in development
// as in production (the standalone folder, as deployed).
// `next dev` serves from a child process of its own: NODE_OPTIONS reaches it.
const preload = ['--require', path.join(root, 'scripts', 'server-preload.cjs')];
process.env.PORT = String(config.PORT);
// The image encoder's freed memory stays in glibc's per-thread arenas unless they are few, and
// large freed blocks stay unless they were mapped on their own (docs/deploy.md, "Machine size");
// read by the C library when the server process starts.
process.env.MALLOC_ARENA_MAX ??= '2';
process.env.MALLOC_MMAP_THRESHOLD_ ??= '131072';
if (dev)
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, ...preload].filter(Boolean).join(' ');
const args = dev
  ? [
      // The `next` command as npm installs it.
      path.join(root, 'node_modules', '.bin', 'next'),
      'dev',
      '-p',
      String(config.PORT),
    ]
  : [...preload, path.join(root, '.next', 'standalone', 'server.js')];
if (dev && config.HOSTNAME) args.push('-H', config.HOSTNAME);
const server = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

const url = `http://localhost:${config.PORT}`;
for (let attempt = 0; attempt < 600; attempt += 1) {
  const ok = await fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`\nCrestfield Business Services is running at ${url}`);
console.log(`Back office: ${url}/admin  (e-mail: ${config.ADMIN_EMAIL})`);
if (generatedPassword) {
  console.log(`Generated admin password (shown once, kept in ${file}): ${generatedPassword}`);
} else if (!config.ADMIN_PASSWORD) {
  console.log(`Admin password: the generated one, kept in ${file}`);
}
