import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

const portals = ['admin', 'partner', 'sales', 'medical', 'care', 'patient'];
const features = existsSync('src/features') ? readdirSync('src/features') : [];

// Dependencies flow one way (ARCHITECTURE.md):
// contracts <- lib, components, config <- api <- features <- portals <- app; web and server share only contracts.
const layerZones = [
  { target: './contracts', from: ['./src', './server'], message: 'contracts import nothing but zod.' },
  { target: './src', from: './server', message: 'The web app never imports the server: share through contracts/.' },
  { target: './server', from: './src', message: 'The server never imports the web app: share through contracts/.' },
  {
    target: ['./src/lib', './src/components', './src/config'],
    from: ['./src/api', './src/features', './src/portals', './src/app'],
    message: 'lib, components and config sit below api, features, portals and app.',
  },
  {
    target: './src/api',
    from: ['./src/components', './src/features', './src/portals', './src/app'],
    message: 'api calls import only lib, config and contracts (and each other): features compose them.',
  },
  { target: './src/features', from: ['./src/portals', './src/app'], message: 'features sit below portals and app.' },
  { target: './src/portals', from: './src/app', message: 'portals sit below app.' },
  { target: './server/platform', from: './server/modules', message: 'platform imports no module.' },
  ...portals.map((p) => ({
    target: `./src/portals/${p}`,
    from: './src/portals',
    // common-routes.tsx: the portal-neutral route entries several staff portals share.
    except: [`./${p}`, './common-routes.tsx'],
    message: 'A portal never imports another portal.',
  })),
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature.',
  })),
];

// Server modules by rank (server/modules/ranks.json): a module imports only modules of a lower rank, never another
// module's repository, and never a flow; flows (server/flows/) compose modules' services and sit above them all.
const { ranks } = JSON.parse(readFileSync(new URL('./server/modules/ranks.json', import.meta.url), 'utf8'));
const rankOf = new Map(ranks.flatMap((group, rank) => group.map((name) => [name, rank])));
const modules = [...rankOf.keys()];
const moduleZones = modules.flatMap((name) => [
  ...modules
    .filter((other) => other !== name && rankOf.get(other) >= rankOf.get(name))
    .map((other) => ({
      target: `./server/modules/${name}`,
      from: `./server/modules/${other}`,
      message: `${name} (rank ${rankOf.get(name)}) never imports ${other} (rank ${rankOf.get(other)}): move the work that needs both into server/flows/, or pass what it needs in (server/modules/ranks.json).`,
    })),
  ...modules
    .filter((other) => other !== name && rankOf.get(other) < rankOf.get(name))
    .map((other) => ({
      target: `./server/modules/${name}`,
      from: `./server/modules/${other}/**/*.repository.ts`,
      message: "A module never imports another module's repository: call that module's service.",
    })),
]);
const flowZones = [
  { target: './server/modules', from: './server/flows', message: 'Modules never import flows: flows sit above every module.' },
  { target: './server/platform', from: './server/flows', message: 'platform imports no flow.' },
  {
    target: './server/flows',
    from: './server/modules/**/*.repository.ts',
    message: "Flows compose modules' services, never their repositories.",
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleZones, ...flowZones] }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-duplicates': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  prettier,
  {
    // Services, repositories, policies and views take a Ctx, never a request: the domain knows nothing of HTTP.
    files: ['server/modules/**/*.{service,repository,policy,views}.ts', 'server/flows/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', 'fastify-*', '@fastify/*'], message: 'Services and repositories take a Ctx, never a FastifyRequest.' },
          ],
        },
      ],
    },
  },
  {
    // Routes speak HTTP only: validate, call their module's service, shape the reply. SQL lives in repositories.
    files: ['server/modules/**/routes/*.ts', 'server/modules/**/*.routes.ts', 'server/flows/routes/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.repository', '**/platform/db/*', 'kysely'], message: 'Routes never touch SQL: call the service.' }] },
      ],
    },
  },
);
