import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { categoryLabel } from '#shared/catalog';
import type { Segment, SegmentRules } from '#shared/schemas/segments';
import { Button } from '../../../../components/ui/button';
import { useApiErrorText } from '../../../../lib/api-errors';
import { type I18n, useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import {
  segmentPhonesHref,
  useDeleteSegment,
  useSegmentMembers,
  useSegments,
} from '../../api/segments';
import { downloadFile } from '../../utils/download-file';
import { periodLabel } from '../../utils/report-dates';
import { useStaffAccess } from '../../utils/staff-access';
import { AdminTable } from '../layout/admin-table';
import { needsIdentityCheck, useIdentityCheck } from '../layout/identity-check';
import { CELL, FIRST_CELL, SECTION_HEADING } from './report-table';
import { SegmentForm } from './segment-form';

/** "Bought from: Skincare · Orders, at least: 2": the rules in the words of the form. */
function rulesText({ t, number, money }: I18n, rules: SegmentRules): string {
  const parts: string[] = [];
  if (rules.category)
    parts.push(`${t('admin.segments.category')}: ${categoryLabel(t, rules.category)}`);
  for (const key of ['boughtWithinDays', 'minOrders', 'maxOrders', 'noOrderForDays'] as const) {
    const value = rules[key];
    if (value !== undefined) parts.push(`${t(`admin.segments.${key}`)}: ${number(value)}`);
  }
  if (rules.location) {
    parts.push(
      `${t('admin.segments.location')}: ${t(`admin.segments.location.${rules.location}`)}`,
    );
  }
  if (rules.minSpent !== undefined)
    parts.push(`${t('admin.segments.minSpent')}: ${money(rules.minSpent)}`);
  return parts.join(' · ');
}

function Members({ id }: { id: number }) {
  const { t, number, money, language } = useI18n();
  const members = useSegmentMembers(id);
  if (!members.data) return null;
  const { segment } = members.data;
  const caption = t('admin.segments.membersOf', { name: segment.name });
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">
        {t('admin.segments.membersShowing', {
          shown: number(members.data.members.length),
          members: number(segment.members),
        })}
      </p>
      <AdminTable
        caption={caption}
        stickyFirstColumn
        columns={[
          { label: t('admin.reports.customers.phone') },
          { label: t('admin.reports.figure.name') },
          { label: t('admin.reports.figure.orders'), align: 'right' },
          { label: t('admin.segments.spent'), align: 'right' },
          { label: t('admin.reports.customers.lastOrder'), align: 'right' },
          { label: t('admin.segments.marketing') },
        ]}
      >
        {members.data.members.map((member) => (
          <tr key={member.phone}>
            <th scope="row" className={`${FIRST_CELL} font-mono`}>
              {member.phone}
            </th>
            <td className="px-3 py-2.5">{member.name}</td>
            <td className={CELL}>{number(member.orders)}</td>
            <td className={CELL}>{money(member.spent)}</td>
            <td className={CELL}>{periodLabel(member.lastOrderOn, 'day', language)}</td>
            <td className="px-3 py-2.5">
              {member.marketingAllowed
                ? t('admin.segments.allowed')
                : t('admin.segments.notAllowed')}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

function SegmentCard({
  segment,
  shown,
  onShow,
}: {
  segment: Segment;
  shown: boolean;
  onShow: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { can } = useStaffAccess();
  const { errorText } = useApiErrorText();
  const confirmThen = useIdentityCheck();
  const remove = useDeleteSegment();
  const exportPhones = (): Promise<void> =>
    downloadFile(segmentPhonesHref(segment.id), `segment-${segment.id}-phones.csv`).catch(
      (error) =>
        needsIdentityCheck(error) ? confirmThen(exportPhones) : toast.error(errorText(error)),
    );
  return (
    <li className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold text-stone-900">{segment.name}</h4>
          <p className="text-sm text-stone-600">{rulesText(i18n, segment.rules)}</p>
          <p className="mt-1 text-sm text-stone-800">
            {t('admin.segments.members', {
              count: segment.members,
              allowed: segment.marketingAllowed,
            })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('admin.segments.delete', { name: segment.name })}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(segment.id, {
              onSuccess: () => toast.success(t('admin.segments.deleted')),
              onError: (error) => toast.error(errorText(error)),
            })
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" aria-expanded={shown} onClick={onShow}>
          {t('admin.segments.show')}
        </Button>
        {can('customers.export') && (
          <Button variant="outline" onClick={() => exportPhones()}>
            <Download aria-hidden="true" />
            {t('admin.segments.exportPhones')}
          </Button>
        )}
      </div>
      {can('customers.export') && (
        <p className="text-sm text-stone-600">{t('admin.segments.exportHint')}</p>
      )}
      {shown && <Members id={segment.id} />}
    </li>
  );
}

/** Saved segments, for staff who may see customers: who is in each, and their phones for SMS. */
export function SegmentsSection() {
  const { t } = useI18n();
  const segments = useSegments();
  const [shown, setShown] = useState<number | null>(null);
  return (
    <section aria-labelledby="segments" className="space-y-3">
      <h3 id="segments" className={SECTION_HEADING}>
        {t('admin.segments.title')}
      </h3>
      <p className="max-w-3xl text-sm text-stone-600">{t('admin.segments.hint')}</p>
      {segments.data?.segments.length === 0 && (
        <p className="text-sm text-stone-600">{t('admin.segments.none')}</p>
      )}
      <ul className="space-y-3">
        {segments.data?.segments.map((segment) => (
          <SegmentCard
            key={segment.id}
            segment={segment}
            shown={shown === segment.id}
            onShow={() => setShown(shown === segment.id ? null : segment.id)}
          />
        ))}
      </ul>
      <SegmentForm />
    </section>
  );
}
