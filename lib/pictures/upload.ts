import type { UploadedPicture } from '@/lib/pictures/types';
import type { FileStore } from '@/lib/storage/types';
import type { MemberRefusal } from '@/lib/team/authorised-member';
import { pictureAddress } from './picture-address';
import { PictureRefusedError, type PictureRefusal, type ProcessedPicture } from './process-picture';
import { readPictureUpload, type UploadReadRefusal } from './read-upload';

export interface PictureUploadDeps {
  /** The caller's team record checked (lib/team/authorised-member.ts), for a role that writes posts. */
  checkMember: (idToken: string | null) => Promise<{ ok: true } | { ok: false; code: MemberRefusal }>;
  process: (bytes: Uint8Array) => Promise<ProcessedPicture>;
  /** The picture's narrower copies, for pages to offer in the widths they show (./picture-variants.ts). */
  variants: (picture: ProcessedPicture) => Promise<{ name: string; bytes: Uint8Array }[]>;
  store: FileStore;
}

export type PictureUploadRefusal = MemberRefusal | UploadReadRefusal | PictureRefusal;
export type PictureUploadResult = { ok: true; picture: UploadedPicture } | { ok: false; code: PictureUploadRefusal };

/** How the upload route answers each refusal. */
export const PICTURE_UPLOAD_STATUS: Record<PictureUploadRefusal, number> = {
  unauthenticated: 401,
  forbidden: 403,
  invalid: 400,
  tooLarge: 413,
  tooManyPixels: 413,
  unsupportedType: 415,
};

/**
 * A team member's picture for a post: the caller is checked before a byte of the upload is read;
 * the picture is made fit for a post (./process-picture.ts) and stored under its content's hash,
 * once however often it is uploaded, with its narrower copies beside it.
 */
export async function acceptPictureUpload(
  request: Request,
  idToken: string | null,
  deps: PictureUploadDeps,
): Promise<PictureUploadResult> {
  const member = await deps.checkMember(idToken);
  if (!member.ok) return member;
  const upload = await readPictureUpload(request);
  if (!upload.ok) return upload;
  let picture: ProcessedPicture;
  try {
    picture = await deps.process(upload.bytes);
  } catch (error) {
    if (error instanceof PictureRefusedError) return { ok: false, code: error.code };
    throw error;
  }
  if (!(await deps.store.exists(picture.name))) {
    // The copies first: once the original is found, so are they (a page offers both at once).
    const variants = await deps.variants(picture);
    await Promise.all(variants.map((variant) => deps.store.put(variant.name, variant.bytes, picture.contentType)));
    await deps.store.put(picture.name, picture.bytes, picture.contentType);
  }
  const { width, height } = picture;
  return { ok: true, picture: { src: pictureAddress(picture.name), width, height } };
}
