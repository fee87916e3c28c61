import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibraryKind } from '@medprep/shared';
import type { DbOrTx } from '../../db/client.ts';
import { libraryEntries, libraryItems, uploads } from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { slugifyLibrary } from './slug.ts';

/**
 * A small valid one-page PDF showing `title` and a few lines (no package: the objects and the cross-reference
 * table are written by hand, with their byte offsets).
 */
export function minimalPdf(title: string, lines: string[] = []): Buffer {
  const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const text = [
    `BT /F1 20 Tf 72 760 Td (${pdfText(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 72 ${724 - i * 18} Td (${pdfText(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores bytes as one of `ownerId`'s private uploads (as `POST /api/uploads` would), for the seed and tests. */
export async function storePrivateFile(
  db: DbOrTx,
  storage: Storage,
  input: { ownerId: string; fileName: string; content: Buffer; mimeType: string; ext: string },
) {
  const key = `private/${randomBytes(18).toString('base64url')}.${input.ext}`;
  const dir = await mkdtemp(join(tmpdir(), 'medprep-demo-'));
  try {
    const path = join(dir, 'file');
    await writeFile(path, input.content);
    await storage.putFile(key, path, { contentType: input.mimeType, size: input.content.length });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await db.insert(uploads).values({
    ownerId: input.ownerId,
    storageKey: key,
    visibility: 'private',
    mimeType: input.mimeType,
    size: input.content.length,
    originalName: input.fileName,
  });
  return { fileKey: key, fileName: input.fileName, fileSize: input.content.length, fileMime: input.mimeType };
}

export interface DemoLibraryEntry {
  kind: LibraryKind;
  title: string;
  description: string;
  category: string;
  priceMinor: number;
  includedInMembership: boolean;
  links: { title: string; url: string; note?: string }[];
  files: { title: string; fileName: string; lines: string[] }[];
}

/** Two resource packs and two ebooks: free, included in membership, and paid. */
export const DEMO_LIBRARY: DemoLibraryEntry[] = [
  {
    kind: 'resource',
    title: 'PLAB 2 OSCE station checklists',
    description:
      'Printable checklists for the commonest PLAB 2 stations: history taking, examination, explaining a diagnosis and breaking bad news. Free for everyone.',
    category: 'PLAB',
    priceMinor: 0,
    includedInMembership: false,
    links: [
      {
        title: 'GMC: PLAB 2 guidance',
        url: 'https://www.gmc-uk.org/registration-and-licensing/join-the-register/plab/plab-2-guide',
        note: 'The official format and marking.',
      },
    ],
    files: [
      {
        title: 'History-taking checklist',
        fileName: 'plab2-history-checklist.pdf',
        lines: ['Introduce yourself and confirm identity', 'Presenting complaint: SOCRATES', 'ICE'],
      },
      {
        title: 'Breaking bad news (SPIKES)',
        fileName: 'plab2-spikes.pdf',
        lines: ['Setting', 'Perception', 'Invitation', 'Knowledge', 'Emotions', 'Strategy and summary'],
      },
    ],
  },
  {
    kind: 'resource',
    title: 'Acute medicine on-call pack',
    description:
      'One-page summaries for the calls that worry new FY1s: sepsis, hyperkalaemia, DKA, acute asthma and chest pain, with links to the national guidance.',
    category: 'Acute medicine',
    priceMinor: 1499,
    includedInMembership: true,
    links: [
      {
        title: 'NICE: Sepsis (NG51)',
        url: 'https://www.nice.org.uk/guidance/ng51',
        note: 'Recognition, diagnosis and early management.',
      },
      {
        title: 'Resuscitation Council UK: Adult ALS',
        url: 'https://www.resus.org.uk/library/2021-resuscitation-guidelines',
      },
    ],
    files: [
      {
        title: 'Hyperkalaemia on one page',
        fileName: 'hyperkalaemia.pdf',
        lines: ['ECG changes', 'Calcium gluconate 10% 30 ml', 'Insulin-dextrose', 'Treat the cause'],
      },
    ],
  },
  {
    kind: 'ebook',
    title: 'ECG interpretation for UKMLA',
    description:
      'A short ebook walking through a systematic reading of the 12-lead ECG, with the patterns the UKMLA asks about. Included in membership.',
    category: 'Cardiology',
    priceMinor: 999,
    includedInMembership: true,
    links: [{ title: 'Life in the Fast Lane ECG library', url: 'https://litfl.com/ecg-library/' }],
    files: [
      {
        title: 'The ebook (PDF)',
        fileName: 'ecg-interpretation-ukmla.pdf',
        lines: ['1. Rate', '2. Rhythm', '3. Axis', '4. P waves and PR interval', '5. QRS', '6. ST and T'],
      },
    ],
  },
  {
    kind: 'ebook',
    title: 'MRCP Part 1 high-yield notes',
    description:
      'Dense, exam-focused notes across the MRCP Part 1 curriculum, from endocrinology to neurology. A one-time purchase.',
    category: 'MRCP',
    priceMinor: 2499,
    includedInMembership: false,
    links: [{ title: 'MRCP(UK) Part 1 blueprint', url: 'https://www.mrcpuk.org/mrcpuk-examinations/part-1' }],
    files: [
      {
        title: 'Endocrinology chapter (PDF)',
        fileName: 'mrcp1-endocrinology.pdf',
        lines: ['Addison disease', 'Cushing syndrome', 'Phaeochromocytoma', 'MEN syndromes'],
      },
      {
        title: 'Neurology chapter (PDF)',
        fileName: 'mrcp1-neurology.pdf',
        lines: ['Localising lesions', 'Multiple sclerosis', 'Myasthenia gravis'],
      },
    ],
  },
];

/** Seeds the demo packs and ebooks, published, with real PDF files stored through the storage driver. */
export async function seedDemoLibrary(
  db: DbOrTx,
  storage: Storage,
  ownerId: string,
  now = new Date(),
): Promise<void> {
  for (const [index, demo] of DEMO_LIBRARY.entries()) {
    const publishedAt = new Date(now.getTime() - (index + 1) * 3 * 86_400_000);
    const [entry] = await db
      .insert(libraryEntries)
      .values({
        kind: demo.kind,
        ownerId,
        slug: slugifyLibrary(demo.title, demo.kind),
        title: demo.title,
        description: demo.description,
        category: demo.category,
        status: 'published',
        priceMinor: demo.priceMinor,
        includedInMembership: demo.includedInMembership,
        publishedAt,
        firstPublishedAt: publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning();
    let position = 0;
    for (const file of demo.files) {
      const stored = await storePrivateFile(db, storage, {
        ownerId,
        fileName: file.fileName,
        content: minimalPdf(file.title, file.lines),
        mimeType: 'application/pdf',
        ext: 'pdf',
      });
      await db
        .insert(libraryItems)
        .values({ entryId: entry!.id, type: 'file', title: file.title, position: position++, ...stored });
    }
    for (const link of demo.links) {
      await db.insert(libraryItems).values({
        entryId: entry!.id,
        type: 'link',
        title: link.title,
        position: position++,
        linkUrl: link.url,
        linkNote: link.note ?? '',
      });
    }
  }
}
