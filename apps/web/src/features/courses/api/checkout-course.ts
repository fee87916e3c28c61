import { apiPaths } from '@medprep/shared/api-paths';
import { PAYMENT_MESSAGES } from '@medprep/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { checkoutAddress } from '../../../lib/api-calls';

/** POST /me/courses/:id/checkout → {checkoutUrl, sessionId}; a missing URL is an error. */
export const checkoutCourse = (courseId: string) =>
  checkoutAddress(
    apiPaths.courses.checkout(courseId),
    undefined,
    PAYMENT_MESSAGES.checkoutFailed,
    PAYMENT_MESSAGES.checkoutNoUrl,
  );

/** Starts the course checkout and sends the browser to the payment page. */
export function useCourseCheckout() {
  return useMutation({
    mutationFn: checkoutCourse,
    onSuccess: (checkoutUrl) => window.location.assign(checkoutUrl),
  });
}
