import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

/** MUI components that only lay out or decorate: a plain element with a module class instead. */
const LAYOUT_COMPONENTS = [
  'Box',
  'Stack',
  'Grid',
  'Container',
  'Typography',
  'Paper',
  'Card',
  'CardContent',
  'CardActions',
  'CardMedia',
  'Divider',
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TableRow',
];

/** Imports the site's own code may not use: whole packages, untyped hooks, a second styling language. */
const SITE_RESTRICTED_PATHS = [
  { name: '@mui/material', message: "Import by path, e.g. '@mui/material/Button'." },
  { name: '@mui/icons-material', message: "Import by path, e.g. '@mui/icons-material/Home'." },
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use the typed hooks from store/hooks.',
  },
  {
    name: '@mui/material/styles',
    importNames: ['styled', 'SxProps', 'css', 'keyframes'],
    message: 'One styling language: a CSS Module, not Emotion (docs/decisions/styles.md).',
  },
  {
    name: '@mui/system',
    message: 'One styling language: a CSS Module, not Emotion (docs/decisions/styles.md).',
  },
  {
    name: '@emotion/styled',
    message: 'One styling language: a CSS Module, not Emotion (docs/decisions/styles.md).',
  },
  {
    name: '@emotion/react',
    importNames: ['css', 'Global', 'keyframes'],
    message: 'One styling language: a CSS Module, not Emotion (docs/decisions/styles.md).',
  },
  ...LAYOUT_COMPONENTS.map((name) => ({
    name: `@mui/material/${name}`,
    message: `One styling language: a plain element with a CSS Module class, not MUI's ${name} (docs/decisions/styles.md).`,
  })),
];

/**
 * The site's icons are symbols of one sprite (components/icons, docs/decisions/icons-and-chunks.md):
 * an icon from @mui/icons-material carries its shape, and MUI's SvgIcon, in the page's scripts.
 */
const SPRITE_ICONS_ONLY = {
  group: ['@mui/icons-material/*'],
  message: "Draw the icon from the site's sprite: <SiteIcon name=… /> (docs/decisions/icons-and-chunks.md).",
};

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
    // One styling language (docs/decisions/styles.md): CSS Modules over MUI's theme variables.
    // MUI components are for behaviour; layout and text are plain elements with a module's class.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='sx']",
          message: 'One styling language: give the element a CSS Module class (docs/decisions/styles.md).',
        },
      ],
      'no-restricted-imports': ['error', { paths: SITE_RESTRICTED_PATHS, patterns: [SPRITE_ICONS_ONLY] }],
    },
  },
  {
    // The team's post editor loads on demand, for the team only: its toolbar keeps MUI's icons
    // rather than put their shapes in the sprite every visitor fetches.
    files: ['components/team/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: SITE_RESTRICTED_PATHS }] },
  },
  {
    // The one place that wraps the untyped hooks.
    files: ['store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
]);
