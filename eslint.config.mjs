import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // The bare comparison page's build (tests/bench/bare).
    'tests/bench/bare/.next/**',
    'tests/bench/bare/next-env.d.ts',
    // An import cycle on purpose, linted by tests/structure/no-cycle-rule.test.ts alone.
    'tests/structure/cycle-fixture/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Components are imported by path so that each page ships only what it uses.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material', message: "Import by path, e.g. '@mui/material/Button'." },
            { name: '@mui/icons-material', message: "Import by path, e.g. '@mui/icons-material/Home'." },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from store/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    // No module may import one that leads back to it (type-only imports are left out: they vanish
    // at run time). tests/structure/ shows the rule reports a cycle, and checks that the folders
    // of lib/ depend on one another in one direction only, types included.
    files: ['**/*.{js,mjs,ts,tsx}'],
    // A package's modules cannot lead back into the project; not parsing them keeps the rule cheap.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': 'error' },
  },
  {
    // The one place that wraps the untyped hooks.
    files: ['store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
]);
