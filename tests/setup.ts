import { afterEach, vi } from 'vitest';

// The DOM's helpers load only where there is a DOM: most files run in the node environment, and
// loading React DOM and the matchers for each of them costs the run about half a minute.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}

// In the browser, a client component holds only a reference to a server action ('use server'), not
// its server code. A component test gets the same: nothing here calls them (scripts send the
// forms themselves); tests of the actions' logic import lib/forms/form-post.ts and friends.
const calledInATest = () => Promise.reject(new Error('A server action, called in a component test'));
vi.mock('@/lib/privacy/form-actions', () => ({ postForm: vi.fn(calledInATest) }));
vi.mock('@/lib/complaints/status-actions', () => ({ postComplaintStatus: vi.fn(calledInATest) }));
