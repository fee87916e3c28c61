import { bankTopic } from './kit.ts';

const { sba, truth } = bankTopic('Infectious disease');

export const INFECTION = [
  sba(
    'A GP sees a 17-year-old with fever, headache and a non-blanching rash, and suspects meningococcal disease. Transfer will take 30 minutes. What should the GP do?',
    [
      'Wait for hospital cultures',
      'Give benzylpenicillin IM or IV before transfer, unless there is a history of anaphylaxis',
      'Give oral amoxicillin',
      'Perform a lumbar puncture',
      'Give dexamethasone only',
    ],
    'B',
    'NICE NG240: give parenteral benzylpenicillin in the community for suspected meningococcal disease if it will not delay transfer, unless the person has had anaphylaxis to penicillin.',
  ),
  sba(
    'A 30-year-old in the emergency department has suspected bacterial meningitis. Which empirical antibiotic is first-line?',
    [
      'Oral amoxicillin',
      'Intravenous ceftriaxone',
      'Intravenous gentamicin',
      'Oral ciprofloxacin',
      'Intravenous vancomycin alone',
    ],
    'B',
    'NICE NG240: intravenous ceftriaxone for suspected bacterial meningitis (amoxicillin added where Listeria is a risk, such as in older or immunocompromised people), with dexamethasone in adults where pneumococcus is likely.',
  ),
  sba(
    'A 42-year-old has fever and rigors 10 days after returning from Nigeria. He took no malaria prophylaxis. What is the most appropriate first investigation?',
    [
      'Blood cultures only',
      'Thick and thin blood films (and a rapid antigen test)',
      'Stool microscopy',
      'Chest X-ray',
      'HIV test only',
    ],
    'B',
    'Fever after travel to a malarious area is malaria until proven otherwise: thick and thin films with a rapid diagnostic test, repeated if negative (three sets over 72 hours). Falciparum is most likely after sub-Saharan Africa.',
  ),
  sba(
    'An 80-year-old inpatient has watery diarrhoea after co-amoxiclav. Stool C. difficile toxin is positive; this is her first episode and it is not life-threatening. What is first-line?',
    ['Oral metronidazole', 'Oral vancomycin', 'Intravenous vancomycin', 'Loperamide', 'Oral co-amoxiclav'],
    'B',
    'NICE NG199: first episode of C. difficile infection — oral vancomycin for 10 days (fidaxomicin second-line); stop the causing antibiotic where possible, avoid antimotility drugs. Intravenous vancomycin does not reach the colon.',
  ),
  sba(
    'A 32-year-old non-pregnant woman has dysuria and frequency for 2 days, no fever or loin pain, and normal renal function. Which antibiotic is first-line?',
    [
      'Nitrofurantoin for 3 days',
      'Ciprofloxacin for 7 days',
      'Co-amoxiclav for 7 days',
      'Intravenous gentamicin',
      'Amoxicillin for 14 days',
    ],
    'A',
    'NICE NG109: lower UTI in non-pregnant women — nitrofurantoin (if eGFR ≥ 45) or trimethoprim (if low resistance risk) for 3 days; consider a back-up prescription.',
  ),
  sba(
    'A 26-year-old man has a single painless ulcer on his penis with rubbery inguinal nodes. Dark-field microscopy shows spirochaetes. What is the treatment?',
    [
      'Oral aciclovir',
      'Intramuscular benzathine benzylpenicillin',
      'Oral metronidazole',
      'Topical imiquimod',
      'Oral fluconazole',
    ],
    'B',
    'Primary syphilis (painless chancre) is treated with intramuscular benzathine benzylpenicillin (BASHH); contacts are traced and tested, including for HIV.',
  ),
  sba(
    'A 20-year-old woman has a positive NAAT for Chlamydia trachomatis and is not pregnant. What is the first-line treatment?',
    [
      'Oral doxycycline for 7 days',
      'Intramuscular ceftriaxone',
      'Oral amoxicillin',
      'Oral metronidazole',
      'Topical clindamycin',
    ],
    'A',
    'BASHH: uncomplicated chlamydia — doxycycline for 7 days; azithromycin if doxycycline is contraindicated (for example in pregnancy). Partner notification and retesting under 25 are advised.',
  ),
  sba(
    'A man has urethral discharge; gonorrhoea is confirmed and sensitivities are not yet known. Which treatment is first-line in the UK?',
    [
      'Oral ciprofloxacin',
      'Intramuscular ceftriaxone',
      'Oral doxycycline',
      'Oral penicillin V',
      'Oral metronidazole',
    ],
    'B',
    'BASHH: intramuscular ceftriaxone as a single dose when sensitivities are unknown; ciprofloxacin only if the isolate is known to be sensitive. A test of cure is recommended.',
  ),
  sba(
    'A nurse has a needlestick injury from a patient known to have HIV with a detectable viral load. Within what time should post-exposure prophylaxis ideally start?',
    [
      'Within 1 hour, and no later than 72 hours',
      'Within 2 weeks',
      'Only after the nurse’s HIV test is back',
      'After 7 days',
      'PEP is never used for needlesticks',
    ],
    'A',
    'HIV PEP is most effective started as soon as possible, ideally within hours, and is not recommended after 72 hours; baseline HIV test and follow-up testing are arranged.',
  ),
  sba(
    'A 19-year-old with sore throat, fever and posterior cervical nodes develops a widespread itchy rash after amoxicillin. What is the most likely underlying infection?',
    [
      'Streptococcal tonsillitis',
      'Infectious mononucleosis (EBV)',
      'Measles',
      'Scarlet fever',
      'HIV seroconversion only',
    ],
    'B',
    'Epstein-Barr virus infection: a rash is common after amoxicillin. Advise avoiding contact sports for several weeks because of the risk of splenic rupture.',
  ),
  sba(
    'A 50-year-old has a spreading warm red tender area on the shin with fever. No penicillin allergy. Which antibiotic is first-line?',
    ['Flucloxacillin', 'Clarithromycin', 'Nitrofurantoin', 'Ciprofloxacin', 'Metronidazole'],
    'A',
    'NICE NG141: cellulitis is treated with flucloxacillin; clarithromycin, erythromycin (in pregnancy) or doxycycline if allergic to penicillin.',
  ),
  sba(
    'A walker has an expanding red ring-shaped rash on her thigh 10 days after a tick bite in the New Forest. What is the management?',
    [
      'Blood tests for Lyme disease before any treatment',
      'Oral doxycycline without waiting for tests',
      'Reassure: no treatment',
      'Topical hydrocortisone',
      'Intravenous ceftriaxone for all',
    ],
    'B',
    'NICE NG95: erythema migrans is diagnosed clinically — treat with doxycycline without testing.',
  ),
  sba(
    'A 45-year-old has severe pain over the thigh out of proportion to the redness, fever, and crepitus. What is the key treatment?',
    [
      'Oral flucloxacillin at home',
      'Urgent surgical debridement with intravenous antibiotics',
      'Compression bandaging',
      'MRI and review next week',
      'Topical fusidic acid',
    ],
    'B',
    'Necrotising fasciitis is a surgical emergency: early extensive debridement and broad-spectrum intravenous antibiotics; do not delay surgery for imaging.',
  ),
  sba(
    'A healthcare worker’s hepatitis B results: HBsAg negative, anti-HBs positive, anti-HBc negative. What does this show?',
    [
      'Chronic infection',
      'Acute infection',
      'Immunity from vaccination',
      'Past infection with immunity',
      'Window period',
    ],
    'C',
    'Anti-HBs alone (anti-HBc negative) means immunity from vaccination; past natural infection would also give anti-HBc. HBsAg means current infection.',
  ),
  truth(
    'Measles is a notifiable disease in England: the doctor must notify on clinical suspicion, without waiting for laboratory confirmation.',
    true,
    'Under the Health Protection (Notification) Regulations 2010, registered medical practitioners notify suspected notifiable diseases, including measles, to the UKHSA proper officer on clinical suspicion.',
  ),
];
