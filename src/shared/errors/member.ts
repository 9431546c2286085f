// Stable machine codes of what a member writes to and reads from the operator: the inbox and feedback.
// Apart from general.ts so the first page's chunk, which needs only the platform and account codes, does
// not carry them: only their lazy screens (and the server) import this module. The app translates each.
/** The member's inbox (INBOX3) and operators' messages. */
export const INBOX_CODES = {
  /** 404: no such message for this member (never sent to them, or deleted). */
  unknown: 'inbox.unknown',
  /** 404 (operators): accounts that are not members of the merchant (none was sent). */
  memberUnknown: 'inbox.member.unknown',
  /** 400 (operators): the audience and the account(s) do not match (one `account`, a list `accounts`, or neither for all). */
  audienceInvalid: 'inbox.audience.invalid',
  /** 400 (operators): nothing is left of the message once its HTML is sanitised. */
  bodyEmpty: 'inbox.body.empty',
} as const;

/** Member feedback (FEEDBACK3). */
export const FEEDBACK_CODES = {
  /** 400: the text is shorter or longer than the bounds, or the type unknown. */
  textInvalid: 'feedback.text.invalid',
  /** 400: a file that is not a PNG or JPEG image (checked by its bytes, not its name or type). */
  imageInvalid: 'feedback.image.invalid',
  /** 413: an image above 5 MB (or a body above three of them). */
  imageTooLarge: 'feedback.image.size',
  /** 400: more than 3 images. */
  tooManyImages: 'feedback.image.count',
  /** 507: the merchant's image storage is full: send the feedback without images. */
  storageFull: 'feedback.storage.full',
  /** 409: the member's own stored images reached FEEDBACK_MEMBER_STORAGE_MAX_BYTES: send it without images. */
  memberStorageFull: 'feedback.storage.member',
  /** 404: no such feedback of this member (or merchant), or no such image of it. */
  unknown: 'feedback.unknown',
} as const;
