import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, type Language } from '#shared/i18n/languages';
import { BACK_FIELD, PAGE_FORMS } from '#shared/page-forms';
import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { PageForm } from '../ui/page-form';

type LanguageSwitchProps = {
  /** Told after the switch, so the app can remember the choice on the account too. */
  onLanguageChange?: ((language: Language) => void) | undefined;
  className?: string;
};

/**
 * One button to the other language, named in that language ('বাংলা' while in English), so a
 * shopper who cannot read the current one still recognises it. A form the server answers before
 * the scripts run or without them (docs/decisions/022); the scripts switch in place.
 */
export function LanguageSwitch({ onLanguageChange, className }: LanguageSwitchProps) {
  const { t, language, setLanguage } = useI18n();
  const [loading, setLoading] = useState(false);
  const other: Language = language === 'en' ? 'bn' : 'en';
  const location = useLocation();

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
    <PageForm
      method="get"
      action={PAGE_FORMS.language}
      fields={{ to: other, [BACK_FIELD]: `${location.pathname}${location.search}` }}
    >
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          void onClick();
        }}
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
    </PageForm>
  );
}
