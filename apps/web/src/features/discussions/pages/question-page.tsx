import type { Answer, AuthorComment, Question, User } from '@medprep/shared';
import {
  canAnswerQuestions,
  DISCUSSION_MESSAGES,
  isQuestionWritable,
  replyCountLabel,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { clsx } from 'clsx';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Badge, StatusBadge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { BackLink } from '../../../ui/text-link';
import { useToast } from '../../../ui/toast';
import { type ThreadAction, useQuestion, useThreadAction } from '../api';
import { AuthorLine } from '../components/author-line';
import { MarkdownBody } from '../components/markdown-body';
import { ReplyForm } from '../components/reply-form';
import { DISCUSSION_TEXT, QUESTION_STATUS_SCHEME } from '../content';

type Entry = { kind: 'answer'; post: Answer } | { kind: 'comment'; post: AuthorComment };

/** Answers and author comments in one thread, oldest first. */
const thread = (answers: Answer[], comments: AuthorComment[]): Entry[] =>
  [
    ...answers.map((post) => ({ kind: 'answer' as const, post })),
    ...comments.map((post) => ({ kind: 'comment' as const, post })),
  ].sort((a, b) => a.post.createdAt.localeCompare(b.post.createdAt));

function Moderation({ question, run }: { question: Question; run: (change: ThreadAction) => Promise<void> }) {
  const writable = isQuestionWritable(question.status);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
      <span className="text-sm font-semibold text-slate-700">{DISCUSSION_TEXT.moderation}</span>
      {writable ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => run({ action: 'close' })}>
            {DISCUSSION_TEXT.close}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => run({ action: 'lock' })}>
            {DISCUSSION_TEXT.lock}
          </Button>
        </>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => run({ action: 'reopen' })}>
          {DISCUSSION_TEXT.reopen}
        </Button>
      )}
    </div>
  );
}

function ThreadEntry({
  entry,
  question,
  user,
  run,
}: {
  entry: Entry;
  question: Question;
  user: User | null;
  run: (change: ThreadAction, done?: string) => Promise<void>;
}) {
  const isAuthor = Boolean(user && question.authorId === user.id);
  const accepted = entry.kind === 'answer' && entry.post.isAccepted;
  return (
    <li
      className={clsx(
        'rounded-2xl border bg-white p-4 sm:p-5',
        accepted ? 'border-emerald-500 ring-1 ring-emerald-500' : 'border-slate-200',
        entry.kind === 'comment' && 'sm:ml-8',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={entry.kind === 'answer' ? 'blue' : 'gray'}>
            {entry.kind === 'answer' ? DISCUSSION_TEXT.answerLabel : DISCUSSION_TEXT.commentLabel}
          </Badge>
          {accepted && (
            <Badge tone="green">
              <span aria-hidden>✓&nbsp;</span>
              {DISCUSSION_TEXT.acceptedAnswer}
            </Badge>
          )}
        </div>
        {entry.kind === 'answer' && isAuthor && !accepted && isQuestionWritable(question.status) && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={DISCUSSION_TEXT.acceptLabel(entry.post.author.name)}
            onClick={() => run({ action: 'accept', answerId: entry.post.id }, DISCUSSION_TEXT.accepted)}
          >
            {DISCUSSION_TEXT.accept}
          </Button>
        )}
        {entry.kind === 'comment' && user && (entry.post.authorId === user.id || user.role === 'admin') && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={DISCUSSION_TEXT.deleteCommentLabel}
            onClick={() =>
              run({ action: 'deleteComment', commentId: entry.post.id }, DISCUSSION_TEXT.commentDeleted)
            }
          >
            {DISCUSSION_TEXT.deleteComment}
          </Button>
        )}
      </div>
      <div className="mt-2">
        <AuthorLine author={entry.post.author} at={entry.post.createdAt} />
      </div>
      <div className="mt-3">
        <MarkdownBody markdown={entry.post.body} />
      </div>
    </li>
  );
}

function QuestionView({ id }: { id: string }) {
  const { user } = useSession();
  const detail = useQuestion(id);
  const action = useThreadAction(id);
  const toast = useToast();
  useTitle(detail.data?.question.title ?? DISCUSSION_TEXT.listTitle);

  if (detail.isPending) return <LoadingBlock label="Loading the question…" rows={3} />;
  if (detail.isError) {
    if ((detail.error as { status?: number }).status === 404) {
      return <EmptyState title={DISCUSSION_MESSAGES.notFound} />;
    }
    return (
      <ErrorState
        message={DISCUSSION_MESSAGES.loadQuestionFailed}
        detail={detail.error.message}
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const { question, answers, comments } = detail.data;
  const entries = thread(answers, comments);
  const canAnswer = canAnswerQuestions(user?.role);
  const isAuthor = Boolean(user && question.authorId === user.id);
  const writable = isQuestionWritable(question.status);

  /** Runs a change; a refusal is shown as a toast (the thread reloads either way). */
  const run = async (change: ThreadAction, done?: string) => {
    try {
      await action.mutateAsync(change);
      if (done) toast(done, 'success');
    } catch (error) {
      toast((error as Error).message, 'error');
    }
  };
  /** Posts a reply; a refusal stays with the form (its error line). */
  const post = async (change: ThreadAction, done: string) => {
    await action.mutateAsync(change);
    toast(done, 'success');
  };

  return (
    <>
      <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={question.status} scheme={QUESTION_STATUS_SCHEME} />
          {question.course && (
            <Link
              to={paths.course(question.course.slug)}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {question.course.title}
            </Link>
          )}
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {question.title}
        </h1>
        <div className="mt-2">
          <AuthorLine author={question.author} at={question.createdAt} prefix={DISCUSSION_TEXT.askedBy} />
        </div>
        <div className="mt-4">
          <MarkdownBody markdown={question.body} />
        </div>
        {user?.role === 'admin' && <Moderation question={question} run={(change) => run(change)} />}
      </article>

      <section aria-labelledby="thread-title" className="mt-8">
        <h2 id="thread-title" className="text-xl font-semibold text-slate-900">
          {replyCountLabel(entries.length)}
        </h2>
        {entries.length === 0 ? (
          <p className="mt-3 text-slate-600">{DISCUSSION_TEXT.noReplies}</p>
        ) : (
          <ol className="mt-4 flex flex-col gap-3">
            {entries.map((entry) => (
              <ThreadEntry key={entry.post.id} entry={entry} question={question} user={user} run={run} />
            ))}
          </ol>
        )}
      </section>

      <section className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
        {!writable ? (
          <p className="text-slate-700">
            {question.status === 'locked' ? DISCUSSION_TEXT.lockedNote : DISCUSSION_TEXT.closedNote}
          </p>
        ) : canAnswer ? (
          <ReplyForm
            label={DISCUSSION_TEXT.yourAnswer}
            submitLabel={DISCUSSION_TEXT.postAnswer}
            onPost={(body) => post({ action: 'answer', body }, DISCUSSION_TEXT.answered)}
          />
        ) : isAuthor ? (
          <ReplyForm
            label={DISCUSSION_TEXT.yourComment}
            submitLabel={DISCUSSION_TEXT.postComment}
            onPost={(body) => post({ action: 'comment', body }, DISCUSSION_TEXT.commented)}
          />
        ) : (
          <p className="text-slate-700">{DISCUSSION_MESSAGES.permissionHint}</p>
        )}
      </section>
    </>
  );
}

/** /discussions/{id}: the question, one thread of answers and author comments, and the reply box. */
export default function QuestionPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackLink to={paths.discussions()} className="mb-4">
        {DISCUSSION_TEXT.backToList}
      </BackLink>
      <QuestionView key={id} id={id} />
    </div>
  );
}
