import type { MyApplication } from '@medprep/shared';
import type { ReactNode } from 'react';
import { Badge } from '../../../ui/badge';
import { isUrl } from '../content';

/** A web address as a link that opens in a new tab; anything else as text. */
export function MaybeLink({ value }: { value: string }) {
  if (!isUrl(value)) return <span className="break-words">{value}</span>;
  return (
    <a
      href={value}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {value}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-400">—</span>;

function List({ items }: { items: string[] }) {
  if (items.length === 0) return none;
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item}>
          <MaybeLink value={item} />
        </li>
      ))}
    </ul>
  );
}

/** The applicant's answers: display name, bio, website, links, categories and samples. */
export function AnswersList({ answers }: { answers: MyApplication['answers'] }) {
  return (
    <dl className="divide-y divide-slate-100">
      <Row term="Display name">{answers.displayName}</Row>
      <Row term="Bio">
        <p className="whitespace-pre-line break-words">{answers.bio}</p>
      </Row>
      <Row term="Website">{answers.website ? <MaybeLink value={answers.website} /> : none}</Row>
      <Row term="Links">
        <List items={answers.links} />
      </Row>
      <Row term="Categories">
        {answers.categories.length === 0 ? (
          none
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {answers.categories.map((c) => (
              <li key={c} className="flex min-w-0">
                <Badge className="break-words">{c}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row term="Samples">
        <List items={answers.samples} />
      </Row>
    </dl>
  );
}
