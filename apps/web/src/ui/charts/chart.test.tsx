import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Chart } from './index';

describe('Chart', () => {
  it('says every figure in a table under the drawing, gaps as a dash', async () => {
    render(
      <Chart
        caption="Sales by month"
        kind="bar"
        x={{ key: 'month', label: 'Month' }}
        series={[
          { key: 'sales', label: 'Sales' },
          { key: 'refunds', label: 'Refunds' },
        ]}
        rows={[
          { month: '2026-10', sales: 12, refunds: 1 },
          { month: '2026-11', sales: 30, refunds: null },
        ]}
        formatValue={(v) => `${v} orders`}
      />,
    );
    expect(screen.getByText('Sales by month', { selector: 'figcaption' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Sales by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'MonthSalesRefunds',
      '2026-1012 orders1 orders',
      '2026-1130 orders–',
    ]);
  });
});
