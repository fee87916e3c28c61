import { SUPPORT_RESPONSE_HOURS } from '@medprep/shared/constants';

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

export const WHATSAPP_GROUP_URL = 'https://chat.whatsapp.com/MedPrepAcademyCommunity';
