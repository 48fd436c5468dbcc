// A failed load of a page's main data: the server's message in German, or the not-found test.
import type { CombinedError } from 'urql';
import { noticeFromError } from '../../../domain/errors.ts';
import { toApiError } from '../../../gateway/client/errors.ts';
import { Notice } from '../../ui/Notice.tsx';

export const isNotFound = (error: CombinedError | undefined) => !!error && toApiError(error).status === 404;

export function LoadFailed({ error, title }: { error: CombinedError; title: string }) {
  const notice = noticeFromError(toApiError(error), title);
  return (
    <Notice kind="error" title={title}>
      {notice?.message}
    </Notice>
  );
}
