/** Admin → Activity's filters live in the URL, so a filtered view can be shared and reloaded. */
import { AUDIT_AREAS, type AuditListQuery } from '#shared/schemas/audit';
import { pageFrom } from './orders-filters';

export type ActivityFilters = {
  actor?: string;
  area?: (typeof AUDIT_AREAS)[number];
  entity?: string;
  entityId?: string;
  from?: string;
  to?: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FIELDS = ['actor', 'entity', 'entityId'] as const;

export function activityFiltersFrom(params: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = { page: pageFrom(params) };
  for (const field of FIELDS) {
    const value = params.get(field)?.trim();
    if (value) filters[field] = value.slice(0, 200);
  }
  const area = AUDIT_AREAS.find((known) => known === params.get('area'));
  if (area) filters.area = area;
  for (const field of ['from', 'to'] as const) {
    const value = params.get(field);
    if (value && DAY.test(value)) filters[field] = value;
  }
  return filters;
}

export function activityQuery(filters: Partial<ActivityFilters>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof AuditListQuery, unknown][]) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    query.set(key, String(value));
  }
  return query;
}

/** The CSV holds every entry under the filter, so the page number is not part of it. */
export function activityCsvHref(filters: Partial<ActivityFilters>): string {
  const { page: _page, ...withoutPage } = filters;
  return `/api/admin/activity.csv?${activityQuery(withoutPage).toString()}`;
}
