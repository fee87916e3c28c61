import type { TutorSlot } from '@medprep/shared';
import { TUTOR_MESSAGES, TUTOR_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatLanguage, formatPrice } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { ReviewSection } from '../../reviews';
import { startTutorCheckout, tutorKeys, useTutor } from '../api';
import { SlotPicker } from '../components/slot-picker';
import { TUTORS_UI } from '../text';

/** /tutors/{tutorId}: the public profile and the slot picker with Book buttons. */
export default function TutorPage() {
  const { tutorId = '' } = useParams();
  const tutor = useTutor(tutorId);
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [booking, setBooking] = useState<string | null>(null);
  const [bookError, setBookError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const name = tutor.data?.tutor.user.name;
  useTitle(name ?? TUTORS_UI.listTitle);

  const book = async (slot: TutorSlot) => {
    if (!user) {
      navigate(paths.loginReturnTo(`${location.pathname}${location.search}`));
      return;
    }
    setBooking(slot.startAt);
    setBookError(null);
    try {
      await startTutorCheckout(tutorId, slot);
    } catch (error) {
      // A slot taken meanwhile (409) says so and the times are asked again.
      const message =
        error instanceof ApiError && error.status === 409
          ? error.message || TUTOR_MESSAGES.slotTaken
          : error instanceof Error && error.message
            ? error.message
            : TUTOR_MESSAGES.checkoutFailed;
      setBookError(message);
      void client.invalidateQueries({ queryKey: tutorKeys.slotsOf(tutorId) });
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setBooking(null);
    }
  };

  if (!tutorId) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="sr-only">{TUTORS_UI.listTitle}</h1>
        <ErrorState message={TUTOR_MESSAGES.missingTutorId} />
      </div>
    );
  }
  if (tutor.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadingBlock label={TUTORS_UI.loadingTutor} />
      </div>
    );
  }
  if (tutor.isError) {
    const notFound = tutor.error instanceof ApiError && tutor.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{TUTORS_UI.listTitle}</h1>
        <ErrorState
          message={notFound ? TUTOR_MESSAGES.notFoundOrUnlisted : TUTOR_MESSAGES.loadTutorFailed}
          onRetry={notFound ? undefined : () => void tutor.refetch()}
        />
        <ButtonLink to={paths.tutors()} variant="secondary" className="mt-4">
          {TUTORS_UI.allTutors}
        </ButtonLink>
      </div>
    );
  }

  const profile = tutor.data.tutor;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={profile.user.name} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-slate-900">{profile.user.name}</h1>
            <p className="text-slate-700">{profile.headline}</p>
            <p className="mt-1 text-sm text-slate-600">
              <span className="font-semibold text-slate-900">
                {formatPrice(profile.hourlyRateMinor, profile.currency)} {TUTORS_UI.perHour}
              </span>
              {' · '}
              {TUTORS_UI.zone(profile.timezone)}
            </p>
          </div>
        </div>
        {profile.bio && (
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{TUTORS_UI.about}</h2>
            <p className="mt-1 whitespace-pre-line text-slate-700">{profile.bio}</p>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h2 className="text-sm font-semibold text-slate-900">{TUTORS_UI.subjects}</h2>
            <ul className="mt-1 flex flex-wrap gap-1">
              {profile.subjects.map((s) => (
                <li key={s}>
                  <Badge tone="brand">{s}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-slate-900">{TUTORS_UI.languages}</h2>
            <p className="mt-1 text-sm text-slate-700">{profile.languages.map(formatLanguage).join(', ')}</p>
          </div>
        </div>
      </div>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {bookError && (
          <p
            ref={errorRef}
            role="alert"
            tabIndex={-1}
            className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {bookError}
          </p>
        )}
        <SlotPicker
          tutorId={tutorId}
          tutorZone={profile.timezone}
          actionLabel={TUTOR_TEXT.book}
          busyStart={booking}
          onPick={book}
        />
      </div>
      <ReviewSection kind="tutor" itemId={tutorId} className="mt-8" />
    </div>
  );
}
