import type { ProgressMock } from '@medprep/shared';
import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { SectionCard } from '../../../ui/section-card';
import { TableHead } from '../../../ui/table-head';
import { PROGRESS_TEXT, standingText } from '../content';

const cell = 'px-3 py-2';

/** The mocks taken, latest first: score, pass and standing among candidates' first attempts. */
export function MocksTaken({ mocks }: { mocks: readonly ProgressMock[] }) {
  return (
    <SectionCard title={PROGRESS_TEXT.mocks}>
      {mocks.length === 0 ? (
        <p className="text-sm text-slate-600">{PROGRESS_TEXT.noMocks}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHead
              columns={[
                PROGRESS_TEXT.mock,
                PROGRESS_TEXT.score,
                PROGRESS_TEXT.result,
                PROGRESS_TEXT.standing,
                PROGRESS_TEXT.taken,
              ]}
              cellClass={cell}
            />
            <tbody>
              {mocks.map((m) => (
                <tr key={m.attemptId} className="border-t border-slate-200">
                  <th scope="row" className={`${cell} font-medium`}>
                    <Link to={paths.quizAttempt(m.attemptId)} className="text-brand-700 underline">
                      {m.title}
                    </Link>
                  </th>
                  <td className={`${cell} tabular-nums`}>{m.percent} %</td>
                  <td className={cell}>
                    <Badge tone={m.passed ? 'green' : 'red'}>
                      {m.passed ? QUIZ_MESSAGES.passed : QUIZ_MESSAGES.notPassed}
                    </Badge>
                  </td>
                  <td className={cell}>
                    {m.percentile === null ? PROGRESS_TEXT.noStanding : standingText(m.percentile)}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDate(m.submittedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
