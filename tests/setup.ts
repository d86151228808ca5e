import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Tests in the node environment have no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// In the browser, a client component holds only a reference to a server action ('use server'), not
// its server code. A component test gets the same: nothing here calls them (scripts send the
// forms themselves); tests of the actions' logic import lib/forms/form-post.ts and friends.
const calledInATest = () => Promise.reject(new Error('A server action, called in a component test'));
vi.mock('@/lib/privacy/form-actions', () => ({ postForm: vi.fn(calledInATest) }));
vi.mock('@/lib/complaints/status-actions', () => ({ postComplaintStatus: vi.fn(calledInATest) }));
