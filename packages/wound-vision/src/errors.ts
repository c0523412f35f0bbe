/**
 * A problem with the caller's input (the photo or the mask), with a stable code and the HTTP
 * status a server should answer with. Anything else thrown by the engine is our fault.
 */
export type ImageErrorCode =
  | 'EMPTY_FILE'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_IMAGE'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_TOO_SMALL'
  | 'IMPLAUSIBLE_IMAGE'
  | 'TRUNCATED_IMAGE'
  | 'CORRUPT_IMAGE'
  | 'MASK_SIZE_MISMATCH'
  | 'INVALID_OPTION';

const STATUS: Record<ImageErrorCode, number> = {
  EMPTY_FILE: 400,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_IMAGE: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TOO_SMALL: 422,
  IMPLAUSIBLE_IMAGE: 422,
  TRUNCATED_IMAGE: 422,
  CORRUPT_IMAGE: 422,
  MASK_SIZE_MISMATCH: 422,
  INVALID_OPTION: 400,
};

export class ImageInputError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: ImageErrorCode, message: string) {
    super(message);
    this.name = 'ImageInputError';
    this.code = code;
    this.status = STATUS[code];
  }
}
