// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT, summariseScore, type TestOutcome } from './observatory/summary.mjs';

// Stands in for the scorer's getGradeForScore, which is not installed with the site: it records
// the score it was given so that the tests see exactly what was summed.
const gradeFor = (score: number) => ({ score, grade: `grade for ${score}` });

const outcome = (test: string, result: string | null, modifier: number): TestOutcome => ({ test, result, modifier });
const neutral = [
  outcome('cookies', 'cookies-not-found', 0),
  outcome('x-content-type-options', 'x-content-type-options-nosniff', 0),
  outcome('subresource-integrity', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0),
];

describe('summariseScore', () => {
  it('takes the costs from 100 (no CSP and no HSTS: 55)', () => {
    const summary = summariseScore(
      [
        outcome('content-security-policy', 'csp-not-implemented', -25),
        outcome('strict-transport-security', 'hsts-not-implemented', -20),
        ...neutral,
      ],
      gradeFor,
    );
    expect(summary.score).toBe(55);
    expect(summary.grade).toBe('grade for 55');
    expect(summary.costs.map((c) => c.result)).toEqual(['csp-not-implemented', 'hsts-not-implemented']);
    expect(summary.bonuses).toEqual([]);
  });

  it('adds the bonuses when the score without them reaches the extra-credit line', () => {
    const summary = summariseScore(
      [
        outcome('cookies', 'cookies-without-secure-flag-but-protected-by-hsts', -5),
        outcome('subresource-integrity', 'sri-not-implemented-but-external-scripts-loaded-securely', -5),
        outcome('cross-origin-resource-policy', 'corp-implemented-with-same-origin', 10),
        outcome('referrer-policy', 'referrer-policy-private', 5),
      ],
      gradeFor,
    );
    expect(MINIMUM_SCORE_FOR_EXTRA_CREDIT).toBe(90);
    expect(summary.bonusesCount).toBe(true);
    expect(summary.score).toBe(90 + 10 + 5);
    expect(summary.bonuses.map((b) => b.modifier)).toEqual([10, 5]);
  });

  it('leaves the bonuses out below the line, but still lists them', () => {
    const summary = summariseScore(
      [
        outcome('strict-transport-security', 'hsts-not-implemented', -20),
        outcome('cross-origin-resource-policy', 'corp-implemented-with-same-origin', 10),
      ],
      gradeFor,
    );
    expect(summary.bonusesCount).toBe(false);
    expect(summary.score).toBe(80);
    expect(summary.bonuses.map((b) => b.result)).toEqual(['corp-implemented-with-same-origin']);
  });

  it('skips tests that did not apply', () => {
    const summary = summariseScore([outcome('cookies', null, -40), ...neutral], gradeFor);
    expect(summary.score).toBe(100);
    expect(summary.costs).toEqual([]);
  });
});
