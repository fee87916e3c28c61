import {
  TUTOR_REQUEST_CURRENCY,
  TUTOR_REQUEST_FEE_MINOR,
  type TutorCheckoutResponse,
  type TutorRequestBody,
  type TutorRequestCheckoutResponse,
} from '@medprep/shared';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { startCheckout } from '../payments/checkout.ts';
import { createRequest } from './requests.ts';
import { dropHold, holdSlot, markPaymentPending } from './slots.ts';

/**
 * Books a slot: holds it for the learner, starts paying for it and marks the hold as waiting for the
 * payment. A checkout that fails to start drops the hold at once, so the slot is free again.
 */
export async function checkoutSlot(
  deps: Deps,
  user: AuthUser,
  tutorId: string,
  body: { startAt: string; endAt: string },
  origin: string,
): Promise<TutorCheckoutResponse> {
  const { db, clock } = deps;
  const held = await holdSlot(db, user, tutorId, body, clock.now());
  try {
    const checkout = await startCheckout(deps, user, 'tutor_session', held.id, origin);
    await markPaymentPending(db, held.id, clock.now());
    return { ...checkout, tutoringSessionId: held.id };
  } catch (error) {
    await dropHold(db, held.id, clock.now());
    throw error;
  }
}

/** Sends a tutor-matching request and starts paying its one-time fee. */
export async function checkoutRequest(
  deps: Deps,
  user: AuthUser,
  body: z.output<typeof TutorRequestBody>,
  origin: string,
): Promise<TutorRequestCheckoutResponse> {
  const row = await createRequest(
    deps.db,
    user,
    body,
    TUTOR_REQUEST_FEE_MINOR,
    TUTOR_REQUEST_CURRENCY,
    deps.clock.now(),
  );
  const checkout = await startCheckout(deps, user, 'tutor_request', row.id, origin);
  return { ...checkout, requestId: row.id };
}
