import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { LIB_LAYERS } from './scripts/lib-layers.mjs';

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

// lib/'s layers (scripts/lib-layers.mjs): a folder imports only from lower layers. Relative
// imports across folders are caught by scripts/check-lib-layers.mjs, which CI runs with lint.
const layerBoundaries = LIB_LAYERS.flatMap((folders, layer) =>
  folders.map((folder) => {
    const above = LIB_LAYERS.slice(layer)
      .flat()
      .filter((other) => other !== folder);
    return {
      files: [`lib/${folder}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: above.flatMap((other) => [`@/lib/${other}`, `@/lib/${other}/*`]),
                message: `lib/${folder} sits below these folders (scripts/lib-layers.mjs): move the shared part down instead.`,
              },
            ],
          },
        ],
      },
    };
  }),
);

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
  ...layerBoundaries,
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
