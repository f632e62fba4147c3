/** Complaints raised in the range (docs/guide/complaints.md); first answers against 72 hours. */
import { sql } from 'drizzle-orm';
import type { Translator } from '#shared/i18n/translator';
import type {
  ComplaintFigures,
  ComplaintReport,
  ComplaintReportQuery,
} from '#shared/schemas/complaint-report';
import {
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_RESPONSE_HOURS,
  type ComplaintResolution,
  type ComplaintTopic,
} from '#shared/schemas/complaints';
import { csvTable, UTF8_BOM } from '../../csv';
import type { Database } from '../../db/client';
import { complaints } from '../../db/schema';
import { reportRange } from './report-range';

type Row = Record<keyof Omit<ComplaintFigures, 'medianHoursToAnswer'>, unknown> & {
  topic: ComplaintTopic | null;
  median: unknown;
};

function figuresOf(row: Row | undefined): ComplaintFigures {
  const count = (value: unknown) => Number(value ?? 0);
  const median = row?.median;
  return {
    raised: count(row?.raised),
    resolved: count(row?.resolved),
    answeredInTime: count(row?.answeredInTime),
    answeredLate: count(row?.answeredLate),
    unanswered: count(row?.unanswered),
    overdue: count(row?.overdue),
    medianHoursToAnswer:
      median === null || median === undefined ? null : Math.round(Number(median) * 10) / 10,
  };
}

export async function complaintReport(
  db: Database,
  query: ComplaintReportQuery,
  now = new Date(),
): Promise<ComplaintReport> {
  const { start, end } = reportRange(query.from, query.to);
  const hours = sql`extract(epoch FROM first_reply_at - created_at) / 3600`;
  const lateBefore = new Date(now.getTime() - COMPLAINT_RESPONSE_HOURS * 3_600_000);
  const inRange = sql`created_at >= ${start} AND created_at < ${end}`;
  const [byTopic, byResolution] = await Promise.all([
    db.execute<Row>(sql`
      SELECT topic, count(*) AS raised,
        count(*) FILTER (WHERE status = 'resolved') AS resolved,
        count(*) FILTER (WHERE ${hours} <= ${COMPLAINT_RESPONSE_HOURS}) AS "answeredInTime",
        count(*) FILTER (WHERE ${hours} > ${COMPLAINT_RESPONSE_HOURS}) AS "answeredLate",
        count(*) FILTER (WHERE first_reply_at IS NULL) AS unanswered,
        count(*) FILTER (WHERE first_reply_at IS NULL AND created_at < ${lateBefore}) AS overdue,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hours}) AS median
      FROM ${complaints}
      WHERE ${inRange}
      GROUP BY ROLLUP (topic)`),
    db.execute<{ resolution: ComplaintResolution; count: unknown }>(sql`
      SELECT resolution, count(*) AS count FROM ${complaints}
      WHERE ${inRange} AND status = 'resolved'
      GROUP BY resolution`),
  ]);
  const topics = byTopic.rows.filter((row) => row.topic !== null);
  return {
    from: query.from,
    to: query.to,
    totals: figuresOf(byTopic.rows.find((row) => row.topic === null)),
    byTopic: topics
      .map((row) => ({ topic: row.topic as ComplaintTopic, ...figuresOf(row) }))
      .sort((a, b) => b.raised - a.raised || a.topic.localeCompare(b.topic)),
    byResolution: COMPLAINT_RESOLUTIONS.map((resolution) => ({
      resolution,
      count: Number(byResolution.rows.find((row) => row.resolution === resolution)?.count ?? 0),
    })),
  };
}

type ComplaintLine = ComplaintFigures & { name: string };

/** The topics and their total, then each outcome's count. */
export function complaintsCsv(report: ComplaintReport, { t }: Translator): string {
  const columns: [string, (line: ComplaintLine) => unknown][] = [
    [t('admin.reports.complaints.topic'), (line) => line.name],
    [t('admin.reports.complaints.raised'), (line) => line.raised],
    [t('admin.reports.complaints.resolved'), (line) => line.resolved],
    [t('admin.reports.complaints.answeredInTime'), (line) => line.answeredInTime],
    [t('admin.reports.complaints.answeredLate'), (line) => line.answeredLate],
    [t('admin.reports.complaints.unanswered'), (line) => line.unanswered],
    [t('admin.reports.complaints.overdue'), (line) => line.overdue],
    [t('admin.reports.complaints.medianHours'), (line) => line.medianHoursToAnswer ?? ''],
  ];
  const lines = [
    ...report.byTopic.map((row) => ({ ...row, name: t(`complaint.topic.${row.topic}`) })),
    { ...report.totals, name: t('admin.reports.totals') },
  ];
  const outcomes: [string, (line: { name: string; count: number }) => unknown][] = [
    [t('admin.reports.complaints.byResolution'), (line) => line.name],
    [t('admin.reports.complaints.resolved'), (line) => line.count],
  ];
  const resolved = report.byResolution.map((row) => ({
    name: t(`complaint.resolution.${row.resolution}`),
    count: row.count,
  }));
  return `${UTF8_BOM}${csvTable(columns, lines)}\r\n${csvTable(outcomes, resolved)}`;
}
