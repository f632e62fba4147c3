import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';

type WriteReviewButtonProps = {
  signedIn: boolean;
  /** The shopper has a review here: the button edits it. */
  hasReview: boolean;
  /** The sign-in page, asked to come back here. */
  loginHref: string;
  onOpen: () => void;
};

/** Write (or edit) a review; a visitor is sent to sign in first. */
export function WriteReviewButton({
  signedIn,
  hasReview,
  loginHref,
  onOpen,
}: WriteReviewButtonProps) {
  const { t } = useI18n();
  if (signedIn) {
    return (
      <Button
        variant={hasReview ? 'outline' : 'default'}
        className="w-full sm:w-auto"
        onClick={onOpen}
      >
        <PenLine aria-hidden="true" />
        {t(hasReview ? 'reviews.edit' : 'reviews.write')}
      </Button>
    );
  }
  return (
    <div>
      <Button asChild className="w-full sm:w-auto">
        <Link to={loginHref}>
          <PenLine aria-hidden="true" />
          {t('reviews.write')}
        </Link>
      </Button>
      <p className="mt-2 text-xs text-stone-600">{t('reviews.signInFirst')}</p>
    </div>
  );
}
