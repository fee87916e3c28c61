import { bankTopic } from './kit.ts';

const { sba, multi } = bankTopic('Neurology');

export const NEUROLOGY = [
  sba(
    'A 66-year-old woman has right arm and face weakness and expressive dysphasia that started 2 hours ago. CT head shows no haemorrhage. What is the most appropriate treatment?',
    [
      'Aspirin and review in clinic',
      'Thrombolysis with alteplase',
      'Intravenous heparin',
      'Clopidogrel only',
      'Urgent carotid endarterectomy',
    ],
    'B',
    'NICE NG128: thrombolysis (alteplase or tenecteplase) within 4.5 hours of onset once haemorrhage is excluded; thrombectomy is considered for proximal anterior circulation occlusion.',
  ),
  sba(
    'A 70-year-old man had 20 minutes of left arm weakness that has fully resolved. What is the correct management?',
    [
      'Aspirin immediately and specialist assessment within 24 hours',
      'Warfarin and MRI in 6 weeks',
      'No treatment as symptoms resolved',
      'Thrombolysis',
      'Routine outpatient referral',
    ],
    'A',
    'NICE NG128: suspected TIA — give aspirin straight away (unless contraindicated) and refer for specialist assessment within 24 hours of onset. Do not use risk scores such as ABCD2 to decide urgency.',
  ),
  sba(
    'A 40-year-old has sudden right facial weakness including the forehead; no other signs. Symptoms started yesterday. What treatment is recommended?',
    [
      'Oral aciclovir alone',
      'Oral prednisolone within 72 hours, with eye care',
      'Urgent CT head and thrombolysis',
      'No treatment',
      'Intravenous immunoglobulin',
    ],
    'B',
    'Bell’s palsy (lower motor neurone: forehead involved) — oral prednisolone if seen within 72 hours, and eye protection (lubricants, taping at night). Forehead sparing suggests an upper motor neurone lesion such as a stroke.',
  ),
  sba(
    'A 29-year-old woman has painful blurred vision in one eye that improved over weeks. A year later she has numbness in her legs. MRI shows periventricular white matter lesions. Most likely diagnosis?',
    [
      'Myasthenia gravis',
      'Multiple sclerosis',
      'Guillain-Barré syndrome',
      'Motor neurone disease',
      'Migraine with aura',
    ],
    'B',
    'Multiple sclerosis: episodes disseminated in time and space (optic neuritis, sensory symptoms), periventricular lesions on MRI, oligoclonal bands in CSF.',
  ),
  sba(
    'A 35-year-old woman has drooping eyelids and double vision, worse in the evening. Which test supports the diagnosis?',
    [
      'Anti-acetylcholine receptor antibodies',
      'Anti-voltage-gated calcium channel antibodies',
      'Creatine kinase',
      'Nerve conduction showing demyelination',
      'Anti-GAD antibodies',
    ],
    'A',
    'Myasthenia gravis: fatigable weakness of ocular and bulbar muscles with antibodies to the acetylcholine receptor; CT the chest for thymoma. Pyridostigmine treats symptoms.',
  ),
  sba(
    'Two weeks after diarrhoea a 32-year-old has ascending leg weakness, absent reflexes and tingling feet. What must be monitored most closely?',
    ['Peak flow', 'Forced vital capacity', 'Blood glucose', 'Creatine kinase', 'Serum calcium'],
    'B',
    'Guillain-Barré syndrome (often after Campylobacter) can cause respiratory failure: monitor forced vital capacity regularly. Treatment is intravenous immunoglobulin or plasma exchange.',
  ),
  sba(
    'A 68-year-old man has a unilateral resting tremor, slowness and cogwheel rigidity, and his symptoms now affect his quality of life. What is first-line treatment?',
    ['Levodopa', 'Propranolol', 'Haloperidol', 'Deep brain stimulation', 'Amitriptyline'],
    'A',
    'NICE NG71: offer levodopa to people in the early stages of Parkinson’s disease whose motor symptoms affect their quality of life. Propranolol treats essential tremor, not Parkinson’s.',
  ),
  sba(
    'A man in hospital has a tonic-clonic seizure lasting more than 5 minutes. He has intravenous access. What is the first drug?',
    [
      'Intravenous lorazepam',
      'Intravenous phenytoin',
      'Oral diazepam',
      'Intravenous levetiracetam as first drug',
      'Intramuscular midazolam after 30 minutes',
    ],
    'A',
    'Status epilepticus: intravenous lorazepam (buccal midazolam or rectal diazepam without IV access), repeated once; then a second-line drug such as levetiracetam, phenytoin or sodium valproate.',
  ),
  sba(
    'A 20-year-old woman is newly diagnosed with generalised tonic-clonic epilepsy and may want children. Which drug is first-line?',
    ['Sodium valproate', 'Lamotrigine or levetiracetam', 'Carbamazepine', 'Phenobarbital', 'Ethosuximide'],
    'B',
    'NICE NG217: offer lamotrigine or levetiracetam to women and girls able to have children; valproate must not be used unless others are ineffective and the MHRA pregnancy prevention programme is in place.',
  ),
  sba(
    'A 25-year-old has recurrent throbbing unilateral headaches with nausea and photophobia lasting a day. Which acute treatment is recommended?',
    [
      'Opioids',
      'An oral triptan with an NSAID or paracetamol',
      'Ergotamine',
      'Propranolol',
      'Oral prednisolone',
    ],
    'B',
    'NICE CG150: for acute migraine offer an oral triptan combined with an NSAID or with paracetamol; do not offer opioids or ergots. Propranolol is preventive.',
  ),
  sba(
    'A 34-year-old man has attacks of severe pain around his right eye with tearing and a blocked nostril, each lasting 45 minutes, every night for 3 weeks. What is an acute treatment?',
    ['High-flow 100% oxygen', 'Oral paracetamol', 'Oral triptan', 'Codeine', 'Propranolol'],
    'A',
    'Cluster headache: acute treatment is high-flow 100% oxygen and/or a subcutaneous or nasal triptan; verapamil is the usual preventive.',
  ),
  sba(
    'A 45-year-old has low back pain, numbness around the anus, and has not passed urine since this morning. What is the most appropriate action?',
    [
      'Physiotherapy referral',
      'Emergency MRI of the spine',
      'Analgesia and review in 2 weeks',
      'Outpatient nerve conduction',
      'Plain lumbar X-ray',
    ],
    'B',
    'Suspected cauda equina syndrome (saddle anaesthesia, bladder or bowel change, bilateral sciatica) needs an emergency MRI and surgical decompression if confirmed.',
  ),
  sba(
    'A 21-year-old is hit on the side of the head, recovers, then becomes drowsy 3 hours later with a dilating left pupil. CT shows a biconvex (lentiform) hyperdensity. Which vessel is usually the source?',
    [
      'Bridging veins',
      'Middle meningeal artery',
      'Basilar artery',
      'Anterior communicating artery',
      'Sigmoid sinus',
    ],
    'B',
    'Extradural haematoma: a lucid interval then deterioration; blood from the middle meningeal artery after a temporal bone fracture; lens-shaped on CT. Needs urgent neurosurgery.',
  ),
  sba(
    'A 60-year-old smoker has a drooping right eyelid, small right pupil and shoulder pain radiating down the inner arm. What is the most likely cause?',
    [
      'Myasthenia gravis',
      'An apical lung tumour',
      'Third nerve palsy',
      'Carotid dissection',
      'Cluster headache',
    ],
    'B',
    'Horner’s syndrome (ptosis, miosis, anhidrosis) with T1 root pain suggests a Pancoast tumour of the lung apex invading the sympathetic chain and brachial plexus.',
  ),
  multi(
    'Which are features of an upper motor neurone lesion? Select all that apply.',
    [
      'Increased tone',
      'Fasciculation',
      'Brisk reflexes',
      'Extensor plantar response',
      'Marked early wasting',
    ],
    ['A', 'C', 'D'],
    'Upper motor neurone signs: increased tone (spasticity), hyperreflexia, extensor plantars, pyramidal weakness. Fasciculation and marked wasting are lower motor neurone signs.',
  ),
];
