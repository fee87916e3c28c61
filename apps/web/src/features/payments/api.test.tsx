import { PURCHASES_PANEL_LIMIT } from '@medprep/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderPage, testUser } from '../../test/render';
import { usePurchases } from './api';

function MyMocks() {
  const purchases = usePurchases(['quiz']);
  if (!purchases.data) return <p>Loading</p>;
  return (
    <ul>
      {purchases.data.items.map((item) => (
        <li key={item.id}>{item.title}</li>
      ))}
    </ul>
  );
}

describe('usePurchases', () => {
  it('asks for the given kinds with the panel limit', async () => {
    signedInAs(testUser());
    const purchases = answer('GET', '/api/me/purchases', {
      items: [
        {
          id: 'p1',
          kind: 'quiz',
          itemId: 'q1',
          title: 'MRCP mock 1',
          thumbnail: null,
          purchasedAt: '2026-02-01T10:00:00.000Z',
          priceMinor: 999,
          currency: 'GBP',
          deepLink: '/quizzes/mrcp-mock-1',
        },
      ],
      meta: { page: 1, limit: PURCHASES_PANEL_LIMIT, hasNextPage: false, total: 1 },
    });
    renderPage(<MyMocks />);
    expect(await screen.findByText('MRCP mock 1')).toBeInTheDocument();
    expect(purchases.requests[0]?.path).toBe(`/api/me/purchases?kinds=quiz&limit=${PURCHASES_PANEL_LIMIT}`);
  });
});
