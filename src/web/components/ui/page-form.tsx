import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BACK_FIELD } from '#shared/page-forms';

type PageFormProps = {
  action: string;
  method?: 'get' | 'post';
  /** Hidden fields; undefined ones are left out. */
  fields: Record<string, string | number | undefined>;
  /** For buttons and inputs elsewhere on the page that name it (`form=`). */
  id?: string;
  children?: ReactNode;
};

/**
 * A button's plain form (docs/decisions/022): what a tap sends the server before the page's
 * scripts run or without them, with the page to come back to. Its buttons call
 * `event.preventDefault()` and act through the API once the scripts run. It takes no room.
 */
export function PageForm({ action, method = 'post', fields, id, children }: PageFormProps) {
  const { pathname, search } = useLocation();
  return (
    <form id={id} method={method} action={action} className="contents">
      {Object.entries(fields).map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      {method === 'post' && <input type="hidden" name={BACK_FIELD} value={pathname + search} />}
      {children}
    </form>
  );
}
