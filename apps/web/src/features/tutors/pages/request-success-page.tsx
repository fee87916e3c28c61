import { TUTOR_MESSAGES } from '@medprep/shared/constants';
import { confirmTutorRequest } from '../api';
import { ConfirmView } from '../components/confirm-view';
import { TUTORS_UI } from '../text';

/** /tutors/request-success?sid&rid: confirms the paid tutor-matching request. */
export default function RequestSuccessPage() {
  return (
    <ConfirmView
      title={TUTORS_UI.requestTitle}
      idParam="rid"
      confirm={confirmTutorRequest}
      confirmingText={TUTORS_UI.confirmingRequest}
      confirmedText={TUTORS_UI.confirmedRequest}
      failedText={TUTOR_MESSAGES.confirmRequestFailed}
    />
  );
}
