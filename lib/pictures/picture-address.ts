/** A stored picture's name: the first 32 hex digits of its SHA-256, and `.jpg`. Nothing else is served. */
export const PICTURE_NAME_PATTERN = /^[0-9a-f]{32}\.jpg$/;

export const PICTURES_PATH = '/api/pictures';

/** Our own address of a stored picture, as a post's body and its link preview use it. */
export const pictureAddress = (name: string) => `${PICTURES_PATH}/${name}`;
