// Password rules shared by the reset form, the user form and the server. Messages are German.
export const MIN_PASSWORD_LENGTH = 8;

export function passwordProblems(password: string, context: { username?: string; email?: string } = {}): string[] {
  const problems: string[] = [];
  if (!password) return [PASSWORD_REQUIRED];
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(`Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`);
  }
  if (/^\d+$/.test(password)) problems.push('Das Passwort darf nicht nur aus Ziffern bestehen.');
  const lower = password.toLowerCase();
  const similar = [context.username, context.email?.split('@')[0]].filter((s): s is string => !!s && s.length >= 3);
  if (similar.some((s) => lower === s.toLowerCase())) {
    problems.push('Das Passwort darf nicht dem Benutzernamen oder der E-Mail-Adresse entsprechen.');
  }
  return problems;
}

export const PASSWORD_REQUIRED = 'Geben Sie ein Passwort ein.';
export const PASSWORD_MISMATCH = 'Die Passwörter sind nicht identisch.';

/** The password + confirmation pair of the user and reset forms (product rules ‹Validation rules›): one message per field. */
export function passwordPairErrors(password: string, confirmation: string): { password?: string; confirmation?: string } {
  return {
    ...(password === '' ? { password: PASSWORD_REQUIRED } : {}),
    ...(confirmation !== password ? { confirmation: PASSWORD_MISMATCH } : {}),
  };
}
