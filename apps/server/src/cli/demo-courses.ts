import type { CreateCourseInput } from '../db/factories.ts';

type DemoCourse = Omit<CreateCourseInput, 'ownerId'> & { title: string };

/** Reading pace for a text lesson's duration: a lesson says as long as it takes to read. */
export const DEMO_READING_WORDS_PER_MINUTE = 200;

/** Whole minutes to read a text at the demo's pace, at least one. */
export const readingSeconds = (content: string) =>
  Math.max(1, Math.ceil(content.split(/\s+/).filter(Boolean).length / DEMO_READING_WORDS_PER_MINUTE)) * 60;

const text = (title: string, body: string) => {
  const textContent = `# ${title}\n\n${body}`;
  return { title, type: 'text' as const, textContent, durationSec: readingSeconds(textContent) };
};

/**
 * A YouTube lesson (the player's video type) with the video's real running time, so the course's total is
 * true: 'ECG Interpretation Made Easy' by Rhesus Medicine runs 13:08.
 */
const video = (title: string, youtubeUrl: string, durationSec: number) => ({
  title,
  type: 'video' as const,
  youtubeUrl,
  durationSec,
});

/** Real-looking demo courses across the exams the platform serves, at every level, some free. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'PLAB 1 Foundations: How to Approach Single Best Answer Questions',
    subtitle: 'A free starter course for international medical graduates',
    description:
      'Learn how PLAB 1 is structured, how single best answer questions are written, and a repeatable method for reading a stem, spotting the key clue and choosing the best option under time pressure.',
    category: 'PLAB',
    level: 'beginner',
    tags: ['PLAB 1', 'exam technique', 'SBA'],
    priceMinor: 0,
    sections: [
      {
        title: 'Understanding the exam',
        lessons: [
          text(
            'What PLAB 1 tests',
            'PLAB 1 is a 180-question single best answer paper sampled from the UK Medical Licensing Assessment content map. Expect common and important presentations seen by a UK Foundation Year 2 doctor.',
          ),
          text(
            'Booking and timelines',
            'Plan backwards from your PLAB 2 date. Most candidates need 8 to 12 weeks of focused revision.',
          ),
        ],
      },
      {
        title: 'Answering technique',
        lessons: [
          text(
            'Read the last line first',
            'The lead-in tells you what the question wants: diagnosis, next step, or most appropriate management. Read it before the stem.',
          ),
          text(
            'Key clues and red herrings',
            '- Age and sex narrow the differential\n- Timing words (sudden, progressive) matter\n- Normal observations are often there to rule things out',
          ),
          text(
            'Practice set: ten worked questions',
            'Work through ten questions, then compare your reasoning with the worked explanations.',
          ),
        ],
      },
    ],
  },
  {
    title: 'MRCP Part 1 Cardiology',
    subtitle: 'Heart failure, arrhythmias, valve disease and ECG interpretation',
    description:
      'A high-yield review of cardiology for MRCP Part 1: systematic ECG reading, arrhythmia management, heart failure pharmacology, valve lesions and infective endocarditis, with NICE and ESC guideline updates.',
    category: 'MRCP',
    level: 'intermediate',
    tags: ['MRCP', 'cardiology', 'ECG'],
    priceMinor: 4900,
    sections: [
      {
        title: 'ECG interpretation',
        lessons: [
          video(
            'ECG interpretation made easy (video)',
            'https://www.youtube.com/watch?v=u1m3HKW1VqU',
            13 * 60 + 8,
          ),
          text(
            'A systematic approach to the ECG',
            'Rate, rhythm, axis, intervals, then morphology. Never skip the QT interval.',
          ),
          text(
            'Bundle branch blocks and fascicular blocks',
            'RBBB: RSR′ in V1. LBBB: broad QRS with deep S in V1 and notched R in V6.',
          ),
        ],
      },
      {
        title: 'Arrhythmias',
        lessons: [
          text(
            'Atrial fibrillation',
            'Rate or rhythm control, and anticoagulation guided by CHA₂DS₂-VASc and ORBIT bleeding risk.',
          ),
          text('Broad complex tachycardia', 'Treat as ventricular tachycardia until proven otherwise.'),
        ],
      },
      {
        title: 'Heart failure and valves',
        lessons: [
          text(
            'Heart failure with reduced ejection fraction',
            'The four pillars: ACE inhibitor or ARNI, beta-blocker, MRA and SGLT2 inhibitor.',
          ),
          text(
            'Aortic stenosis',
            'Symptoms of angina, syncope or breathlessness mark the need for intervention.',
          ),
        ],
      },
    ],
  },
  {
    title: 'MRCS Part A: Applied Surgical Anatomy',
    subtitle: 'Upper limb, lower limb, thorax, abdomen, head and neck',
    description:
      'Anatomy for the MRCS Part A paper, taught through clinical scenarios: nerve injuries, compartment syndromes, hernias and surgical approaches.',
    category: 'MRCS',
    level: 'intermediate',
    tags: ['MRCS', 'anatomy', 'surgery'],
    priceMinor: 5900,
    sections: [
      {
        title: 'Upper limb',
        lessons: [
          text(
            'Brachial plexus',
            'Roots, trunks, divisions, cords, branches: Erb and Klumpke palsies explained.',
          ),
          text(
            'Nerve injuries of the arm',
            'Radial nerve at the spiral groove: wrist drop with preserved triceps.',
          ),
        ],
      },
      {
        title: 'Abdomen',
        lessons: [
          text('The inguinal canal', 'Boundaries, contents, and direct versus indirect hernias.'),
          text('Blood supply of the gut', 'Foregut, midgut and hindgut with their watershed areas.'),
        ],
      },
    ],
  },
  {
    title: 'UKMLA Clinical Pharmacology and Prescribing',
    subtitle: 'Safe prescribing for the Prescribing Safety Assessment and UKMLA',
    description:
      'Drug classes, interactions, monitoring and adjustments in renal and hepatic impairment, with practice prescribing tasks.',
    category: 'UKMLA',
    level: 'beginner',
    tags: ['UKMLA', 'pharmacology', 'prescribing', 'PSA'],
    priceMinor: 2900,
    sections: [
      {
        title: 'Principles',
        lessons: [
          text(
            'Writing a safe prescription',
            'Approved name, dose, route, frequency, start date and indication.',
          ),
          text(
            'Drugs that need monitoring',
            'Lithium, warfarin, gentamicin, vancomycin, digoxin and phenytoin.',
          ),
        ],
      },
      {
        title: 'Special situations',
        lessons: [
          text('Renal impairment', 'Use creatinine clearance for dose adjustment of renally cleared drugs.'),
          text(
            'Pregnancy and breastfeeding',
            'Avoid ACE inhibitors, warfarin in the first trimester, and tetracyclines.',
          ),
        ],
      },
    ],
  },
  {
    title: 'PLAB 2 OSCE Communication Skills',
    subtitle: 'Breaking bad news, consent, angry patients and explaining diagnoses',
    description:
      'Structured approaches to the communication stations of PLAB 2, with model scripts and marking criteria.',
    category: 'PLAB',
    level: 'intermediate',
    tags: ['PLAB 2', 'OSCE', 'communication'],
    priceMinor: 3900,
    sections: [
      {
        title: 'Frameworks',
        lessons: [
          text(
            'SPIKES for breaking bad news',
            'Setting, Perception, Invitation, Knowledge, Emotions, Strategy and summary.',
          ),
          text(
            'Taking informed consent',
            'Nature of the procedure, benefits, risks, alternatives and the right to refuse.',
          ),
        ],
      },
      {
        title: 'Difficult conversations',
        lessons: [
          text(
            'The angry relative',
            'Acknowledge, apologise where appropriate, and explain what happens next.',
          ),
          text('Explaining a new diagnosis', 'Chunk and check; avoid jargon; offer written information.'),
        ],
      },
    ],
  },
  {
    title: 'USMLE-Style Renal Physiology',
    subtitle: 'Acid–base, electrolytes and the nephron',
    description:
      'Acid–base disorders with the anion gap and Winter’s formula, sodium and potassium disorders, and diuretic pharmacology along the nephron.',
    category: 'USMLE',
    level: 'advanced',
    tags: ['USMLE', 'renal', 'physiology', 'acid-base'],
    priceMinor: 3500,
    currency: 'USD',
    sections: [
      {
        title: 'Acid–base',
        lessons: [
          text('Metabolic acidosis and the anion gap', 'Anion gap = Na − (Cl + HCO₃). Raised gap: MUDPILES.'),
          text('Compensation rules', 'Winter’s formula: expected pCO₂ = 1.5 × HCO₃ + 8 ± 2.'),
        ],
      },
      {
        title: 'Electrolytes',
        lessons: [
          text('Hyponatraemia', 'Assess volume status, then urine osmolality and sodium.'),
          text(
            'Hyperkalaemia',
            'Protect the heart with calcium, shift with insulin and dextrose, then remove.',
          ),
        ],
      },
    ],
  },
  {
    title: 'Emergency Medicine: The Acutely Unwell Patient',
    subtitle: 'ABCDE assessment for foundation doctors',
    description:
      'A free course on recognising and managing the deteriorating patient using the ABCDE approach and NEWS2.',
    category: 'Foundation',
    level: 'beginner',
    tags: ['emergency', 'ABCDE', 'NEWS2', 'foundation'],
    priceMinor: 0,
    sections: [
      {
        title: 'ABCDE',
        lessons: [
          text('Airway and breathing', 'Look, listen and feel; give oxygen to target saturations.'),
          text(
            'Circulation, disability, exposure',
            'Two large-bore cannulae, fluids, glucose and a full examination.',
          ),
        ],
      },
      {
        title: 'Escalation',
        lessons: [
          text('NEWS2 and SBAR', 'A NEWS2 of 5 or more, or 3 in one parameter, needs urgent review.'),
        ],
      },
    ],
  },
  {
    title: 'MRCP Part 2: Data Interpretation in Endocrinology',
    subtitle: 'Thyroid, adrenal, pituitary and calcium results',
    description:
      'Interpret endocrine investigations the way MRCP Part 2 asks: dynamic tests, sick euthyroid and more.',
    category: 'MRCP',
    level: 'advanced',
    tags: ['MRCP', 'endocrinology', 'data interpretation'],
    priceMinor: 5500,
    includedInMembership: false,
    sections: [
      {
        title: 'Thyroid and adrenal',
        lessons: [
          text(
            'Thyroid function patterns',
            'Low TSH with high T4: primary hyperthyroidism. Normal TSH with high T4: think assay interference.',
          ),
          text(
            'Cushing’s and Addison’s',
            'Screen with overnight dexamethasone suppression; confirm Addison’s with a short Synacthen test.',
          ),
        ],
      },
      {
        title: 'Calcium',
        lessons: [text('Hypercalcaemia', 'PTH first: high or normal points to primary hyperparathyroidism.')],
      },
    ],
  },
  {
    title: 'Paediatrics for UKMLA',
    subtitle: 'Developmental milestones, fever in children and common rashes',
    description:
      'The paediatric presentations most likely to appear in the UKMLA written and clinical assessments.',
    category: 'UKMLA',
    level: 'intermediate',
    tags: ['UKMLA', 'paediatrics'],
    priceMinor: 3200,
    sections: [
      {
        title: 'Development',
        lessons: [
          text(
            'Milestones by age',
            'Smiles at 6 weeks, sits at 6 months, walks at 12 months, two-word phrases at 2 years.',
          ),
        ],
      },
      {
        title: 'The febrile child',
        lessons: [
          text('NICE traffic light system', 'Red features warrant urgent assessment.'),
          text('Non-blanching rash', 'Treat as meningococcal disease until proven otherwise.'),
        ],
      },
    ],
  },
  {
    title: 'Core Surgical Skills: Sutures and Knots',
    subtitle: 'Instrument ties, hand ties and wound closure',
    description: 'A practical course for surgical interview and MRCS Part B preparation.',
    category: 'MRCS',
    level: 'beginner',
    tags: ['MRCS', 'surgical skills', 'sutures'],
    priceMinor: 1900,
    sections: [
      {
        title: 'Materials',
        lessons: [
          text('Choosing a suture', 'Absorbable versus non-absorbable, monofilament versus braided.'),
        ],
      },
      {
        title: 'Techniques',
        lessons: [
          text('Instrument tie', 'Two throws, then single throws, laying each flat.'),
          text('Interrupted and continuous closure', 'Evert the skin edges; take equal bites.'),
        ],
      },
    ],
  },
  {
    title: 'Psychiatry Essentials for PLAB and UKMLA',
    subtitle: 'Mental state examination, risk assessment and the Mental Health Act',
    description: 'How to assess and manage common psychiatric presentations safely in the UK.',
    category: 'PLAB',
    level: 'intermediate',
    tags: ['psychiatry', 'PLAB', 'UKMLA'],
    priceMinor: 2500,
    sections: [
      {
        title: 'Assessment',
        lessons: [
          text(
            'Mental state examination',
            'Appearance, behaviour, speech, mood, thought, perception, cognition and insight.',
          ),
          text(
            'Suicide risk assessment',
            'Ask directly; explore plans, protective factors and safety netting.',
          ),
        ],
      },
      {
        title: 'The law',
        lessons: [
          text(
            'Mental Health Act sections',
            'Section 2 for assessment (28 days), section 3 for treatment (6 months).',
          ),
        ],
      },
    ],
  },
  {
    title: 'USMLE Step 1 Microbiology: High-Yield Bugs',
    subtitle: 'Gram stains, virulence factors and antimicrobials',
    description:
      'Organise bacteriology by Gram stain and shape, then link each organism to its classic presentation.',
    category: 'USMLE',
    level: 'advanced',
    tags: ['USMLE', 'microbiology'],
    priceMinor: 3900,
    currency: 'USD',
    sections: [
      {
        title: 'Gram-positive organisms',
        lessons: [
          text('Staphylococci', 'Coagulase separates S. aureus from the rest.'),
          text('Streptococci', 'Haemolysis pattern, then bacitracin and optochin sensitivity.'),
        ],
      },
      {
        title: 'Antimicrobials',
        lessons: [text('Mechanisms of action', 'Cell wall, protein synthesis, DNA and folate synthesis.')],
      },
    ],
  },
];
