import type { ProgressTopic } from '@medprep/shared';
import { useState } from 'react';
import { Chart } from '../../../ui/charts';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { TableHead } from '../../../ui/table-head';
import { PROGRESS_TEXT, percentText, weekLabel } from '../content';

const cell = 'px-3 py-2';

/** Every topic's answers and share right, and one topic's weekly trend as a line (weakest shown first). */
export function TopicTrends({ topics }: { topics: readonly ProgressTopic[] }) {
  const [chosen, setChosen] = useState(topics[0]?.topic ?? '');
  if (topics.length === 0) return null;
  const shown = topics.find((t) => t.topic === chosen) ?? topics[0]!;
  const rows = shown.weeks.map((w) => ({ week: weekLabel(w.weekStart), correct: w.correctPercent }));

  return (
    <SectionCard title={PROGRESS_TEXT.topics} stack>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <TableHead
            columns={[PROGRESS_TEXT.topic, PROGRESS_TEXT.answered, PROGRESS_TEXT.correctPercent]}
            cellClass={cell}
          />
          <tbody>
            {topics.map((t) => (
              <tr key={t.topic} className="border-t border-slate-200">
                <th scope="row" className={`${cell} font-medium text-slate-900`}>
                  {t.topic}
                </th>
                <td className={`${cell} tabular-nums`}>{t.answered}</td>
                <td className={`${cell} tabular-nums`}>{percentText(t.correctPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SelectField
        label={PROGRESS_TEXT.trendTopic}
        value={shown.topic}
        onChange={(e) => setChosen(e.target.value)}
        options={topics.map((t) => t.topic)}
        className="max-w-sm"
      />
      <Chart
        kind="line"
        caption={PROGRESS_TEXT.trend(shown.topic)}
        rows={rows}
        x={{ key: 'week', label: PROGRESS_TEXT.week }}
        series={[{ key: 'correct', label: PROGRESS_TEXT.correctPercent }]}
      />
    </SectionCard>
  );
}
