import type { PeerFigures } from '@medprep/shared';
import { QBANK_TEXT } from '../content';

/** How others answered: one bar per option, its percentage written beside it (never colour alone). */
export function PeerBars({
  peers,
  options,
}: {
  peers: PeerFigures | null;
  options: { id: string; label: string }[];
}) {
  if (!peers) return <p className="text-sm text-slate-600">{QBANK_TEXT.peersFew}</p>;
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">
        {QBANK_TEXT.peers} ({peers.answered} learners)
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {options.map((o) => {
          const percent = peers.optionPercents[o.id] ?? 0;
          return (
            <li key={o.id} className="flex items-center gap-2 text-sm">
              <span className="w-28 shrink-0 truncate">{o.label}</span>
              <span className="h-3 flex-1 rounded bg-slate-100" aria-hidden="true">
                <span className="block h-3 rounded bg-brand-700" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-12 text-right tabular-nums">{percent}%</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
