import type { PublicCourseResponse } from '@medprep/shared';
import { paths } from '@medprep/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { Button, ButtonLink } from '../../../ui/button';
import { useEnroll } from '../../learning';
import { useCourseCheckout } from '../api/checkout-course';
import { courseKeys } from '../api/keys';
import { ACTION_LABELS, buyLabel, COURSE_UI_TEXT } from '../content';

/** The course page's main action, chosen by the server for this viewer (viewer.action). */
export function CourseAction({ course, viewer }: PublicCourseResponse) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const enroll = useEnroll();
  const checkout = useCourseCheckout();
  const error = enroll.error ?? checkout.error;

  // A double click sends one request: clicks while one is under way are ignored.
  const enrol = useSingleFlight(async () => {
    await enroll.mutateAsync(course.id);
    void client.invalidateQueries({ queryKey: courseKeys.details() });
    navigate(paths.learn(course.slug));
  });
  // After a successful start the browser is on its way to the payment page: the guard stays closed.
  const buy = useSingleFlight(() => checkout.mutateAsync(course.id), { holdAfterSuccess: true });

  let main: ReactNode;
  switch (viewer.action) {
    case 'go_to_course':
      main = (
        <ButtonLink to={paths.learn(course.slug)} size="lg" className="w-full">
          {ACTION_LABELS.go_to_course}
        </ButtonLink>
      );
      break;
    case 'login':
      main = (
        <ButtonLink to={paths.login(`${location.pathname}${location.search}`)} size="lg" className="w-full">
          {ACTION_LABELS.login}
        </ButtonLink>
      );
      break;
    case 'enroll_free':
    case 'start_with_membership':
      main = (
        <Button size="lg" className="w-full" loading={enroll.isPending} onClick={() => void enrol()}>
          {ACTION_LABELS[viewer.action]}
        </Button>
      );
      break;
    case 'buy':
      main = (
        <Button
          size="lg"
          className="w-full"
          loading={checkout.isPending || checkout.isSuccess}
          onClick={() => void buy()}
        >
          {buyLabel(formatPrice(course.pricing.amountMinor, course.pricing.currency))}
        </Button>
      );
      break;
  }

  return (
    <div className="flex flex-col items-center gap-2">
      {main}
      {viewer.action === 'buy' && course.pricing.includedInMembership && (
        <Link
          to={paths.plans()}
          className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {COURSE_UI_TEXT.orGetMembership}
        </Link>
      )}
      {error && (
        <p role="alert" className="text-center text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
