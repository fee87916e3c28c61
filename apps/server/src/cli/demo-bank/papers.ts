import type { QuizExam } from '@medprep/shared';
import { CARDIOLOGY } from './cardiology.ts';
import { DERMATOLOGY } from './dermatology.ts';
import { EMERGENCY } from './emergency.ts';
import { ENDOCRINOLOGY } from './endocrinology.ts';
import { ETHICS } from './ethics.ts';
import { GASTROENTEROLOGY } from './gastroenterology.ts';
import { HAEMATOLOGY } from './haematology.ts';
import { INFECTION } from './infection.ts';
import type { BankQuestion } from './kit.ts';
import { NEUROLOGY } from './neurology.ts';
import { OBSTETRICS } from './obstetrics.ts';
import { PAEDIATRICS } from './paediatrics.ts';
import { PHARMACOLOGY } from './pharmacology.ts';
import { PSYCHIATRY } from './psychiatry.ts';
import { RENAL } from './renal.ts';
import { RESPIRATORY } from './respiratory.ts';

/** The bank's three papers per exam, each of five topics. */
const GROUPS = [
  { name: 'Medicine 1', topics: [CARDIOLOGY, RESPIRATORY, RENAL, ENDOCRINOLOGY, HAEMATOLOGY] },
  { name: 'Medicine 2', topics: [GASTROENTEROLOGY, NEUROLOGY, INFECTION, DERMATOLOGY, PHARMACOLOGY] },
  {
    name: 'Women, Children, Mind and Emergencies',
    topics: [OBSTETRICS, PAEDIATRICS, PSYCHIATRY, EMERGENCY, ETHICS],
  },
];

export const DEMO_BANK_EXAMS = ['PLAB 1', 'UKMLA AKT'] as const satisfies readonly QuizExam[];

/** A question paper of the demo bank: the first two of each exam are free, the third is in membership. */
export interface DemoBankPaper {
  title: string;
  exam: QuizExam;
  description: string;
  priceMinor: number;
  includedInMembership: boolean;
  questions: BankQuestion[];
}

/** The membership paper's price when bought on its own. */
const MEMBERS_PAPER_PRICE_MINOR = 1499;

/**
 * Every topic's questions alternate between the two exams (starting with the other exam on every other
 * topic), so each exam's papers cover all fifteen topics and every question type.
 */
export const DEMO_BANK_PAPERS: DemoBankPaper[] = DEMO_BANK_EXAMS.flatMap((exam, e) =>
  GROUPS.map((group, g) => {
    const questions = group.topics.flatMap((topic, t) => topic.filter((_, i) => (i + t + g) % 2 === e));
    const topicNames = group.topics.map((topic) => topic[0]!.topics[0]!);
    const members = g === GROUPS.length - 1;
    return {
      title: `${exam} Question Bank: ${group.name}`,
      exam,
      description: `${questions.length} single best answer and other questions for ${exam} on ${topicNames.join(', ')}, each with an explanation based on current UK guidance. ${members ? 'Included in membership.' : 'Free.'}`,
      priceMinor: members ? MEMBERS_PAPER_PRICE_MINOR : 0,
      includedInMembership: members,
      questions,
    };
  }),
);
