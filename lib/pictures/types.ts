/** An uploaded picture, ready for a post's body. */
export interface UploadedPicture {
  /** Our own address of the picture, e.g. /api/pictures/<id>.jpg. */
  src: string;
  width: number;
  height: number;
}
