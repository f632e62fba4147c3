import { apiErrorCode, useApiErrorText } from '../../../../lib/api-errors';
import { toast } from '../../../../lib/toast';

/**
 * The words for a refused move, shown above its form. When the return had already moved on
 * (another admin, another tab) the page reloads it and that form goes away: the words go to a
 * toast too, so the admin still reads why.
 */
export function useReturnFailure() {
  const { errorText } = useApiErrorText();
  return (failure: unknown, overrides: Record<string, string> = {}): string => {
    const code = apiErrorCode(failure);
    const text = (code && overrides[code]) || errorText(failure, 'admin.returns.failed');
    if (code === 'RETURN_MOVE_NOT_ALLOWED') toast.error(text);
    return text;
  };
}
