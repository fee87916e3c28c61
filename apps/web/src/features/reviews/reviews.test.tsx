import type { Review, ReviewsResponse } from '@medprep/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderPage, testUser } from '../../test/render';
import ReviewPanel from './components/review-panel';
import { ReviewSection } from './index';

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'r1',
  rating: 4,
  text: 'Clear and practical.',
  author: { name: 'Priya R.' },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  reply: null,
  ...overrides,
});

const response = (overrides: Partial<ReviewsResponse> = {}): ReviewsResponse => ({
  items: [review(), review({ id: 'r2', rating: 5, text: 'Superb', author: { name: 'Tom N.' } })],
  meta: { page: 1, limit: 10, hasNextPage: false, total: 2 },
  summary: { ratingAvg: 4.5, ratingCount: 2, histogram: [0, 0, 0, 1, 1] },
  viewer: null,
  ...overrides,
});

const URL = '/api/reviews/course/c1';

describe('review panel', () => {
  it('shows the average, count and five bars in text, the reviews, and asks a guest to sign in', async () => {
    answer('GET', URL, response());
    renderPage(<ReviewSection kind="course" itemId="c1" />);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(await screen.findByText('2 reviews')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'How the ratings spread' })).getAllByRole(
      'listitem',
    );
    expect(bars.map((b) => b.textContent)).toEqual([
      '5 stars1 (50%)',
      '4 stars1 (50%)',
      '3 stars0 (0%)',
      '2 stars0 (0%)',
      '1 star0 (0%)',
    ]);
    expect(screen.getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Priya R.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to write a review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('lets an enrolled learner rate by keyboard and save, then says what happened', async () => {
    signedInAs(testUser());
    answer('GET', URL, response({ viewer: { canReview: true, reason: null, isOwner: false, mine: null } }));
    const save = answer(
      'PUT',
      URL,
      { review: review({ id: 'mine' }), summary: response().summary },
      { status: 201 },
    );
    const user = userEvent.setup();
    renderPage(<ReviewPanel kind="course" itemId="c1" />);
    const group = await screen.findByRole('group', { name: 'Your rating' });
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(save.requests).toHaveLength(0);
    await user.click(within(group).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Good');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]!.body).toEqual({ rating: 4, text: 'Good' });
    expect(await screen.findByText(/your review is saved/)).toBeInTheDocument();
  });

  it('tells someone who has not earned it why, and lets a signed-in reader report a review', async () => {
    signedInAs(testUser());
    answer(
      'GET',
      URL,
      response({
        viewer: {
          canReview: false,
          reason: 'Only learners enrolled in this course can review it.',
          isOwner: false,
          mine: null,
        },
      }),
    );
    const report = answer('POST', '/api/reviews/r1/report', { reported: true });
    const user = userEvent.setup();
    renderPage(<ReviewPanel kind="course" itemId="c1" />);
    expect(
      await screen.findByText('Only learners enrolled in this course can review it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your rating' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Report' })[0]!);
    await user.type(screen.getByRole('textbox', { name: 'Why are you reporting this review?' }), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(report.requests).toHaveLength(1));
    expect(report.requests[0]!.body).toEqual({ reason: 'Spam' });
    expect(await screen.findByText('Thank you: the admins will look at this review.')).toBeInTheDocument();
  });

  it('shows the owner’s reply and lets the owner reply; pages through the reviews', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer(
      'GET',
      URL,
      response({
        items: [review({ reply: { text: 'Thanks!', createdAt: '2026-03-02T10:00:00.000Z' } })],
        meta: { page: 1, limit: 10, hasNextPage: true, total: 11 },
        viewer: { canReview: false, reason: 'You cannot review your own.', isOwner: true, mine: null },
      }),
    );
    const user = userEvent.setup();
    renderPage(<ReviewPanel kind="course" itemId="c1" />);
    expect(await screen.findByText('Reply from the instructor')).toBeInTheDocument();
    expect(screen.getByText('Thanks!')).toBeInTheDocument();
    expect(screen.queryByText('You cannot review your own.')).not.toBeInTheDocument();
    const reply = answer('POST', '/api/reviews/r1/reply', { review: review(), summary: response().summary });
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('textbox', { name: 'Your public reply' });
    await user.clear(box);
    await user.type(box, 'Glad it helped');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(reply.requests).toHaveLength(1));
    const next = answer('GET', URL, response({ items: [review({ id: 'r11', text: 'The eleventh' })] }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(next.requests.at(-1)?.path).toBe(`${URL}?page=2`));
    expect(await screen.findByText('The eleventh')).toBeInTheDocument();
  });
});

vi.stubGlobal('confirm', () => true);
