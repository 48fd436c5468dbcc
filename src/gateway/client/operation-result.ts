// An operation's answer as the browser's code wants it: the data, or an ApiError (the domain's error,
// so the error catalogue of product rules ‹Error catalogue› applies). One place for the rule, whichever screen or effect asks.
import { ApiError } from '../../domain/errors.ts';
import { toApiError } from './errors.ts';

/** An answer without the data it must carry (a mutation's result, a required object): a server fault, not a crash on undefined. */
export const emptyAnswerError = () => new ApiError({ status: 500, detail: 'Leere Antwort des Servers.' });

/** The data of an urql operation (the one result helper: writes go through src/app/write.ts, which throws
 * on its own); its error thrown as ApiError, an answer without data as emptyAnswerError. */
export async function requiredData<T>(op: { toPromise(): Promise<{ data?: T; error?: unknown }> }): Promise<T> {
  const result = await op.toPromise();
  if (result.error) throw toApiError(result.error);
  if (!result.data) throw emptyAnswerError();
  return result.data;
}
