import { expect, type Page } from '@playwright/test';

/** An HTML answer a page was given: how it was asked for, and the policies it came with. */
export interface DocumentAnswer {
  method: string;
  path: string;
  policies: string[];
}

/**
 * Collects every HTML document `page` is answered with (each navigation, each form posted without
 * scripts). Call the result once the page is done, to have them all. Only headers are kept: a
 * streamed page's body is gone once the test moves on.
 */
export function watchDocuments(page: Page): () => Promise<DocumentAnswer[]> {
  const answers: Promise<DocumentAnswer>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || (response.status() >= 300 && response.status() < 400)) return;
    answers.push(
      response.headersArray().then((headers) => ({
        method: request.method(),
        path: new URL(response.url()).pathname,
        policies: headers
          .filter((header) => header.name.toLowerCase() === 'content-security-policy')
          .map((header) => header.value),
      })),
    );
  });
  return () => Promise.all(answers);
}

const scriptSources = (policy: string) =>
  (policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '').trim().split(/\s+/);

/**
 * The answer carries the site's policy, once: a page kept from the build allows its inline
 * scripts by hash, a page rendered for this request (a form's answer) by this request's nonce.
 */
export function expectSitePolicy(answer: DocumentAnswer) {
  const label = `${answer.method} ${answer.path}`;
  expect(answer.policies, label).toHaveLength(1);
  const policy = answer.policies[0] ?? '';
  expect(policy, label).toMatch(/^default-src 'none';/);
  expect(policy, label).toContain("form-action 'self'");
  const sources = scriptSources(policy);
  expect(sources[1], label).toBe("'self'");
  if (answer.method === 'POST')
    expect(
      sources.some((source) => source.startsWith("'nonce-")),
      label,
    ).toBe(true);
  else
    expect(
      sources.some((source) => source.startsWith("'sha256-")),
      label,
    ).toBe(true);
}
