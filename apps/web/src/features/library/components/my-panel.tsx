import type { LibraryKind } from '@medprep/shared/constants';
import { PurchasesPanel } from '../../payments';
import { PANEL_LIMIT, usePurchases } from '../api';
import { kindView, LIBRARY_UI } from '../kinds';

/** 'My Resources' / 'My Ebooks': the learner's bought ones (GET /me/purchases?kinds=…&limit=6). */
export function MyPanel({ kind }: { kind: LibraryKind }) {
  return (
    <PurchasesPanel
      title={kindView(kind).info.text.myPanel}
      headingId="my-library-panel"
      query={usePurchases(kind, 1, PANEL_LIMIT)}
      empty={LIBRARY_UI.nothingBought}
      failed={(error) => error.message}
    />
  );
}
