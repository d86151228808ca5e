import { expect, type Page } from '@playwright/test';
import { hashSource } from '../../lib/security/prerendered-page-csp.mjs';

/** An HTML answer a page was given: how it was asked for, and the policies it came with. */
export interface DocumentAnswer {
  method: string;
  path: string;
  status: number;
  policies: string[];
  html: string;
}

/**
 * Collects every HTML document `page` is answered with (each navigation, each form posted without
 * scripts). Call the result once the page is done, to have them all.
 */
export function watchDocuments(page: Page): () => Promise<DocumentAnswer[]> {
  const answers: Promise<DocumentAnswer>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || (response.status() >= 300 && response.status() < 400)) return;
    answers.push(
      (async () => ({
        method: request.method(),
        path: new URL(response.url()).pathname,
        status: response.status(),
        policies: (await response.headersArray())
          .filter((header) => header.name.toLowerCase() === 'content-security-policy')
          .map((header) => header.value),
        html: await response.text(),
      }))(),
    );
  });
  return () => Promise.all(answers);
}

const scriptSources = (policy: string) =>
  (policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '').trim().split(/\s+/);

/**
 * The answer carries the site's policy, once, and it allows each inline script of the page: by
 * its hash, or by the nonce the script carries.
 */
export function expectSitePolicy(answer: DocumentAnswer) {
  const label = `${answer.method} ${answer.path}`;
  expect(answer.policies, label).toHaveLength(1);
  const policy = answer.policies[0] ?? '';
  expect(policy, label).toMatch(/^default-src 'none';/);
  const allowed = new Set(scriptSources(policy));
  for (const match of answer.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || /\stype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue;
    const nonce = /\snonce="([^"]+)"/i.exec(attributes)?.[1];
    const byNonce = nonce !== undefined && allowed.has(`'nonce-${nonce}'`);
    expect(byNonce || allowed.has(hashSource(text)), `${label}: inline script ${text.slice(0, 60)}`).toBe(true);
  }
}
