/**
 * An entry's action, entity and field names in the reader's language where the catalogue has
 * them ('Price' / 'দাম'); a route-level entry's own names ('contact-messages.handled.put') as
 * they are.
 */
import { useI18n } from '../../../../lib/i18n';

export function useActivityWords() {
  const { message } = useI18n();
  const word = (kind: 'action' | 'entity' | 'field', name: string) => {
    const key = `admin.activity.${kind}.${name}`;
    const found = message(key);
    return found === key ? name : found;
  };
  return {
    action: (name: string) => word('action', name),
    entity: (name: string) => word('entity', name),
    field: (name: string) => word('field', name),
  };
}
