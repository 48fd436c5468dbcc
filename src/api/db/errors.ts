// What the database's errors mean, the same on both drivers.

/**
 * PostgreSQL's unique_violation on this constraint (a farm number or control field that exists
 * already). Drivers put code and constraint on the error or on its cause; some only name the
 * constraint in the message.
 */
export const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: { code?: unknown; constraint?: unknown; message?: unknown } };
  const code = e.code ?? e.cause?.code;
  const text = `${String(e.constraint ?? e.cause?.constraint ?? '')} ${String(e.message ?? '')} ${String(e.cause?.message ?? '')}`;
  return code === '23505' && text.includes(constraint);
};
