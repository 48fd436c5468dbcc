// Length limits of free texts, one source for the server's request schemas and the forms that
// check them before sending (a 300-character name is refused where it is typed, in German).
export const TEXT_LIMITS = {
  /** Names of farms, locations, sites, associations, evaluations, groups and filters. */
  name: 200,
  /** Farm, site and association numbers. */
  number: 30,
  comment: 2000,
  email: 254,
  username: 150,
  password: 128,
  /** First and last name of a user. */
  personName: 150,
} as const;

export const tooLongMessage = (max: number) => `Höchstens ${max} Zeichen.`;

/** The message for a text longer than `max` once trimmed (the server trims too), else null. */
export const textTooLong = (value: string, max: number, message = tooLongMessage(max)) => (value.trim().length > max ? message : null);
