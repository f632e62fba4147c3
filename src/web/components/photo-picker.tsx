import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TranslationKey } from '#shared/i18n/keys';
import type { MessageParams } from '#shared/i18n/translator';
import { imageUrl } from '#shared/images';
import { useApiErrorText } from '../lib/api-errors';
import { useI18n } from '../lib/i18n';
import { toast } from '../lib/toast';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const BYTES_PER_MB = 1024 * 1024;

/** What the picker says; each is a key under the feature's prefix ('returns.photos.add'). */
type PhotoWord =
  | 'label'
  | 'optional'
  | 'add'
  | 'hint'
  | 'attachment'
  | 'remove'
  | 'uploadingName'
  | 'uploading'
  | 'tooMany'
  | 'wrongType'
  | 'tooLarge'
  | 'uploadFailed';
type PrefixOf<K> = K extends `${infer Prefix}.uploadingName` ? Prefix : never;
/** A catalogue prefix that has every one of the picker's words: 'returns.photos', 'reviews.photos'. */
export type PhotoPickerWords = {
  [P in PrefixOf<TranslationKey>]: `${P}.${PhotoWord}` extends TranslationKey ? P : never;
}[PrefixOf<TranslationKey>];

function wordKey<W extends PhotoWord>(words: PhotoPickerWords, word: W) {
  return `${words}.${word}` as `${PhotoPickerWords}.${W}`;
}

/** Sends one photo, reporting progress (0 to 1); answers with the stored photo's reference. */
export type PhotoUpload = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<string>;

type Upload = { key: string; name: string; preview: string; progress: number };

type PhotoPickerProps = {
  /** The photos uploaded so far (their references), in order. */
  photos: string[];
  onAdd: (ref: string) => void;
  onRemove: (ref: string) => void;
  onBusyChange: (busy: boolean) => void;
  upload: PhotoUpload;
  maxCount: number;
  /** The server's limit, so the shopper reads the same size whichever side refuses. */
  maxBytes: number;
  words: PhotoPickerWords;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * Up to `maxCount` photos (a return's, a review's); each uploads as soon as it is chosen, with its
 * progress, and shows as a thumbnail that can be removed.
 */
export function PhotoPicker({
  photos,
  onAdd,
  onRemove,
  onBusyChange,
  upload,
  maxCount,
  maxBytes,
  words,
  error,
  disabled,
}: PhotoPickerProps) {
  const { t, message } = useI18n();
  const { errorText } = useApiErrorText();
  const say = (word: PhotoWord, params?: MessageParams) => t(wordKey(words, word), params);
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const room = maxCount - photos.length - uploads.length;
  const maxMb = maxBytes / BYTES_PER_MB;

  useEffect(() => onBusyChange(uploads.length > 0), [uploads.length, onBusyChange]);
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const send = async (file: File) => {
    const key = crypto.randomUUID();
    const preview = URL.createObjectURL(file);
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setUploads((list) => [...list, { key, name: file.name, preview, progress: 0 }]);
    try {
      const ref = await upload(
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
        toast.error(errorText(failure, wordKey(words, 'uploadFailed')));
      }
    } finally {
      controllers.current.delete(key);
      URL.revokeObjectURL(preview);
      setUploads((list) => list.filter((item) => item.key !== key));
    }
  };

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length > room) toast.error(say('tooMany', { count: maxCount }));
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      if (!ACCEPTED.includes(file.type)) toast.error(say('wrongType'));
      else if (file.size > maxBytes) toast.error(say('tooLarge', { size: maxMb }));
      else void send(file);
    }
  };

  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {say('label')}{' '}
        <span className="font-normal text-stone-600">{say('optional', { count: maxCount })}</span>
      </p>
      <ul className="flex flex-wrap gap-3" aria-labelledby={`${id}-label`}>
        {photos.map((ref, index) => (
          <li key={ref} className="relative">
            <img
              src={imageUrl(ref, 320)}
              alt={say('attachment', { index: index + 1 })}
              width={80}
              height={80}
              className="size-20 rounded-md border border-stone-200 object-cover"
            />
            <button
              type="button"
              onClick={() => onRemove(ref)}
              disabled={disabled}
              aria-label={say('remove', { index: index + 1 })}
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
                aria-label={say('uploadingName', { name: item.name })}
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
              {say('add')}
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
      <p className="text-xs text-stone-600">{say('hint', { size: maxMb })}</p>
      {uploads.length > 0 && (
        <p role="status" className="text-xs text-stone-600">
          {say('uploading', { count: uploads.length })}
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
