import { bankTopic } from './kit.ts';

const { sba, short } = bankTopic('Emergency medicine');

export const EMERGENCY = [
  sba(
    'A 30-year-old has a head injury; his GCS is 12 on first assessment in the emergency department. What imaging does NICE recommend?',
    [
      'Skull X-ray',
      'CT head within 1 hour',
      'CT head within 8 hours',
      'MRI head within 24 hours',
      'No imaging if he is talking',
    ],
    'B',
    'NICE NG232: CT head within 1 hour for GCS below 13 on first assessment, GCS below 15 at 2 hours, suspected open or depressed skull fracture, signs of base of skull fracture, post-traumatic seizure, focal deficit, or more than one episode of vomiting.',
  ),
  sba(
    'A man in VF remains in VF after the third shock. Besides continuing CPR, which drugs are given now?',
    [
      'Atropine and adenosine',
      'Adrenaline 1 mg IV and amiodarone 300 mg IV',
      'Adrenaline only after the fifth shock',
      'Lidocaine and magnesium',
      'Sodium bicarbonate and calcium',
    ],
    'B',
    'Resuscitation Council UK (2021): in shockable arrest give adrenaline 1 mg IV and amiodarone 300 mg IV after the third shock; then adrenaline every 3–5 minutes (alternate loops).',
  ),
  sba(
    'A woman is found in pulseless electrical activity. What is the correct drug timing?',
    [
      'Adrenaline as soon as intravenous or intraosseous access is gained',
      'Amiodarone after three cycles',
      'Atropine every 3 minutes',
      'No drugs in PEA',
      'Adrenaline only after 20 minutes',
    ],
    'A',
    'Non-shockable rhythms: adrenaline 1 mg IV/IO as soon as possible, then every 3–5 minutes, while looking for reversible causes (4 Hs and 4 Ts).',
  ),
  sba(
    'A man is found unresponsive with pinpoint pupils and a respiratory rate of 6/min; a syringe is nearby. What is the first drug?',
    ['Flumazenil', 'Naloxone', 'Atropine', 'Activated charcoal', 'Sodium bicarbonate'],
    'B',
    'Opioid toxicity: support the airway and breathing, and give naloxone, titrated; its action is shorter than many opioids, so observe and repeat or infuse as needed.',
  ),
  sba(
    'A woman took 40 paracetamol tablets over the past 24 hours (a staggered overdose). She is well. What is the management?',
    [
      'Wait for a 4-hour level',
      'Give naloxone',
      'Start intravenous acetylcysteine without waiting for the level',
      'Activated charcoal only',
      'Discharge: she is well',
    ],
    'C',
    'MHRA/TOXBASE: in a staggered overdose (or uncertain timing) the nomogram cannot be used: start acetylcysteine straight away and check paracetamol level, LFTs, INR and renal function.',
  ),
  sba(
    'After an amitriptyline overdose a man has a broad QRS (140 ms) and hypotension. What is the treatment?',
    [
      'Intravenous sodium bicarbonate',
      'Intravenous amiodarone',
      'Flumazenil',
      'Physostigmine',
      'Intravenous calcium',
    ],
    'A',
    'Tricyclic toxicity with QRS widening, arrhythmias or hypotension: intravenous sodium bicarbonate (even without acidosis); avoid class Ia and Ic antiarrhythmics (TOXBASE).',
  ),
  sba(
    'A family has headaches, dizziness and nausea that are better when they are out of the house; the boiler is old. Pulse oximetry is 99%. What is the next step?',
    [
      'Reassure: saturations are normal',
      'High-flow oxygen and measure carboxyhaemoglobin',
      'CT head',
      'Lumbar puncture',
      'Antihistamine',
    ],
    'B',
    'Carbon monoxide poisoning: pulse oximetry reads falsely normal; measure COHb on a blood gas and give high-flow oxygen through a non-rebreathe mask.',
  ),
  sba(
    'A 25-year-old fell on an outstretched hand and has tenderness in the anatomical snuffbox; the scaphoid X-rays are normal. What is the management?',
    [
      'Discharge with analgesia',
      'Immobilise and arrange further imaging, such as MRI',
      'Open reduction',
      'Physiotherapy only',
      'Repeat X-ray in 6 months',
    ],
    'B',
    'Clinically suspected scaphoid fracture with normal X-rays: immobilise in a splint and arrange MRI (first-line further imaging) or review with repeat X-rays; avascular necrosis is the risk.',
  ),
  sba(
    'An 84-year-old woman cannot stand after a fall; her left leg is shortened and externally rotated. X-ray confirms a displaced intracapsular fracture of the neck of femur. What is the management?',
    [
      'Traction for 6 weeks',
      'Surgery (arthroplasty) on the day of or the day after admission',
      'Non-operative management',
      'Dynamic hip screw for displaced intracapsular fractures',
      'Bed rest only',
    ],
    'B',
    'NICE CG124: surgery on the day of, or the day after, admission; displaced intracapsular fractures have arthroplasty (hemi- or total hip replacement).',
  ),
  sba(
    'After a tibial fracture is put in a cast, a man has increasing pain, worse on passive stretching of the toes. Pulses are present. What is the key action?',
    [
      'Elevate and give morphine, review in the morning',
      'Release the cast and dressings, then urgent fasciotomy if pain continues',
      'X-ray again',
      'Doppler scan',
      'Apply ice',
    ],
    'B',
    'Acute compartment syndrome: pain out of proportion and on passive stretch; pulses are often present. Split all dressings to skin and, if not relieved, urgent fasciotomy.',
  ),
  sba(
    'A man has tinnitus, vomiting and hyperventilation after an overdose. Initial gas: respiratory alkalosis; later a metabolic acidosis. Which drug was taken?',
    ['Paracetamol', 'Aspirin', 'Diazepam', 'Codeine', 'Lithium'],
    'B',
    'Salicylate poisoning: tinnitus, hyperventilation (respiratory alkalosis), then a high anion gap metabolic acidosis; treatment includes activated charcoal, urinary alkalinisation with sodium bicarbonate and haemodialysis in severe cases.',
  ),
  sba(
    'A 28-year-old has major bleeding after a stab wound, 1 hour ago. Which drug should be given as early as possible?',
    ['Vitamin K', 'Tranexamic acid', 'Protamine', 'Desmopressin', 'Aspirin'],
    'B',
    'NICE NG39: give tranexamic acid as soon as possible (within 3 hours of injury) to adults with major trauma and active or suspected active bleeding.',
  ),
  sba(
    'An adult has partial-thickness burns over 20% of the body. By what time should half of the calculated 24-hour resuscitation fluid have been given?',
    [
      'By 8 hours from the time of the burn',
      'By 8 hours from arrival in hospital',
      'By 24 hours',
      'By 1 hour',
      'By 16 hours from the burn',
    ],
    'A',
    'Parkland formula: 4 mL × weight (kg) × % total body surface area burned of Hartmann’s in 24 hours, half in the first 8 hours from the time of the burn, not from arrival.',
  ),
  sba(
    'During a cardiac arrest, which checklist of reversible causes should the team work through?',
    ['ABCDE', 'The 4 Hs and 4 Ts', 'CURB-65', 'SOCRATES', 'AMPLE'],
    'B',
    'Reversible causes: Hypoxia, Hypovolaemia, Hypo/hyperkalaemia and metabolic, Hypothermia; Thrombosis, Tension pneumothorax, Tamponade, Toxins.',
  ),
  short(
    'Name the antidote for opioid toxicity.',
    ['naloxone', 'Narcan'],
    'Naloxone is a competitive opioid antagonist; its short half-life means the patient may need repeat doses or an infusion.',
  ),
];
