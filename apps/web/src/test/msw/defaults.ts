import { HttpResponse, http } from 'msw';

const unauthorized = () =>
  HttpResponse.json({ error: 'unauthorized', message: 'Not signed in.' }, { status: 401 });

/**
 * What the app asks on every start, answered for a guest: no session, no membership, no Google sign-in, no
 * application to teach.
 */
export function guestSessionHandlers() {
  return [
    http.post('/api/auth/refresh', unauthorized),
    http.get('/api/auth/me', unauthorized),
    http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
    http.get('/api/me/membership', () => HttpResponse.json({ membership: null })),
    http.get('/api/config', () => HttpResponse.json({ googleClientId: null, paymentProvider: 'local' })),
    // The shell asks a signed-in user whether they have applied to teach (the 'My application' entry).
    http.get('/api/me/instructor/application', () => HttpResponse.json({ application: null })),
    // The top bar's bell asks a signed-in user for their notifications.
    http.get('/api/me/notifications', () =>
      HttpResponse.json({
        items: [],
        meta: { page: 1, limit: 10, hasNextPage: false, total: 0 },
        unreadCount: 0,
      }),
    ),
    // A checkout return's sync (the purchase watcher and the post-payment banner): not paid, unless a test says.
    http.post('/api/purchase/sync', () =>
      HttpResponse.json({
        fulfilled: false,
        status: 'pending',
        kind: 'course',
        deepLink: null,
        purchaseId: null,
      }),
    ),
    // A detail page's reviews section (features/reviews): none yet, for a guest.
    http.get('/api/reviews/:kind/:itemId', () =>
      HttpResponse.json({
        items: [],
        meta: { page: 1, limit: 10, hasNextPage: false, total: 0 },
        summary: { ratingAvg: 0, ratingCount: 0, histogram: [0, 0, 0, 0, 0] },
        viewer: null,
      }),
    ),
    // 'Due today' and today's plan (features/qbank) on the home page and the question bank: an empty deck.
    http.get('/api/me/reviews/summary', () =>
      HttpResponse.json({ due: 0, dueToday: 0, total: 0, nextDueAt: null, retention: 0.9 }),
    ),
    http.get('/api/me/study-plan', () => HttpResponse.json({ plan: null })),
    // The home page's upcoming live sessions (features/live).
    http.get('/api/live-sessions', () => HttpResponse.json({ results: [], page: 1, pageSize: 6, total: 0 })),
  ];
}
