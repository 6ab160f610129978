import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint/layers.js';

const clientFeatures = readdirSync(join(import.meta.dirname, 'client/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which folder may import which (bulletproof-react's unidirectional layers). A zone forbids `target` to
 * import anything under `from`; paths are relative to the repository.
 */
const layers = [
  // BFF: the two transports share services and the neutral http/ layer, never each other; no transport
  // reaches into the local-only dev/ launcher (it injects what it has); services and domain know no transport.
  { target: './bff/src/rest', from: './bff/src/graphql', message: 'REST and GraphQL share services and http/, never each other.' },
  { target: './bff/src/graphql', from: './bff/src/rest', message: 'REST and GraphQL share services and http/, never each other.' },
  {
    target: ['./bff/src/rest', './bff/src/graphql', './bff/src/http'],
    from: './bff/src/dev',
    message: 'Transports never import dev/: the local launcher injects what it provides.',
  },
  {
    target: ['./bff/src/services', './bff/src/domain'],
    from: ['./bff/src/rest', './bff/src/graphql', './bff/src/http'],
    message: 'Services and domain hold the rules and stay transport-free.',
  },
  // Client: shared code (components, lib) -> features -> app; a feature never imports another feature.
  ...clientFeatures.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/.',
  })),
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'Features never import app/: the app composes features, not the other way round.',
  },
  {
    target: ['./client/src/components', './client/src/lib'],
    from: ['./client/src/features', './client/src/app'],
    message: 'Shared code (components/, lib/) never imports features or app/.',
  },
];

const NO_ALERT = 'No blocking alert(): show the message in an alert region (ErrorSummary, PageAlert or a role="alert" element).';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/__generated__/**', '.data/**', 'coverage/**', '.test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each workspace's tsconfig; the two vitest configs outside every project get a default one.
        projectService: { allowDefaultProject: ['bff/vitest.config.ts', 'schema/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { layers: layersPlugin(import.meta.dirname, layers) },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise nobody awaits loses its error: await it, or mark a deliberate fire-and-forget with `void`.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'layers/no-restricted-paths': 'error',
      'no-console': 'off',
    },
  },
  {
    // No blocking dialog tells anything: a form shows its problems at their fields and in an alert region
    // (components/error-summary.tsx), a page says why it was opened in one (components/page-alert.tsx); issue 20.
    // Tests may still look at window.alert to prove it is never called.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'alert', message: NO_ALERT }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self', 'top', 'parent'].map((object) => ({ object, property: 'alert', message: NO_ALERT })),
      ],
    },
  },
  {
    // Plain JavaScript (scripts, configs) is not in a TypeScript project: no type-aware rules there.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests hand mocks and parsed JSON to expect(): the type-aware rules about `any` and method references
    // would only add casts there. Production code keeps them all.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // act(async () => ...) and fake async methods are async on purpose.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly', setTimeout: 'readonly', fetch: 'readonly' } },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Services hold the rules and stay transport-free (design.md conventions); the zones above cover our own folders.
    files: ['bff/src/services/**/*.ts', 'bff/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['express', 'graphql', '@apollo/*'] }],
    },
  },
);
