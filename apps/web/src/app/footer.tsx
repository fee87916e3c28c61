import {
  APP_STORE_LABELS,
  BRAND_NAME,
  FOOTER_POPUP_TITLES,
  FOUNDED_YEAR,
  SUPPORT_RESPONSE_HOURS,
  TERMS,
} from '@medprep/shared/constants';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../ui/modal';
import { teachItem } from './nav-items';
import { paths } from './paths';

type Popup = keyof typeof FOOTER_POPUP_TITLES;

export const SUPPORT_EMAIL = 'support@medprep.academy';
const SUPPORT_MAILTO = 'mailto:support@medprep.academy';
const APP_STORE_URL = 'https://apps.apple.com/gb/search?term=MedPrep%20Academy';
const GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=MedPrep%20Academy&c=apps';

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

const storeClass =
  'inline-flex min-h-10 items-center rounded-lg border border-slate-600 px-3 py-2 text-sm text-white hover:bg-slate-800';

export function Footer() {
  const [popup, setPopup] = useState<Popup | null>(null);
  const link =
    'inline-flex min-h-6 items-center text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline';
  return (
    <footer className="on-dark mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{BRAND_NAME}</p>
          <p className="mt-2 text-sm">UK medical and exam preparation since {FOUNDED_YEAR}.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-col items-start gap-2">
          {(Object.keys(FOOTER_POPUP_TITLES) as Popup[]).map((key) => (
            <button key={key} type="button" className={link} onClick={() => setPopup(key)}>
              {FOOTER_POPUP_TITLES[key]}
            </button>
          ))}
          <Link to={paths.courses()} className={link}>
            Browse courses
          </Link>
          <Link to={teachItem.to} className={link}>
            {teachItem.label}
          </Link>
        </nav>
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm font-semibold text-white">Get the app</p>
          <div className="flex flex-wrap gap-2">
            <a href={APP_STORE_URL} target="_blank" rel="noreferrer" className={storeClass}>
              {APP_STORE_LABELS.appStore}
            </a>
            <a href={GOOGLE_PLAY_URL} target="_blank" rel="noreferrer" className={storeClass}>
              {APP_STORE_LABELS.googlePlay}
            </a>
          </div>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {BRAND_NAME}
      </p>
      <Modal
        open={popup !== null}
        title={popup ? FOOTER_POPUP_TITLES[popup] : ''}
        onClose={() => setPopup(null)}
      >
        {popup ? BODIES[popup] : null}
      </Modal>
    </footer>
  );
}
