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
    // The one place that wraps the untyped hooks.
    files: ['store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
]);
