// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { theme, UNUSED_MUI_COMPONENTS } from '@/components/theme/theme';
import { projectFiles } from '../support/project-files';

/** The `--mui-…` variables MUI writes for the theme, in both color schemes. */
function variablesTheThemeWrites(): Set<string> {
  const text = JSON.stringify(theme.generateStyleSheets());
  return new Set(text.match(/--mui-[\w-]+/g));
}

describe('the theme as the one source of the styles’ values', () => {
  const written = variablesTheThemeWrites();
  // Every stylesheet of the site: the CSS Modules of components/ and app/, and app's global sheets.
  const files = projectFiles(['components', 'app'], /\.css$/);

  it('writes the variables the element defaults and the modules read', () => {
    for (const name of [
      '--mui-font-body2',
      '--mui-font-body2-hi',
      '--mui-font-h1-hi',
      '--mui-font-h3-hi',
      '--mui-font-overline-hi',
      '--mui-font-h1-leading-hi',
      '--mui-spacing',
    ]) {
      expect(written, name).toContain(name);
    }
  });

  it('is where every MUI variable a stylesheet reads comes from', () => {
    const unknown = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--mui-[\w-]+)/g)]
        .map(([, name]) => name as string)
        .filter((name) => !written.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('is never copied: no stylesheet of a component writes a color of its own', () => {
    const colors = files
      .filter((file) => file.endsWith('.module.css'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/#[0-9a-f]{3,8}\b|rgba?\(\s*\d/gi)].map(([c]) => `${file}: ${c}`),
      );
    expect(colors).toEqual([]);
  });

  it('leaves out the colours of the MUI components no file uses, and no file uses them', () => {
    for (const component of UNUSED_MUI_COMPONENTS) {
      expect(
        [...written].filter((name) => name.startsWith(`--mui-palette-${component}-`)),
        component,
      ).toEqual([]);
    }
    // Still written: those of a component the site does use; still not written: what MUI leaves out.
    expect(written).toContain('--mui-palette-Alert-errorColor');
    expect([...written].filter((name) => name.startsWith('--mui-breakpoints-'))).toEqual([]);
    // The MUI module each one comes from (a Step's parts come with Stepper or Step).
    const modules = /@mui\/material\/(AppBar|Avatar|FilledInput|LinearProgress|Slider|SpeedDial\w*|Step\w*|Tooltip)\b/;
    const users = projectFiles(['components', 'app', 'lib'], /\.tsx?$/).filter((file) => {
      const source = readFileSync(file, 'utf8');
      return modules.test(source) || /<(TextField|Select)\b[^>]*variant="filled"/.test(source);
    });
    expect(users).toEqual([]);
  });
});
