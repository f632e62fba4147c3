import { ArrowRight, Pencil, Trash2 } from 'lucide-react';
import type { Synonym } from '#shared/schemas/search-admin';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

function Chip({ word, first = false }: { word: string; first?: boolean }) {
  return (
    <li
      className={cn(
        'max-w-full rounded-full px-3 py-1 text-sm break-words',
        first ? 'bg-rose-100 font-medium text-rose-900' : 'bg-stone-100 text-stone-800',
      )}
    >
      {word}
    </li>
  );
}

/**
 * A synonym's words as chips. One-way, the first word comes first with an arrow to the rest and a
 * sentence saying what it finds, so nobody has to remember what "one-way" means.
 */
function SynonymRow({
  synonym,
  onEdit,
  onDelete,
}: {
  synonym: Synonym;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const { t } = useI18n();
  const [first = '', ...others] = synonym.words;
  const named = synonym.words.join(', ');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-2">
        <ul
          className="flex flex-wrap items-center gap-1.5"
          aria-label={t('admin.search.synonyms.wordsOf', { words: named })}
        >
          <Chip word={first} first={synonym.oneWay} />
          {synonym.oneWay && (
            <li aria-hidden="true" className="text-stone-500">
              <ArrowRight className="size-4" />
            </li>
          )}
          {others.map((word) => (
            <Chip key={word} word={word} />
          ))}
        </ul>
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          {synonym.oneWay ? (
            <>
              <Badge variant="outline">{t('admin.search.synonyms.oneWay')}</Badge>
              <span>
                {t('admin.search.synonyms.oneWayFinds', { first, others: others.join(', ') })}
              </span>
            </>
          ) : (
            t('admin.search.synonyms.twoWay')
          )}
        </p>
      </div>
      {onEdit && onDelete && (
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('admin.search.synonyms.editGroup', { words: named })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" /> {t('admin.search.synonyms.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('admin.search.synonyms.deleteGroup', { words: named })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" /> {t('admin.search.synonyms.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The shop's synonyms; without `onEdit`/`onDelete` (no products.edit) they are only shown. */
export function SynonymsList({
  synonyms,
  onEdit,
  onDelete,
}: {
  synonyms: Synonym[];
  onEdit?: ((synonym: Synonym) => void) | undefined;
  onDelete?: ((synonym: Synonym) => void) | undefined;
}) {
  return (
    <ul className="space-y-2">
      {synonyms.map((synonym) => (
        <SynonymRow
          key={synonym.id}
          synonym={synonym}
          onEdit={onEdit && (() => onEdit(synonym))}
          onDelete={onDelete && (() => onDelete(synonym))}
        />
      ))}
    </ul>
  );
}
