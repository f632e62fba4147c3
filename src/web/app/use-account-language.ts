import { useEffect, useRef } from 'react';
import type { Language } from '#shared/i18n/languages';
import type { Account } from '#shared/schemas/account';
import { useSaveLanguage } from '../features/account/api/save-language';
import { useI18n } from '../lib/i18n';

/**
 * The account remembers the shopper's language (for e-mails and their other phones): signing in
 * adopts the saved one, or saves this browser's when there is none yet; switching while signed in
 * saves the new one. Returns what the language switch calls after switching.
 */
export function useAccountLanguage(account: Account | null | undefined) {
  const { language, setLanguage } = useI18n();
  const { mutate: save } = useSaveLanguage();
  const settledFor = useRef<string | null>(null);

  useEffect(() => {
    if (!account) {
      settledFor.current = null;
      return;
    }
    if (settledFor.current === account.id) return;
    settledFor.current = account.id;
    if (account.language === null) save(language);
    else if (account.language !== language) void setLanguage(account.language);
  }, [account, language, save, setLanguage]);

  return (chosen: Language) => {
    if (account) save(chosen);
  };
}
