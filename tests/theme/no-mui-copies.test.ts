// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectFiles } from '../support/project-files';

const source = ['app', 'components', 'lib', 'store'];

/** The project's files that name a stylesheet, by the alias or a relative path, from a component or a `composes`. */
const importersOf = (sheet: string) =>
  projectFiles(source, /\.(?:tsx?|css)$/).filter((file) =>
    new RegExp(`['"][^'"]*theme/${sheet.replace('.', '\\.')}['"]`).test(readFileSync(file, 'utf8')),
  );

/**
 * The news reader's sheets that still read the old copies of MUI's Typography and Paper: its move
 * to plain elements is its own change. When it lands this list is empty, and the two stylesheets
 * are deleted (the test below then holds them gone).
 */
const NOT_YET_MOVED = [
  'components/news/article-card.module.css',
  'components/news/article-view.tsx',
  'components/news/headline-strip.tsx',
  'components/news/top-headlines.module.css',
];

/**
 * MUI draws interactive components (buttons, dialogs, menus, inputs) and CSS Modules draw
 * everything else over the theme's variables (docs/decisions/styles.md); a stylesheet redrawing
 * MUI's Button, Paper, Card or Typography would be a second copy of its look to keep in step with
 * the theme. Text takes its type from the elements' defaults in app/globals.css instead.
 */
describe('no CSS copy of an MUI component', () => {
  it('leaves the old button stylesheet unused', () => {
    expect(importersOf('button.module.css')).toEqual([]);
  });

  it('has the copies of Typography and Paper read by nothing new, and gone once nothing reads them', () => {
    const importers = [...importersOf('typography.module.css'), ...importersOf('surface.module.css')];
    expect([...new Set(importers)].sort()).toEqual(NOT_YET_MOVED);
    if (NOT_YET_MOVED.length === 0) {
      expect(existsSync('components/theme/typography.module.css')).toBe(false);
      expect(existsSync('components/theme/surface.module.css')).toBe(false);
    }
  });

  it('has no CSS Module class named after an MUI component or text variant', () => {
    const named =
      /\.(button|iconButton|textButton|paper|outlined|contained|card|cardContent|typography|chip|divider|body[12]|subtitle[12]|caption|overline|h[1-6])(?![\w-])/g;
    const copies = projectFiles(['app', 'components'], /\.module\.css$/)
      .filter((file) => !NOT_YET_MOVED.includes(file) && !file.startsWith('components/theme/'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(named)].map(([match]) => `${file}: ${match}`));
    expect(copies).toEqual([]);
  });
});
