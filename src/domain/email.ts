// The e-mail address rule of the reset form (product rules ‹Validation rules›): the pattern zod's `z.email()` checks on the
// server, which the gateway's input scalar enforces too. The browser checks it before sending, so the
// German message reaches the field instead of the gateway's English scalar error.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_INVALID = 'Geben Sie eine gültige E-Mail-Adresse ein.';

export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value.trim());
