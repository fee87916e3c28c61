/**
 * The text a PDF made by pdfkit shows, read back the way a PDF reader does: each font's ToUnicode map turns
 * the glyph codes of the page's text operators into characters. Streams may be deflated or not.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: string;
}

function objects(pdf: Buffer): Map<string, PdfObject> {
  // Walk the file object by object. A stream is read by its /Length, never by searching for `endstream`
  // or `endobj`: deflated bytes may end in a carriage return or hold either word.
  const raw = pdf.toString('latin1');
  const found = new Map<string, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  let m = head.exec(raw);
  while (m) {
    const start = m.index + m[0].length;
    const streamAt = raw.indexOf('stream', start);
    const endAt = raw.indexOf('endobj', start);
    let next = endAt + 'endobj'.length;
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = raw.slice(start, streamAt);
      const length = Number(/\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1]);
      const dataAt = streamAt + 'stream'.length + (raw[streamAt + 6] === '\r' ? 2 : 1);
      const data = raw.slice(dataAt, dataAt + length);
      const bytes = Buffer.from(data, 'latin1');
      const stream = dict.includes('/FlateDecode') ? inflateSync(bytes).toString('latin1') : data;
      found.set(m[1]!, { dict, stream });
      next = raw.indexOf('endobj', dataAt + length) + 'endobj'.length;
    } else {
      found.set(m[1]!, { dict: raw.slice(start, endAt) });
    }
    head.lastIndex = next;
    m = head.exec(raw);
  }
  return found;
}

const hexChars = (spaced: string) => {
  const hex = spaced.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i < hex.length; i += 4)
    out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** A ToUnicode CMap's code → text table (the bfrange and bfchar forms pdfkit writes). */
function toUnicode(cmap: string): Map<number, string> {
  const table = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const from = Number.parseInt(r[1]!, 16);
      const to = Number.parseInt(r[2]!, 16);
      if (r[3]!.startsWith('[')) {
        const targets = [...r[3]!.matchAll(/<([0-9a-f\s]+)>/gi)];
        for (const [i, h] of targets.entries()) table.set(from + i, hexChars(h[1]!));
      } else {
        const start = Number.parseInt(r[3]!.slice(1, -1), 16);
        for (let c = from; c <= to; c++) table.set(c, String.fromCodePoint(start + c - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const r of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      table.set(Number.parseInt(r[1]!, 16), hexChars(r[2]!));
  }
  return table;
}

export interface PdfFacts {
  /** Each text operator's string, one per line. */
  text: string;
  /** The fonts embedded in the file, by base name without the subset tag. */
  embeddedFonts: string[];
  /** The standard (not embedded) fonts named in the file. */
  standardFonts: string[];
}

export function readPdf(pdf: Buffer): PdfFacts {
  const all = objects(pdf);
  const deref = (ref: string) => all.get(ref.split(' ')[0]!);
  const lines: string[] = [];
  for (const page of [...all.values()].filter((o) => /\/Type \/Page\b/.test(o.dict))) {
    const resources = /\/Resources (\d+) 0 R/.exec(page.dict);
    const resDict = resources ? deref(resources[1]!)!.dict : page.dict;
    const fontRefs = new Map<string, Map<number, string> | null>();
    for (const f of (/\/Font <<([\s\S]*?)>>/.exec(resDict)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(deref(f[2]!)!.dict)?.[1];
      fontRefs.set(f[1]!, cmapRef ? toUnicode(deref(cmapRef)!.stream ?? '') : null);
    }
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict)![1]!;
    let table: Map<number, string> | null = null;
    for (const op of deref(contents)!.stream!.matchAll(/\/(\w+) [\d.]+ Tf|\[(.*?)\]\s*TJ/g)) {
      if (op[1]) {
        table = fontRefs.get(op[1]) ?? null;
        continue;
      }
      const hex = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!).join('');
      if (table) {
        let out = '';
        for (let i = 0; i < hex.length; i += 4)
          out += table.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
        lines.push(out);
      } else {
        lines.push(Buffer.from(hex, 'hex').toString('latin1'));
      }
    }
  }
  const fontNames = (pattern: RegExp) =>
    [...all.values()].flatMap((o) => [...o.dict.matchAll(pattern)].map((m) => m[1]!));
  return {
    text: lines.join('\n'),
    embeddedFonts: [...new Set(fontNames(/\/FontName \/[A-Z]{6}\+([\w-]+)/g))].sort(),
    standardFonts: [
      ...new Set(
        [...all.values()]
          .filter((o) => /\/Subtype \/Type1/.test(o.dict))
          .flatMap((o) => [...(/\/BaseFont \/([\w-]+)/.exec(o.dict)?.slice(1) ?? [])]),
      ),
    ],
  };
}
