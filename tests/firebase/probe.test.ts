// @vitest-environment node
import { it, expect } from 'vitest';
import { DEFAULT_LOCAL_DB } from '../../scripts/local-database.mjs';
it('x', () => {
  expect(DEFAULT_LOCAL_DB.port).toBe(9000);
});
