// One lint config for the whole workspace. Besides the usual rules it enforces the architecture's
// boundaries (STYLE.md habit 6), so they are kept by a tool rather than by memory.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const engineCore = [
  'packages/statradar/src/index.ts',
  'packages/statradar/src/model/**',
  'packages/statradar/src/geometry/**',
  'packages/statradar/src/color/**',
  'packages/statradar/src/scene/**',
  'packages/statradar/src/svg/**',
];

const ourCode = ['app', 'app/*', '../app/*', 'local-supabase', '@supabase/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'app/dist*/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      '.vitest-results/**',
      'bench-results/**',
      'examples/**/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/src/**/*.{ts,tsx}', 'packages/statradar/src/react/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The engine depends on nothing of ours.
    files: ['packages/statradar/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ourCode, message: 'The engine must not depend on the app or the backend.' }] },
      ],
    },
  },
  {
    // The pure core runs in Node and workers: no DOM, no Konva, no React.
    files: engineCore,
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ourCode, message: 'The engine must not depend on the app or the backend.' },
            {
              group: [
                'react',
                'react-dom',
                'react-konva',
                'konva',
                'konva/*',
                '../konva/*',
                '../react/*',
                '../node/*',
              ],
              message:
                'The core entry has no DOM, Konva or React: put renderer code under src/konva, src/react or src/node.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
    },
  },
  {
    // Only app/src/data touches supabase-js and browser storage; only the markdown module makes HTML.
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@supabase/supabase-js', message: 'Only app/src/data may import supabase-js.' },
            {
              name: 'statradar/konva',
              message:
                "The app draws interactive charts through 'statradar/react' (issue 3), as a React embedder does.",
            },
          ],
          patterns: [
            {
              group: ['**/packages/statradar/**'],
              message: "Import the engine by its public name: 'statradar'.",
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Only app/src/data may touch localStorage.' },
        { name: 'sessionStorage', message: 'Only app/src/data may touch sessionStorage.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Only app/src/data may touch localStorage.' },
        {
          object: 'window',
          property: 'sessionStorage',
          message: 'Only app/src/data may touch sessionStorage.',
        },
      ],
    },
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/features/markdown/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Only the markdown module (app/src/features/markdown) may inject HTML, always through DOMPurify.',
        },
        {
          selector: 'ImportDeclaration[source.value=/^(dompurify|marked)$/]',
          message: 'Only the markdown module (app/src/features/markdown) renders markdown.',
        },
      ],
    },
  },
);
