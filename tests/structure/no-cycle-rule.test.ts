// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const FIXTURE = 'tests/structure/cycle-fixture';
const ERROR = 2;

describe('the lint rule against import cycles', () => {
  it("is on for the site's code", async () => {
    for (const file of ['lib/news/edition.ts', 'components/news/use-reader-url.ts', 'app/layout.tsx', 'proxy.ts']) {
      const config = (await new ESLint().calculateConfigForFile(file)) as { rules: Record<string, unknown[]> };
      expect(config.rules['import/no-cycle']?.[0], file).toBe(ERROR);
    }
  });

  it('reports two modules that import each other', async () => {
    // The fixture is ignored by `npm run lint` (it is a cycle on purpose), so not here.
    const results = await new ESLint({ ignore: false }).lintFiles([`${FIXTURE}/ping.ts`, `${FIXTURE}/pong.ts`]);
    expect(results.map(({ messages }) => messages.map(({ ruleId }) => ruleId))).toEqual([
      ['import/no-cycle'],
      ['import/no-cycle'],
    ]);
  }, 60_000);
});
