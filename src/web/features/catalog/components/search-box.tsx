import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_MAX_LENGTH } from '#shared/catalog';
import type { Suggestion } from '#shared/schemas/product';
import { fieldClasses } from '../../../components/ui/input';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useSuggestions } from '../api/get-suggestions';

const SUGGESTION_DELAY_MS = 200;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const ARROW_STEPS: Partial<Record<string, 1 | -1>> = { ArrowDown: 1, ArrowUp: -1 };

/** The next option from `index` (-1: none yet), wrapping around at either end. */
function stepThrough(index: number, step: 1 | -1, count: number): number {
  if (step === 1) return (index + 1) % count;
  return index <= 0 ? count - 1 : index - 1;
}

type SearchBoxProps = {
  /** The search in the URL; the box follows it when it changes (Back, Clear All Filters). */
  value: string;
  onSearch: (term: string) => void;
  onSelect: (suggestion: Suggestion) => void;
};

/** A search box with suggestions, following the ARIA combobox pattern. */
export function SearchBox({ value, onSearch, onSelect }: SearchBoxProps) {
  const { t } = useI18n();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const { pathname } = useLocation();

  useEffect(() => setText(value), [value]);

  const term = useDebounced(text.trim(), SUGGESTION_DELAY_MS);
  const query = useSuggestions(term);
  const suggestions = term && text.trim() ? (query.data?.suggestions ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    if (suggestion.type === 'product') setText('');
    onSelect(suggestion);
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    const count = suggestions.length;
    if (count > 0) setActive((index) => stepThrough(index, step, count));
  };

  const enter = () => {
    const suggestion = expanded ? suggestions[active] : undefined;
    if (suggestion) return choose(suggestion);
    setOpen(false);
    onSearch(text.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = ARROW_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      return move(step);
    }
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // A form the server answers before the scripts run or without them (docs/decisions/022); with
  // them, its submission (Enter in the box, or the magnifier, its submit button) opens the chosen
  // suggestion or searches in place.
  return (
    <form
      method="get"
      action={pathname}
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        enter();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('catalog.search.label')}
      </label>
      <button
        type="submit"
        aria-label={t('catalog.search.submit')}
        className="absolute top-1/2 left-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-rose-600"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
      <input
        id={inputId}
        name="q"
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('catalog.search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className={cn(fieldClasses, 'h-11 pr-10 pl-10')}
      />
      {text && (
        <button
          type="button"
          aria-label={t('catalog.search.clear')}
          onClick={() => {
            setText('');
            setActive(-1);
            if (value) onSearch('');
          }}
          className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-rose-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={t('catalog.search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={`${suggestion.type}-${suggestion.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // focus stays in the input (aria-activedescendant); -1 only keeps the option out of the tab order
            tabIndex={-1}
            // mousedown, not click: the input keeps focus and its blur does not close the list first
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm text-stone-900',
              index === active && 'bg-rose-50 text-rose-800',
            )}
          >
            <span className="truncate">{suggestion.text}</span>
            <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">
              {t(`catalog.search.type.${suggestion.type}`)}
            </span>
          </div>
        ))}
      </div>
    </form>
  );
}
