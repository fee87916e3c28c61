import { csvLine, SALES_CSV_HEADER } from '@medprep/shared';
import type { salesRows } from './instructor.ts';

type Row = Awaited<ReturnType<typeof salesRows>>[number];

/** The sales CSV: a header, then one line per paid order (a refunded one shows its amount refunded, net 0). */
export function salesCsv(rows: readonly Row[]): string {
  let out = csvLine(SALES_CSV_HEADER);
  for (const r of rows) {
    const amount = Number(r.amount_minor);
    const refunded = r.status === 'refunded' ? amount : 0;
    out += csvLine([
      r.id,
      new Date(r.created_at).toISOString(),
      r.kind,
      r.item_ref,
      r.order_title,
      r.status,
      r.currency,
      amount,
      refunded,
      amount - refunded,
    ]);
  }
  return out;
}
