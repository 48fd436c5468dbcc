// Login form rule (spec 1 §2, §5): 'Einloggen' is enabled only when e-mail and password are non-empty.
export const loginReady = (email: string, password: string): boolean => email.trim() !== '' && password !== '';
