import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '../../../../components/ui/input';

const DEBOUNCE_MS = 300;

/**
 * A search box that reports what was typed once typing pauses, so the URL (and the request)
 * changes once per search rather than per key. Also used by the customers list.
 */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const report = useRef(onSearch);
  report.current = onSearch;

  // The URL changed from elsewhere (back button, a cleared filter): show it, keeping a trailing
  // space the user is still typing.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => report.current(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
        autoComplete="off"
      />
    </div>
  );
}
