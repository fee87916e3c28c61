/** The home page's reviews, shown by the testimonials carousel. */

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
}

/** Ten static learner reviews for the home carousel. */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Dr Aisha Rahman',
    role: 'Passed PLAB 1, 2025',
    quote:
      'The PLAB 1 question technique course changed how I read every stem. I stopped second-guessing myself and finished the paper with twenty minutes to spare.',
  },
  {
    name: 'Dr Tomasz Nowak',
    role: 'MRCP Part 1',
    quote:
      'I had failed MRCP Part 1 once before finding MedPrep. The cardiology and endocrinology modules were the clearest teaching I have had since medical school: every ECG explained step by step, every guideline linked to why it exists, and mock exams that felt exactly like the real thing on the day. I passed comfortably the second time and recommend it to every colleague preparing now.',
  },
  {
    name: 'Dr Chinedu Okeke',
    role: 'PLAB 2, first attempt',
    quote:
      'The communication stations were my biggest worry. Practising SPIKES and consent with a tutor twice a week made them my strongest stations.',
  },
  {
    name: 'Sophie Turner',
    role: 'Final-year student, UKMLA',
    quote:
      'Short, focused lessons I could finish between ward rounds. The prescribing course alone was worth it.',
  },
  {
    name: 'Dr Rahul Mehta',
    role: 'MRCS Part A',
    quote:
      'Anatomy finally stuck. Learning the brachial plexus through nerve injury cases rather than lists meant I could answer questions I had never seen before, and the timed mocks showed me exactly which regions to revisit in the last fortnight. The live sessions with surgeons were a bonus I did not expect, and the recordings were up the same evening.',
  },
  {
    name: 'Dr Fatima Al-Sayed',
    role: 'International graduate, now FY2',
    quote: 'From my first PLAB booking to my first job in the NHS, MedPrep was there for every step.',
  },
  {
    name: 'Dr James O’Connor',
    role: 'MRCP Part 2',
    quote:
      'The data interpretation drills are superb. Worked answers show the reasoning, not just the answer.',
  },
  {
    name: 'Dr Mei Lin',
    role: 'USMLE Step 1',
    quote:
      'I used the renal and microbiology courses alongside my main resources. The acid–base lessons are the best I have found anywhere.',
  },
  {
    name: 'Dr Kwame Mensah',
    role: 'Lifetime member',
    quote:
      'Lifetime membership was the best decision of my exam years. Every new course and mock exam is simply there when I need it, and support always answers within a day or two.',
  },
  {
    name: 'Dr Elena Petrova',
    role: 'PLAB 1 and 2',
    quote:
      'Clear, kind teaching from people who have done it themselves. My one-to-one tutor spotted my timing problem in a single session and gave me a plan I followed until the exam. I went from scraping the pass mark in mocks to scoring well above it, and I felt calm on the day because nothing in the paper surprised me.',
  },
];
