import { useParams } from 'react-router';
import { inLanguageDigits } from '#shared/numbers';
import { Button } from '../../../components/ui/button';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useStopMarketing } from '../api/stop-marketing';

/** '017••••5678' from the token's number, before the server has checked it. */
function hiddenNumber(token: string): string {
  const phone = token.split('-')[0] ?? '';
  return /^01\d{9}$/.test(phone) ? `${phone.slice(0, 3)}••••${phone.slice(-4)}` : '';
}

/**
 * /stop/:token, the way out each marketing message carries (docs/guide/privacy.md): one tap,
 * not the visit alone, stops the offers, so a link preview cannot.
 */
export function StopPage() {
  const { t, language } = useI18n();
  const { errorText } = useApiErrorText();
  const { token = '' } = useParams();
  const stop = useStopMarketing();
  const phone = inLanguageDigits(stop.data?.phone ?? hiddenNumber(token), language);

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <PageTitle of="/stop/:token" />
      <h1 className="font-serif text-3xl font-semibold">{t('static.stop.heading')}</h1>
      {stop.isSuccess ? (
        <p role="status" className="mt-4 text-stone-800">
          {t('static.stop.done', { phone })}
        </p>
      ) : (
        <>
          <p className="mt-4 text-stone-700">{t('static.stop.intro', { phone })}</p>
          {stop.isError && (
            <p role="alert" className="mt-4 text-sm text-red-700">
              {errorText(stop.error, 'static.stop.failed')}
            </p>
          )}
          <Button
            className="mt-6 w-full sm:w-auto"
            disabled={stop.isPending}
            onClick={() => stop.mutate(token)}
          >
            {stop.isPending ? t('static.stop.submitting') : t('static.stop.submit')}
          </Button>
        </>
      )}
    </main>
  );
}
