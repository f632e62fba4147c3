import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogContent, Dialog as DialogRoot, DialogTitle } from '../../../components/ui/dialog';
import { useI18n } from '../../../lib/i18n';
import { FiltersPanel, type FiltersPanelProps } from './filters-panel';

export type FiltersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panel: FiltersPanelProps;
  /** The button that opened it, focused again on close (it is not a Radix trigger). */
  trigger: RefObject<HTMLElement | null>;
};

/** The small screens' filters drawer (the list page loads it when first opened). */
export function FiltersDialog({ open, onOpenChange, panel, trigger }: FiltersDialogProps) {
  const { t } = useI18n();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
        className="top-0 left-0 h-dvh max-h-dvh w-[85%] max-w-sm translate-x-0 translate-y-0 rounded-none transition-transform duration-200 starting:-translate-x-full"
      >
        <DialogTitle>{t('catalog.filters.title')}</DialogTitle>
        <div className="mt-4">
          <FiltersPanel {...panel} />
        </div>
        <Button type="button" className="mt-6 w-full" onClick={() => onOpenChange(false)}>
          {t('catalog.list.showResults')}
        </Button>
      </DialogContent>
    </DialogRoot>
  );
}
