import { DISCUSSION_MESSAGES, DISCUSSION_TITLE_MAX } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import AskPage from './pages/ask-page';
import DiscussionsPage from './pages/discussions-page';
import QuestionPage from './pages/question-page';
import { answerOf, COURSE_ID, commentOf, detailOf, pageOf, QUESTION_ID, questionOf } from './test-fixtures';

const learner = testUser({ id: 'u1', name: 'Amira Khan', role: 'user' });
const stranger = testUser({ id: 'u2', name: 'Other Learner', role: 'user' });
const instructor = testUser({ id: 'i1', name: 'Dr Eleanor Hughes', role: 'instructor' });
const admin = testUser({ id: 'ad1', name: 'Sam Patel', role: 'admin' });

const LIST = '/api/discussions/questions' as const;
const DETAIL = `/api/discussions/questions/${QUESTION_ID}` as const;

const routes = [
  { path: '/discussions', element: <DiscussionsPage /> },
  { path: '/discussions/ask', element: <AskPage /> },
  { path: '/discussions/:id', element: <QuestionPage /> },
];
const renderAt = (path: string) => renderRoutes(routes, path);
const noCourses = () =>
  answer('GET', '/api/courses', { items: [], meta: { page: 1, limit: 50, hasNextPage: false } });

describe('/discussions', () => {
  it('lists questions with status, author badge and course; search applies on Enter and resets the page', async () => {
    signedInAs(learner);
    noCourses();
    const list = answer('GET', LIST, ({ url }) =>
      pageOf(
        [
          questionOf({
            status: 'answered',
            answersCount: 1,
            hasAcceptedAnswer: true,
            author: { id: 'i9', name: 'Dr Who', role: 'instructor' },
            course: { id: COURSE_ID, slug: 'mrcp', title: 'MRCP Cardiology' },
          }),
        ],
        { page: Number(url.searchParams.get('page') ?? 1), hasNextPage: true },
      ),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/discussions?sort=active&page=3');
    const link = await screen.findByRole('link', { name: 'Hyperkalaemia: calcium first?' });
    expect(link).toHaveAttribute('href', `/discussions/${QUESTION_ID}`);
    const card = link.closest('li')!;
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    expect(within(card).getByText('Accepted answer')).toBeInTheDocument();
    expect(within(card).getByText('Instructor')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'MRCP Cardiology' })).toHaveAttribute(
      'href',
      `/discussions?courseId=${COURSE_ID}`,
    );
    expect(list.requests[0]!.url.searchParams.get('sort')).toBe('active');
    expect(list.requests[0]!.url.searchParams.get('page')).toBe('3');

    const search = screen.getByRole('searchbox', { name: 'Search questions' });
    await user.type(search, 'potassium');
    // Typing alone does not search.
    expect(router.state.location.search).toBe('?sort=active&page=3');
    await user.type(search, '{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=potassium&sort=active'));
    await waitFor(() => expect(list.requests.at(-1)!.url.searchParams.get('q')).toBe('potassium'));
  });

  it('keeps sort and the Answered/Open chips in the address, each starting at page 1; Next turns the page', async () => {
    signedInAs(learner);
    noCourses();
    answer('GET', LIST, ({ url }) =>
      pageOf([questionOf()], { page: Number(url.searchParams.get('page') ?? 1), hasNextPage: true }),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/discussions?page=2');
    await screen.findByRole('link', { name: 'Hyperkalaemia: calcium first?' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'unanswered');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=unanswered'));
    const answered = screen.getByRole('button', { name: 'Answered' });
    expect(answered).toHaveAttribute('aria-pressed', 'false');
    await user.click(answered);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=unanswered&status=answered'));
    expect(screen.getByRole('button', { name: 'Answered' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=unanswered&status=open'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=unanswered&status=open&page=2'));
  });

  it('shows the empty state with Ask Question, and Clear filters when filtered', async () => {
    signedInAs(learner);
    noCourses();
    answer('GET', LIST, pageOf([]));
    const user = userEvent.setup();
    const { router } = renderAt('/discussions?status=open');
    expect(await screen.findByText(DISCUSSION_MESSAGES.noQuestions)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(DISCUSSION_MESSAGES.noQuestionsYet)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ask Question' })[0]).toHaveAttribute(
      'href',
      '/discussions/ask',
    );
  });

  it('shows a load failure with Retry', async () => {
    signedInAs(learner);
    noCourses();
    answer('GET', LIST, apiError(500, 'internal', 'Database unavailable.'));
    renderAt('/discussions');
    expect(await screen.findByRole('alert')).toHaveTextContent(DISCUSSION_MESSAGES.loadFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/discussions/ask', () => {
  it('keeps Post question disabled until title and body have text, counts the title, and goes to the new question', async () => {
    signedInAs(learner);
    answer('GET', '/api/courses', {
      items: [{ id: COURSE_ID, title: 'MRCP Cardiology' }],
      meta: { page: 1, limit: 50, hasNextPage: false },
    });
    const post = answer('POST', LIST, { question: questionOf({ id: 'new-id' }) });
    answer('GET', '/api/discussions/questions/new-id', detailOf({ question: questionOf({ id: 'new-id' }) }));
    const user = userEvent.setup();
    const { router } = renderAt('/discussions/ask');
    const submit = await screen.findByRole('button', { name: 'Post question' });
    expect(submit).toBeDisabled();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('maxLength', String(DISCUSSION_TITLE_MAX));
    await user.type(title, '  Murmur?');
    expect(screen.getByText(`9/${DISCUSSION_TITLE_MAX}`)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Details' }), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'Pansystolic at the apex.');
    expect(submit).toBeEnabled();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Related course' }), COURSE_ID);
    await user.click(submit);
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(post.requests[0]!.body).toEqual({
      title: 'Murmur?',
      body: 'Pansystolic at the apex.',
      courseId: COURSE_ID,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/discussions/new-id'));
  });

  it("shows the server's refusal on the field, and Cancel goes back to the list", async () => {
    signedInAs(learner);
    noCourses();
    answer('GET', LIST, pageOf([]));
    answer(
      'POST',
      LIST,
      apiError(400, 'validation_failed', 'Please check the highlighted fields.', {
        title: 'Title is too odd.',
      }),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/discussions/ask');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'T');
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'B');
    await user.click(screen.getByRole('button', { name: 'Post question' }));
    expect(await screen.findByText('Title is too odd.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/discussions');
  });
});

describe('/discussions/{id}', () => {
  const thread = detailOf({
    question: questionOf({ status: 'answered', answersCount: 2, commentsCount: 1 }),
    answers: [
      answerOf(),
      answerOf({
        id: 'a2',
        body: 'Then insulin–dextrose.',
        author: { id: 'ad1', name: 'Sam Patel', role: 'admin' },
        authorId: 'ad1',
        isAccepted: true,
        createdAt: '2026-03-01T12:00:00.000Z',
      }),
    ],
    comments: [commentOf()],
  });

  it('shows one chronological thread with its count, the accepted answer marked, role badges and markdown', async () => {
    signedInAs(stranger);
    answer('GET', DETAIL, thread);
    renderAt(`/discussions/${QUESTION_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hyperkalaemia: calcium first?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('peaked T waves').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: '3 replies' })).toBeInTheDocument();
    const entries = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Calcium gluconate first.'),
      expect.stringContaining('Thanks, and then insulin?'),
      expect.stringContaining('Then insulin–dextrose.'),
    ]);
    expect(within(entries[0]!).getByText('Instructor')).toBeInTheDocument();
    expect(within(entries[2]!).getByText('Admin')).toBeInTheDocument();
    expect(within(entries[2]!).getByText('Accepted answer')).toBeInTheDocument();
    expect(within(entries[0]!).queryByText('Accepted answer')).not.toBeInTheDocument();
    // Neither author nor teacher: the hint, no reply box, no Accept.
    expect(screen.getByText(DISCUSSION_MESSAGES.permissionHint)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('never renders script from a post', async () => {
    signedInAs(stranger);
    answer(
      'GET',
      DETAIL,
      detailOf({
        question: questionOf({ body: 'Hi <img src=x onerror="alert(1)"><script>alert(2)</script>' }),
      }),
    );
    const { container } = renderAt(`/discussions/${QUESTION_ID}`);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('lets the author comment and accept an answer', async () => {
    signedInAs(learner);
    answer('GET', DETAIL, thread);
    const accept = answer('POST', `${DETAIL}/accept/a1`, thread);
    const comment = answer('POST', `${DETAIL}/comments`, { comment: commentOf({ id: 'c2' }) });
    const user = userEvent.setup();
    renderAt(`/discussions/${QUESTION_ID}`);
    const acceptButton = await screen.findByRole('button', {
      name: 'Accept the answer by Dr Eleanor Hughes',
    });
    expect(screen.queryByRole('button', { name: 'Accept the answer by Sam Patel' })).not.toBeInTheDocument();
    await user.click(acceptButton);
    await waitFor(() => expect(accept.requests).toHaveLength(1));
    const post = screen.getByRole('button', { name: 'Post comment' });
    expect(post).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Got it, thanks.');
    await user.click(post);
    await waitFor(() => expect(comment.requests).toHaveLength(1));
    expect(comment.requests[0]!.body).toEqual({ body: 'Got it, thanks.' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Delete this comment' })).toBeInTheDocument();
  });

  it('gives instructors the answer box, and shows a refusal on the form', async () => {
    signedInAs(instructor);
    answer('GET', DETAIL, detailOf());
    const post = answer('POST', `${DETAIL}/answers`, apiError(409, 'conflict', DISCUSSION_MESSAGES.locked));
    const user = userEvent.setup();
    renderAt(`/discussions/${QUESTION_ID}`);
    expect(await screen.findByRole('heading', { name: '0 replies' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Start with ABCDE.');
    await user.click(screen.getByRole('button', { name: 'Post answer' }));
    await waitFor(() => expect(post.requests).toHaveLength(1));
    expect(await screen.findByText(DISCUSSION_MESSAGES.locked)).toBeInTheDocument();
  });

  it('lets an admin lock, and shows a locked question without a reply box', async () => {
    signedInAs(admin);
    answer('GET', DETAIL, detailOf({ question: questionOf({ status: 'locked' }) }));
    const reopen = answer('POST', `/api/discussions/${QUESTION_ID}/reopen`, { question: questionOf() });
    const user = userEvent.setup();
    renderAt(`/discussions/${QUESTION_ID}`);
    expect(
      await screen.findByText('This question is locked: no new answers or comments.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(reopen.requests).toHaveLength(1));
  });

  it("says 'Not found.' for a missing question", async () => {
    signedInAs(learner);
    answer('GET', DETAIL, apiError(404, 'not_found', 'Not found.'));
    renderAt(`/discussions/${QUESTION_ID}`);
    expect(await screen.findByText(DISCUSSION_MESSAGES.notFound)).toBeInTheDocument();
  });
});
