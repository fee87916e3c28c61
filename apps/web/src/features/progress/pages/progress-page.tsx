import { paths } from '@medprep/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { EmptyState, QueryFallback } from '../../../ui/states';
import { RevisionToday } from '../../qbank';
import { progressQuery } from '../api';
import { MocksTaken } from '../components/mocks-taken';
import { TopicTrends } from '../components/topic-trends';
import { TotalsPanel } from '../components/totals-panel';
import { WeakestTopics } from '../components/weakest-topics';
import { PROGRESS_TEXT } from '../content';

/** /me/progress: the learner's totals, weakest topics, topics by week and mocks taken. */
export default function ProgressPage() {
  useTitle(PROGRESS_TEXT.title);
  const progress = useQuery(progressQuery());

  if (progress.isPending || progress.isError)
    return (
      <QueryFallback
        query={progress}
        loadingLabel={PROGRESS_TEXT.loading}
        errorMessage={PROGRESS_TEXT.loadFailed}
      />
    );
  const { totals, topics, mocks } = progress.data;
  const nothingYet = totals.answered === 0 && mocks.length === 0;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{PROGRESS_TEXT.title}</h1>
        <p className="mt-1 text-slate-600">{PROGRESS_TEXT.intro}</p>
      </header>
      <RevisionToday />
      {nothingYet ? (
        <EmptyState
          title={PROGRESS_TEXT.empty}
          action={<ButtonLink to={paths.qbank()}>{PROGRESS_TEXT.openBank}</ButtonLink>}
        >
          {PROGRESS_TEXT.emptyDetail}
        </EmptyState>
      ) : (
        <>
          <TotalsPanel totals={totals} />
          <WeakestTopics topics={topics} />
          <TopicTrends topics={topics} />
          <MocksTaken mocks={mocks} />
        </>
      )}
    </div>
  );
}
