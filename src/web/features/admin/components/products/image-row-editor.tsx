import { ArrowDown, ArrowUp, ImagePlus, Link2, Trash2, Upload } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { ProductImage } from '../../../../components/ui/product-image';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { IMAGE_TYPES, type ImageRow, MAX_IMAGE_MB } from '../../utils/product-image-rows';

type ImageRowEditorProps = {
  row: ImageRow;
  position: number;
  count: number;
  canRemove: boolean;
  disabled: boolean;
  onChange: (patch: Partial<Omit<ImageRow, 'id'>>) => void;
  onPickFile: (file: File) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
};

/** One picture: a web address typed in, or a file uploaded at once (with its progress). */
export function ImageRowEditor({
  row,
  position,
  count,
  canRemove,
  disabled,
  onChange,
  onPickFile,
  onMove,
  onRemove,
}: ImageRowEditorProps) {
  const { t, message } = useI18n();
  const id = useId();
  const uploading = row.progress !== null;
  const label = t(position === 1 ? 'admin.image.labelMain' : 'admin.image.label', { position });
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3">
      <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <legend className="sr-only">{label}</legend>
        <div className="flex items-start gap-3 sm:contents">
          <div className="size-16 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-stone-50">
            {row.value.trim() ? (
              <ProductImage
                key={row.value}
                src={row.value.trim()}
                alt={t('admin.image.preview', { label })}
                sizes="64px"
                className="size-16 [&_svg]:size-6"
              />
            ) : (
              <div className="flex size-16 items-center justify-center text-stone-400">
                <ImagePlus className="size-6" aria-hidden="true" />
              </div>
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium whitespace-nowrap text-stone-800">{label}</p>
              <SourceSwitch
                source={row.source}
                disabled={disabled || uploading}
                onChange={(source) => onChange({ source, value: '', error: null })}
              />
            </div>
            {row.source === 'url' ? (
              <>
                <label htmlFor={`${id}-url`} className="sr-only">
                  {t('admin.image.webAddressOf', { label })}
                </label>
                <Input
                  id={`${id}-url`}
                  type="url"
                  inputMode="url"
                  placeholder="https://…"
                  value={row.value}
                  disabled={disabled}
                  onChange={(event) => onChange({ value: event.target.value, error: null })}
                />
              </>
            ) : (
              <FilePicker
                id={`${id}-file`}
                label={label}
                row={row}
                disabled={disabled || uploading}
                onPickFile={onPickFile}
              />
            )}
            {row.error && (
              <p role="alert" className="text-sm text-red-700">
                {message(row.error)}
              </p>
            )}
          </div>
        </div>
        <div className="flex justify-end gap-1 sm:flex-col sm:justify-start">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('admin.image.moveUp', { label })}
            disabled={disabled || position === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t('admin.image.moveDown', { label })}
            disabled={disabled || position === count}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={t('admin.image.remove', { label })}
            title={canRemove ? undefined : t('admin.image.keepOne')}
            disabled={disabled || !canRemove}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

function SourceSwitch({
  source,
  disabled,
  onChange,
}: {
  source: ImageRow['source'];
  disabled: boolean;
  onChange: (source: ImageRow['source']) => void;
}) {
  const { t } = useI18n();
  const option = (value: ImageRow['source'], text: string, Icon: typeof Link2) => (
    <button
      type="button"
      aria-pressed={source === value}
      disabled={disabled}
      onClick={() => source !== value && onChange(value)}
      className={cn(
        'inline-flex h-8 items-center gap-1 rounded px-2 text-xs font-medium disabled:opacity-50',
        source === value
          ? 'bg-white text-stone-900 shadow-sm'
          : 'text-stone-600 hover:text-stone-900',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {text}
    </button>
  );
  return (
    <div className="inline-flex shrink-0 rounded-md bg-stone-100 p-0.5">
      {option('url', t('admin.image.webAddress'), Link2)}
      {option('upload', t('admin.image.upload'), Upload)}
    </div>
  );
}

function FilePicker({
  id,
  label,
  row,
  disabled,
  onPickFile,
}: {
  id: string;
  label: string;
  row: ImageRow;
  disabled: boolean;
  onPickFile: (file: File) => void;
}) {
  const { t } = useI18n();
  const percent = row.progress === null ? null : Math.round(row.progress * 100);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <Upload className="size-4" aria-hidden="true" />
          {row.value ? t('admin.image.replace') : t('admin.image.choose')}
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={disabled}
            aria-label={t('admin.image.chooseFile', { label })}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onPickFile(file);
            }}
          />
        </label>
        <span className="text-xs text-stone-600">
          {t('admin.image.fileRule', { size: MAX_IMAGE_MB })}
        </span>
      </div>
      {percent !== null && (
        <div
          role="progressbar"
          aria-label={t('admin.image.uploading', { label })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full bg-rose-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
      {percent === null && row.value && (
        <p className="text-xs text-green-800">{t('admin.image.uploaded')}</p>
      )}
    </div>
  );
}
