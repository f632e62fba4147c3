import { useQueryClient } from '@tanstack/react-query';
import { Download, FileCheck2, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ProductImportLine, ProductImportReport } from '#shared/schemas/admin-import';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { useI18n } from '../../../lib/i18n';
import {
  type ApplyOutcome,
  applyImport,
  checkImport,
  type ImportFiles,
  PRODUCTS_CSV_HREF,
} from '../api/products-import';
import { afterProductChange } from '../api/products-invalidate';
import { FeedsSection } from '../components/feeds/feeds-section';
import { ImportProgress } from '../components/import/import-progress';
import { ImportReport } from '../components/import/import-report';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { LedgerExport } from '../components/stock/ledger-export';
import { ShelfLifeForm } from '../components/stock/shelf-life-form';

type Busy =
  | { step: 'upload'; fraction: number }
  | { step: 'images' | 'rows'; done: number; total: number };

const fileInput =
  'block w-full text-sm text-stone-800 file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-stone-300 file:bg-white file:px-4 file:text-sm file:font-medium hover:file:bg-stone-100';

function ExportSection() {
  const { t } = useI18n();
  return (
    <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h3 className="text-lg font-semibold">{t('admin.import.export.heading')}</h3>
      <p className="text-sm text-stone-700">{t('admin.import.export.text')}</p>
      <Button variant="outline" asChild>
        {/* A plain download: the browser sends the session cookie and saves the file. */}
        <a href={PRODUCTS_CSV_HREF} download>
          <Download aria-hidden="true" />
          {t('admin.import.export.button')}
        </a>
      </Button>
    </section>
  );
}

function progressLabel(busy: Busy, t: ReturnType<typeof useI18n>['t']) {
  if (busy.step === 'upload') {
    return t('admin.import.upload.uploading', { percent: Math.round(busy.fraction * 100) });
  }
  return t(`admin.import.progress.${busy.step}`, { done: busy.done, total: busy.total });
}

function Outcome({ outcome }: { outcome: ApplyOutcome }) {
  const { t, message } = useI18n();
  if (outcome.kind === 'done') {
    const { summary } = outcome.report;
    return (
      <p
        role="status"
        className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
      >
        {t('admin.import.applied', {
          created: summary.productsCreated,
          changed: summary.productsChanged,
        })}
      </p>
    );
  }
  if (outcome.kind === 'refused') return null;
  return (
    <div role="alert" className="space-y-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
      <p className="font-semibold">{t('admin.import.failedTitle')}</p>
      <p>{message(outcome.message)}</p>
      <ul className="list-disc pl-5">
        {outcome.rows.map((row) => (
          <li key={`${row.row}-${row.reasons.join()}`}>
            {t('admin.import.column.row')} {row.row}: {row.reasons.map(message).join('; ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /admin/import: the catalogue out as CSV, in again after a dry run, and out as feeds. */
export function ImportExportPage() {
  const { t, message } = useI18n();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<{ csv: File | null; zip: File | null }>({
    csv: null,
    zip: null,
  });
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ApplyOutcome | null>(null);

  const choose = (field: 'csv' | 'zip', file: File | null) => {
    setFiles((current) => ({ ...current, [field]: file }));
    setReport(null);
    setOutcome(null);
    setError(null);
  };
  const upload = (fraction: number) => setBusy({ step: 'upload', fraction });
  const ready = (): ImportFiles | null => (files.csv ? { csv: files.csv, zip: files.zip } : null);

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = ready();
    if (!chosen) return setError(t('admin.import.upload.chooseCsv'));
    setError(null);
    setOutcome(null);
    setBusy({ step: 'upload', fraction: 0 });
    try {
      setReport(await checkImport(chosen, upload));
    } catch (failure) {
      setError(message((failure as Error).message));
    } finally {
      setBusy(null);
    }
  };

  const onApply = async () => {
    const chosen = ready();
    if (!chosen || !report?.ok) return;
    setError(null);
    setBusy({ step: 'upload', fraction: 0 });
    const onLine = (line: ProductImportLine) => {
      if (line.type === 'progress')
        setBusy({ step: line.phase, done: line.done, total: line.total });
    };
    try {
      const result = await applyImport(chosen, upload, onLine);
      setOutcome(result);
      if (result.kind === 'refused') setReport(result.report);
      if (result.kind === 'done') {
        setReport(null);
        afterProductChange(queryClient);
      }
    } catch (failure) {
      setError(message((failure as Error).message));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <AdminPageHeader
        title={t('admin.import.title')}
        description={t('admin.import.description')}
      />
      <div className="space-y-6">
        <ExportSection />
        <LedgerExport />
        <ShelfLifeForm />
        <section className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
          <h3 className="text-lg font-semibold">{t('admin.import.upload.heading')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            <li>{t('admin.import.rules.handle')}</li>
            <li>{t('admin.import.rules.pictures')}</li>
            <li>{t('admin.import.rules.dryRun')}</li>
          </ul>
          <form onSubmit={onCheck} className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="import-csv">{t('admin.import.upload.csv')}</Label>
              <input
                id="import-csv"
                type="file"
                accept=".csv,text/csv"
                className={fileInput}
                onChange={(event) => choose('csv', event.currentTarget.files?.[0] ?? null)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="import-zip">{t('admin.import.upload.zip')}</Label>
              <input
                id="import-zip"
                type="file"
                accept=".zip,application/zip"
                className={fileInput}
                onChange={(event) => choose('zip', event.currentTarget.files?.[0] ?? null)}
              />
            </div>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="submit" disabled={busy !== null}>
                <FileCheck2 aria-hidden="true" />
                {busy && !report
                  ? t('admin.import.upload.checking')
                  : t('admin.import.upload.check')}
              </Button>
              {report && (
                <Button
                  type="button"
                  onClick={onApply}
                  disabled={!report.ok || busy !== null}
                  aria-describedby={report.ok ? undefined : 'import-apply-blocked'}
                >
                  <Upload aria-hidden="true" />
                  {t('admin.import.apply')}
                </Button>
              )}
            </div>
          </form>
          {report && !report.ok && (
            <p id="import-apply-blocked" className="text-sm font-medium text-rose-900">
              {t('admin.import.applyBlocked')}
            </p>
          )}
          {busy && (
            <ImportProgress
              label={progressLabel(busy, t)}
              fraction={
                busy.step === 'upload'
                  ? busy.fraction
                  : busy.total === 0
                    ? 1
                    : busy.done / busy.total
              }
            />
          )}
          {error && (
            <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
              {error}
            </p>
          )}
          {outcome && <Outcome outcome={outcome} />}
        </section>
        {report && <ImportReport report={report} />}
        <FeedsSection />
      </div>
    </>
  );
}
