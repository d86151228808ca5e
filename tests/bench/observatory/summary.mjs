// The Observatory's score from its test results, added up the way its own scanner does
// (src/scanner/index.js of @mdn/mdn-http-observatory): start from 100, add every modifier, but
// count the bonuses only when the score without them already reaches the extra-credit line (90).
// Kept apart from the scorer so that it can be tested without installing it.

/** The scanner's MINIMUM_SCORE_FOR_EXTRA_CREDIT; the child checks it against the installed scorer. */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/**
 * @param {{ test: string, result: string | null, modifier: number }[]} outcomes one per test
 * @param {(score: number) => { score: number, grade: string }} gradeForScore the scorer's getGradeForScore
 */
export function summariseScore(outcomes, gradeForScore, minimumForExtraCredit = MINIMUM_SCORE_FOR_EXTRA_CREDIT) {
  // A test with no result was not applicable and is skipped, as the scanner does.
  const scored = outcomes.filter((outcome) => outcome.result);
  const costs = scored.filter((outcome) => outcome.modifier < 0);
  const bonuses = scored.filter((outcome) => outcome.modifier > 0);
  const withoutBonuses = 100 + costs.reduce((sum, outcome) => sum + outcome.modifier, 0);
  const bonusesCount = withoutBonuses >= minimumForExtraCredit;
  const withBonuses = withoutBonuses + bonuses.reduce((sum, outcome) => sum + outcome.modifier, 0);
  const { score, grade } = gradeForScore(bonusesCount ? withBonuses : withoutBonuses);
  return { score, grade, costs, bonuses, bonusesCount };
}
