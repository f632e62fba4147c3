import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { msg } from '#shared/i18n/translator';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';
import { uploadProductImage } from '../../api/products-image-upload';
import {
  addImageRow,
  canRemoveImageRow,
  type ImageRow,
  imageFileProblem,
  moveImageRow,
  removeImageRow,
  updateImageRow,
} from '../../utils/product-image-rows';
import { ImageRowEditor } from './image-row-editor';

type RowsUpdate = (rows: ImageRow[]) => ImageRow[];

/**
 * The product's pictures in order (the first is the main one). Files upload as soon as they are
 * picked; `update` always receives the latest rows, since an upload finishes after other edits.
 */
export function ImageRowsField({
  rows,
  update,
  error,
  disabled,
}: {
  rows: ImageRow[];
  update: (change: RowsUpdate) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t, message } = useI18n();
  const uploads = useRef(new Map<string, AbortController>());

  // Leaving the form stops uploads nobody will save.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = (id: string, change: Partial<Omit<ImageRow, 'id'>>) =>
    update((current) => updateImageRow(current, id, change));

  const upload = async (id: string, file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      patch(id, { error: problem });
      return;
    }
    const controller = new AbortController();
    uploads.current.set(id, controller);
    patch(id, { value: '', progress: 0, error: null });
    try {
      const image = await uploadProductImage(
        file,
        (progress) => patch(id, { progress }),
        controller.signal,
      );
      patch(id, { value: image, progress: null });
    } catch (cause) {
      if (controller.signal.aborted) return;
      patch(id, {
        progress: null,
        // Kept as sent (a catalogue key or the server's words); the row reads it when shown.
        error: cause instanceof Error ? cause.message : msg('admin.image.uploadFailed'),
      });
    } finally {
      uploads.current.delete(id);
    }
  };

  const remove = (id: string) => {
    uploads.current.get(id)?.abort();
    update((current) => removeImageRow(current, id));
  };

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <ImageRowEditor
            key={row.id}
            row={row}
            position={index + 1}
            count={rows.length}
            canRemove={canRemoveImageRow(rows)}
            disabled={disabled}
            onChange={(change) => patch(row.id, change)}
            onPickFile={(file) => void upload(row.id, file)}
            onMove={(offset) => update((current) => moveImageRow(current, row.id, offset))}
            onRemove={() => remove(row.id)}
          />
        ))}
      </ol>
      {error && (
        <p id="product-images-error" role="alert" className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => update(addImageRow)}
      >
        <Plus aria-hidden="true" />
        {t('admin.image.add')}
      </Button>
    </div>
  );
}
