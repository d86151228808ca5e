import 'server-only';
import { openFileStore } from '@/lib/storage';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canWritePosts } from '@/lib/team/roles';
import type { PictureName } from './picture-address';
import { pictureVariants, storedPictureOf } from './picture-variants';
import { processPicture } from './process-picture';
import { acceptPictureUpload } from './upload';

const PICTURES_FOLDER = 'pictures';

/** POST /api/team/pictures: a post writer's upload, processed and stored with its narrower copies. */
export const uploadTeamPicture = (request: Request, idToken: string | null) =>
  acceptPictureUpload(request, idToken, {
    checkMember: (token) => checkMember(token, canWritePosts),
    process: processPicture,
    variants: pictureVariants,
    store: openFileStore(PICTURES_FOLDER),
  });

/** A stored picture, or one of its offered widths (a name checked by parsePictureName), or null. */
export const storedPicture = (picture: PictureName) => storedPictureOf(openFileStore(PICTURES_FOLDER), picture);
