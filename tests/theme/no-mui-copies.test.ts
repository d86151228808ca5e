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
 * MUI draws interactive components (buttons, dialogs, menus, inputs) and CSS Modules draw
 * everything else over the theme's variables (docs/decisions/styles.md); a stylesheet redrawing
 * MUI's Button, Paper, Card or Typography would be a second copy of its look to keep in step with
 * the theme. Text takes its type from the elements' defaults in app/globals.css instead.
 */
describe('no CSS copy of an MUI component', () => {
  it('leaves the old button stylesheet unused', () => {
    expect(importersOf('button.module.css')).toEqual([]);
  });

  it('has no copy of Typography or Paper, and nothing that reads one', () => {
    expect([...importersOf('typography.module.css'), ...importersOf('surface.module.css')]).toEqual([]);
    expect(existsSync('components/theme/typography.module.css')).toBe(false);
    expect(existsSync('components/theme/surface.module.css')).toBe(false);
  });

  it('has no CSS Module class named after an MUI component or text variant', () => {
    const named =
      /\.(button|iconButton|textButton|paper|outlined|contained|card|cardContent|typography|chip|divider|body[12]|subtitle[12]|caption|overline|h[1-6])(?![\w-])/g;
    const copies = projectFiles(['app', 'components'], /\.module\.css$/)
      .filter((file) => !file.startsWith('components/theme/'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(named)].map(([match]) => `${file}: ${match}`));
    expect(copies).toEqual([]);
  });
});
