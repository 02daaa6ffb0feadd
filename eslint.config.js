// `pnpm lint` (with prettier --check). typescript-eslint's syntactic rules only: the type-aware set would run tsc a
// second time over every package, and `pnpm typecheck` already does.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TESTS = ['**/*.test.{ts,tsx,mjs}', '**/test/**', '**/tests/**', 'e2e/**', 'bench/**'];

export default tseslint.config(
  {
    // Generated or built files (mirrors .prettierignore) and local state.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.site/**',
      '**/.wrangler/**',
      '.tools/**',
      '**/worker-configuration.d.ts',
      'storefront-worker/src/generated/**',
      'shell/worker/test/site/**',
      'coverage/**',
      '**/.tsbuild/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      // House convention: a leading underscore names what is left out on purpose (`{ mer_id: _owner, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // styled.d.ts augments DefaultTheme; the package's index references it so the typing travels with the import.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      // `interface DefaultTheme extends Theme {}` is how a module augmentation adopts a type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Tests and the remotes' test kit read arbitrary JSON bodies.
    files: TESTS.concat('packages/remote-kit/src/test/**'),
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Browser tests wait for what a person would see (a role, a text, an announcement), never for a guessed time:
    // a fixed pause is too short on a loaded machine and wasted on an idle one.
    files: ['e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for a state of the page (locator.waitFor, expect.poll), not a time.' },
      ],
    },
  },
  {
    // STYLE.md: functions short enough to read without scrolling.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: TESTS,
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
);
