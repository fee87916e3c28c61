import type { TutorListItem } from '@medprep/shared';
import {
  TUTOR_CARD_SUBJECTS,
  TUTOR_MESSAGES,
  TUTOR_PAGE_SIZE,
  TUTOR_SORTS,
  TUTOR_TEXT,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, cardClass } from '../../../ui/card';
import { Field, FieldShell, inputClass } from '../../../ui/field';
import { ListScreen, ListView } from '../../../ui/list';
import { type TutorFilters, useTutors } from '../api';
import { TUTORS_UI } from '../text';

const FILTER_KEYS = ['q', 'subject', 'language', 'sort', 'minPrice', 'maxPrice'] as const;
const PRICE_KEYS = ['minPrice', 'maxPrice'] as const;

/** The filters the address holds: prices in major units, page 1 unless a whole number ≥ 1. */
export function filtersFrom(params: URLSearchParams): TutorFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    q: params.get('q') ?? '',
    subject: params.get('subject') ?? '',
    language: params.get('language') ?? '',
    sort: (TUTOR_SORTS as readonly string[]).includes(sort) ? sort : TUTOR_SORTS[0],
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const toParams = (filters: TutorFilters) => {
  const next: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = String(filters[key] ?? '').trim();
    if (value && !(key === 'sort' && value === TUTOR_SORTS[0])) next[key] = value;
  }
  if (filters.page > 1) next.page = String(filters.page);
  return next;
};

function TutorCardView({ tutor }: { tutor: TutorListItem }) {
  return (
    <Card as="article" className="flex w-full flex-col gap-3">
      <div className="flex items-center gap-3">
        <Avatar name={tutor.user.name} />
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-slate-900">
            <Link to={paths.tutor(tutor.id)} className="hover:underline">
              {tutor.user.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{tutor.headline}</p>
          <p className="text-sm text-slate-700">
            {tutor.rating !== null && tutor.ratingCount > 0
              ? TUTORS_UI.rating(tutor.rating, tutor.ratingCount)
              : TUTORS_UI.noRating}
          </p>
        </div>
      </div>
      <ul aria-label={TUTORS_UI.subjects} className="flex flex-wrap gap-1">
        {tutor.subjects.slice(0, TUTOR_CARD_SUBJECTS).map((subject) => (
          <li key={subject}>
            <Badge tone="brand">{subject}</Badge>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">
          {formatPrice(tutor.hourlyRateMinor, tutor.currency)} {TUTORS_UI.perHour}
        </span>
        {tutor.timezone && <span className="text-slate-600">{TUTORS_UI.zone(tutor.timezone)}</span>}
      </div>
    </Card>
  );
}

/** /tutors: the listed tutors with search, filters, sort and pages, all held in the address. */
export default function TutorsPage() {
  useTitle(TUTORS_UI.listTitle);
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const tutors = useTutors(filters);
  const [draft, setDraft] = useState(filters);
  const [draftKey, setDraftKey] = useState(params.toString());
  // The address changed (back, a link): the form follows it.
  if (draftKey !== params.toString()) {
    setDraftKey(params.toString());
    setDraft(filters);
  }
  const set = (key: keyof TutorFilters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(toParams({ ...draft, page: 1 }));
  };

  return (
    <ListScreen
      title={TUTORS_UI.listTitle}
      intro={TUTORS_UI.listIntro}
      action={
        <ButtonLink to={paths.tutorRequest()} variant="secondary">
          {TUTOR_TEXT.requestTutor}
        </ButtonLink>
      }
    >
      <form
        aria-label={TUTORS_UI.search}
        onSubmit={apply}
        className={cardClass('grid gap-3 sm:grid-cols-2 lg:grid-cols-4')}
      >
        <Field
          label={TUTORS_UI.search}
          type="search"
          value={draft.q}
          onChange={set('q')}
          autoComplete="off"
        />
        <Field label={TUTORS_UI.subject} value={draft.subject} onChange={set('subject')} />
        <Field label={TUTORS_UI.language} value={draft.language} onChange={set('language')} />
        <FieldShell label={TUTORS_UI.sort}>
          {({ id }) => (
            <select id={id} value={draft.sort} onChange={set('sort')} className={inputClass()}>
              {TUTOR_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {TUTORS_UI.sortLabels[sort] ?? sort}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {PRICE_KEYS.map((key) => (
          <Field
            key={key}
            label={TUTORS_UI[key]}
            type="number"
            min={0}
            inputMode="decimal"
            value={draft[key]}
            onChange={set(key)}
          />
        ))}
        <div className="flex items-end gap-2 lg:col-span-2">
          <Button type="submit">{TUTORS_UI.apply}</Button>
          <Button variant="ghost" onClick={() => setParams({})}>
            {TUTORS_UI.clear}
          </Button>
        </div>
      </form>
      <ListView
        query={tutors}
        label={TUTORS_UI.results}
        errorMessage={TUTOR_MESSAGES.loadFailed}
        serverDetail
        empty={{ title: TUTORS_UI.noTutors }}
        pager={{
          page: filters.page,
          hasNextPage: (data) => filters.page * TUTOR_PAGE_SIZE < data.total,
          onPage: (page) => setParams(toParams({ ...filters, page })),
        }}
        cards={{
          className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
          li: 'flex',
          item: (tutor) => <TutorCardView tutor={tutor} />,
        }}
      />
    </ListScreen>
  );
}
