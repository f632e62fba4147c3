import { apiErrorCode, useApiErrorText } from '../../../../lib/api-errors';
import { toast } from '../../../../lib/toast';

/**
 * The words for a refused answer, shown above its form. When another member resolved the complaint
 * meanwhile the page reloads it and the forms go away: the words go to a toast too.
 */
export function useComplaintFailure() {
  const { errorText } = useApiErrorText();
  return (failure: unknown): string => {
    const text = errorText(failure, 'admin.complaints.failed');
    if (apiErrorCode(failure) === 'COMPLAINT_CLOSED') toast.error(text);
    return text;
  };
}
