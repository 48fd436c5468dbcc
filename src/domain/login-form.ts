// Login form rule (product rules ‹Login›, ‹Validation rules›): 'Einloggen' is enabled only when e-mail and password are non-empty.
export const loginReady = (email: string, password: string): boolean => email.trim() !== '' && password !== '';
