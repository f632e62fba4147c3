import { Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import {
  addOptionValue,
  MAX_PRODUCT_OPTIONS,
  type OptionDraft,
} from '../../utils/product-form-variants';

/** Up to three options, each a name and its values as chips (type a value, Enter adds it). */
export function VariantOptionsField({
  options,
  onChange,
  disabled,
}: {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const change = (index: number, option: OptionDraft) =>
    onChange(options.map((current, at) => (at === index ? option : current)));
  return (
    <div className="space-y-3">
      {options.map((option, index) => (
        <OptionEditor
          // Options are only added at the end and removed by position: the index is stable enough.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          position={index + 1}
          option={option}
          onChange={(next) => change(index, next)}
          onRemove={() => onChange(options.filter((_, at) => at !== index))}
          disabled={disabled}
        />
      ))}
      {options.length < MAX_PRODUCT_OPTIONS && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => onChange([...options, { name: '', values: [] }])}
        >
          <Plus aria-hidden="true" />
          {t('admin.variants.addOption')}
        </Button>
      )}
    </div>
  );
}

function OptionEditor({
  position,
  option,
  onChange,
  onRemove,
  disabled,
}: {
  position: number;
  option: OptionDraft;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const [typed, setTyped] = useState('');
  const add = () => {
    onChange({ ...option, values: addOptionValue(option.values, typed) });
    setTyped('');
  };
  const label = option.name.trim() || t('admin.variants.optionName', { position });
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50 p-3">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-stone-800">
            {t('admin.variants.optionName', { position })}
          </label>
          <Input
            id={`${id}-name`}
            value={option.name}
            placeholder={t('admin.variants.optionNamePlaceholder')}
            autoComplete="off"
            disabled={disabled}
            onChange={(event) => onChange({ ...option, name: event.target.value })}
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={disabled}
          aria-label={t('admin.variants.removeOption', { position })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 space-y-1">
        <label htmlFor={`${id}-value`} className="text-sm font-medium text-stone-800">
          {t('admin.variants.values', { name: label })}
        </label>
        <ul
          className="flex flex-wrap gap-1.5"
          aria-label={t('admin.variants.values', { name: label })}
        >
          {option.values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white py-0.5 ps-3 pe-1 text-sm text-stone-900"
            >
              {value}
              <button
                type="button"
                disabled={disabled}
                className="rounded-full p-1 text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-rose-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
                aria-label={t('admin.variants.removeValue', { value })}
                onClick={() =>
                  onChange({ ...option, values: option.values.filter((v) => v !== value) })
                }
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <Input
          id={`${id}-value`}
          value={typed}
          placeholder={t('admin.variants.valuePlaceholder')}
          autoComplete="off"
          enterKeyHint="enter"
          disabled={disabled}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds a chip instead of submitting the whole product form.
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
          onBlur={() => typed.trim() && add()}
        />
      </div>
    </div>
  );
}
