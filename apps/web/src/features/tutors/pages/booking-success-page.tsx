import { TUTOR_MESSAGES } from '@medprep/shared/constants';
import { confirmTutorBooking } from '../api';
import { BookingConfirmation } from '../components/booking-confirmation';
import { ConfirmView } from '../components/confirm-view';
import { TUTORS_UI } from '../text';

/** /tutors/booking-success?sid&tid: confirms the paid booking, then shows it. */
export default function BookingSuccessPage() {
  return (
    <ConfirmView
      title={TUTORS_UI.bookingTitle}
      idParam="tid"
      confirm={confirmTutorBooking}
      confirmingText={TUTORS_UI.confirmingBooking}
      confirmedText={TUTORS_UI.confirmedBooking}
      failedText={TUTOR_MESSAGES.confirmBookingFailed}
      renderConfirmed={(answer, checkoutSessionId) => (
        <BookingConfirmation session={answer.session} checkoutSessionId={checkoutSessionId} />
      )}
    />
  );
}
