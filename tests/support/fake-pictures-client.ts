import { vi } from 'vitest';
import type { UploadedPicture } from '@/lib/pictures/types';

/**
 * A stand-in for lib/pictures/pictures-client. Use with
 * `vi.mock('@/lib/pictures/pictures-client', () => import('../support/fake-pictures-client'))`
 * and make `uploadPicture` answer or throw as the test needs.
 */
export class PictureUploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Picture upload: ${status} ${code}`);
  }
}

export const uploadPicture = vi.fn<(idToken: string, file: Blob) => Promise<UploadedPicture>>(async () => ({
  src: '/api/pictures/p1.jpg',
  width: 1200,
  height: 800,
}));
