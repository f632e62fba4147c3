/**
 * Web tests only: `useSyncExternalStoreWithSelector` on Preact's hooks. The package's own file is
 * CommonJS, which Node loads with the real `react` outside the aliases, whose hooks throw when
 * Preact renders (the charts' store, through Recharts and React Redux). Its logic, as in React's
 * packages/use-sync-external-store/src/useSyncExternalStoreWithSelector.js (MIT): the selection is
 * remembered per snapshot, and an equal selection keeps its old value.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'preact/compat';

type Instance<Selection> = { hasValue: boolean; value: Selection | null };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instance = useRef<Instance<Selection>>({ hasValue: false, value: null }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let remembered: { snapshot: Snapshot; selection: Selection } | null = null;
    const select = (snapshot: Snapshot): Selection => {
      if (remembered && Object.is(remembered.snapshot, snapshot)) return remembered.selection;
      const next = selector(snapshot);
      const previous = remembered ? remembered.selection : instance.value;
      const keep =
        isEqual !== undefined &&
        (remembered || instance.hasValue) &&
        isEqual(previous as Selection, next);
      remembered = { snapshot, selection: keep ? (previous as Selection) : next };
      return remembered.selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, instance]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    instance.hasValue = true;
    instance.value = value;
  }, [instance, value]);
  return value;
}
