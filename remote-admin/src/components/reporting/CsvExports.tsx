// The cohort's CSV exports, one click each: the file is fetched with the admin's session and
// saved under the name the API gives it.
import * as ROUTES from '@glow/contract/routes';
import { errorMessageOf } from '@glow/shared-api';
import { Button, Muted, Row, showToast, Stack } from '@glow/shared-ui';
import { useState } from 'react';
import { useDownloadFile } from '../downloadFile';

type ExportKind = 'nominations' | 'votes' | 'payments';

const EXPORTS: { kind: ExportKind; label: string }[] = [
  { kind: 'nominations', label: 'Download nominations (CSV)' },
  { kind: 'votes', label: 'Download votes per day (CSV)' },
  { kind: 'payments', label: 'Download payments (CSV)' },
];

export function CsvExports({ cohort }: { cohort: { id: number; name: string } }) {
  const downloadFile = useDownloadFile();
  const [downloading, setDownloading] = useState<ExportKind | null>(null);

  function download(kind: ExportKind) {
    const { id } = cohort;
    if (kind === 'nominations')
      return downloadFile(ROUTES.exportCohortNominations, { pathParams: { id } });
    if (kind === 'votes') return downloadFile(ROUTES.exportCohortVotes, { pathParams: { id } });
    return downloadFile(ROUTES.exportPayments, { payload: { cohortId: id } });
  }

  async function start(kind: ExportKind) {
    setDownloading(kind);
    try {
      await download(kind);
    } catch (error) {
      showToast({ tone: 'error', title: 'The download failed', message: errorMessageOf(error) });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Stack $gap="0.6rem">
      <Muted>
        Spreadsheet files (CSV, UTF-8) of {cohort.name}: its nominations with score, scouts, final
        size, grant and payment; its votes per nomination per day; its payments with their
        transactions.
      </Muted>
      <Row $gap="0.6rem">
        {EXPORTS.map(({ kind, label }) => (
          <Button
            key={kind}
            $variant="secondary"
            disabled={downloading !== null}
            aria-busy={downloading === kind}
            onClick={() => void start(kind)}
          >
            {downloading === kind ? 'Preparing the file…' : label}
          </Button>
        ))}
      </Row>
    </Stack>
  );
}
