import { imageUrl } from '#shared/images';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';

export type PictureZoomDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The picture shown large. */
  image: string | undefined;
  name: string;
};

/** The product gallery's zoomed picture (the gallery loads it when first opened). */
export function PictureZoomDialog({ open, onOpenChange, image, name }: PictureZoomDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl p-2 sm:p-3">
        <DialogTitle className="sr-only">{name}</DialogTitle>
        {image && (
          <img
            src={imageUrl(image, 960)}
            alt={name}
            width={960}
            height={960}
            className="aspect-square w-full rounded-lg object-contain"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
