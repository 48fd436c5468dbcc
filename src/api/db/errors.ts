// What the database's errors mean, the same on both drivers.

type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/**
 * PostgreSQL's unique_violation on this constraint (a farm number, a control field or a username that
 * exists already). Drivers and the ORM wrap the error, so code and constraint may sit on it or on a
 * cause a few levels down; some only name the constraint in the message.
 */
export const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const chain: DriverError[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 4; e = (e as DriverError).cause) chain.push(e as DriverError);
  const text = chain.map((e) => `${String(e.constraint ?? '')} ${String(e.message ?? '')}`).join(' ');
  return chain.some((e) => e.code === '23505') && text.includes(constraint);
};
