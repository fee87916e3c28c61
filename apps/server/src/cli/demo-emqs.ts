/** Demo extended matching questions (UK practice): one option list, several stems, each graded on its own. */
import { optionId } from '@medprep/shared';
import type { QuestionInput } from '../modules/quizzes/factories.ts';

const emq = (
  prompt: string,
  options: string[],
  stems: { prompt: string; answer: string }[],
  explanation: string,
  topics: string[],
): QuestionInput => {
  const ids = options.map((_, i) => optionId(i));
  return {
    type: 'emq',
    prompt,
    options: options.map((text) => ({ text, media: [] })),
    stems: stems.map((s) => {
      const at = options.indexOf(s.answer);
      if (at < 0) throw new Error(`demo EMQ: '${s.answer}' is not an option`);
      return { id: '', prompt: s.prompt, correctOptionId: ids[at]!, points: 1 };
    }),
    explanation,
    topics,
  };
};

export const DEMO_EMQS: QuestionInput[] = [
  emq(
    'Causes of chest pain. For each patient, choose the most likely cause.',
    [
      'Acute coronary syndrome',
      'Aortic dissection',
      'Pulmonary embolism',
      'Tension pneumothorax',
      'Acute pericarditis',
      'Gastro-oesophageal reflux disease',
      'Costochondritis',
      'Oesophageal rupture (Boerhaave syndrome)',
      'Stable angina',
      'Herpes zoster (shingles)',
    ],
    [
      {
        prompt:
          'A 67-year-old man with long-standing hypertension has sudden, tearing chest pain going through to his back between the shoulder blades. His blood pressure is 178/96 mmHg in the right arm and 142/80 mmHg in the left.',
        answer: 'Aortic dissection',
      },
      {
        prompt:
          'A 24-year-old man has had sharp central chest pain for two days after a cold. It is worse lying flat and eased by sitting forward. The ECG shows widespread saddle-shaped ST elevation with PR depression.',
        answer: 'Acute pericarditis',
      },
      {
        prompt:
          'A 32-year-old woman, ten days after a caesarean section, has pleuritic chest pain and breathlessness. Her heart rate is 112 per minute and her oxygen saturation is 91% on air.',
        answer: 'Pulmonary embolism',
      },
      {
        prompt:
          'A 45-year-old man develops severe retrosternal pain after repeated forceful vomiting following a night of heavy drinking. There is crepitus in the soft tissues of his neck.',
        answer: 'Oesophageal rupture (Boerhaave syndrome)',
      },
    ],
    'Tearing pain radiating to the back with a difference of more than 20 mmHg between the arms suggests aortic dissection: arrange urgent CT angiography and do not give anticoagulation. Pleuritic pain relieved by sitting forward with widespread saddle-shaped ST elevation and PR depression is pericarditis. Pleuritic pain, tachycardia and hypoxia after recent surgery and pregnancy point to pulmonary embolism (NICE NG158: CT pulmonary angiography). Pain and surgical emphysema after forceful vomiting is Boerhaave syndrome, a surgical emergency.',
    ['Cardiology', 'Emergency medicine'],
  ),
  emq(
    'Causes of acute breathlessness. For each patient, choose the most likely diagnosis.',
    [
      'Acute asthma',
      'Exacerbation of COPD',
      'Acute left ventricular failure',
      'Community-acquired pneumonia',
      'Pulmonary embolism',
      'Primary spontaneous pneumothorax',
      'Anaphylaxis',
      'Diabetic ketoacidosis',
      'Panic attack with hyperventilation',
      'Pleural effusion',
    ],
    [
      {
        prompt:
          'A tall, thin 22-year-old man has sudden right-sided pleuritic chest pain and breathlessness at rest. Breath sounds are reduced on the right and the percussion note there is hyper-resonant.',
        answer: 'Primary spontaneous pneumothorax',
      },
      {
        prompt:
          'A 78-year-old woman who had a myocardial infarction last year wakes at night gasping for breath. She has fine crackles at both lung bases, a raised jugular venous pressure and pink frothy sputum.',
        answer: 'Acute left ventricular failure',
      },
      {
        prompt:
          'A 19-year-old woman with type 1 diabetes has had two days of vomiting and abdominal pain. She is breathing deeply and rapidly and her breath smells of pear drops.',
        answer: 'Diabetic ketoacidosis',
      },
      {
        prompt:
          'A 30-year-old man develops wheeze, swelling of his lips and an urticarial rash within minutes of eating a satay dish at a restaurant.',
        answer: 'Anaphylaxis',
      },
    ],
    'Sudden pleuritic pain with a hyper-resonant, quiet hemithorax in a tall young man is a primary spontaneous pneumothorax (BTS guideline 2023). Paroxysmal nocturnal dyspnoea, bibasal crackles, a raised JVP and frothy sputum after a myocardial infarction are acute left ventricular failure. Deep, rapid (Kussmaul) breathing with ketotic breath in type 1 diabetes is diabetic ketoacidosis, a metabolic cause of breathlessness. Airway, breathing and skin features within minutes of a likely allergen (peanut) are anaphylaxis: give intramuscular adrenaline as the Resuscitation Council UK guideline sets out.',
    ['Respiratory', 'Emergency medicine'],
  ),
];
