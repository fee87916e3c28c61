import type { LibraryEntry, LibraryItem } from '@medprep/shared';
import { LIBRARY_MESSAGES, LIBRARY_TEXT, POST_PAYMENT_TEXT } from '@medprep/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { answer, apiError, deferred, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { libraryNavigation } from './api';
import CataloguePage from './pages/catalogue-page';
import LibraryDetailPage from './pages/detail-page';
import LibraryEditorPage from './pages/editor-page';
import InstructorListPage from './pages/instructor-list-page';
import MyLibraryPage from './pages/my-library-page';

vi.setConfig({ testTimeout: 30_000 });

const instructor = () => testUser({ id: 'i1', role: 'instructor', name: 'Dr Teach' });

function entry(overrides: Partial<LibraryEntry> = {}): LibraryEntry {
  return {
    id: 'e1',
    kind: 'ebook',
    slug: 'ecg-atlas',
    title: 'ECG atlas',
    description: 'Two hundred ECGs.',
    category: 'Cardiology',
    thumbnail: null,
    status: 'draft',
    publishedAt: null,
    createdAt: '2026-05-01T10:00:00Z',
    updatedAt: '2026-05-02T10:00:00Z',
    pricing: { amountMinor: 1250, currency: 'GBP', isFree: false, includedInMembership: true },
    unlocked: false,
    unlockedBy: null,
    itemCount: 0,
    author: { id: 'i1', name: 'Dr Teach' },
    ...overrides,
  };
}

const linkItem = (id: string, title: string, position = 0): LibraryItem => ({
  id,
  title,
  type: 'link',
  position,
  link: { url: `https://example.com/${id}`, note: '' },
  file: null,
  downloadCount: 0,
});

const fileItem = (id: string, title: string, position = 0): LibraryItem => ({
  id,
  title,
  type: 'file',
  position,
  link: null,
  file: {
    url: `/api/library/downloads/${id}?exp=1&sig=x`,
    fileName: `${id}.pdf`,
    size: 2048,
    mimeType: 'application/pdf',
  },
  downloadCount: 3,
});

const meta = (hasNextPage = false, page = 1) => ({ page, limit: 12, hasNextPage, total: 1 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const list = (path: string) =>
  renderRoutes(
    [
      { path: '/instructor/ebooks', element: <InstructorListPage /> },
      { path: '/instructor/resources', element: <InstructorListPage /> },
      { path: '/instructor/ebooks/new', element: <p>new page</p> },
    ],
    path,
  );

describe('instructor list', () => {
  it('shows a skeleton, then the ebook table with its columns', async () => {
    signedInAs(instructor());
    const hold = deferred();
    answer('GET', '/api/instructor/ebooks', async () => {
      await hold.promise;
      return { items: [entry({ status: 'published' })], meta: meta() };
    });
    list('/instructor/ebooks');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Ebooks' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    hold.release();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Ebook' })).toBeInTheDocument();
    expect(within(table).getByText('ECG atlas')).toBeInTheDocument();
    expect(within(table).getByText('/ecg-atlas')).toBeInTheDocument();
    expect(within(table).getByText('Cardiology')).toBeInTheDocument();
    expect(within(table).getByText(/£12\.50/)).toBeInTheDocument();
    expect(within(table).getByText(LIBRARY_TEXT.inMembership)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit ECG atlas' })).toHaveAttribute(
      'href',
      '/instructor/ebooks/e1',
    );
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ New ebook' })).toHaveAttribute(
      'href',
      '/instructor/ebooks/new',
    );
  });

  it('shows the empty state', async () => {
    signedInAs(instructor());
    answer('GET', '/api/instructor/ebooks', { items: [], meta: meta() });
    list('/instructor/ebooks');
    expect(await screen.findByText('No ebooks yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first ebook to get started.')).toBeInTheDocument();
  });

  it('shows the failure with the message and retries', async () => {
    signedInAs(instructor());
    let calls = 0;
    answer('GET', '/api/instructor/ebooks', () => {
      calls += 1;
      return calls === 1
        ? apiError(500, 'internal', 'Database unavailable.')
        : { items: [entry()], meta: meta() };
    });
    const user = userEvent.setup();
    list('/instructor/ebooks');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load ebooks.');
    expect(alert).toHaveTextContent('Database unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByText('ECG atlas')).length).toBeGreaterThan(0);
  });

  it('keeps status, q and page in the address; a status change resets the page', async () => {
    signedInAs(instructor());
    const get = answer('GET', '/api/instructor/resources', {
      items: [entry({ kind: 'resource' })],
      meta: meta(true, 3),
    });
    const user = userEvent.setup();
    const { router } = list('/instructor/resources?page=3&q=ecg');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Resources' })).toBeInTheDocument();
    await waitFor(() => expect(get.requests.at(-1)?.url.searchParams.get('page')).toBe('3'));
    expect(get.requests.at(-1)?.url.searchParams.get('q')).toBe('ecg');
    await user.click(screen.getByRole('button', { name: 'Published' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=published&q=ecg'));
    await waitFor(() => expect(get.requests.at(-1)?.url.searchParams.get('status')).toBe('published'));
    expect(get.requests.at(-1)?.url.searchParams.get('page')).toBe('1');
  });
});

const editor = (path: string) =>
  renderRoutes(
    [
      { path: '/instructor/ebooks/new', element: <LibraryEditorPage /> },
      { path: '/instructor/ebooks/:id', element: <LibraryEditorPage /> },
      { path: '/instructor/resources/:id', element: <LibraryEditorPage /> },
      { path: '/instructor/ebooks', element: <h1>Ebooks list</h1> },
    ],
    path,
  );

/** A mock server for one ebook that remembers what it was sent. */
function ebookApi(start: LibraryEntry = entry(), startItems: LibraryItem[] = []) {
  let current = start;
  let items = startItems;
  const base = `/api/instructor/ebooks/${current.id}` as const;
  answer('GET', base, () => ({ resource: current }));
  answer('GET', `${base}/items`, () => ({ items }));
  const create = answer('POST', '/api/instructor/ebooks', ({ body }) => {
    current = { ...current, title: (body as { title: string }).title };
    return Response.json({ id: current.id, resource: current }, { status: 201 });
  });
  const basics = answer('PATCH', `${base}/basics`, ({ body }) => {
    current = { ...current, ...(body as object) };
    return { resource: current };
  });
  const pricing = answer('PATCH', `${base}/pricing`, ({ body }) => {
    const { amountMajor, currency, includedInMembership } = body as {
      amountMajor: string;
      currency: 'GBP';
      includedInMembership: boolean;
    };
    const amountMinor = Math.round(Number(amountMajor) * 100);
    current = {
      ...current,
      pricing: { amountMinor, currency, isFree: amountMinor === 0, includedInMembership },
    };
    return { resource: current };
  });
  const publish = answer('POST', `${base}/publish`, () => {
    current = { ...current, status: 'published', publishedAt: '2026-06-01T09:00:00Z' };
    return { resource: current };
  });
  const addItem = answer('POST', `${base}/items`, ({ body }) => {
    const b = body as {
      title: string;
      type: 'link' | 'file';
      link?: { url: string };
      file?: { url: string; fileName: string };
    };
    const item: LibraryItem =
      b.type === 'link'
        ? { ...linkItem(`n${items.length + 1}`, b.title), link: { url: b.link?.url ?? '', note: '' } }
        : { ...fileItem(`n${items.length + 1}`, b.title) };
    items = [...items, item];
    return Response.json({ item }, { status: 201 });
  });
  const reorder = answer('POST', `${base}/items/reorder`, ({ body }) => {
    const ids = (body as { orderedIds: string[] }).orderedIds;
    items = ids.map((id) => items.find((it) => it.id === id) as LibraryItem);
    return { items };
  });
  return { create, basics, pricing, publish, addItem, reorder, items: () => items };
}

describe('editor', () => {
  it('asks for a title before adding items, then creates on first need and switches the address', async () => {
    signedInAs(instructor());
    const api = ebookApi();
    const user = userEvent.setup();
    const { router } = editor('/instructor/ebooks/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an ebook' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Item title'), 'Atlas site');
    await user.type(screen.getByLabelText('URL'), 'https://example.com/atlas');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText(LIBRARY_MESSAGES.titleBeforeItems)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    expect(api.create.requests).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Title/), 'ECG atlas');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/ebooks/e1'));
    expect(api.create.requests[0]?.body).toEqual({ title: 'ECG atlas' });
    expect(api.addItem.requests[0]?.body).toEqual({
      title: 'Atlas site',
      type: 'link',
      link: { url: 'https://example.com/atlas' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit ebook' })).toBeInTheDocument();
    expect(await screen.findByText('Atlas site')).toBeInTheDocument();
  });

  it('validates with the shared schema: a bad price is named and nothing is sent', async () => {
    signedInAs(instructor());
    const api = ebookApi();
    const user = userEvent.setup();
    editor('/instructor/ebooks/new');
    await user.type(await screen.findByLabelText(/^Title/), 'ECG atlas');
    await user.clear(screen.getByLabelText(/^Price/));
    await user.type(screen.getByLabelText(/^Price/), '-3');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByLabelText(/^Price/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.create.requests).toHaveLength(0);
  });

  it('shows the state buttons of a draft, publishes and reloads; Delete asks on the safe choice', async () => {
    signedInAs(instructor());
    const api = ebookApi();
    const user = userEvent.setup();
    editor('/instructor/ebooks/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit ebook' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/instructor/ebooks');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(api.publish.requests[0]?.body).toEqual({});
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByText('Published', { selector: 'span.font-medium' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: LIBRARY_MESSAGES.deleteDraftConfirm });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });

  it('saves basics and pricing, and shows the server’s field error', async () => {
    signedInAs(instructor());
    const api = ebookApi();
    answer('PATCH', '/api/instructor/ebooks/e1/basics', () =>
      apiError(400, 'validation', 'Check the form.', { category: 'Category is too long.' }),
    );
    const user = userEvent.setup();
    editor('/instructor/ebooks/e1');
    await user.type(await screen.findByLabelText('Category'), ' & ECG');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(api.pricing.requests).toHaveLength(0);
  });

  it('uses the resource paths for resources (PATCH /{id})', async () => {
    signedInAs(instructor());
    const res = entry({ id: 'r1', kind: 'resource' });
    answer('GET', '/api/instructor/resources/r1', { resource: res });
    answer('GET', '/api/instructor/resources/r1/items', { items: [] });
    const basics = answer('PATCH', '/api/instructor/resources/r1', { resource: res });
    answer('PATCH', '/api/instructor/resources/r1/pricing', { resource: res });
    const user = userEvent.setup();
    editor('/instructor/resources/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit resource' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(basics.requests).toHaveLength(1));
  });
});

describe('items manager', () => {
  beforeEach(() => {
    FakeXhr.all = [];
  });

  it('renames (empty or unchanged ignored), deletes after confirming, reorders with Move down', async () => {
    signedInAs(instructor());
    const api = ebookApi(entry(), [linkItem('a', 'First'), fileItem('b', 'Second', 1)]);
    const rename = answer('PATCH', '/api/instructor/ebooks/e1/items/a', ({ body }) => ({
      item: { ...linkItem('a', (body as { title: string }).title) },
    }));
    const remove = answer('DELETE', '/api/instructor/ebooks/e1/items/b', undefined);
    const user = userEvent.setup();
    editor('/instructor/ebooks/e1');
    const items = await screen.findByRole('list', { name: 'Items' });
    expect(within(items).getByText(/PDF · 2\.0 KB/)).toBeInTheDocument();
    expect(within(items).getByText('3 downloads')).toBeInTheDocument();

    // Move First down with the keyboard alternative.
    screen.getByRole('button', { name: 'Move down: First' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.reorder.requests[0]?.body).toEqual({ orderedIds: ['b', 'a'] }));
    await waitFor(() =>
      expect(
        within(items)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('Second'), expect.stringContaining('First')]),
    );

    // Unchanged: no request.
    await user.click(screen.getByRole('button', { name: 'Rename: First' }));
    let dialog = await screen.findByRole('dialog', { name: LIBRARY_MESSAGES.editTitlePrompt });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(rename.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rename: First' }));
    dialog = await screen.findByRole('dialog', { name: LIBRARY_MESSAGES.editTitlePrompt });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Intro{Enter}');
    await waitFor(() => expect(rename.requests[0]?.body).toEqual({ title: 'Intro' }));
    expect(await screen.findByText('Intro')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete: Second' }));
    dialog = await screen.findByRole('dialog', { name: LIBRARY_MESSAGES.deleteItemConfirm });
    expect(within(dialog).getByRole('button', { name: 'Keep item' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete item' }));
    await waitFor(() => expect(remove.requests).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Second')).not.toBeInTheDocument());
  });

  it('shows an item failure instead of swallowing it', async () => {
    signedInAs(instructor());
    ebookApi();
    answer(
      'POST',
      '/api/instructor/ebooks/e1/items',
      apiError(409, 'conflict', 'A pack or ebook holds at most 200 items.'),
    );
    const user = userEvent.setup();
    editor('/instructor/ebooks/e1');
    await user.click(await screen.findByRole('button', { name: LIBRARY_TEXT.addFile }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    // The shared schema's sentences, and no request.
    expect(await screen.findByText(LIBRARY_MESSAGES.fileTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(LIBRARY_MESSAGES.fileUrlRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Item title'), 'Slides');
    await user.type(screen.getByLabelText(/^File URL/), '/api/files/private/x.pdf');
    await user.type(screen.getByLabelText('File name'), 'slides.pdf');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A pack or ebook holds at most 200 items.');
  });

  it('uploads dropped files each with a progress bar and adds them as file items', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    signedInAs(instructor());
    const api = ebookApi();
    const user = userEvent.setup();
    editor('/instructor/ebooks/e1');
    const a = new File(['%PDF-1.4'], 'cardiology.pdf', { type: 'application/pdf' });
    const b = new File(['%PDF-1.4'], 'renal.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Choose files'), [a, b]);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    act(() => FakeXhr.all[0]?.progress(30));
    act(() => FakeXhr.all[1]?.progress(70));
    expect(screen.getByRole('progressbar', { name: 'Uploading cardiology.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading renal.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    act(() =>
      FakeXhr.all[0]?.respond(201, {
        url: '/api/files/private/abc.pdf',
        mimeType: 'application/pdf',
        size: 8,
        fileName: 'cardiology.pdf',
        visibility: 'private',
      }),
    );
    act(() => FakeXhr.all[1]?.respond(413, { error: 'too_large', message: 'Files can be at most 200 MB.' }));
    await waitFor(() => expect(api.addItem.requests).toHaveLength(1));
    expect(api.addItem.requests[0]?.body).toEqual({
      title: 'cardiology',
      type: 'file',
      file: {
        url: '/api/files/private/abc.pdf',
        fileName: 'cardiology.pdf',
        size: 8,
        mimeType: 'application/pdf',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('renal.pdf: Files can be at most 200 MB.');
  });
});

const detail = (path: string) =>
  renderRoutes(
    [
      { path: '/ebooks/:slug', element: <LibraryDetailPage /> },
      { path: '/resources/:slug', element: <LibraryDetailPage /> },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    path,
  );

describe('detail page', () => {
  it('locked: teaser, price, one-time, membership and Buy → checkout', async () => {
    signedInAs(testUser());
    answer('GET', '/api/ebooks/ecg-atlas', {
      ebook: entry({ status: 'published', publishedAt: '2026-05-03T10:00:00Z', itemCount: 2 }),
      items: [],
    });
    const checkout = answer('POST', '/api/me/ebooks/e1/checkout', {
      checkoutUrl: '/pay/cs_1',
      sessionId: 'cs_1',
    });
    const assign = vi.spyOn(libraryNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    detail('/ebooks/ecg-atlas');
    expect(await screen.findByRole('heading', { level: 1, name: 'ECG atlas' })).toBeInTheDocument();
    expect(screen.getByText(LIBRARY_TEXT.badgeLocked)).toBeInTheDocument();
    expect(screen.getByText('Cardiology')).toBeInTheDocument();
    expect(screen.getByText('Published 3 May 2026')).toBeInTheDocument();
    expect(screen.getByText('Purchase to unlock the ebook.')).toBeInTheDocument();
    expect(screen.getByText('£12.50')).toBeInTheDocument();
    expect(screen.getByText(LIBRARY_TEXT.oneTime)).toBeInTheDocument();
    expect(screen.getAllByText(LIBRARY_TEXT.freeForMembers).length).toBeGreaterThan(0);
    expect(screen.getByText(/High-quality downloads & links/)).toBeInTheDocument();
    expect(screen.getByText(/Lifetime access to purchased files/)).toBeInTheDocument();
    expect(await screen.findByText(LIBRARY_TEXT.checkoutNote.local)).toBeInTheDocument();
    expect(screen.queryByText(/Stripe/)).not.toBeInTheDocument();
    expect(screen.getByTestId('course-cover')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy ebook' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/cs_1'));
    expect(checkout.requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: LIBRARY_TEXT.redirecting })).toBeInTheDocument();
  });

  it('owned: the contents with Download and Open in a new tab', async () => {
    signedInAs(testUser());
    answer('GET', '/api/ebooks/ecg-atlas', {
      ebook: entry({ unlocked: true, unlockedBy: 'purchase', itemCount: 2 }),
      items: [fileItem('f1', 'Atlas PDF'), linkItem('l1', 'Atlas site', 1)],
    });
    detail('/ebooks/ecg-atlas');
    expect(await screen.findByText('You own this ebook.')).toBeInTheDocument();
    expect(screen.getByText(LIBRARY_TEXT.badgeOwned)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: /^Download Atlas PDF/ });
    expect(download).toHaveAttribute('href', '/api/library/downloads/f1?exp=1&sig=x');
    expect(download).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^Open Atlas site/ })).toHaveAttribute(
      'href',
      'https://example.com/l1',
    );
    expect(screen.queryByRole('button', { name: 'Buy ebook' })).not.toBeInTheDocument();
  });

  it('free with no items says so; a guest buying a paid one goes to sign in', async () => {
    answer('GET', '/api/resources/free-pack', {
      resource: entry({
        kind: 'resource',
        slug: 'free-pack',
        pricing: { amountMinor: 0, currency: 'GBP', isFree: true, includedInMembership: false },
        unlocked: true,
        unlockedBy: 'free',
      }),
      items: [],
    });
    detail('/resources/free-pack');
    expect(await screen.findByText(LIBRARY_TEXT.noFiles)).toBeInTheDocument();
    expect(screen.getAllByText(LIBRARY_TEXT.badgeFree).length).toBeGreaterThan(0);
  });

  it('a guest buying goes to sign in with the way back', async () => {
    answer('GET', '/api/ebooks/ecg-atlas', { ebook: entry(), items: [] });
    const user = userEvent.setup();
    const { router } = detail('/ebooks/ecg-atlas');
    await user.click(await screen.findByRole('button', { name: 'Buy ebook' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Febooks%2Fecg-atlas');
  });

  it('not found', async () => {
    answer('GET', '/api/resources/nope', apiError(404, 'not_found', 'Not found.'));
    detail('/resources/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource not found.' })).toBeInTheDocument();
  });

  it('back from checkout: confirms the session, then shows it unlocked and tidies the address', async () => {
    signedInAs(testUser());
    let unlocked = false;
    answer('GET', '/api/ebooks/ecg-atlas', () => ({
      ebook: entry({ unlocked, unlockedBy: unlocked ? 'purchase' : null }),
      items: unlocked ? [fileItem('f1', 'Atlas PDF')] : [],
    }));
    const confirm = answer('POST', '/api/me/ebooks/confirm', () => {
      unlocked = true;
      return { unlocked: true };
    });
    const { router } = detail('/ebooks/ecg-atlas?purchase=success&session_id=cs_9');
    await waitFor(() => expect(confirm.requests[0]?.body).toEqual({ sessionId: 'cs_9' }));
    expect(await screen.findByText('You own this ebook.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('link', { name: /^Download Atlas PDF/ })).toBeInTheDocument();
  });

  it('back from paying: the post-payment banner, with Download (to the files) and the receipt', async () => {
    signedInAs(testUser());
    let unlocked = false;
    answer('GET', '/api/resources/ecg-atlas', () => ({
      resource: entry({ unlocked, unlockedBy: unlocked ? 'purchase' : null }),
      items: unlocked ? [fileItem('f1', 'Atlas PDF')] : [],
    }));
    answer('POST', '/api/me/resources/confirm', () => {
      unlocked = true;
      return { unlocked: true };
    });
    const sync = answer('POST', '/api/purchase/sync', {
      fulfilled: true,
      status: 'fulfilled',
      kind: 'resource',
      deepLink: '/resources/ecg-atlas',
      purchaseId: 'p-r1',
    });
    detail('/resources/ecg-atlas?purchase=success&session_id=cs_r1');
    const banner = await screen.findByRole('status', { name: POST_PAYMENT_TEXT.title });
    expect(within(banner).getByText(POST_PAYMENT_TEXT.detail.resource)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '#contents');
    expect(await within(banner).findByRole('link', { name: POST_PAYMENT_TEXT.receipt })).toHaveAttribute(
      'href',
      '/me/purchases/p-r1/receipt',
    );
    expect(sync.requests[0]?.body).toEqual({ sessionId: 'cs_r1' });
    expect(document.getElementById('contents')).toBeInTheDocument();
  });
});

describe('catalogue and My library', () => {
  it('lists cards, searches, pages with Prev/Next and shows the My Ebooks panel', async () => {
    signedInAs(testUser());
    const get = answer('GET', '/api/ebooks', { items: [entry({ status: 'published' })], meta: meta(true) });
    answer('GET', '/api/me/purchases', { items: [], meta: meta() });
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/ebooks', element: <CataloguePage /> }], '/ebooks');
    expect(await screen.findByRole('link', { name: 'ECG atlas' })).toHaveAttribute(
      'href',
      '/ebooks/ecg-atlas',
    );
    expect(await screen.findByRole('heading', { name: 'My Ebooks' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await user.type(screen.getByLabelText('Search by title'), 'ecg{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ecg'));
    await waitFor(() => expect(get.requests.at(-1)?.url.searchParams.get('q')).toBe('ecg'));
  });

  it('catalogue failure offers Retry', async () => {
    answer('GET', '/api/resources', apiError(500, 'internal', 'Boom.'));
    renderRoutes([{ path: '/resources', element: <CataloguePage /> }], '/resources');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load resources. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('My library lists bought packs and ebooks together', async () => {
    signedInAs(testUser());
    const get = answer('GET', '/api/me/purchases', {
      items: [
        {
          id: 'p1',
          kind: 'ebook',
          itemId: 'e1',
          title: 'ECG atlas',
          thumbnail: null,
          purchasedAt: '2026-05-04T10:00:00Z',
          priceMinor: 1250,
          currency: 'GBP',
          deepLink: '/ebooks/ecg-atlas',
        },
        {
          id: 'p2',
          kind: 'resource',
          itemId: 'r1',
          title: 'Renal pack',
          thumbnail: null,
          purchasedAt: '2026-05-05T10:00:00Z',
          priceMinor: 900,
          currency: 'GBP',
          deepLink: '/resources/renal-pack',
        },
      ],
      meta: meta(),
    });
    renderRoutes([{ path: '/me/library', element: <MyLibraryPage /> }], '/me/library');
    expect(await screen.findByRole('link', { name: 'ECG atlas' })).toHaveAttribute(
      'href',
      '/ebooks/ecg-atlas',
    );
    expect(screen.getByRole('link', { name: 'Renal pack' })).toHaveAttribute('href', '/resources/renal-pack');
    expect(get.requests[0]?.url.searchParams.get('kinds')).toBe('resource,ebook');
  });
});
