import type { CheckoutResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { PAYMENT_MESSAGES } from '@medprep/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /me/courses/:id/checkout → {checkoutUrl, sessionId}; a missing URL is an error. */
export async function checkoutCourse(courseId: string): Promise<string> {
  const answer = await apiRequest<Partial<CheckoutResponse> | null>(apiPaths.courses.checkout(courseId), {
    method: 'POST',
    fallback: PAYMENT_MESSAGES.checkoutFailed,
  });
  if (!answer?.checkoutUrl) throw new Error(PAYMENT_MESSAGES.checkoutNoUrl);
  return answer.checkoutUrl;
}

/** Starts the course checkout and sends the browser to the payment page. */
export function useCourseCheckout() {
  return useMutation({
    mutationFn: checkoutCourse,
    onSuccess: (checkoutUrl) => window.location.assign(checkoutUrl),
  });
}
