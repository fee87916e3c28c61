import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderPage, testUser } from '../../test/render';
import { CERTIFICATES_UI } from './content';
import CertificatePage from './pages/certificate-page';
import MyCertificatesPage from './pages/my-certificates-page';

const CODE = 'ABCDE-FGHJK-MNPQR-STVWX';
const item = {
  code: CODE,
  kind: 'course' as const,
  title: 'Acute kidney injury essentials',
  issuedAt: '2026-11-20T10:00:00.000Z',
  cpdHours: 1.5,
};
const publicCert = (status: 'valid' | 'revoked' = 'valid') => ({
  certificate: {
    code: CODE,
    holderName: 'Grace Hopper',
    title: item.title,
    kind: 'course',
    issuedAt: item.issuedAt,
    cpdHours: 1.5,
    issuer: 'MedPrep Academy',
    status,
  },
});

describe('My certificates', () => {
  it('lists each certificate with its kind, date, hours and code, a PDF download and its verification page', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/certificates', {
      items: [
        item,
        { ...item, code: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', kind: 'quiz', title: 'Nephrology mock', cpdHours: 1 },
      ],
    });
    const pdf = answer(
      'GET',
      `/api/me/certificates/${CODE}.pdf`,
      () => new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }),
    );
    const createObjectURL = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<MyCertificatesPage />, '/me/certificates');

    expect(await screen.findByRole('heading', { level: 1, name: 'My certificates' })).toBeInTheDocument();
    const first = (await screen.findByText(item.title)).closest('li') as HTMLElement;
    expect(within(first).getByText('Course completed')).toBeInTheDocument();
    expect(within(first).getByText(/1\.5 CPD hours/)).toBeInTheDocument();
    expect(within(first).getByText(CODE)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: `Verification page: ${item.title}` })).toHaveAttribute(
      'href',
      `/certificates/${CODE}`,
    );
    expect(screen.getByText('Mock exam passed')).toBeInTheDocument();
    expect(screen.getByText(/1 CPD hour$/)).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: `Download PDF: ${item.title}` }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(pdf.requests[0]?.headers.get('authorization')).toBe('Bearer token');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`certificate-${CODE}.pdf`);
    expect(await screen.findByText(CERTIFICATES_UI.downloaded)).toBeInTheDocument();
    click.mockRestore();
  });

  it('says how to earn one when there are none', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/certificates', { items: [] });
    renderPage(<MyCertificatesPage />, '/me/certificates');
    expect(await screen.findByText(CERTIFICATES_UI.empty)).toBeInTheDocument();
    expect(screen.getByText(CERTIFICATES_UI.emptyHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CERTIFICATES_UI.browseCourses })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/certificates', apiError(500, 'internal', 'Boom'));
    renderPage(<MyCertificatesPage />, '/me/certificates');
    expect(await screen.findByText(CERTIFICATES_UI.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});

describe('Certificate verification', () => {
  const open = () => renderPage(<CertificatePage />, `/certificates/${CODE}`, '/certificates/:code');

  it('shows a guest the holder, title, date, hours, issuer and that it is valid; no revoke form', async () => {
    answer('GET', `/api/certificates/${CODE}`, publicCert());
    open();
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText(item.title)).toBeInTheDocument();
    expect(screen.getByText('1.5 CPD hours')).toBeInTheDocument();
    expect(screen.getByText(CERTIFICATES_UI.validNote)).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CERTIFICATES_UI.revokeButton })).toBeNull();
  });

  it('says a revoked certificate is no longer valid', async () => {
    answer('GET', `/api/certificates/${CODE}`, publicCert('revoked'));
    open();
    expect(await screen.findByText(CERTIFICATES_UI.revokedNote)).toBeInTheDocument();
    expect(screen.getByText('Revoked')).toBeInTheDocument();
  });

  it('says so for an unknown code', async () => {
    answer(
      'GET',
      `/api/certificates/${CODE}`,
      apiError(404, 'not_found', 'No valid certificate has this code.'),
    );
    open();
    expect(await screen.findByText(CERTIFICATES_UI.notFoundTitle)).toBeInTheDocument();
  });

  it('lets an admin revoke it with a reason, then says what happened', async () => {
    signedInAs(testUser({ role: 'admin' }));
    let status: 'valid' | 'revoked' = 'valid';
    answer('GET', `/api/certificates/${CODE}`, () => publicCert(status));
    const revoke = answer('POST', `/api/admin/certificates/${CODE}/revoke`, () => {
      status = 'revoked';
      return publicCert('revoked');
    });
    open();
    await userEvent.type(await screen.findByLabelText(CERTIFICATES_UI.revokeReason), 'Issued in error');
    await userEvent.click(screen.getByRole('button', { name: CERTIFICATES_UI.revokeButton }));
    await waitFor(() => expect(revoke.requests[0]?.body).toEqual({ reason: 'Issued in error' }));
    expect(await screen.findByText(CERTIFICATES_UI.revoked)).toBeInTheDocument();
    expect(await screen.findByText(CERTIFICATES_UI.revokedNote)).toBeInTheDocument();
  });
});
