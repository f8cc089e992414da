import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// docs/design.md's import boundaries: pages and components reach data only through lib/backend.
const dataBoundary = {
  patterns: [
    {
      group: [
        '@/lib/own-data/db',
        '@/lib/own-data/db/*',
        '@/lib/backend/embedded',
        '@/lib/backend/embedded/*',
      ],
      message: 'Use getBackend() from @/lib/backend instead of the database.',
    },
    {
      group: ['@/lib/backend/upstream', '@/lib/backend/upstream/*'],
      message: 'Use getBackend() from @/lib/backend instead of an adapter.',
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['app/**', 'components/**'],
    rules: { 'no-restricted-imports': ['error', dataBoundary] },
  },
  {
    // The public site navigates with plain links: a full load of a cached page costs a phone
    // less than next/link's hydration and its prefetches of every link in view (docs/decisions.md).
    files: ['app/(site)/**', 'components/site/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'drizzle/**',
    'bench/fixture/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
