import { QBANK_MESSAGES } from '@medprep/shared';
import { POST_PAYMENT_TEXT, QUIZ_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../lib/browser-navigation';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderPageGoingTo, renderRoutes, testUser } from '../../test/render';
import AttemptsPage from './pages/attempts-page';
import QuizCataloguePage from './pages/catalogue-page';
import QuizDetailPage from './pages/detail-page';
import NewQuizPage from './pages/new-quiz-page';
import ResultsPage from './pages/results-page';
import { detail, quiz, startResponse, submittedAttempt } from './test-fixtures';

const page = (items = [quiz()]) => ({ items, meta: { page: 1, limit: 12, hasNextPage: false } });

beforeEach(() => {
  localStorage.clear();
});

describe('catalogue', { timeout: 15_000 }, () => {
  it("lists quizzes, links 'View past attempts' and shows 'My Mocks' for a learner", async () => {
    signedInAs(testUser());
    answer('GET', '/api/quizzes', page());
    const mocks = answer('GET', '/api/me/purchases', {
      items: [],
      meta: { page: 1, limit: 6, hasNextPage: false },
    });
    renderRoutes([{ path: '/quizzes', element: <QuizCataloguePage /> }], '/quizzes');
    expect(await screen.findByRole('link', { name: 'PLAB 1 Mock 1' }, { timeout: 5_000 })).toHaveAttribute(
      'href',
      '/quizzes/plab-mock-1',
    );
    expect(screen.getByRole('link', { name: QUIZ_MESSAGES.viewPastAttempts })).toHaveAttribute(
      'href',
      '/quizzes/attempts',
    );
    expect(await screen.findByRole('heading', { name: QUIZ_MESSAGES.myMocks })).toBeInTheDocument();
    await waitFor(() => expect(mocks.requests).toHaveLength(1));
    expect(mocks.requests[0]!.url.searchParams.get('kinds')).toBe('quiz');
    expect(mocks.requests[0]!.url.searchParams.get('limit')).toBe('6');
  });

  it("says 'No quizzes found'", async () => {
    answer('GET', '/api/quizzes', page([]));
    renderRoutes([{ path: '/quizzes', element: <QuizCataloguePage /> }], '/quizzes?q=zzz');
    expect(await screen.findByText(QUIZ_MESSAGES.noQuizzes)).toBeInTheDocument();
  });

  it("says 'Failed to load' with Retry", async () => {
    let fail = true;
    answer('GET', '/api/quizzes', () => (fail ? apiError(500, 'internal', 'Boom') : page()));
    const user = userEvent.setup();
    renderRoutes([{ path: '/quizzes', element: <QuizCataloguePage /> }], '/quizzes');
    expect(await screen.findByText(QUIZ_MESSAGES.catalogueFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'PLAB 1 Mock 1' })).toBeInTheDocument();
  });
});

describe('quiz page start flow', { timeout: 15_000 }, () => {
  const routes = [
    { path: '/quizzes/:slug', element: <QuizDetailPage /> },
    { path: '/quizzes/:slug/play', element: <p>Play page</p> },
    { path: '/billing/plans', element: <p>Plans page</p> },
  ];

  it('starts, remembers the attempt and opens the play page', async () => {
    signedInAs(testUser());
    answer('GET', '/api/quizzes/:slug', detail());
    const start = answer('POST', '/api/quizzes/:slug/start', startResponse(), { status: 201 });
    const user = userEvent.setup();
    renderRoutes(routes, '/quizzes/plab-mock-1');
    await user.click(await screen.findByRole('button', { name: 'Start exam' }));
    expect(await screen.findByText('Play page')).toBeInTheDocument();
    expect(start.requests).toHaveLength(1);
    expect(localStorage.getItem('medprep.quiz.current.plab-mock-1')).toBe('att-1');
  });

  it('goes to the plans on a 402', async () => {
    signedInAs(testUser());
    answer('GET', '/api/quizzes/:slug', detail());
    answer(
      'POST',
      '/api/quizzes/:slug/start',
      apiError(402, 'payment_required', QUIZ_MESSAGES.membershipRequired),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/quizzes/plab-mock-1');
    await user.click(await screen.findByRole('button', { name: 'Start exam' }));
    expect(await screen.findByText('Plans page')).toBeInTheDocument();
  });

  it('buys a paid quiz through checkout, and starts instead when the server says it is already purchased', async () => {
    signedInAs(testUser());
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    answer(
      'GET',
      '/api/quizzes/:slug',
      detail(
        {
          pricing: { isFree: false, includedInMembership: false, amountMinor: 1999, currency: 'GBP' },
          accessMode: 'paid',
        },
        { isFree: false, canStart: false, action: 'checkout' },
      ),
    );
    answer(
      'POST',
      '/api/quizzes/:slug/checkout',
      apiError(400, 'bad_request', 'This quiz is already purchased.'),
    );
    const start = answer('POST', '/api/quizzes/:slug/start', startResponse());
    const user = userEvent.setup();
    renderRoutes(routes, '/quizzes/plab-mock-1');
    await user.click(await screen.findByRole('button', { name: 'Buy for £19.99' }));
    expect(await screen.findByText('Play page')).toBeInTheDocument();
    expect(start.requests).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('back from paying for a mock: the post-payment banner with Start the mock and the receipt', async () => {
    signedInAs(testUser());
    answer(
      'GET',
      '/api/quizzes/:slug',
      detail(
        { pricing: { isFree: false, includedInMembership: false, amountMinor: 1999, currency: 'GBP' } },
        { isFree: false, purchased: true },
      ),
    );
    answer('POST', '/api/purchase/sync', {
      fulfilled: true,
      status: 'fulfilled',
      kind: 'quiz',
      deepLink: '/quizzes/plab-mock-1',
      purchaseId: 'p-q1',
    });
    renderRoutes(routes, '/quizzes/plab-mock-1?purchase=success&session_id=cs_q1');
    const banner = await screen.findByRole('status', { name: POST_PAYMENT_TEXT.title });
    expect(within(banner).getByRole('link', { name: 'Start the mock' })).toHaveAttribute(
      'href',
      '/quizzes/plab-mock-1/play',
    );
    expect(await within(banner).findByRole('link', { name: POST_PAYMENT_TEXT.receipt })).toHaveAttribute(
      'href',
      '/me/purchases/p-q1/receipt',
    );
  });

  it('sends a guest to sign in', async () => {
    answer('GET', '/api/quizzes/:slug', detail({}, { signedIn: false, canStart: false, action: 'login' }));
    renderRoutes(routes, '/quizzes/plab-mock-1');
    expect(await screen.findByRole('link', { name: 'Sign in to start' })).toHaveAttribute(
      'href',
      '/login?next=%2Fquizzes%2Fplab-mock-1',
    );
  });
});

describe('results', { timeout: 15_000 }, () => {
  it('shows score, percent, pass, time, each answer with the correct one and explanation, and topics', async () => {
    signedInAs(testUser());
    answer('GET', '/api/attempts/:id', submittedAttempt());
    renderRoutes(
      [{ path: '/quizzes/attempts/:attemptId', element: <ResultsPage /> }],
      '/quizzes/attempts/att-1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'PLAB 1 Mock 1' })).toBeInTheDocument();
    expect(screen.getByText('3 / 4')).toBeInTheDocument();
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.getByText(QUIZ_MESSAGES.passed)).toBeInTheDocument();
    expect(screen.getByText('Metformin alone rarely causes hypoglycaemia.')).toBeInTheDocument();
    const q2 = screen.getByRole('heading', { name: 'Question 2' }).closest('li')!;
    expect(within(q2).getByText('True')).toBeInTheDocument();
    expect(within(q2).getByText('False')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Endocrine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: QUIZ_MESSAGES.reviseMistakes })).toHaveAttribute(
      'href',
      '/quizzes/plab-mock-1/practice?source=mistakes',
    );
  });

  it('marks each answer in its options list, lettered by place after a shuffle', async () => {
    signedInAs(testUser());
    const submitted = submittedAttempt();
    const [r1] = submitted.results!.perQuestion;
    // This attempt's shuffle showed B first; the learner chose it (B), the key is A.
    submitted.results!.perQuestion[0] = {
      ...r1!,
      options: [...r1!.options].reverse(),
      answer: { ...r1!.answer!, selectedOptionIds: ['B'] },
      grade: { correct: false, earned: 0 },
    };
    answer('GET', '/api/attempts/:id', submitted);
    renderRoutes(
      [{ path: '/quizzes/attempts/:attemptId', element: <ResultsPage /> }],
      '/quizzes/attempts/att-1',
    );
    const rowsOf = async (n: number) =>
      within(await screen.findByRole('list', { name: `Options and answers of question ${n}` }))
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.getAttribute('data-mark')]);
    expect(await rowsOf(1)).toEqual([
      ['✗A. IV hydrocortisoneYour answer', 'chosen-wrong'],
      ['✓B. IM adrenalineCorrect answer', 'missed-right'],
    ]);
    // True/false: answered True, the key is False.
    expect(await rowsOf(2)).toEqual([
      ['✗TrueYour answer', 'chosen-wrong'],
      ['✓FalseCorrect answer', 'missed-right'],
    ]);
    // A short answer accepted: one row, the learner's words.
    expect(await rowsOf(3)).toEqual([['✓radial nerveYour answer · Correct', 'chosen-right']]);
  });

  it("says 'Attempt is not submitted yet.' for an open attempt", async () => {
    signedInAs(testUser());
    answer('GET', '/api/attempts/:id', { ...startResponse(), results: null, lessons: [] });
    renderRoutes(
      [{ path: '/quizzes/attempts/:attemptId', element: <ResultsPage /> }],
      '/quizzes/attempts/att-1',
    );
    expect(await screen.findByText(QUIZ_MESSAGES.notSubmittedYet)).toBeInTheDocument();
  });
});

describe('attempts', { timeout: 15_000 }, () => {
  it('offers View results for a submitted attempt and Resume from quiz page for an open one', async () => {
    signedInAs(testUser());
    const base = {
      passed: null,
      score: null,
      maxScore: 4,
      percent: null,
      timeTakenSec: null,
      startedAt: '2026-11-20T10:00:00.000Z',
      completedAt: null,
      expiresAt: null,
      quiz: { id: 'quiz-1', title: 'PLAB 1 Mock 1', slug: 'plab-mock-1' },
    };
    const list = answer('GET', '/api/me/attempts', {
      items: [
        { ...base, id: 'a2', status: 'in_progress', attemptNo: 2 },
        {
          ...base,
          id: 'a1',
          status: 'submitted',
          attemptNo: 1,
          passed: true,
          score: 4,
          percent: 100,
          timeTakenSec: 60,
        },
      ],
      meta: { page: 1, limit: 12, hasNextPage: false },
    });
    renderRoutes([{ path: '/quizzes/attempts', element: <AttemptsPage /> }], '/quizzes/attempts');
    expect(await screen.findByRole('link', { name: QUIZ_MESSAGES.viewResults })).toHaveAttribute(
      'href',
      '/quizzes/attempts/a1',
    );
    expect(screen.getByRole('link', { name: QUIZ_MESSAGES.resumeFromQuizPage })).toHaveAttribute(
      'href',
      '/quizzes/plab-mock-1',
    );
    expect(list.requests[0]!.url.searchParams.get('limit')).toBe('12');
  });

  it('links to the catalogue when there are none', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/attempts', { items: [], meta: { page: 1, limit: 12, hasNextPage: false } });
    renderRoutes([{ path: '/quizzes/attempts', element: <AttemptsPage /> }], '/quizzes/attempts');
    expect(await screen.findByRole('link', { name: 'Browse mock exams' })).toHaveAttribute(
      'href',
      '/quizzes',
    );
  });
});

describe('new quiz', { timeout: 15_000 }, () => {
  it('checks title and price, converts the price to minor units and goes to the builder', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    const create = answer(
      'POST',
      '/api/instructor/mock/quizzes',
      { quiz: quiz({ id: 'new-1' }) },
      { status: 201 },
    );
    const user = userEvent.setup();
    const { router } = renderPageGoingTo(<NewQuizPage />, '/instructor/quizzes/new', {
      '/instructor/quizzes/:id/questions': 'Builder',
    });
    const price = await screen.findByRole('textbox', { name: /Price/ });
    expect(price).toHaveValue('9.99');
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    expect(await screen.findByText(QUIZ_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(QUIZ_MESSAGES.priceRequired)).toBeInTheDocument();
    expect(create.requests).toHaveLength(0);

    expect(screen.getByText(QBANK_MESSAGES.examRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Renal mock');
    await user.selectOptions(screen.getByRole('combobox', { name: /Exam/ }), 'PLAB 1');
    await user.clear(price);
    await user.type(price, '12.345');
    await user.clear(screen.getByRole('textbox', { name: /Pass mark/ }));
    await user.type(screen.getByRole('textbox', { name: /Pass mark/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/quizzes/new-1/questions'));
    expect(create.requests[0]!.body).toEqual({
      title: 'Renal mock',
      description: '',
      exam: 'PLAB 1',
      attemptsAllowed: 1,
      passPercent: 100,
      timeLimitSec: 0,
      visibility: 'public',
      pricing: { isFree: false, includedInMembership: false, amountMinor: 1235, currency: 'GBP' },
    });
  });
});
