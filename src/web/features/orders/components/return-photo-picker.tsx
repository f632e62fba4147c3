import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { imageUrl } from '#shared/images';
import { MAX_RETURN_PHOTOS } from '#shared/returns';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { uploadReturnPhoto } from '../api/upload-return-photo';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
/** POST /api/returns/photos takes up to 5 MB (src/shared/schemas/returns.ts). */
const MAX_BYTES = 5 * 1024 * 1024;
const MAX_MB = 5;

type Upload = { key: string; name: string; preview: string; progress: number };

/**
 * Up to MAX_RETURN_PHOTOS photos of what is going back; each uploads as soon as it is chosen, with
 * its progress, and shows as a thumbnail that can be removed.
 */
export function ReturnPhotoPicker({
  photos,
  onAdd,
  onRemove,
  onBusyChange,
  error,
  disabled,
}: {
  photos: string[];
  onAdd: (ref: string) => void;
  onRemove: (ref: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t, message } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const room = MAX_RETURN_PHOTOS - photos.length - uploads.length;

  useEffect(() => onBusyChange(uploads.length > 0), [uploads.length, onBusyChange]);
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const upload = async (file: File) => {
    const key = crypto.randomUUID();
    const preview = URL.createObjectURL(file);
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setUploads((list) => [...list, { key, name: file.name, preview, progress: 0 }]);
    try {
      const ref = await uploadReturnPhoto(
        file,
        (progress) =>
          setUploads((list) =>
            list.map((item) => (item.key === key ? { ...item, progress } : item)),
          ),
        controller.signal,
      );
      onAdd(ref);
    } catch (failure) {
      if ((failure as Error).name !== 'AbortError') {
        toast.error(errorText(failure, 'returns.photos.uploadFailed'));
      }
    } finally {
      controllers.current.delete(key);
      URL.revokeObjectURL(preview);
      setUploads((list) => list.filter((item) => item.key !== key));
    }
  };

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length > room)
      toast.error(t('returns.photos.tooMany', { count: MAX_RETURN_PHOTOS }));
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      if (!ACCEPTED.includes(file.type)) toast.error(t('returns.photos.wrongType'));
      else if (file.size > MAX_BYTES) toast.error(t('returns.photos.tooLarge', { size: MAX_MB }));
      else void upload(file);
    }
  };

  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {t('returns.photos.label')}{' '}
        <span className="font-normal text-stone-600">
          {t('returns.photos.optional', { count: MAX_RETURN_PHOTOS })}
        </span>
      </p>
      <ul className="flex flex-wrap gap-3" aria-labelledby={`${id}-label`}>
        {photos.map((ref, index) => (
          <li key={ref} className="relative">
            <img
              src={imageUrl(ref, 320)}
              alt={t('returns.photos.attachment', { index: index + 1 })}
              width={80}
              height={80}
              className="size-20 rounded-md border border-stone-200 object-cover"
            />
            <button
              type="button"
              onClick={() => onRemove(ref)}
              disabled={disabled}
              aria-label={t('returns.photos.remove', { index: index + 1 })}
              className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-stone-900 text-white shadow hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-rose-600"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {uploads.map((item) => (
          <li key={item.key} className="relative size-20 overflow-hidden rounded-md">
            <img src={item.preview} alt="" className="size-full object-cover opacity-50" />
            <div className="absolute inset-x-1 bottom-1">
              <progress
                className="h-1.5 w-full overflow-hidden rounded-full accent-rose-700"
                max={1}
                value={item.progress}
                aria-label={t('returns.photos.uploadingName', { name: item.name })}
              />
            </div>
          </li>
        ))}
        {room > 0 && (
          <li>
            <label
              htmlFor={`${id}-input`}
              className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed border-stone-300 px-1 text-center text-xs text-stone-600 hover:border-rose-600 hover:text-rose-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600"
            >
              <ImagePlus className="size-5" aria-hidden="true" />
              {t('returns.photos.add')}
              <input
                id={`${id}-input`}
                type="file"
                accept={ACCEPTED.join(',')}
                multiple
                disabled={disabled}
                className="sr-only"
                onChange={(event) => {
                  choose(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="text-xs text-stone-600">{t('returns.photos.hint', { size: MAX_MB })}</p>
      {uploads.length > 0 && (
        <p role="status" className="text-xs text-stone-600">
          {t('returns.photos.uploading')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}
