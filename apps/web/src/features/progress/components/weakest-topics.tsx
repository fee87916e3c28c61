import type { ProgressTopic } from '@medprep/shared';
import { PROGRESS_WEAKEST_TOPICS } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertText } from '../../../ui/alert-text';
import { Button } from '../../../ui/button';
import { SectionCard } from '../../../ui/section-card';
import { practiseTopics } from '../api';
import { PROGRESS_TEXT, percentText } from '../content';

/** The weakest topics (the server sends topics weakest first) and one button to practise them. */
export function WeakestTopics({ topics }: { topics: readonly ProgressTopic[] }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const weakest = topics.slice(0, PROGRESS_WEAKEST_TOPICS);
  if (weakest.length === 0) return null;

  const practise = async () => {
    setError(null);
    try {
      const { session } = await practiseTopics(weakest.map((t) => t.topic));
      await navigate(paths.qbankSession(session.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : PROGRESS_TEXT.practiseFailed);
    }
  };

  return (
    <SectionCard title={PROGRESS_TEXT.weakest} intro={PROGRESS_TEXT.weakestIntro}>
      <ol className="flex flex-col gap-2">
        {weakest.map((t) => (
          <li key={t.topic} className="flex flex-wrap justify-between gap-x-4 border-b border-slate-100 pb-2">
            <span className="font-medium text-slate-900">{t.topic}</span>
            <span className="text-sm text-slate-700">
              {percentText(t.correctPercent)} correct of {t.answered}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-col items-start gap-2">
        <Button onClick={practise}>{PROGRESS_TEXT.practise}</Button>
        {error && <AlertText>{error}</AlertText>}
      </div>
    </SectionCard>
  );
}
