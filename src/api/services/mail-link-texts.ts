// The texts around a single-use link sent by mail, shared by the password reset and the e-mail
// verification so both mails and both error answers read alike.
export const MAIL_LINK_TEXTS = {
  /** Closing line of the mail. */
  notRequested: 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  /** A token the body's schema already rejects (missing or malformed). */
  malformed: 'Der Link ist ungültig oder abgelaufen.',
  /** A well-formed token that is unknown, used up or expired. */
  invalid: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
} as const;
