// The 401 answers of the session checks that more than one place gives, each text once with its code.
import { unauthorized } from '../http/errors.ts';

export const userInactive = () => unauthorized('Benutzer ist inaktiv oder existiert nicht.', 'user_inactive');
/** A refresh token this server never issued (or whose row is gone). */
export const refreshTokenInvalid = () => unauthorized('Refresh-Token ist ungültig.', 'token_not_valid');
/** A refresh token that was already rotated or revoked. */
export const refreshTokenUsed = () => unauthorized('Refresh-Token wurde bereits verwendet.', 'token_not_valid');
