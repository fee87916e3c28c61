import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../lib/markdown';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderPage, testUser } from '../../test/render';
import MyEnrollmentsPage from './pages/my-enrollments-page';
import PlayerPage from './pages/player-page';

describe('lesson text', () => {
  it('renders markdown and strips anything that could run script', () => {
    const html = renderMarkdown(
      '# Title\n\n**bold** <img src=x onerror="alert(1)"><script>alert(2)</script>',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
  });
});

const enrollment = (overrides: Record<string, unknown> = {}) => ({
  enrollmentId: 'e1',
  userId: 'u1',
  courseId: 'c1',
  course: {
    slug: 'cardiology',
    title: 'Cardiology',
    thumbnail: null,
    level: 'intermediate',
    language: 'en',
    totalDurationSec: 5400,
    pricing: { amountMinor: 4900, currency: 'GBP', isFree: false, includedInMembership: true },
  },
  activatedAt: '2026-01-05T00:00:00Z',
  expiresAt: null,
  via: 'purchase',
  status: 'active',
  progress: { completedLessons: 1, totalLessons: 2, percent: 50, lastLessonId: 'l2' },
  ...overrides,
});

describe('my courses', () => {
  it('shows each enrolment with via, status, dates, duration, price and progress; inactive ones dimmed', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/enrollments', {
      items: [enrollment(), enrollment({ enrollmentId: 'e2', via: 'membership', status: 'inactive' })],
      meta: { page: 1, limit: 12, hasNextPage: false },
    });
    renderPage(<MyEnrollmentsPage />, '/me/enrollments');
    const cards = await screen.findAllByRole('article', { name: 'Cardiology' });
    expect(cards[0]).toHaveTextContent('Purchased');
    expect(cards[0]).toHaveTextContent('90 min');
    expect(cards[0]).toHaveTextContent('£49.00');
    expect(cards[0]).toHaveTextContent('English');
    // One h1 (the page), then a heading per card one level down.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2, name: 'Cardiology' })).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('1/2 lessons · 50%');
    expect(cards[0]).toHaveTextContent('5 Jan 2026');
    expect(cards[1]).toHaveAttribute('data-status', 'inactive');
    expect(cards[1]!.className).toContain('opacity-60');
    expect(screen.getAllByRole('link', { name: 'Continue learning' })[0]).toHaveAttribute(
      'href',
      '/learn/cardiology?lesson=l2',
    );
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it("shows 'Failed to load your enrollments.' with Retry on error", async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/enrollments', () => apiError(500, 'internal', ''));
    renderPage(<MyEnrollmentsPage />, '/me/enrollments');
    expect(await screen.findByText('Failed to load your enrollments.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('player', () => {
  it('refuses without content and links to the course page on 403', async () => {
    signedInAs(testUser());
    answer('GET', '/api/learn/courses/paid/player', () =>
      apiError(403, 'forbidden', 'You don’t have access to this course.'),
    );
    renderPage(<PlayerPage />, '/learn/paid', '/learn/:slug');
    expect(await screen.findByText('You don’t have access to this course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      '/courses/paid',
    );
  });

  it('resumes at the last lesson and embeds videos from the privacy-enhanced domain', async () => {
    signedInAs(testUser());
    answer('GET', '/api/learn/courses/c/player', {
      course: { id: 'c1', slug: 'c', title: 'Course', totalDurationSec: 120 },
      access: { ok: true },
      sections: [
        {
          id: 's1',
          title: 'Week 1',
          lessons: [
            {
              id: 'l1',
              title: 'Intro',
              type: 'text',
              durationSec: 60,
              video: null,
              textContent: '# Hi',
              quizId: null,
              completed: true,
            },
            {
              id: 'l2',
              title: 'ECG video',
              type: 'video',
              durationSec: 60,
              video: {
                provider: 'youtube',
                url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
                videoId: 'dQw4w9WgXcQ',
              },
              textContent: null,
              quizId: null,
              completed: false,
            },
          ],
        },
      ],
      progress: { completedLessons: 1, totalLessons: 2, percent: 50, lastLessonId: 'l2' },
    });
    const opened = answer('POST', '/api/learn/courses/c/lessons/l2/progress', {
      lessonId: 'l2',
      completed: false,
      progress: { completedLessons: 1, totalLessons: 2, percent: 50, lastLessonId: 'l2' },
    });
    renderPage(<PlayerPage />, '/learn/c', '/learn/:slug');
    expect(await screen.findByRole('heading', { name: 'ECG video' })).toBeInTheDocument();
    expect(screen.getByTitle('ECG video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
    expect(screen.getByText('1/2 lessons · 50% complete')).toBeInTheDocument();
    await waitFor(() => expect(opened.requests).toHaveLength(1));
  });
});
