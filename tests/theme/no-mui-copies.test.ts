// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectFiles } from '../support/project-files';

const source = ['app', 'components', 'lib', 'store'];

/*
 * MUI draws interactive components (buttons, dialogs, menus, inputs) and CSS Modules draw
 * server-rendered layout; a stylesheet redrawing MUI's Button, IconButton or Paper would be a
 * second copy of its look to keep in step with the theme.
 */
describe('no CSS copy of an MUI component', () => {
  it('leaves the old button stylesheet unused', () => {
    // By the alias or a relative path, from a component or a stylesheet's `composes`.
    const files = projectFiles(source, /\.(?:tsx?|css)$/);
    const importers = files.filter((file) =>
      /['"][^'"]*theme\/button\.module\.css['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });

  it('has no CSS Module class named after an MUI button or surface', () => {
    const copies = projectFiles(['app', 'components'], /\.module\.css$/).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/\.(button|iconButton|textButton|paper|outlined|contained)(?![\w-])/g),
      ].map(([match]) => `${file}: ${match}`),
    );
    expect(copies).toEqual([]);
  });
});
