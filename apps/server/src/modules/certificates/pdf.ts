/** A certificate as a PDF (A4 landscape) with a QR code to its public verification page. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CERTIFICATE_ISSUER, CERTIFICATE_KIND_LABELS, formatCpdHours, paths } from '@medprep/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { FoundCertificate } from './service.ts';

export interface PdfOptions {
  /** Where the verification link points: PUBLIC_URL, never a request's Host. */
  publicUrl: string;
  /** Off in tests, so that the text can be read from the bytes. */
  compress?: boolean;
}

/** DejaVu Sans, regular and bold, cut to Latin (with Vietnamese), Greek and Cyrillic: any name prints. */
export const CERTIFICATE_FONT_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
let fontFiles: Record<string, Buffer> | undefined;
/** The font files, read once (about 140 KB each); pdfkit embeds only the glyphs a certificate uses. */
const fonts = () => {
  fontFiles ??= Object.fromEntries(
    [REGULAR, BOLD].map((name) => [name, readFileSync(`${CERTIFICATE_FONT_DIR}${name}.ttf`)]),
  );
  return fontFiles;
};

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The verification page's absolute address. */
export const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}${paths.certificate(code)}`;

export async function renderCertificatePdf(
  { c, holderName }: FoundCertificate,
  options: PdfOptions,
): Promise<Buffer> {
  const url = verificationUrl(options.publicUrl, c.code);
  const qr = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: `Certificate ${c.code}`, Author: CERTIFICATE_ISSUER, Subject: c.title },
  });
  for (const [name, file] of Object.entries(fonts())) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = width - 112;
  doc
    .lineWidth(3)
    .strokeColor('#1e3a5f')
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(1)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  doc.fillColor('#1e3a5f').font(BOLD).fontSize(14).text(CERTIFICATE_ISSUER.toUpperCase(), 56, 70, {
    width: inner,
    align: 'center',
    characterSpacing: 2,
  });
  doc
    .font(REGULAR)
    .fontSize(34)
    .text('Certificate of completion', 56, 100, { width: inner, align: 'center' });
  doc
    .fillColor('#333333')
    .fontSize(14)
    .text('This certifies that', 56, 160, { width: inner, align: 'center' });
  doc
    .fillColor('#000000')
    .font(BOLD)
    .fontSize(28)
    .text(holderName, 56, 185, { width: inner, align: 'center' });
  doc.fillColor('#333333').font(REGULAR).fontSize(14);
  doc.text(c.kind === 'course' ? 'has completed the course' : 'has passed the mock exam', 56, 232, {
    width: inner,
    align: 'center',
  });
  doc
    .fillColor('#000000')
    .font(BOLD)
    .fontSize(20)
    .text(c.title, 96, 256, { width: width - 192, align: 'center' });

  const details = [
    `${CERTIFICATE_KIND_LABELS[c.kind]} on ${dateFormat.format(c.issuedAt)}`,
    formatCpdHours(c.cpdHalfHours / 2),
    `Instructor: ${c.instructorName}`,
    `Issued by ${CERTIFICATE_ISSUER}`,
  ];
  doc.fillColor('#333333').font(REGULAR).fontSize(12).text(details.join('\n'), 72, 380, {
    width: 420,
    lineGap: 4,
  });
  doc.font(BOLD).fontSize(12).text(`Certificate code: ${c.code}`, 72, 470, { width: 420 });
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor('#1e3a5f')
    .text(`Verify at ${url}`, 72, 490, { width: 460, link: url });

  const qrSize = 130;
  doc.image(qr, width - 72 - qrSize, height - 72 - qrSize - 14, { width: qrSize, height: qrSize, link: url });
  doc
    .fillColor('#333333')
    .fontSize(9)
    .text('Scan to verify', width - 72 - qrSize, height - 82, {
      width: qrSize,
      align: 'center',
    });
  doc.end();
  return done;
}
