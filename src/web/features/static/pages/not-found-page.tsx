import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';

export function NotFoundPage() {
  const { t, number } = useI18n();
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageTitle of="not-found" />
      <p className="font-serif text-7xl font-bold text-rose-700">{number(404)}</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('static.notFound.heading')}</h1>
      <p className="mt-2 text-stone-600">{t('static.notFound.text')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('static.notFound.home')}</Link>
      </Button>
    </main>
  );
}
