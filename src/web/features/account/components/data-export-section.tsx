/**
 * Download my data (issue 43): the server's file of everything the shop keeps about the shopper,
 * saved under the name the server gives it. A second click while it is made is told to wait.
 */
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { readApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { AccountSection } from './account-section';

const FILE_NAME = /filename="([^"]+)"/;

export function DataExportSection() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/account/data', { credentials: 'same-origin' });
      if (!response.ok) {
        const said = readApiError(await response.json().catch(() => null));
        setError(said?.message ?? t('account.data.failed'));
        return;
      }
      const name =
        FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      setError(t('account.data.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection title={t('account.data.title')} description={t('account.data.description')}>
      {error && (
        <p role="alert" className="mb-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        onClick={() => void download()}
        disabled={busy}
      >
        <Download aria-hidden="true" />
        {busy ? t('account.data.downloading') : t('account.data.download')}
      </Button>
    </AccountSection>
  );
}
