import { Heart } from 'lucide-react';
import { PAGE_FORMS } from '#shared/page-forms';
import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { PageForm } from './page-form';

type HeartToggleProps = {
  /** The product it saves: the heart is also a form the server answers (PageForm). */
  productId: number;
  pressed: boolean;
  onToggle: () => void;
  disabled?: boolean;
  /** `overlay` sits on a product picture; `outline` stands beside other buttons. */
  look?: 'overlay' | 'outline';
  className?: string;
};

/** The wishlist heart: filled while the product is on the wishlist. */
export function HeartToggle({
  productId,
  pressed,
  onToggle,
  disabled = false,
  look = 'overlay',
  className,
}: HeartToggleProps) {
  const { t } = useI18n();
  return (
    <PageForm action={PAGE_FORMS.wishlist} fields={{ productId }}>
      <button
        type="submit"
        aria-pressed={pressed}
        aria-label={t(pressed ? 'common.heart.remove' : 'common.heart.add')}
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          onToggle();
        }}
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center text-stone-700 transition-colors hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:cursor-wait',
          look === 'overlay'
            ? 'rounded-full bg-white/90 shadow-sm hover:bg-white'
            : 'rounded-md border border-stone-300 bg-white hover:bg-stone-100',
          className,
        )}
      >
        <Heart
          className={cn('size-5', pressed && 'fill-rose-700 text-rose-700')}
          aria-hidden="true"
        />
      </button>
    </PageForm>
  );
}
