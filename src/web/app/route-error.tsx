import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useI18n } from '../lib/i18n';

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteError() {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="font-serif text-2xl font-semibold">{t('common.error.title')}</h1>
      <p className="mt-2 text-stone-700">{t('common.routeError.body')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('common.refreshPage')}</Button>
        <Button asChild variant="outline">
          <Link to="/">{t('common.routeError.home')}</Link>
        </Button>
      </div>
    </main>
  );
}
