import 'server-only';
import { openFileStore } from '@/lib/storage';
import { checkMember } from '@/lib/team/authorised-member-service';
import { canWritePosts } from '@/lib/team/roles';
import { processPicture } from './process-picture';
import { acceptPictureUpload } from './upload';

const PICTURES_FOLDER = 'pictures';

/** POST /api/team/pictures: a post writer's upload, processed and stored. */
export const uploadTeamPicture = (request: Request, idToken: string | null) =>
  acceptPictureUpload(request, idToken, {
    checkMember: (token) => checkMember(token, canWritePosts),
    process: processPicture,
    store: openFileStore(PICTURES_FOLDER),
  });

/** A stored picture by its name (already checked against PICTURE_NAME_PATTERN), or null. */
export const storedPicture = (name: string) => openFileStore(PICTURES_FOLDER).get(name);
