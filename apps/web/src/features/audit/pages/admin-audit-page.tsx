import type { AuditAction, AuditEntry, AuditTargetKind } from '@medprep/shared';
import { countLabel, isUuid } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { AdminsOnly } from '../../../lib/admins-only';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import {
  ClearFilters,
  type Column,
  FilterSelect,
  ListScreen,
  ListSearch,
  ListToolbar,
  ListView,
  listSearch,
  readEnum,
  readPage,
  readText,
  useListAddress,
} from '../../../ui/list';
import { type AuditFilters, useAudit } from '../api';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, AUDIT_TEXT, auditValue, fieldLabel } from '../content';

const ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];
const TARGET_KINDS = Object.keys(AUDIT_TARGET_LABELS) as AuditTargetKind[];
const ACTION_OPTIONS = [
  { value: '', label: AUDIT_TEXT.allActions },
  ...ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
];
const TARGET_OPTIONS = [
  { value: '', label: AUDIT_TEXT.allTargets },
  ...TARGET_KINDS.map((value) => ({ value, label: AUDIT_TARGET_LABELS[value] })),
];
/** The server's bound on a target id filter. */
const TARGET_ID_MAX = 100;

const readFilters = (params: URLSearchParams): AuditFilters => {
  const actor = readText(params, 'actor');
  return {
    actor: actor && isUuid(actor) ? actor : undefined,
    action: readEnum(params, 'action', ACTIONS),
    targetKind: readEnum(params, 'targetKind', TARGET_KINDS),
    targetId: readText(params, 'targetId', TARGET_ID_MAX),
    page: readPage(params),
  };
};
const writeFilters = (filters: AuditFilters) => listSearch({ ...filters });

const filterLinkClass =
  'rounded text-left font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700';

function Changes({ entry }: { entry: AuditEntry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <span className="text-slate-600">{AUDIT_TEXT.none}</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {fields.map(([field, [before, after]]) => (
        <li key={field} className="break-words">
          <span className="text-slate-600">{fieldLabel(field)}: </span>
          <span>{auditValue(before)}</span>
          <span> → </span>
          <span className="font-medium text-slate-900">{auditValue(after)}</span>
        </li>
      ))}
    </ul>
  );
}

type Update = (changes: Partial<AuditFilters>) => void;

function columns(update: Update): Column<AuditEntry>[] {
  const actor = (entry: AuditEntry) =>
    entry.actor ? (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <button
          type="button"
          className={filterLinkClass}
          aria-label={AUDIT_TEXT.onlyActor(entry.actor.name)}
          onClick={() => update({ actor: entry.actor?.id, page: 1 })}
        >
          {entry.actor.name}
        </button>
        <Badge tone="gray">{entry.actor.role}</Badge>
      </span>
    ) : (
      <span>
        {AUDIT_TEXT.system} <span className="text-slate-600">({AUDIT_TEXT.systemHint})</span>
      </span>
    );
  const target = (entry: AuditEntry) => {
    const kind = AUDIT_TARGET_LABELS[entry.targetKind];
    return (
      <span className="flex min-w-0 flex-col">
        <span className="text-slate-600">{kind}</span>
        <button
          type="button"
          className={`${filterLinkClass} font-mono text-xs font-normal break-all md:truncate`}
          title={entry.targetId}
          aria-label={AUDIT_TEXT.onlyTarget(kind.toLowerCase(), entry.targetId)}
          onClick={() => update({ targetKind: entry.targetKind, targetId: entry.targetId, page: 1 })}
        >
          {entry.targetId}
        </button>
      </span>
    );
  };
  return [
    {
      key: 'when',
      header: AUDIT_TEXT.columns.when,
      className: 'w-[14%] text-slate-700',
      cell: (entry) => formatDateTime(entry.at),
      card: () => null,
    },
    {
      key: 'action',
      header: AUDIT_TEXT.columns.action,
      role: 'title',
      className: 'w-[17%] font-semibold text-slate-900',
      cell: (entry) => AUDIT_ACTION_LABELS[entry.action],
      card: (entry) => (
        <>
          <p className="font-semibold text-slate-900">{AUDIT_ACTION_LABELS[entry.action]}</p>
          <p className="text-sm text-slate-600">{formatDateTime(entry.at)}</p>
        </>
      ),
    },
    { key: 'actor', header: AUDIT_TEXT.columns.actor, className: 'w-[18%]', cell: actor },
    { key: 'target', header: AUDIT_TEXT.columns.target, className: 'w-[18%]', cell: target },
    {
      key: 'changes',
      header: AUDIT_TEXT.columns.changes,
      className: 'w-[21%] text-slate-800',
      cell: (entry) => <Changes entry={entry} />,
    },
    {
      key: 'ip',
      header: AUDIT_TEXT.columns.ip,
      className: 'w-[12%] break-all text-slate-700',
      cell: (entry) =>
        entry.ip ? (
          <span className="font-mono text-xs">{entry.ip}</span>
        ) : (
          <span className="text-slate-600">{AUDIT_TEXT.noAddress}</span>
        ),
    },
  ];
}

function AuditList() {
  const { filters, update, pager, searchProps } = useListAddress(readFilters, writeFilters);
  const list = useAudit(filters);
  const filtered = Boolean(filters.actor || filters.action || filters.targetKind || filters.targetId);
  const clear = () =>
    update({ actor: undefined, action: undefined, targetKind: undefined, targetId: undefined });
  const actorName =
    list.data?.items.find((entry) => entry.actor?.id === filters.actor)?.actor?.name ?? filters.actor;
  return (
    <>
      <ListToolbar>
        <ListSearch
          label={AUDIT_TEXT.targetIdSearch}
          formLabel={AUDIT_TEXT.targetIdForm}
          {...searchProps('targetId')}
          width="md:flex-1"
        />
        <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 md:flex">
          <FilterSelect
            label={AUDIT_TEXT.actionFilter}
            value={filters.action ?? ''}
            options={ACTION_OPTIONS}
            onChange={(action) => update({ action: (action || undefined) as AuditAction | undefined })}
            width="md:w-56"
          />
          <FilterSelect
            label={AUDIT_TEXT.targetFilter}
            value={filters.targetKind ?? ''}
            options={TARGET_OPTIONS}
            onChange={(kind) => update({ targetKind: (kind || undefined) as AuditTargetKind | undefined })}
            width="md:w-44"
          />
        </div>
      </ListToolbar>
      {filters.actor && (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span className="break-all">{AUDIT_TEXT.actorFilterOn(actorName ?? '')}</span>
          <Button size="sm" variant="secondary" onClick={() => update({ actor: undefined })}>
            {AUDIT_TEXT.clearActor}
          </Button>
        </p>
      )}
      <ListView
        query={list}
        label={AUDIT_TEXT.title}
        loadingLabel={AUDIT_TEXT.loading}
        errorMessage={AUDIT_TEXT.loadFailed}
        serverDetail
        empty={
          filtered
            ? {
                title: AUDIT_TEXT.emptyFiltered,
                body: AUDIT_TEXT.emptyFilteredBody,
                action: <ClearFilters onClear={clear}>{AUDIT_TEXT.clearFilters}</ClearFilters>,
              }
            : { title: AUDIT_TEXT.empty }
        }
        summary={(data) => countLabel(data.meta.total ?? data.items.length, 'entry', 'entries')}
        pager={pager}
        table={{ caption: AUDIT_TEXT.title, columns: columns(update), rowKey: (e) => e.id, fixed: true }}
      />
    </>
  );
}

/** /admin/audit: the audit trail, filtered by actor, action and target (admins). */
export default function AdminAuditPage() {
  useTitle(AUDIT_TEXT.title);
  const { user } = useSession();
  if (user?.role !== 'admin') return <AdminsOnly message={AUDIT_TEXT.adminsOnly} />;
  return (
    <ListScreen
      width="6xl"
      back={{ to: paths.admin(), label: AUDIT_TEXT.back }}
      title={AUDIT_TEXT.title}
      intro={AUDIT_TEXT.intro}
    >
      <AuditList />
    </ListScreen>
  );
}
