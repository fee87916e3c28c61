import type { MyCertificate } from '@medprep/shared';
import { CERTIFICATE_KIND_LABELS, formatCpdHours } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Button, ButtonLink } from '../../../ui/button';
import { CardRow, ListScreen, ListView } from '../../../ui/list';
import { downloadCertificatePdf, useMyCertificates } from '../api';
import { CERTIFICATES_UI } from '../content';

function DownloadButton({ item, onDone }: { item: MyCertificate; onDone: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCertificatePdf(item.code);
      onDone(CERTIFICATES_UI.downloaded);
    } catch (error) {
      onDone(error instanceof Error ? error.message : CERTIFICATES_UI.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={download}
      disabled={busy}
      aria-label={`${CERTIFICATES_UI.download}: ${item.title}`}
    >
      {busy ? CERTIFICATES_UI.downloading : CERTIFICATES_UI.download}
    </Button>
  );
}

/** The caller's certificates, newest first, each with its PDF and its public verification page. */
export default function MyCertificatesPage() {
  useTitle(CERTIFICATES_UI.listTitle);
  const list = useMyCertificates();
  const [notice, setNotice] = useState('');
  return (
    <ListScreen width="4xl" title={CERTIFICATES_UI.listTitle} intro={CERTIFICATES_UI.listIntro}>
      <p
        role="status"
        aria-live="polite"
        className={notice ? 'text-sm font-medium text-slate-800' : 'sr-only'}
      >
        {notice}
      </p>
      <ListView
        query={list}
        errorMessage={list.error ? CERTIFICATES_UI.loadFailed : undefined}
        empty={{
          title: CERTIFICATES_UI.empty,
          body: CERTIFICATES_UI.emptyHint,
          action: <ButtonLink to={paths.courses()}>{CERTIFICATES_UI.browseCourses}</ButtonLink>,
        }}
        rowCards={{
          key: (item) => item.code,
          item: (item) => (
            <CardRow
              eyebrow={CERTIFICATE_KIND_LABELS[item.kind]}
              title={item.title}
              actions={
                <>
                  <DownloadButton item={item} onDone={setNotice} />
                  <Link
                    to={paths.certificate(item.code)}
                    aria-label={`${CERTIFICATES_UI.verifyLink}: ${item.title}`}
                    className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline hover:bg-brand-50"
                  >
                    {CERTIFICATES_UI.verifyLink}
                  </Link>
                </>
              }
            >
              <p className="text-sm text-slate-600">
                {CERTIFICATES_UI.issued} {formatDate(item.issuedAt)} · {formatCpdHours(item.cpdHours)}
              </p>
              <p className="text-sm break-all text-slate-600">
                {CERTIFICATES_UI.code}: <span className="font-mono">{item.code}</span>
              </p>
            </CardRow>
          ),
        }}
      />
    </ListScreen>
  );
}
