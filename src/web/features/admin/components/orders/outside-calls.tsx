import { CheckCircle2, XCircle } from 'lucide-react';
import { useI18n } from '../../../../lib/i18n';

export type OutsideCall = {
  /** The operation already in the reader's words ('Execute', 'Book'). */
  label: string;
  /** A call that came to us (a callback, IPN or webhook): no answer or time of its own. */
  incoming: boolean;
  ok: boolean;
  httpStatus: number | null;
  message: string | null;
  durationMs: number;
  at: string;
};

/** Calls to and from a payment gateway or a courier, oldest first, as the order page lists them. */
export function OutsideCallList({ calls }: { calls: OutsideCall[] }) {
  const { t, dateTime, number } = useI18n();
  return (
    <ol className="divide-y divide-stone-100 text-sm">
      {calls.map((call, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: calls are only ever appended
          key={index}
          className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 py-1.5"
        >
          {call.ok ? (
            <CheckCircle2 className="mt-0.5 size-4 text-green-700" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-4 text-red-700" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <p className="flex flex-wrap gap-x-2">
              <span className="font-medium">{call.label}</span>
              <span className={call.ok ? 'text-green-800' : 'text-red-800'}>
                {call.ok ? t('admin.payments.call.ok') : t('admin.payments.call.failed')}
              </span>
              {!call.incoming && (
                <>
                  <span className="text-stone-600">
                    {call.httpStatus === null
                      ? t('admin.payments.call.noAnswer')
                      : t('admin.payments.call.http', { status: String(call.httpStatus) })}
                  </span>
                  <span className="text-stone-600 tabular-nums">
                    {t('admin.payments.call.duration', { ms: number(call.durationMs) })}
                  </span>
                </>
              )}
            </p>
            {call.message && (
              <p className="font-mono text-xs break-words text-stone-700">{call.message}</p>
            )}
            <time dateTime={call.at} className="text-xs text-stone-600">
              {dateTime(call.at)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
