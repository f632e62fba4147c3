import { type FormEvent, useState } from 'react';
import { categoryLabel, PRODUCT_CATEGORIES } from '#shared/catalog';
import type { SegmentRules } from '#shared/schemas/segments';
import { Button } from '../../../../components/ui/button';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveSegment } from '../../api/segments';
import { FormErrorAlert } from '../layout/form-error-alert';
import { REPORT_FIELD, REPORT_LABEL } from './report-range-picker';

const NUMBERS = ['boughtWithinDays', 'minOrders', 'maxOrders', 'noOrderForDays'] as const;

/** What the fields hold, as typed: an empty field is no rule. */
type Draft = Record<
  (typeof NUMBERS)[number] | 'name' | 'category' | 'location' | 'minSpent',
  string
>;
const EMPTY: Draft = {
  name: '',
  category: '',
  location: '',
  minSpent: '',
  boughtWithinDays: '',
  minOrders: '',
  maxOrders: '',
  noOrderForDays: '',
};

/** The rules the server checks; a typed number goes as it is, so the server can say what is wrong. */
function rulesOf(draft: Draft): SegmentRules {
  const rules: Record<string, unknown> = {};
  for (const key of NUMBERS) if (draft[key].trim()) rules[key] = Number(draft[key]);
  if (draft.minSpent.trim()) rules.minSpent = Math.round(Number(draft.minSpent) * 100);
  if (draft.category) rules.category = draft.category;
  if (draft.location) rules.location = draft.location;
  return rules as SegmentRules;
}

/** A new segment: its name and the rules of who is in. */
export function SegmentForm() {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const save = useSaveSegment();
  const [draft, setDraft] = useState(EMPTY);
  const field = (key: keyof Draft) => ({
    id: `segment-${key}`,
    value: draft[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name: draft.name, rules: rulesOf(draft) },
      {
        onSuccess: () => {
          toast.success(t('admin.segments.saved'));
          setDraft(EMPTY);
        },
      },
    );
  };
  const label = (key: keyof Draft, text: string) => (
    <label htmlFor={`segment-${key}`} className={REPORT_LABEL}>
      {text}
    </label>
  );
  return (
    <form
      onSubmit={submit}
      aria-labelledby="segment-new"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h4 id="segment-new" className="font-semibold text-stone-900">
        {t('admin.segments.new')}
      </h4>
      <FormErrorAlert message={save.isError ? (errorText(save.error) ?? null) : null} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2">
          {label('name', t('admin.segments.name'))}
          <input {...field('name')} required maxLength={80} className={REPORT_FIELD} />
        </div>
        <div className="col-span-2 sm:col-span-1">
          {label('category', t('admin.segments.category'))}
          <select {...field('category')} className={REPORT_FIELD}>
            <option value="">{t('admin.segments.anyCategory')}</option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(t, category)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:col-span-1">
          {label('location', t('admin.segments.location'))}
          <select {...field('location')} className={REPORT_FIELD}>
            <option value="">{t('admin.segments.anyLocation')}</option>
            <option value="dhaka">{t('admin.segments.location.dhaka')}</option>
            <option value="outside">{t('admin.segments.location.outside')}</option>
          </select>
        </div>
        {NUMBERS.map((key) => (
          <div key={key}>
            {label(key, t(`admin.segments.${key}`))}
            <input
              {...field(key)}
              type="number"
              inputMode="numeric"
              min={1}
              className={REPORT_FIELD}
            />
          </div>
        ))}
        <div>
          {label('minSpent', t('admin.segments.minSpent'))}
          <input
            {...field('minSpent')}
            type="number"
            inputMode="decimal"
            min={0}
            className={REPORT_FIELD}
          />
        </div>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('admin.segments.save')}
      </Button>
    </form>
  );
}
