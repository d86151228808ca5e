// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cyclesOf, describeCycles, libFolderGraph } from './folder-graph';
import { codeFiles } from '../support/project-files';

describe('the folders of lib/', () => {
  it('are checked by a search that finds cycles (so the check below can fail)', () => {
    const graph = new Map([
      ['news', ['i18n']],
      ['i18n', ['text']],
      ['text', ['news']],
      ['forms', ['news']],
    ]);
    expect(cyclesOf(graph)).toEqual([['i18n', 'news', 'text']]);
    expect(cyclesOf(new Map([['news', ['i18n']]]))).toEqual([]);
  });

  it('depend on one another in one direction only, types included', () => {
    const graph = libFolderGraph(codeFiles(['lib']));
    // It looks at something: news alone depends on several folders.
    expect(graph.edges.get('news')?.size).toBeGreaterThan(2);
    expect(describeCycles(graph)).toEqual([]);
  });
});
