import { useEffect, useRef } from 'react';

/**
 * Focus to move once the next render is on screen: a new step's heading (not the page top), or
 * the field or alert that needs the shopper. The last one asked for wins.
 */
export function usePendingFocus(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    // Kept until the element is on screen: a render can come first (the quote refreshing).
    const target = document.getElementById(pending.current);
    if (!target) return;
    target.focus();
    pending.current = null;
  });
  return (id) => {
    pending.current = id;
  };
}
