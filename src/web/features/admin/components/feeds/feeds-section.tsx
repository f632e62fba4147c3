import { Copy, Rss } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminFeeds } from '#shared/schemas/feeds';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useFeedsStatus } from '../../api/feeds-status';

type Feed = AdminFeeds['feeds'][number];

/** The Meta and Google feeds: the addresses to give them, each one's last build and what it left out. */
export function FeedsSection() {
  const { t } = useI18n();
  const status = useFeedsStatus();
  return (
    <section
      aria-labelledby="feeds-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div className="flex items-center gap-2">
        <Rss className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
        <h3 id="feeds-heading" className="text-lg font-semibold">
          {t('admin.feeds.heading')}
        </h3>
      </div>
      <p className="text-sm text-stone-700">{t('admin.feeds.text')}</p>
      {status.isPending ? <Skeleton className="h-32 rounded-lg" /> : null}
      {status.isError ? (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
          {t('admin.feeds.loadFailed')}
        </p>
      ) : null}
      {status.data ? (
        <>
          <p className="text-sm text-stone-700">
            {t(status.data.private ? 'admin.feeds.private' : 'admin.feeds.public')}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {status.data.feeds.map((feed) => (
              <FeedCard key={feed.kind} feed={feed} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function FeedCard({ feed }: { feed: Feed }) {
  const { t, number, dateTime } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      toast.success(t('admin.feeds.copied'));
    } catch {
      toast.error(t('admin.feeds.copyFailed'));
    }
  };
  const inputId = `feed-url-${feed.kind}`;
  return (
    <div className="min-w-0 space-y-3 rounded-lg border border-stone-200 p-3">
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-900">
        {t(`admin.feeds.kind.${feed.kind}`)}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          readOnly
          value={feed.url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-stone-300 bg-stone-50 px-3 font-mono text-xs text-stone-800"
        />
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          {t('admin.feeds.copy')}
        </Button>
      </div>
      <p className="text-sm text-stone-700" aria-live="polite">
        {feed.last
          ? t('admin.feeds.lastBuild', {
              when: dateTime(feed.last.builtAt),
              rows: number(feed.last.rows),
            })
          : t('admin.feeds.never')}
        {feed.building ? ` ${t('admin.feeds.building')}` : ''}
      </p>
      {feed.last && feed.last.leftOut.length > 0 ? (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{t('admin.feeds.leftOutTitle')}</p>
          <ul className="mt-1 space-y-1">
            {feed.last.leftOut.map((entry) => (
              <li key={entry.reason}>
                {t(`admin.feeds.reason.${entry.reason}`, { count: number(entry.count) })}{' '}
                {entry.examples.map((example, index) => (
                  <span key={example.sku}>
                    {index > 0 ? ', ' : ''}
                    <Link
                      to={`/admin/products/${example.productId}/edit`}
                      className="underline underline-offset-2"
                    >
                      {example.sku || example.name}
                    </Link>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </div>
      ) : feed.last ? (
        <p className="text-sm text-emerald-800">{t('admin.feeds.nothingLeftOut')}</p>
      ) : null}
    </div>
  );
}
