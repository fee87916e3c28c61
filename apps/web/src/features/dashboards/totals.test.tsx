import { DASHBOARD_TEXT } from '@medprep/shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { CurrencyTotals } from './components/totals';

describe('dashboard money', () => {
  it('says £0.00 for nothing refunded or earned, never Free', () => {
    renderPage(
      <CurrencyTotals
        title="Revenue"
        totals={[
          { currency: 'GBP', grossMinor: 4900, refundedMinor: 0, netMinor: 4900 },
          { currency: 'EUR', grossMinor: 0, refundedMinor: 0, netMinor: 0 },
        ]}
      />,
    );
    const [gbp, eur] = within(screen.getByRole('list', { name: 'Revenue' })).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(gbp).getByText(DASHBOARD_TEXT.refunded).nextElementSibling).toHaveTextContent('£0.00');
    expect(within(gbp).getByText(DASHBOARD_TEXT.gross).nextElementSibling).toHaveTextContent('£49.00');
    expect(
      within(eur).getByText(DASHBOARD_TEXT.net, { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('€0.00');
    expect(screen.queryByText(/Free/)).not.toBeInTheDocument();
  });
});
