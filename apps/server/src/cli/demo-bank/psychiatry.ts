import { bankTopic } from './kit.ts';

const { sba, truth } = bankTopic('Psychiatry');

export const PSYCHIATRY = [
  sba(
    'A woman taking lithium has diarrhoea and vomiting, a coarse tremor and unsteadiness after starting ibuprofen. What is the most likely cause?',
    [
      'Serotonin syndrome',
      'Lithium toxicity',
      'Hypothyroidism',
      'Neuroleptic malignant syndrome',
      'Gastroenteritis only',
    ],
    'B',
    'NSAIDs, ACE inhibitors, diuretics and dehydration raise lithium levels. Toxicity: coarse tremor, ataxia, vomiting, confusion. Stop lithium and check the level (12 hours after the last dose for routine monitoring).',
  ),
  sba(
    'A man with treatment-resistant schizophrenia starts clozapine. Which monitoring is mandatory?',
    [
      'Weekly ECG',
      'Regular full blood counts',
      'Monthly liver biopsy',
      'Daily blood glucose',
      'Lithium levels',
    ],
    'B',
    'Clozapine can cause agranulocytosis: registration with a monitoring service and regular FBCs (weekly at first). Other risks: myocarditis, constipation (ileus), seizures, hypersalivation.',
  ),
  sba(
    'Three days after starting haloperidol a man has fever of 39.5 °C, rigid muscles, fluctuating consciousness and CK 12,000 U/L. Most likely diagnosis?',
    [
      'Serotonin syndrome',
      'Neuroleptic malignant syndrome',
      'Malignant hyperthermia',
      'Meningitis',
      'Acute dystonia',
    ],
    'B',
    'Neuroleptic malignant syndrome: hyperthermia, "lead-pipe" rigidity, altered consciousness, autonomic instability and a raised CK after an antipsychotic. Stop the drug; supportive care, sometimes dantrolene or bromocriptine.',
  ),
  sba(
    'A woman on sertraline was prescribed tramadol. She is agitated, sweating, with hyperreflexia and inducible clonus. Most likely diagnosis?',
    [
      'Neuroleptic malignant syndrome',
      'Serotonin syndrome',
      'Anticholinergic toxicity',
      'Alcohol withdrawal',
      'Thyrotoxicosis',
    ],
    'B',
    'Serotonin syndrome: neuromuscular excitation (clonus, hyperreflexia), autonomic instability and altered mental state, rapidly after a serotonergic combination; stop the drugs, supportive care.',
  ),
  sba(
    'A man who drinks heavily is admitted and 2 days later is confused with visual hallucinations, tremor and tachycardia. What is the first-line drug?',
    [
      'Haloperidol',
      'A benzodiazepine such as chlordiazepoxide or lorazepam',
      'Disulfiram',
      'Acamprosate',
      'Naltrexone',
    ],
    'B',
    'Delirium tremens: a benzodiazepine (oral chlordiazepoxide or lorazepam; parenteral if needed) with parenteral thiamine (Pabrinex) to prevent Wernicke’s encephalopathy (NICE CG100).',
  ),
  sba(
    'A man with alcohol dependence is confused, unsteady and has nystagmus. What is the treatment?',
    [
      'Oral thiamine only',
      'Parenteral thiamine (Pabrinex)',
      'Intravenous glucose first, thiamine later',
      'Haloperidol',
      'Lactulose',
    ],
    'B',
    'Wernicke’s encephalopathy (confusion, ataxia, ophthalmoplegia or nystagmus) needs high-dose parenteral thiamine; untreated it may progress to Korsakoff syndrome.',
  ),
  sba(
    'An informal inpatient with psychosis tries to leave and is a danger to himself. The doctor in charge of his treatment is on the ward. Which power allows him to be held for up to 72 hours?',
    ['Section 2', 'Section 3', 'Section 5(2)', 'Section 5(4)', 'Section 136'],
    'C',
    'Mental Health Act 1983: section 5(2) is the doctor’s (or approved clinician’s) holding power for up to 72 hours; 5(4) is the nurse’s power for up to 6 hours; section 136 is for the police in a public place.',
  ),
  sba(
    'A 19-year-old with anorexia nervosa, BMI 13, starts refeeding in hospital. Which electrolyte abnormality is most characteristic of refeeding syndrome?',
    ['Hypernatraemia', 'Hypophosphataemia', 'Hypercalcaemia', 'Hyperkalaemia', 'Hypermagnesaemia'],
    'B',
    'Refeeding syndrome: insulin drives phosphate, potassium and magnesium into cells, so they fall (phosphate classically). Start feeding cautiously with monitoring and thiamine (NICE CG32 / MEED guidance).',
  ),
  sba(
    'A 35-year-old has had excessive worry most days for a year with poor sleep; psychological therapy has not helped enough. Which drug is first-line?',
    ['Diazepam', 'Sertraline', 'Pregabalin', 'Propranolol', 'Quetiapine'],
    'B',
    'NICE CG113: for generalised anxiety disorder offer sertraline first if drug treatment is chosen; benzodiazepines only for short-term crisis.',
  ),
  sba(
    'A 22-year-old says that thoughts are being put into his head by his neighbour’s radio. What is this called?',
    [
      'Thought broadcasting',
      'Thought insertion',
      'Delusion of reference',
      'Obsessional thought',
      'Hallucination',
    ],
    'B',
    'Thought insertion is a Schneiderian first-rank symptom of schizophrenia, along with thought withdrawal and broadcasting, third-person auditory hallucinations, passivity and delusional perception.',
  ),
  sba(
    'A man has elated mood, no sleep for 4 nights, pressured speech and grandiose plans, and takes no mood stabiliser. What does NICE recommend first?',
    [
      'An SSRI',
      'An antipsychotic such as olanzapine, quetiapine, risperidone or haloperidol',
      'Lamotrigine',
      'Electroconvulsive therapy first',
      'Cognitive behavioural therapy alone',
    ],
    'B',
    'NICE CG185: for acute mania in someone not on an antimanic drug, offer haloperidol, olanzapine, quetiapine or risperidone; stop antidepressants.',
  ),
  sba(
    'A woman has flashbacks, nightmares and avoidance 4 months after an assault. What is the first-line treatment?',
    [
      'Diazepam',
      'Trauma-focused cognitive behavioural therapy',
      'Debriefing in a single session',
      'Olanzapine',
      'Propranolol only',
    ],
    'B',
    'NICE NG116: trauma-focused CBT or EMDR for PTSD; drug treatment (such as venlafaxine or an SSRI) is second line. Single-session debriefing is not recommended.',
  ),
  sba(
    'A 75-year-old has fluctuating confusion, vivid visual hallucinations and mild parkinsonism. Which drug class should be avoided if possible?',
    ['Acetylcholinesterase inhibitors', 'Antipsychotics', 'Levodopa', 'Paracetamol', 'Laxatives'],
    'B',
    'Dementia with Lewy bodies: marked sensitivity to antipsychotics (severe, sometimes fatal reactions); acetylcholinesterase inhibitors such as donepezil or rivastigmine are offered (NICE NG97).',
  ),
  sba(
    'Which factor is the strongest predictor of completed suicide?',
    [
      'Female sex',
      'Previous self-harm or suicide attempt',
      'Being married',
      'Younger age alone',
      'Religious belief',
    ],
    'B',
    'A previous suicide attempt or self-harm is the strongest single predictor; others include male sex, mental illness, substance misuse, living alone and chronic illness. NICE advises against risk scales to predict suicide.',
  ),
  truth(
    'St John’s wort can cause serotonin syndrome when taken with an SSRI.',
    true,
    'St John’s wort is serotonergic and an enzyme inducer (it also reduces the effect of the combined pill and warfarin); it should not be taken with SSRIs.',
  ),
];
