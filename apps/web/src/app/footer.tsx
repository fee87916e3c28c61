import { FOUNDED_YEAR, SUPPORT_RESPONSE_HOURS, TERMS } from '@medprep/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../ui/modal';
import { paths } from './paths';

type Popup = 'about' | 'terms' | 'privacy' | 'contact';

const POPUPS: Record<Popup, { title: string; body: ReactNode }> = {
  about: {
    title: 'About',
    body: (
      <div className="space-y-3">
        <p>
          MedPrep Academy is a UK medical and exam-preparation education organisation, founded in{' '}
          {FOUNDED_YEAR}. We help doctors and students prepare for PLAB, UKMLA, MRCP, MRCS and more with
          courses, mock exams, live sessions, resources and one-to-one tutoring.
        </p>
        <p>
          Our instructors are practising clinicians and experienced educators, reviewed before they may teach.
        </p>
      </div>
    ),
  },
  terms: {
    title: 'Terms and Conditions',
    body: (
      <div className="space-y-3">
        <p>These terms apply to every course, session and service you buy from MedPrep Academy.</p>
        <h3 className="font-semibold text-slate-900">Cancellation</h3>
        <p>
          If you cancel more than {TERMS.cancellationLateDays} days before the start of a course or session,
          we charge {TERMS.cancellationEarlyChargePercent}% of the fee. If you cancel{' '}
          {TERMS.cancellationLateDays} days or less before the start, {TERMS.cancellationLateChargePercent}%
          of the fee is payable.
        </p>
        <h3 className="font-semibold text-slate-900">Payment</h3>
        <p>
          Invoices are due within {TERMS.paymentDueDays} days. Late payments carry interest at{' '}
          {TERMS.lateInterestOverBasePercent}% over the Bank of England base rate.
        </p>
        <h3 className="font-semibold text-slate-900">Complaints</h3>
        <p>We answer grievances within {TERMS.grievanceWorkingDays} working days.</p>
        <h3 className="font-semibold text-slate-900">Confidentiality</h3>
        <p>
          Both parties keep each other's confidential information private for {TERMS.confidentialityYears}{' '}
          years.
        </p>
      </div>
    ),
  },
  privacy: {
    title: 'Privacy and Cookie policy',
    body: (
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
  },
  contact: {
    title: 'Contact',
    body: (
      <div className="space-y-3">
        <p>
          Email{' '}
          <a className="text-brand-700 underline" href="mailto:support@medprep.academy">
            support@medprep.academy
          </a>{' '}
          and we will reply within {SUPPORT_RESPONSE_HOURS} hours.
        </p>
        <p>Members get priority support with the same {SUPPORT_RESPONSE_HOURS}-hour promise.</p>
      </div>
    ),
  },
};

export function Footer() {
  const [popup, setPopup] = useState<Popup | null>(null);
  const link = 'text-sm text-slate-300 hover:text-white underline-offset-4 hover:underline min-h-6';
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">MedPrep Academy</p>
          <p className="mt-2 text-sm">UK medical and exam preparation since {FOUNDED_YEAR}.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-col items-start gap-2">
          {(Object.keys(POPUPS) as Popup[]).map((key) => (
            <button key={key} type="button" className={link} onClick={() => setPopup(key)}>
              {POPUPS[key].title}
            </button>
          ))}
          <Link to={paths.courses()} className={link}>
            Browse courses
          </Link>
        </nav>
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm font-semibold text-white">Get the app</p>
          <div className="flex flex-wrap gap-2">
            <a
              href="https://apps.apple.com/gb/search?term=MedPrep%20Academy"
              target="_blank"
              rel="noreferrer"
              className="rounded-lg border border-slate-600 px-3 py-2 text-sm text-white hover:bg-slate-800"
            >
              App Store
            </a>
            <a
              href="https://play.google.com/store/search?q=MedPrep%20Academy&c=apps"
              target="_blank"
              rel="noreferrer"
              className="rounded-lg border border-slate-600 px-3 py-2 text-sm text-white hover:bg-slate-800"
            >
              Google Play
            </a>
          </div>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} MedPrep Academy
      </p>
      {popup && (
        <Modal open title={POPUPS[popup].title} onClose={() => setPopup(null)}>
          {POPUPS[popup].body}
        </Modal>
      )}
    </footer>
  );
}
