import { HOME_TEXT as SPEC_HOME_TEXT, SUPPORT_RESPONSE_HOURS } from '@medprep/shared/constants';
import { TESTIMONIALS_HEADING } from './components/testimonials-layout';

/** The home page's words: the specification's (shared) and the page's own. */
export const HOME_TEXT = {
  ...SPEC_HOME_TEXT,
  guestHeadline: 'Pass your medical exams with confidence',
  guestLead:
    'Courses, mock exams, live sessions and one-to-one tutoring from UK clinicians who have sat the same exams.',
  memberLead:
    'Your membership is active: every course included in membership is open to you. Pick up where you left off or start something new.',
  testimonials: TESTIMONIALS_HEADING,
  faq: 'Frequently asked questions',
  community: 'Join our learning community',
  communityLead: 'Doctors and students share tips, find study partners and swap exam news every day.',
  whatsapp: 'Join the WhatsApp group',
} as const;

// The reviews live beside the carousel that shows them (loaded after the first paint); re-exported here.
export { TESTIMONIALS, type Testimonial } from './testimonials-content';

export const FAQS: { question: string; answer: string }[] = [
  {
    question: 'What does membership include?',
    answer:
      'Every course, mock exam, resource pack and ebook marked as included in membership, for as long as your membership lasts (one year, or for life). Payments are one-time: nothing renews automatically.',
  },
  {
    question: 'Which exams do you prepare for?',
    answer: 'PLAB 1 and 2, UKMLA, MRCP Parts 1 and 2, MRCS, USMLE-style sciences and the foundation years.',
  },
  {
    question: 'Can I learn on my phone?',
    answer:
      'Yes. Courses, mock exams and live sessions work on any modern phone, tablet or computer, and your progress follows you.',
  },
  {
    question: 'How quickly do you answer questions?',
    answer: `Our support team replies within ${SUPPORT_RESPONSE_HOURS} hours, usually much sooner.`,
  },
];

export const FEATURES: { title: string; text: string }[] = [
  {
    title: 'Taught by clinicians',
    text: 'Every instructor is reviewed before they may teach, and most still practise in the NHS.',
  },
  {
    title: 'Exam-faithful mocks',
    text: 'Timed mock exams with worked explanations, written to the current blueprints.',
  },
  {
    title: 'Live and one-to-one',
    text: 'Join live sessions or book a tutor for the stations you find hardest.',
  },
  {
    title: 'Learn anywhere',
    text: 'Pick up where you left off on any device: your progress is saved as you go.',
  },
];

/** Which page a part of the product opens (the shared address table, @medprep/shared/paths, builds the address). */
export type ProductPartKey = 'quizzes' | 'courses' | 'live' | 'tutors' | 'resources' | 'ebooks';

/**
 * Every part of the product, each with a short line and a link, right under the hero: the
 * top bar keeps the specification's few entries, so this is where a guest finds the rest.
 */
export const PRODUCT_PARTS: { key: ProductPartKey; title: string; text: string; icon: string }[] = [
  {
    key: 'quizzes',
    title: 'Mock exams',
    text: 'Timed PLAB and UKMLA papers with explanations and results by topic.',
    icon: 'M9 11l2 2 4-4M5 4h14v16H5zM9 17h6',
  },
  {
    key: 'courses',
    title: 'Courses',
    text: 'Video and reading lessons by UK clinicians, at your own pace.',
    icon: 'M4 6l8-3 8 3-8 3zM7 8v5c0 1.5 2.2 3 5 3s5-1.5 5-3V8M20 6v6',
  },
  {
    key: 'live',
    title: 'Live sessions',
    text: 'Small-group teaching online: ask the clinician as you go.',
    icon: 'M4 7h11v10H4zM15 10l5-3v10l-5-3',
  },
  {
    key: 'tutors',
    title: 'Tutors',
    text: 'Book one-to-one time for the topics and stations you find hardest.',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6',
  },
  {
    key: 'resources',
    title: 'Resources',
    text: 'Revision packs of notes, checklists and slides to download.',
    icon: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  },
  {
    key: 'ebooks',
    title: 'Ebooks',
    text: 'Concise guides to the exams, to read on any device.',
    icon: 'M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1zM12 6v14',
  },
];

export const PRODUCT_PARTS_HEADING = 'Everything for your exam, in one place';

export const WHATSAPP_GROUP_URL = 'https://chat.whatsapp.com/MedPrepAcademyCommunity';
