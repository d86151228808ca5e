// Child process of tests/bench/observatory.mjs: scores each path with the Observatory's scorer and
// sends the results to the parent over IPC. A separate process because the TLS front's certificate
// can only be trusted through NODE_EXTRA_CA_CERTS, which Node reads when a process starts.
// Arguments: one JSON object { hostname, httpPort, httpsPort, paths }.
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT as SCANNER_MINIMUM } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT, summariseScore } from './summary.mjs';

if (SCANNER_MINIMUM !== MINIMUM_SCORE_FOR_EXTRA_CREDIT) {
  throw new Error(`The scorer's extra-credit line is now ${SCANNER_MINIMUM}; update summary.mjs.`);
}

/** Scores one path; the checks before the tests are the scanner's (the site must answer, with 2xx, 3xx, 401 or 403). */
async function scorePath(hostname, httpPort, httpsPort, path) {
  // The scanner's own scan() drops its options, so ports and path are given to retrieve() here.
  const requests = await retrieve(hostname, { httpPort, httpsPort, path });
  const answer = requests.responses.auto;
  if (!answer) return { path, error: 'the site did not answer' };
  if (answer.status < 200 || (answer.status >= 400 && ![401, 403].includes(answer.status))) {
    return { path, error: `unexpected HTTP status ${answer.status}` };
  }
  const outcomes = ALL_TESTS.map((test) => {
    const output = test(requests);
    return { test: output.constructor.name, result: output.result, modifier: getScoreModifier(output.result) };
  });
  return { path, ...summariseScore(outcomes, getGradeForScore) };
}

const { hostname, httpPort, httpsPort, paths } = JSON.parse(process.argv[2] ?? '{}');
const results = [];
for (const path of paths) {
  try {
    results.push(await scorePath(hostname, httpPort, httpsPort, path));
  } catch (error) {
    results.push({ path, error: error instanceof Error ? error.message : String(error) });
  }
}
process.send?.(results);
