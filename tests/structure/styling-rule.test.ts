// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** What `npm run lint` says of this component, written at `file`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.message);
}

const styled = (text: string) => expect.arrayContaining([expect.stringContaining(text)]);

describe('the lint rule of one styling language', () => {
  it('refuses sx, Emotion and MUI layout components in components and pages', async () => {
    expect(
      await lint(
        'components/example/box.tsx',
        "import Box from '@mui/material/Box';\nexport const A = () => <Box />;\n",
      ),
    ).toEqual(styled("not MUI's Box"));
    expect(
      await lint(
        'app/[locale]/example/page.tsx',
        "import Button from '@mui/material/Button';\nexport default function P() { return <Button sx={{ p: 1 }} />; }\n",
      ),
    ).toEqual(styled('give the element a CSS Module class'));
    expect(
      await lint(
        'components/example/styled.tsx',
        "import { styled } from '@mui/material/styles';\nexport const A = styled('div')({});\n",
      ),
    ).toEqual(styled('not Emotion'));
    expect(
      await lint(
        'components/example/emotion.tsx',
        "import styled from '@emotion/styled';\nexport const A = styled.div``;\n",
      ),
    ).toEqual(styled('not Emotion'));
  }, 60_000);

  it('lets a component use MUI for behaviour, styled by a module class', async () => {
    const code =
      "import Button from '@mui/material/Button';\nimport styles from './a.module.css';\nexport const A = () => <Button className={styles.a}>Go</Button>;\n";
    expect(await lint('components/example/action.tsx', code)).toEqual([]);
  }, 60_000);

  it("draws the site's icons from its sprite; only the team's on-demand workspace may import MUI's", async () => {
    const code = "import SearchIcon from '@mui/icons-material/Search';\nexport const A = () => <SearchIcon />;\n";
    expect(await lint('components/news/example.tsx', code)).toEqual(styled("from the site's sprite"));
    expect(await lint('app/[locale]/example/page.tsx', code)).toEqual(styled("from the site's sprite"));
    expect(await lint('components/team/posts/example.tsx', code)).toEqual([]);
    // The team's files keep the rest of the rule.
    expect(
      await lint(
        'components/team/example.tsx',
        "import Box from '@mui/material/Box';\nexport const A = () => <Box />;\n",
      ),
    ).toEqual(styled("not MUI's Box"));
  }, 60_000);
});
