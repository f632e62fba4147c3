import { Languages } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGE_NAMES, type Language } from '#shared/i18n/languages';
import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/utils';

type LanguageSwitchProps = {
  /** Told after the switch, so the app can remember the choice on the account too. */
  onLanguageChange?: ((language: Language) => void) | undefined;
  className?: string;
};

/**
 * One button to the other language, named in that language ('বাংলা' while in English), so a
 * shopper who cannot read the current one still recognises it.
 */
export function LanguageSwitch({ onLanguageChange, className }: LanguageSwitchProps) {
  const { t, language, setLanguage } = useI18n();
  const [loading, setLoading] = useState(false);
  const other: Language = language === 'en' ? 'bn' : 'en';

  const onClick = async () => {
    setLoading(true);
    try {
      await setLanguage(other);
      onLanguageChange?.(other);
    } finally {
      setLoading(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={loading}
      aria-busy={loading || undefined}
      aria-label={t('common.language.switchTo')}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:cursor-wait disabled:opacity-60 lg:min-h-10',
        className,
      )}
    >
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
