import type { PublicCertificate } from '@medprep/shared';
import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_REVOKE_REASON_MAX,
  formatCpdHours,
} from '@medprep/shared/constants';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { StatusBadge, type StatusScheme } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextAreaField } from '../../../ui/field';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useCertificate, useRevokeCertificate } from '../api';
import { CERTIFICATES_UI, STATUS_LABELS } from '../content';

const statusScheme: StatusScheme<PublicCertificate['status']> = {
  tones: { valid: 'green', revoked: 'red' },
  labels: STATUS_LABELS,
};

/** An admin's revoke form: a reason, then the page says what happened. */
function RevokeForm({ code, onRevoked }: { code: string; onRevoked: () => void }) {
  const revoke = useRevokeCertificate(code);
  const [reason, setReason] = useState('');
  const error =
    revoke.error instanceof ApiError ? (revoke.error.fields?.reason ?? revoke.error.message) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    revoke.mutate({ code, reason }, { onSuccess: onRevoked });
  };
  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="revoke-title">
        <h2 id="revoke-title" className="text-lg font-semibold text-slate-900">
          {CERTIFICATES_UI.revokeTitle}
        </h2>
        <TextAreaField
          label={CERTIFICATES_UI.revokeReason}
          hint={CERTIFICATES_UI.revokeHint}
          error={error}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={CERTIFICATE_REVOKE_REASON_MAX}
          rows={3}
          required
        />
        <Button type="submit" variant="danger" className="self-start" disabled={revoke.isPending}>
          {CERTIFICATES_UI.revokeButton}
        </Button>
      </form>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 sm:w-36 sm:shrink-0">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The public verification page a certificate's QR code points to: who, what, when, hours, and whether valid. */
export default function CertificatePage() {
  useTitle(CERTIFICATES_UI.pageTitle);
  const { code = '' } = useParams();
  const query = useCertificate(code);
  const { user } = useSession();
  const [notice, setNotice] = useState('');

  let body: React.ReactNode;
  if (query.isPending) body = <LoadingBlock />;
  else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <EmptyState title={CERTIFICATES_UI.notFoundTitle}>{CERTIFICATES_UI.notFoundHint}</EmptyState>
      ) : (
        <ErrorState message={CERTIFICATES_UI.verifyFailed} onRetry={() => query.refetch()} />
      );
  } else {
    const c = query.data.certificate;
    body = (
      <>
        <Card>
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {CERTIFICATE_KIND_LABELS[c.kind]}
              </p>
              <StatusBadge status={c.status} scheme={statusScheme} />
            </div>
            <p
              className={
                c.status === 'valid' ? 'font-semibold text-emerald-800' : 'font-semibold text-red-800'
              }
            >
              {c.status === 'valid' ? CERTIFICATES_UI.validNote : CERTIFICATES_UI.revokedNote}
            </p>
            <dl className="flex flex-col gap-3">
              <Row label={CERTIFICATES_UI.holder}>{c.holderName}</Row>
              <Row label={CERTIFICATES_UI.completed}>{c.title}</Row>
              <Row label={CERTIFICATES_UI.date}>{formatDate(c.issuedAt)}</Row>
              <Row label={CERTIFICATES_UI.hours}>{formatCpdHours(c.cpdHours)}</Row>
              <Row label={CERTIFICATES_UI.issuer}>{c.issuer}</Row>
              <Row label={CERTIFICATES_UI.code}>
                <span className="font-mono break-all">{c.code}</span>
              </Row>
            </dl>
          </div>
        </Card>
        {user?.role === 'admin' && c.status === 'valid' && (
          <RevokeForm code={c.code} onRevoked={() => setNotice(CERTIFICATES_UI.revoked)} />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{CERTIFICATES_UI.pageTitle}</h1>
      <p role="status" aria-live="polite" className={notice ? 'font-medium text-slate-800' : 'sr-only'}>
        {notice}
      </p>
      {body}
    </div>
  );
}
