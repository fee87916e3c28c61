import { CAROUSEL_INTERVAL_MS, FAQ_COUNT, LONG_QUOTE_THRESHOLD } from '@medprep/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderPage, testUser } from '../../test/render';
import { carouselPlugins, displayedQuote, prefersReducedMotion } from './components/testimonials';
import { FAQS, PRODUCT_PARTS, TESTIMONIALS } from './content';
import { homeState } from './home-state';
import HomePage from './pages/home-page';

describe('home page', () => {
  it('computes the three visitor states', () => {
    expect(homeState(false, false)).toBe('GUEST');
    expect(homeState(true, false)).toBe('USER_NO_MEM');
    expect(homeState(true, true)).toBe('USER_MEM');
  });

  it('offers guests the plans, the courses and Register Now', async () => {
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Subscribe to plans' })).toHaveAttribute(
      'href',
      '/billing/plans',
    );
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
  });

  it('shows every part of the product with a short line and a link, and a picture of the exam screen', async () => {
    renderPage(<HomePage />);
    const parts = await screen.findByRole('region', { name: 'Everything for your exam, in one place' });
    const links = within(parts).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Mock exams→', '/quizzes'],
      ['Courses→', '/courses'],
      ['Live sessions→', '/live'],
      ['Tutors→', '/tutors'],
      ['Resources→', '/resources'],
      ['Ebooks→', '/ebooks'],
    ]);
    expect(links.map((a) => a.closest('li')?.querySelector('p')?.textContent)).toEqual(
      PRODUCT_PARTS.map((part) => part.text),
    );
    expect(screen.getByRole('img', { name: /The mock exam screen/ })).toBeInTheDocument();
  });

  it('offers a signed-in learner without membership Get Lifetime and Browse Courses', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/enrollments', { items: [], meta: { page: 1, limit: 12, hasNextPage: false } });
    renderPage(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Get Lifetime' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Continue learning' })).not.toBeInTheDocument();
  });

  it('welcomes a member back with only Browse Courses', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/membership', {
      membership: {
        plan: 'lifetime',
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodStart: '2026-01-01T00:00:00Z',
        currentPeriodEnd: null,
      },
    });
    answer('GET', '/api/me/enrollments', { items: [], meta: { page: 1, limit: 12, hasNextPage: false } });
    renderPage(<HomePage />);
    expect(await screen.findByRole('heading', { name: /Welcome back, Amira/ })).toBeInTheDocument();
    // Not every course is included in membership.
    expect(screen.getByText(/every course included in membership/)).toBeInTheDocument();
    expect(screen.queryByText(/all courses are included/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Lifetime' })).not.toBeInTheDocument();
  });

  it('has ten reviews, truncates long ones with Read more, and four FAQs', async () => {
    renderPage(<HomePage />);
    expect(TESTIMONIALS).toHaveLength(10);
    expect(await screen.findAllByRole('group', { name: /of 10$/ })).toHaveLength(10);
    const long = TESTIMONIALS.find((t) => t.quote.length > LONG_QUOTE_THRESHOLD)!;
    expect(screen.queryByText(`“${long.quote}”`)).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Read more' })[0]!);
    expect(screen.getByText(`“${long.quote}”`)).toBeInTheDocument();
    expect(screen.getAllByRole('group').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('details')).toHaveLength(4);
  });

  it('auto-advances every CAROUSEL_INTERVAL_MS unless reduced motion is preferred', () => {
    const [autoplay] = carouselPlugins(false);
    expect(autoplay?.name).toBe('autoplay');
    expect(autoplay?.options.delay).toBe(CAROUSEL_INTERVAL_MS);
    expect(carouselPlugins(true)).toEqual([]);

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    expect(prefersReducedMotion()).toBe(true);
  });

  it('has ten realistic reviews, some longer than the threshold, cut with an ellipsis', () => {
    expect(TESTIMONIALS.filter((t) => t.quote.length > LONG_QUOTE_THRESHOLD).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(new Set(TESTIMONIALS.map((t) => t.name)).size).toBe(10);
    const long = TESTIMONIALS.find((t) => t.quote.length > LONG_QUOTE_THRESHOLD)!.quote;
    expect(displayedQuote(long, false).length).toBeLessThanOrEqual(LONG_QUOTE_THRESHOLD + 1);
    expect(displayedQuote(long, false).endsWith('…')).toBe(true);
    expect(displayedQuote(long, true)).toBe(long);
    expect(displayedQuote('Short.', false)).toBe('Short.');
    expect(FAQS).toHaveLength(FAQ_COUNT);
  });

  it('names the carousel controls', async () => {
    renderPage(<HomePage />);
    expect(await screen.findByRole('button', { name: 'Previous review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next review' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show review \d+$/ })).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show review 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered or focused, and stays paused with its Pause button', async () => {
    renderPage(<HomePage />);
    const pause = await screen.findByRole('button', { name: 'Pause reviews' });
    const slides = screen.getAllByRole('group', { name: /of 10$/ })[0]!.parentElement!.parentElement!;
    expect(slides).toHaveAttribute('aria-live', 'off');
    const carousel = pause.closest('section')!;
    await userEvent.hover(carousel);
    expect(slides).toHaveAttribute('aria-live', 'polite');
    await userEvent.unhover(carousel);
    expect(slides).toHaveAttribute('aria-live', 'off');
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play reviews' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.unhover(carousel);
    // Focus still inside, and paused by the button either way.
    expect(slides).toHaveAttribute('aria-live', 'polite');
    await userEvent.tab();
    expect(slides).toHaveAttribute('aria-live', 'polite');
  });
});
