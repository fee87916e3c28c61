import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { courseSections, courses, lessons } from '../db/schema/index.ts';
import { createQuiz, type QuestionInput } from '../modules/quizzes/factories.ts';
import { DEMO_EMQS } from './demo-emqs.ts';

const opts = (...texts: string[]) => texts.map((text) => ({ text, media: [] }));

const mcq = (
  prompt: string,
  options: string[],
  correct: string,
  explanation: string,
  topics: string[],
): QuestionInput => ({
  type: 'mcq',
  prompt,
  options: opts(...options),
  correctOptionIds: [correct],
  explanation,
  topics,
});
const multi = (
  prompt: string,
  options: string[],
  correct: string[],
  explanation: string,
  topics: string[],
): QuestionInput => ({
  type: 'multi',
  prompt,
  options: opts(...options),
  correctOptionIds: correct,
  explanation,
  topics,
});
const truth = (prompt: string, correct: boolean, explanation: string, topics: string[]): QuestionInput => ({
  type: 'boolean',
  prompt,
  correctBoolean: correct,
  explanation,
  topics,
});
const short = (prompt: string, accepted: string[], explanation: string, topics: string[]): QuestionInput => ({
  type: 'short',
  prompt,
  correctText: accepted,
  explanation,
  topics,
});

/** Free: acute medicine, untimed, three attempts. Also the quiz lesson of the PLAB 1 foundations course. */
const ACUTE: QuestionInput[] = [
  mcq(
    'A 67-year-old man has central crushing chest pain for 40 minutes. ECG shows 3 mm ST elevation in II, III and aVF. The nearest PCI centre can take him within 90 minutes. What is the most appropriate next step?',
    [
      'Thrombolysis with alteplase',
      'Primary percutaneous coronary intervention',
      'CT coronary angiography',
      'Serial troponins and review',
      'Start a GTN infusion and observe',
    ],
    'B',
    'Inferior STEMI presenting within 12 hours: primary PCI is the reperfusion of choice when it can be delivered within 120 minutes of when fibrinolysis could have been given (NICE NG185).',
    ['Cardiology', 'Emergency medicine'],
  ),
  mcq(
    'A 24-year-old woman with type 1 diabetes has vomiting and abdominal pain. Capillary glucose 24 mmol/L, ketones 5.1 mmol/L, venous pH 7.12. What is the first fluid to give?',
    [
      '0.9% sodium chloride',
      '5% glucose',
      '10% glucose with insulin',
      'Hartmann’s solution with potassium',
      'Sodium bicarbonate 8.4%',
    ],
    'A',
    'DKA: restore circulating volume first with 0.9% sodium chloride; fixed-rate insulin at 0.1 units/kg/h follows, and 10% glucose is added once glucose falls below 14 mmol/L (JBDS guideline).',
    ['Endocrinology', 'Emergency medicine'],
  ),
  truth(
    'In anaphylaxis, intramuscular adrenaline 0.5 mg (0.5 mL of 1 mg/mL) into the anterolateral thigh is the first-line drug for an adult.',
    true,
    'Resuscitation Council UK (2021): IM adrenaline 500 micrograms for adults, repeated after 5 minutes if there is no improvement. Antihistamines and steroids are not first-line.',
    ['Emergency medicine'],
  ),
  multi(
    'Which of the following are components of the CURB-65 score? Select all that apply.',
    [
      'Confusion',
      'Urea greater than 7 mmol/L',
      'Respiratory rate 30/min or more',
      'Heart rate over 100/min',
      'Age 65 or over',
      'C-reactive protein over 100 mg/L',
    ],
    ['A', 'B', 'C', 'E'],
    'CURB-65: Confusion, Urea > 7 mmol/L, Respiratory rate ≥ 30, Blood pressure (systolic < 90 or diastolic ≤ 60), age ≥ 65. Heart rate and CRP are not part of it.',
    ['Respiratory'],
  ),
  mcq(
    'A 78-year-old woman is newly confused. Na+ 118 mmol/L, she is clinically euvolaemic, urine osmolality 480 mOsm/kg, urine Na+ 45 mmol/L. She started a new medicine three weeks ago. Which is the most likely cause?',
    ['Furosemide', 'Sertraline', 'Amlodipine', 'Metformin', 'Simvastatin'],
    'B',
    'Euvolaemic hyponatraemia with concentrated urine and high urinary sodium suggests SIADH; SSRIs such as sertraline are a common cause in older people.',
    ['Renal', 'Pharmacology'],
  ),
  short(
    'Name the scoring system used to estimate stroke risk in non-valvular atrial fibrillation.',
    ['CHA2DS2-VASc', 'CHA2DS2VASc', 'CHADS-VASc', 'CHA₂DS₂-VASc'],
    'CHA₂DS₂-VASc estimates annual stroke risk in AF; anticoagulation is offered at a score of 2 or more (or considered at 1 in men). ORBIT assesses bleeding risk.',
    ['Cardiology'],
  ),
  mcq(
    'A 35-year-old woman has had a sudden severe occipital headache, “the worst ever”, starting 3 hours ago. CT head is normal. What is the next step?',
    [
      'Discharge with analgesia',
      'MRI brain in 6 weeks',
      'Lumbar puncture at least 12 hours after onset',
      'Start sumatriptan',
      'EEG',
    ],
    'C',
    'Suspected subarachnoid haemorrhage with a normal CT beyond 6 hours: lumbar puncture at least 12 hours after onset looks for xanthochromia.',
    ['Neurology', 'Emergency medicine'],
  ),
  truth(
    'A patient with suspected sepsis should receive broad-spectrum antibiotics within 1 hour when they meet high-risk criteria.',
    true,
    'NICE NG51: high-risk sepsis needs antibiotics within 1 hour of meeting the criteria, with lactate, cultures and fluids as part of the same bundle.',
    ['Infectious disease', 'Emergency medicine'],
  ),
  mcq(
    'Potassium is 6.9 mmol/L and the ECG shows peaked T waves and broad QRS complexes. What should be given first?',
    [
      'Insulin and glucose',
      'Calcium gluconate 10% 30 mL IV',
      'Salbutamol nebuliser',
      'Calcium resonium',
      'Furosemide IV',
    ],
    'B',
    'With ECG changes, IV calcium stabilises the myocardium first; insulin-glucose and salbutamol then shift potassium into cells.',
    ['Renal', 'Emergency medicine'],
  ),
  multi(
    'Which findings indicate life-threatening acute asthma in an adult? Select all that apply.',
    [
      'PEF less than 33% of best or predicted',
      'SpO2 less than 92%',
      'Silent chest',
      'Inability to complete sentences',
      'Exhaustion or altered consciousness',
      'Respiratory rate 26/min',
    ],
    ['A', 'B', 'C', 'E'],
    'BTS/SIGN: life-threatening features include PEF < 33%, SpO2 < 92%, silent chest, cyanosis, poor effort, arrhythmia, exhaustion, altered consciousness, hypotension. Incomplete sentences and RR ≥ 25 mark acute severe asthma.',
    ['Respiratory', 'Emergency medicine'],
  ),
  mcq(
    'A 58-year-old man has a swollen, tender left calf. His Wells score is 3. What is the next investigation?',
    [
      'D-dimer only',
      'Proximal leg vein ultrasound within 4 hours',
      'CT pulmonary angiogram',
      'Venogram',
      'Thrombophilia screen',
    ],
    'B',
    'DVT likely (Wells ≥ 2): proximal leg vein ultrasound within 4 hours; if it cannot be done, take a D-dimer and start interim anticoagulation (NICE NG158).',
    ['Haematology'],
  ),
  short(
    'What is the first-line antidote for paracetamol overdose? (one word)',
    ['Acetylcysteine', 'N-acetylcysteine', 'NAC'],
    'Acetylcysteine replenishes glutathione. In the UK it is given when the plasma level is on or above the single treatment line (100 mg/L at 4 hours), or in staggered overdoses.',
    ['Pharmacology', 'Emergency medicine'],
  ),
  truth(
    'In a patient with upper GI bleeding, the Glasgow-Blatchford score of 0 identifies patients who may be considered for early discharge.',
    true,
    'A pre-endoscopy Glasgow-Blatchford score of 0 identifies low-risk patients suitable for outpatient management (NICE CG141).',
    ['Gastroenterology'],
  ),
  mcq(
    'A 19-year-old has fever, a non-blanching petechial rash and neck stiffness in the GP surgery. What should the GP do immediately?',
    [
      'Arrange urgent bloods',
      'Give IM or IV benzylpenicillin and transfer to hospital',
      'Perform a lumbar puncture',
      'Give oral amoxicillin',
      'Start IV fluids and wait for the ambulance',
    ],
    'B',
    'Suspected meningococcal disease in primary care: give benzylpenicillin (1.2 g for adults) without delaying transfer.',
    ['Infectious disease'],
  ),
  mcq(
    'A patient on warfarin has an INR of 8.2 and no bleeding. What is the most appropriate management?',
    [
      'Continue warfarin',
      'Stop warfarin and give oral vitamin K 1–5 mg',
      'Give prothrombin complex concentrate',
      'Give fresh frozen plasma',
      'IV vitamin K 10 mg',
    ],
    'B',
    'INR > 8 without bleeding: stop warfarin, give oral vitamin K 1–5 mg, recheck INR after 24 hours, restart when INR < 5 (BNF).',
    ['Haematology', 'Pharmacology'],
  ),
];

/** Included in membership (£14.99 otherwise): cardiology and respiratory, 25 minutes. */
const CARDIO_RESP: QuestionInput[] = [
  mcq(
    'A 72-year-old has breathlessness and ankle swelling. Echocardiogram: ejection fraction 30%. Which medicine improves survival?',
    ['Furosemide', 'Digoxin', 'Bisoprolol', 'Amlodipine', 'Verapamil'],
    'C',
    'HFrEF: beta-blockers licensed for heart failure (bisoprolol), ACE inhibitors/ARNI, MRAs and SGLT2 inhibitors reduce mortality; loop diuretics relieve symptoms only.',
    ['Cardiology', 'Pharmacology'],
  ),
  mcq(
    'Clinic blood pressure 152/94 mmHg in a 48-year-old Black African man without diabetes; ambulatory average 146/92. Which first-line drug?',
    ['Ramipril', 'Amlodipine', 'Bendroflumethiazide', 'Doxazosin', 'Atenolol'],
    'B',
    'NICE NG136: for people of Black African or African-Caribbean family origin without diabetes, start with a calcium-channel blocker.',
    ['Cardiology'],
  ),
  truth(
    'An ECG with a regularly irregular rhythm and no P waves is typical of atrial fibrillation.',
    false,
    'AF is irregularly irregular with absent P waves. A regularly irregular rhythm suggests, for example, second-degree AV block or atrial flutter with variable but patterned block.',
    ['Cardiology'],
  ),
  multi(
    'Which are features of aortic stenosis? Select all that apply.',
    [
      'Ejection systolic murmur radiating to the carotids',
      'Slow-rising pulse',
      'Collapsing pulse',
      'Narrow pulse pressure',
      'Exertional syncope',
      'Mid-diastolic rumbling murmur',
    ],
    ['A', 'B', 'D', 'E'],
    'Aortic stenosis: ejection systolic murmur to the carotids, slow-rising pulse, narrow pulse pressure, angina, syncope and breathlessness. A collapsing pulse suggests aortic regurgitation; a mid-diastolic rumble suggests mitral stenosis.',
    ['Cardiology'],
  ),
  short(
    'Which organism is the most common cause of community-acquired pneumonia in UK adults? (genus and species)',
    ['Streptococcus pneumoniae', 'S. pneumoniae', 'S pneumoniae', 'Pneumococcus'],
    'Streptococcus pneumoniae remains the commonest cause; Haemophilus influenzae, Mycoplasma and viruses follow.',
    ['Respiratory', 'Infectious disease'],
  ),
  mcq(
    'A 64-year-old smoker has FEV1/FVC 0.58 and FEV1 62% predicted after bronchodilator. He is breathless on hills despite a SABA. No asthmatic features. Next step?',
    [
      'Add LAMA + LABA',
      'Add inhaled corticosteroid alone',
      'Oral theophylline',
      'Long-term oxygen therapy',
      'Oral prednisolone',
    ],
    'A',
    'NICE NG115: COPD without asthmatic features or steroid responsiveness who remain limited on a SABA: LABA + LAMA.',
    ['Respiratory'],
  ),
  mcq(
    'A 30-year-old woman 4 weeks postpartum has pleuritic chest pain and tachycardia. Chest X-ray is normal. What is the investigation of choice?',
    ['D-dimer', 'CT pulmonary angiography', 'V/Q scan only if pregnant', 'Echocardiogram', 'Spirometry'],
    'B',
    'PE is likely; CTPA is the usual investigation (a V/Q scan is an alternative when CTPA is contraindicated or in pregnancy with a normal chest X-ray). D-dimer is unhelpful postpartum.',
    ['Respiratory', 'Haematology'],
  ),
  truth(
    'Long-term oxygen therapy in COPD is offered to people with a resting PaO2 below 7.3 kPa on two occasions at least 3 weeks apart, who do not smoke.',
    true,
    'NICE NG115: assess for LTOT when PaO2 < 7.3 kPa (or < 8 kPa with polycythaemia, peripheral oedema or pulmonary hypertension); smoking is a fire risk.',
    ['Respiratory'],
  ),
  mcq(
    'A 26-year-old athlete collapsed during exercise. ECG: left ventricular hypertrophy with deep T-wave inversion. Family history of sudden death. Most likely diagnosis?',
    [
      'Brugada syndrome',
      'Hypertrophic cardiomyopathy',
      'Wolff-Parkinson-White syndrome',
      'Long QT syndrome',
      'Myocarditis',
    ],
    'B',
    'HCM is the commonest cause of sudden cardiac death in young athletes; autosomal dominant, with LVH and deep T-wave inversion.',
    ['Cardiology'],
  ),
  multi(
    'Which are recognised causes of clubbing? Select all that apply.',
    [
      'Idiopathic pulmonary fibrosis',
      'Bronchiectasis',
      'COPD',
      'Lung cancer',
      'Infective endocarditis',
      'Asthma',
    ],
    ['A', 'B', 'D', 'E'],
    'Clubbing: lung cancer, suppurative lung disease (bronchiectasis, abscess, empyema, CF), IPF, cyanotic heart disease, endocarditis, IBD, cirrhosis. COPD and asthma do not cause clubbing.',
    ['Respiratory'],
  ),
  mcq(
    'A patient with pericarditis after a viral illness has pleuritic chest pain relieved by sitting forward. First-line treatment?',
    ['Prednisolone', 'NSAID plus colchicine', 'Aspirin and clopidogrel', 'Amoxicillin', 'Pericardiocentesis'],
    'B',
    'Acute pericarditis: NSAID (or aspirin) with colchicine for 3 months reduces recurrence; steroids are second-line.',
    ['Cardiology', 'Pharmacology'],
  ),
  short(
    'What is the name of the ECG sign of pulmonary embolism with an S wave in lead I, Q wave and inverted T wave in lead III? (write the pattern)',
    ['S1Q3T3', 'S1 Q3 T3', 'SI QIII TIII'],
    'S1Q3T3 reflects right heart strain; it is specific but insensitive — sinus tachycardia is the commonest ECG finding in PE.',
    ['Cardiology', 'Respiratory'],
  ),
  mcq(
    'Which inhaler regimen is recommended for a newly diagnosed adult with asthma and frequent symptoms (NICE/BTS/SIGN 2024)?',
    [
      'SABA alone',
      'As-needed low-dose ICS/formoterol (AIR)',
      'LTRA alone',
      'High-dose ICS',
      'Oral theophylline',
    ],
    'B',
    'The 2024 BTS/NICE/SIGN guideline recommends as-needed low-dose ICS/formoterol (anti-inflammatory reliever) for newly diagnosed asthma, moving to MART if needed.',
    ['Respiratory', 'Pharmacology'],
  ),
  truth(
    'Infective endocarditis in people who inject drugs most often affects the tricuspid valve.',
    true,
    'Right-sided endocarditis (tricuspid), usually Staphylococcus aureus, is typical in people who inject drugs; septic pulmonary emboli may follow.',
    ['Cardiology', 'Infectious disease'],
  ),
  mcq(
    'A 70-year-old with AF has a CHA₂DS₂-VASc score of 4 and eGFR 55. Which anticoagulant is first-line?',
    [
      'Aspirin',
      'Warfarin',
      'A direct oral anticoagulant such as apixaban',
      'Clopidogrel',
      'No anticoagulation',
    ],
    'C',
    'NICE NG196: offer a DOAC (apixaban, dabigatran, edoxaban or rivaroxaban) first-line; aspirin alone is not for stroke prevention in AF.',
    ['Cardiology', 'Pharmacology'],
  ),
];

/** Paid and timed (£19.99, 20 minutes, two attempts): mixed specialties like the PLAB 1 paper. */
const MIXED: QuestionInput[] = [
  mcq(
    'A 4-year-old has a barking cough, stridor at rest and mild recession. What is the first-line treatment?',
    [
      'Nebulised salbutamol',
      'Oral dexamethasone 0.15 mg/kg',
      'Oral amoxicillin',
      'Intubation',
      'Steam inhalation',
    ],
    'B',
    'Croup: a single dose of oral dexamethasone (0.15 mg/kg) for all severities; nebulised adrenaline for severe cases.',
    ['Paediatrics'],
  ),
  mcq(
    'A 29-year-old at 34 weeks has BP 162/108, headache and proteinuria 2+. What is the antihypertensive of first choice?',
    ['Ramipril', 'Labetalol', 'Atenolol', 'Bendroflumethiazide', 'Losartan'],
    'B',
    'Pre-eclampsia: labetalol first-line (nifedipine or methyldopa alternatives); ACE inhibitors and ARBs are contraindicated in pregnancy. Give magnesium sulfate if severe features develop.',
    ['Obstetrics', 'Pharmacology'],
  ),
  multi(
    'Which are features of lithium toxicity? Select all that apply.',
    ['Coarse tremor', 'Ataxia', 'Hypersalivation', 'Confusion', 'Polyuria', 'Bradycardia only'],
    ['A', 'B', 'D', 'E'],
    'Lithium toxicity: coarse tremor, ataxia, dysarthria, confusion, seizures, vomiting and diarrhoea; polyuria from nephrogenic diabetes insipidus.',
    ['Psychiatry', 'Pharmacology'],
  ),
  truth(
    'A 67-year-old with new-onset iron-deficiency anaemia should be referred on a suspected cancer pathway for lower GI investigation.',
    true,
    'NICE NG12: refer adults aged 60 or over with iron-deficiency anaemia (suspected colorectal cancer pathway).',
    ['Gastroenterology', 'Oncology'],
  ),
  short(
    'Which nerve is most likely damaged in a midshaft humeral fracture with wrist drop?',
    ['Radial nerve', 'Radial', 'The radial nerve'],
    'The radial nerve runs in the spiral groove of the humerus; injury gives wrist drop and sensory loss over the first dorsal web space.',
    ['Orthopaedics', 'Anatomy'],
  ),
  mcq(
    'A 52-year-old woman has fatigue, itching and raised ALP. Anti-mitochondrial antibodies are positive. Diagnosis?',
    [
      'Primary sclerosing cholangitis',
      'Primary biliary cholangitis',
      'Autoimmune hepatitis',
      'Haemochromatosis',
      'Wilson disease',
    ],
    'B',
    'Primary biliary cholangitis: middle-aged women, pruritus, cholestatic LFTs, AMA positive; treat with ursodeoxycholic acid.',
    ['Gastroenterology'],
  ),
  mcq(
    'A 16-year-old asks for contraception and does not want her parents told. She understands the risks and benefits. What applies?',
    [
      'Parents must be informed',
      'She is Fraser competent and can be prescribed contraception',
      'She must wait until 18',
      'A court order is needed',
      'Only emergency contraception can be given',
    ],
    'B',
    'Fraser guidelines allow contraceptive advice and treatment to a young person who understands it and will likely have sex anyway, when it is in her best interests. At 16 she is also presumed to have capacity.',
    ['Ethics', 'Sexual health'],
  ),
  multi(
    'Which are red flags for back pain needing urgent assessment for cauda equina syndrome? Select all that apply.',
    [
      'Saddle anaesthesia',
      'New urinary retention',
      'Bilateral sciatica',
      'Pain worse on coughing only',
      'Faecal incontinence',
      'Paraspinal muscle spasm',
    ],
    ['A', 'B', 'C', 'E'],
    'Cauda equina: saddle anaesthesia, bladder or bowel dysfunction, bilateral leg symptoms, sexual dysfunction — emergency MRI.',
    ['Orthopaedics', 'Neurology'],
  ),
  truth(
    'In the UK, a doctor must inform the DVLA directly when a patient with epilepsy continues to drive against advice after being told to stop.',
    true,
    'GMC guidance: if a patient continues to drive when unfit, make every reasonable effort to persuade them to stop; if they do not, disclose to the DVLA and tell the patient you have done so.',
    ['Ethics', 'Neurology'],
  ),
  mcq(
    'A 7-year-old has a sore throat, fever and a sandpaper-like rash that started on the trunk, with a strawberry tongue. Most likely diagnosis?',
    ['Measles', 'Scarlet fever', 'Kawasaki disease', 'Rubella', 'Hand, foot and mouth disease'],
    'B',
    'Scarlet fever (group A streptococcus): sandpaper rash, strawberry tongue, circumoral pallor; treat with phenoxymethylpenicillin for 10 days; notifiable.',
    ['Paediatrics', 'Infectious disease'],
  ),
  short(
    'Name the thyroid autoantibody most associated with Graves disease (abbreviation accepted).',
    ['TSH receptor antibody', 'TRAb', 'TSH receptor antibodies', 'Thyroid stimulating immunoglobulin', 'TSI'],
    'TSH receptor antibodies (TRAb/TSI) stimulate the receptor in Graves disease; anti-TPO is more typical of Hashimoto thyroiditis.',
    ['Endocrinology'],
  ),
  mcq(
    'A 60-year-old with type 2 diabetes on metformin has HbA1c 64 mmol/mol and established heart failure. What should be added?',
    ['Gliclazide', 'An SGLT2 inhibitor', 'Pioglitazone', 'Insulin glargine', 'Saxagliptin'],
    'B',
    'NICE NG28: with heart failure or established atherosclerotic CVD, add an SGLT2 inhibitor; pioglitazone is contraindicated in heart failure.',
    ['Endocrinology', 'Pharmacology'],
  ),
  mcq(
    'A 33-year-old has low mood, anhedonia and poor sleep for 3 months (moderate depression). Which is first-line alongside psychological therapy?',
    ['Sertraline', 'Lithium', 'Haloperidol', 'Diazepam', 'Amitriptyline'],
    'A',
    'An SSRI such as sertraline is a usual first-line antidepressant; review within 2 weeks (1 week if under 25 or at risk of suicide).',
    ['Psychiatry', 'Pharmacology'],
  ),
  truth(
    'Ottawa ankle rules recommend an X-ray when there is bone tenderness at the posterior edge of the lateral malleolus.',
    true,
    'Ottawa rules: X-ray if pain in the malleolar zone with bone tenderness at the posterior edge or tip of either malleolus, or inability to bear weight for four steps.',
    ['Orthopaedics', 'Emergency medicine'],
  ),
  mcq(
    'A 45-year-old has episodic headaches, palpitations and sweating with BP 190/110 during attacks. Which test first?',
    [
      'Serum cortisol',
      'Plasma free metanephrines',
      'Thyroid function tests',
      'Renin/aldosterone ratio',
      'Urinary 5-HIAA',
    ],
    'B',
    'Suspected phaeochromocytoma: plasma free (or 24-hour urinary) metanephrines first, imaging after biochemical confirmation.',
    ['Endocrinology'],
  ),
];

export const DEMO_QUIZZES = [
  {
    title: 'PLAB 1 Mini Mock: Acute Medicine',
    exam: 'PLAB 1' as const,
    description:
      'Single best answer, short and extended matching questions on the acute presentations every PLAB 1 candidate meets: chest pain, DKA, sepsis, anaphylaxis and more. Free, untimed, with an explanation for every answer.',
    priceMinor: 0,
    includedInMembership: false,
    attemptsAllowed: 3,
    timeLimitSec: 0,
    passPercent: 70,
    questions: [...ACUTE, ...DEMO_EMQS],
  },
  {
    title: 'UKMLA AKT Practice: Cardiology and Respiratory',
    exam: 'UKMLA AKT' as const,
    description:
      'A 25-minute practice set for the UKMLA Applied Knowledge Test on cardiology and respiratory medicine, mapped to current NICE and BTS guidance. Included in membership.',
    priceMinor: 1499,
    includedInMembership: true,
    attemptsAllowed: 3,
    timeLimitSec: 25 * 60,
    passPercent: 65,
    shuffleOptions: true,
    questions: CARDIO_RESP,
  },
  {
    title: 'PLAB 1 Timed Mock Paper: Mixed Specialties',
    exam: 'PLAB 1' as const,
    description:
      'Sit a 20-minute timed paper across paediatrics, obstetrics, psychiatry, ethics, orthopaedics and endocrinology, marked like the real exam with a topic-by-topic breakdown.',
    priceMinor: 1999,
    includedInMembership: false,
    attemptsAllowed: 2,
    timeLimitSec: 20 * 60,
    passPercent: 65,
    shuffleQuestions: true,
    questions: MIXED,
  },
];

/**
 * The demo mock exams: one free, one included in membership, one paid and timed. The free
 * one becomes a quiz lesson at the end of `lessonCourseId` (the free PLAB 1 foundations course).
 */
/** The pace a quiz lesson's duration is counted at: PLAB 1 gives 180 questions three hours. */
export const DEMO_SECONDS_PER_QUESTION = 60;

export async function seedDemoQuizzes(db: DbOrTx, instructorId: string, lessonCourseId: string | undefined) {
  const now = Date.now();
  const created = [];
  for (const [index, demo] of DEMO_QUIZZES.entries()) {
    const { questions, title, ...settings } = demo;
    const { quiz } = await createQuiz(
      db,
      {
        ownerId: instructorId,
        title,
        slug: title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        ...settings,
        now: new Date(now - (index + 1) * 3 * 24 * 60 * 60 * 1000),
      },
      questions,
    );
    created.push(quiz);
  }
  if (lessonCourseId) {
    const free = created[0]!;
    const [position] = await db
      .select({ n: sql<number>`count(*)` })
      .from(courseSections)
      .where(eq(courseSections.courseId, lessonCourseId));
    const [section] = await db
      .insert(courseSections)
      .values({ courseId: lessonCourseId, title: 'Check your progress', position: Number(position?.n ?? 0) })
      .returning({ id: courseSections.id });
    // As long as the mock takes at the real exam's pace (PLAB 1: a minute a question), not a round guess.
    const durationSec = DEMO_QUIZZES[0]!.questions.length * DEMO_SECONDS_PER_QUESTION;
    await db.insert(lessons).values({
      courseId: lessonCourseId,
      sectionId: section!.id,
      title: 'Mini mock: acute medicine',
      type: 'quiz',
      quizId: free.id,
      durationSec,
      position: 0,
    });
    await db
      .update(courses)
      .set({
        lessonCount: sql`${courses.lessonCount} + 1`,
        totalDurationSec: sql`${courses.totalDurationSec} + ${durationSec}`,
      })
      .where(eq(courses.id, lessonCourseId));
  }
  return created;
}
