import {
  BRAND_NAME,
  FOOTER_POPUP_TITLES,
  FOUNDED_YEAR,
  SUPPORT_RESPONSE_HOURS,
  TERMS,
} from '@medprep/shared/constants';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../lib/support';
import { Modal } from '../ui/modal';
import type { Popup } from './footer-popups';

const Heading = ({ children }: { children: ReactNode }) => (
  <h3 className="pt-1 font-semibold text-slate-900">{children}</h3>
);

const BODIES: Record<Popup, ReactNode> = {
  about: (
    <div className="space-y-3">
      <p>
        {BRAND_NAME} is a UK medical and exam-preparation education organisation, founded in {FOUNDED_YEAR}.
        We help doctors and students prepare for PLAB, UKMLA, MRCP, MRCS and more with courses, mock exams,
        live sessions, resources and one-to-one tutoring.
      </p>
      <p>
        Our instructors are practising clinicians and experienced educators, reviewed before they may teach.
      </p>
      <p>Members get every included course for as long as their membership lasts.</p>
    </div>
  ),
  terms: (
    <div className="space-y-3">
      <p>These terms apply to every course, session and service you buy from {BRAND_NAME}.</p>
      <Heading>Cancellation</Heading>
      <p>
        Cancelling more than {TERMS.cancellationLateDays} days before the start of a course or session costs{' '}
        {TERMS.cancellationEarlyChargePercent}% of the charge; cancelling {TERMS.cancellationLateDays} days or
        less before the start costs {TERMS.cancellationLateChargePercent}% of the charge.
      </p>
      <Heading>Payment</Heading>
      <p>
        Payment is due within {TERMS.paymentDueDays} days of the invoice. Late payments carry interest at{' '}
        {TERMS.lateInterestOverBasePercent}% over the Bank of England base rate.
      </p>
      <Heading>Complaints</Heading>
      <p>We answer grievances in writing within {TERMS.grievanceWorkingDays} working days.</p>
      <Heading>Confidentiality</Heading>
      <p>
        Both parties keep each other's confidential information private for {TERMS.confidentialityYears}{' '}
        years.
      </p>
      <Heading>Your data</Heading>
      <p>
        We answer requests about your personal data (a copy, a correction or its deletion) within{' '}
        {TERMS.privacyResponse}. The Privacy and Cookie policy says more.
      </p>
    </div>
  ),
  privacy: (
    <div className="space-y-3">
      <p>
        We keep the personal data you give us (your name, email address, purchases and learning progress) to
        provide the service, and we never sell it.
      </p>
      <p>
        We use only the cookies the service needs: one that keeps you signed in. We use no advertising or
        tracking cookies.
      </p>
      <p>
        You may ask for a copy of your data, its correction or its deletion at any time; we answer privacy
        requests within {TERMS.privacyResponse}.
      </p>
    </div>
  ),
  contact: (
    <div className="space-y-3">
      <p>
        Email{' '}
        <a className="text-brand-700 underline" href={SUPPORT_MAILTO}>
          {SUPPORT_EMAIL}
        </a>{' '}
        and we will reply within {SUPPORT_RESPONSE_HOURS} hours.
      </p>
      <p>Tell us the email address of your account and, for a payment, the date and amount.</p>
    </div>
  ),
};

/** The footer's About, Terms, Privacy and Contact dialog (loaded on demand, see footer.tsx). */
export default function FooterPopup({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  return (
    <Modal open title={FOOTER_POPUP_TITLES[popup]} onClose={onClose}>
      {BODIES[popup]}
    </Modal>
  );
}
