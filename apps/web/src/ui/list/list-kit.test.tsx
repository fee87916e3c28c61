import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StatusBadge, type StatusScheme } from '../badge';
import { Card } from '../card';
import {
  CardList,
  type Column,
  filterAddress,
  ListHeader,
  type ListQuery,
  ListSearch,
  ListView,
  listSearch,
  ResponsiveTable,
  readEnum,
  readPage,
  readText,
  StatusTabs,
  useListAddress,
} from '.';

type Status = 'draft' | 'published';
interface Filters {
  status?: Status;
  q?: string;
  page: number;
}
const read = (params: URLSearchParams): Filters => ({
  status: readEnum(params, 'status', ['draft', 'published'] as const),
  q: readText(params, 'q'),
  page: readPage(params),
});
const write = (filters: Filters) => listSearch({ ...filters });

function Filtered() {
  const { filters, update, searchProps } = useListAddress(read, write);
  return (
    <>
      <StatusTabs
        tabs={[
          { value: undefined, label: 'All' },
          { value: 'draft', label: 'Draft' },
          { value: 'published', label: 'Published' },
        ]}
        value={filters.status}
        onChange={(status) => update({ status })}
      />
      <ListSearch label="Search by title" formLabel="Search your things" {...searchProps('q')} delayMs={20} />
      <p data-testid="page">{filters.page}</p>
    </>
  );
}

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <Filtered /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('list address', () => {
  it('reads valid values only and leaves defaults out of the address', () => {
    const params = new URLSearchParams('status=nope&q=%20heart%20&page=0&page=3');
    expect(read(params)).toEqual({ status: undefined, q: 'heart', page: 3 });
    expect(read(new URLSearchParams('q=a%01b&page=x'))).toEqual({ status: undefined, q: undefined, page: 1 });
    expect(listSearch({ q: 'x', status: undefined, page: 1, limit: 20 }, { page: 1, limit: 20 })).toEqual({
      q: 'x',
    });
  });

  it('reads and writes a declared address the same way: texts, lists, and a list with its fallback', () => {
    const address = filterAddress({
      q: 'text',
      status: ['draft', 'published'] as const,
      sort: { values: ['new', 'old'] as const, fallback: 'new' },
    });
    expect(address.read(new URLSearchParams('status=nope&q=%20heart%20&page=3&sort=old'))).toEqual({
      q: 'heart',
      status: undefined,
      sort: 'old',
      page: 3,
    });
    expect(address.read(new URLSearchParams('sort=sideways'))).toEqual({
      q: undefined,
      status: undefined,
      sort: 'new',
      page: 1,
    });
    // The fallback and page 1 stay out of links.
    expect(address.write({ q: 'x', status: 'draft', sort: 'new', page: 1 })).toEqual({
      q: 'x',
      status: 'draft',
    });
    expect(address.write({ q: undefined, status: undefined, sort: 'old', page: 2 })).toEqual({
      sort: 'old',
      page: '2',
    });
  });
});

describe('StatusTabs', () => {
  it('presses the tab of the address and writes the chosen one, back to page 1', async () => {
    const router = renderAt('/things?status=draft&page=4');
    const group = screen.getByRole('group', { name: 'Status' });
    expect(within(group).getByRole('button', { name: 'Draft' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(group).getByRole('button', { name: 'Published' }));
    expect(router.state.location.search).toBe('?status=published');
    expect(screen.getByRole('button', { name: 'Published' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('ListSearch', () => {
  it('writes the trimmed text to the address after the delay, replacing the entry, and Enter at once', async () => {
    const router = renderAt('/things?page=2');
    const box = screen.getByRole('searchbox', { name: 'Search by title' });
    expect(screen.getByRole('form', { name: 'Search your things' })).toBeInTheDocument();
    await userEvent.type(box, ' ecg ');
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ecg'));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.clear(box);
    await userEvent.type(box, 'lungs{Enter}');
    expect(router.state.location.search).toBe('?q=lungs');
  });

  it('shows what the address says when it changes from elsewhere', async () => {
    const router = renderAt('/things?q=one');
    expect(screen.getByRole('searchbox')).toHaveValue('one');
    await act(() => router.navigate('/things?q=two'));
    expect(screen.getByRole('searchbox')).toHaveValue('two');
  });
});

interface Row {
  id: string;
  title: string;
  price: string;
}
const rows: Row[] = [
  { id: 'a', title: 'Anatomy', price: '£10' },
  { id: 'b', title: 'Biochemistry', price: 'Free' },
];
const columns: Column<Row>[] = [
  { key: 'title', header: 'Course', role: 'title', cell: (row) => <strong>{row.title}</strong> },
  { key: 'price', header: 'Price', cell: (row) => row.price },
  {
    key: 'edit',
    header: 'Actions',
    role: 'actions',
    cell: (row) => <a href={`#${row.id}`}>Edit {row.title}</a>,
  },
];

const query = <D,>(patch: Partial<ListQuery<D>>): ListQuery<D> => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...patch,
});

function List({
  q,
  page = 1,
  onPage = () => {},
}: {
  q: ListQuery<Row[]>;
  page?: number;
  onPage?: (n: number) => void;
}) {
  return (
    <ListView
      query={q}
      items={(data) => data}
      label="Courses"
      loadingLabel="Loading courses…"
      errorMessage="Could not load your courses."
      errorDetail={(error) => error.message}
      empty={{
        title: 'No courses yet.',
        body: 'Create your first.',
        action: <button type="button">New</button>,
      }}
      pager={{ page, hasNextPage: (data) => data.length === 2, onPage }}
    >
      {(items) => (
        <ResponsiveTable caption="Courses" columns={columns} rows={items} rowKey={(row) => row.id} />
      )}
    </ListView>
  );
}

describe('ListView', () => {
  it('shows the skeleton while loading, in a busy section named by the label', () => {
    render(<List q={query({ isPending: true, isFetching: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses…');
    expect(screen.getByRole('region', { name: 'Courses' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the error with its detail, and Retry refetches', async () => {
    const q = query<Row[]>({ isError: true, error: new Error('Server down') });
    render(<List q={q} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load your courses.');
    expect(alert).toHaveTextContent('Server down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the feature's empty words and action, and no pager on page 1", () => {
    render(<List q={query({ data: [] })} />);
    expect(screen.getByText('No courses yet.')).toBeInTheDocument();
    expect(screen.getByText('Create your first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the pager on an empty page past the first, to go back', async () => {
    const onPage = vi.fn();
    render(<List q={query({ data: [] })} page={3} onPage={onPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('renders a table (caption, column headers, hidden actions header) and the same rows as cards', () => {
    render(<List q={query({ data: rows })} />);
    const table = screen.getByRole('table', { name: 'Courses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Course', 'Price', 'Actions']);
    expect(within(table).getByText('Actions')).toHaveClass('sr-only');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.parentElement).toHaveClass('hidden', 'md:block');
    const cards = screen.getByRole('list', { name: 'Courses' });
    expect(cards).toHaveClass('md:hidden');
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Anatomy')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Price')).toBeInTheDocument();
    expect(within(items[0]!).getByText('£10')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Edit Anatomy' })).toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const onPage = vi.fn();
    render(<List q={query({ data: rows })} onPage={onPage} />);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 1');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows a custom error view when one is given for the error', () => {
    render(
      <ListView
        query={query<Row[]>({ isError: true, error: new Error('forbidden') })}
        items={(data) => data}
        errorMessage="Failed"
        errorView={(error) => (error.message === 'forbidden' ? <p>Only instructors.</p> : null)}
        empty={{ title: 'None' }}
      >
        {() => null}
      </ListView>,
    );
    expect(screen.getByText('Only instructors.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CardList, Card, ListHeader and StatusBadge', () => {
  it('renders one card per row and a header with its action', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <ListHeader
                eyebrow="Instructor"
                title="My courses"
                titleId="heading"
                back={{ to: '/admin', label: 'Admin' }}
                action={<button type="button">New course</button>}
              />
              <CardList label="Mail" rows={rows} rowKey={(row) => row.id}>
                {(row) => row.title}
              </CardList>
              <Card>Plain</Card>
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My courses' })).toHaveAttribute('id', 'heading');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'New course' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Mail' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Plain')).toHaveClass('rounded-2xl', 'border');
  });

  it("shows a status with its scheme's label and tone, gray when the tone is missing", () => {
    const scheme: StatusScheme<string> = {
      tones: { paid: 'amber' },
      labels: (status) => status.replace('_', ' '),
    };
    const { rerender } = render(<StatusBadge status="paid" scheme={scheme} />);
    expect(screen.getByText('paid')).toHaveClass('bg-amber-100');
    rerender(<StatusBadge status="in_review" scheme={scheme} />);
    expect(screen.getByText('in review')).toHaveClass('bg-slate-200');
  });
});
