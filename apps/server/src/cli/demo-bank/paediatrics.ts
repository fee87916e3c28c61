import { bankTopic } from './kit.ts';

const { sba, short } = bankTopic('Paediatrics');

export const PAEDIATRICS = [
  sba(
    'A 4-month-old has coryza, cough and poor feeding for 3 days, widespread fine crackles and wheeze; SpO₂ 95%. What is the most likely diagnosis?',
    ['Asthma', 'Bronchiolitis', 'Croup', 'Pneumonia', 'Pertussis'],
    'B',
    'NICE NG9: bronchiolitis (usually RSV) in a baby under 1 year: coryza, then cough, crackles and/or wheeze. Treatment is supportive; admit with apnoea, low saturations or poor feeding.',
  ),
  sba(
    'A 2-year-old has a barking cough, hoarse voice and stridor only when upset. What is the treatment?',
    [
      'Nebulised salbutamol',
      'A single dose of oral dexamethasone',
      'Oral amoxicillin',
      'Intubation',
      'Oral antihistamine',
    ],
    'B',
    'Mild to moderate croup: a single dose of oral dexamethasone; nebulised adrenaline and oxygen for severe croup.',
  ),
  sba(
    'An unvaccinated 3-year-old is sitting forward, drooling, with a high fever and soft stridor. What should you avoid?',
    [
      'Calling a senior anaesthetist',
      'Examining the throat with a tongue depressor',
      'Keeping the child with the parent',
      'Giving oxygen without distressing the child',
      'Calling ENT',
    ],
    'B',
    'Suspected epiglottitis (Haemophilus influenzae type b): do not examine the throat or distress the child, as it may obstruct the airway; secure the airway in theatre with senior staff.',
  ),
  sba(
    'An 18-month-old has a 2-minute generalised seizure with a temperature of 39.2 °C from a viral illness and recovers fully within an hour. What is this?',
    [
      'Epilepsy needing treatment',
      'A simple febrile seizure',
      'Meningitis',
      'Status epilepticus',
      'Breath-holding attack',
    ],
    'B',
    'Simple febrile seizures occur between 6 months and 5 years, are generalised, under 15 minutes and do not recur within 24 hours; look for the cause of the fever. Recurrence is common; epilepsy risk is only slightly raised.',
  ),
  sba(
    'A 9-month-old has episodes of inconsolable crying, drawing up his legs, vomiting and a "redcurrant jelly" stool. What is the most appropriate investigation?',
    ['Abdominal ultrasound', 'Barium swallow', 'Stool culture', 'Upper GI endoscopy', 'Abdominal CT first'],
    'A',
    'Intussusception: ultrasound shows a target sign; treatment is air enema reduction, or surgery if it fails or the child has peritonitis.',
  ),
  sba(
    'A 5-week-old boy has projectile non-bilious vomiting after feeds and is hungry afterwards. Which blood gas fits?',
    [
      'Hyperchloraemic metabolic acidosis',
      'Hypochloraemic hypokalaemic metabolic alkalosis',
      'Respiratory acidosis',
      'Metabolic acidosis with high anion gap',
      'Normal gas',
    ],
    'B',
    'Pyloric stenosis: loss of gastric acid gives a hypochloraemic, hypokalaemic metabolic alkalosis; correct fluids and electrolytes before pyloromyotomy.',
  ),
  sba(
    'A 3-year-old has had fever for 6 days, conjunctival injection, red cracked lips, cervical lymphadenopathy and swollen hands. Which complication is most important to look for?',
    ['Renal failure', 'Coronary artery aneurysm', 'Hearing loss', 'Splenic rupture', 'Hepatitis'],
    'B',
    'Kawasaki disease: give intravenous immunoglobulin and arrange echocardiography for coronary artery aneurysms; aspirin is one of the few indications in children (specialist advice).',
  ),
  sba(
    'Which of these is a "red" feature in NICE’s traffic light system for a child under 5 with fever?',
    [
      'Pallor reported by a parent',
      'Non-blanching rash',
      'Dry mucous membranes',
      'Reduced activity',
      'Nasal flaring',
    ],
    'B',
    'NICE NG143 red features include a non-blanching rash, mottled or blue colour, no response to social cues, weak high-pitched or continuous cry, grunting, and age under 3 months with temperature 38 °C or more.',
  ),
  sba(
    'An 18-month-old is not yet walking independently. What should be done?',
    [
      'Reassure: this is normal until 3 years',
      'Refer for assessment, checking the creatine kinase in a boy',
      'Start physiotherapy without assessment',
      'Wait until 2 years',
      'Order a hip X-ray only',
    ],
    'B',
    'Not walking by 18 months is a red flag for motor delay; refer, and check CK in boys to look for Duchenne muscular dystrophy.',
  ),
  sba(
    'A 4-month-old who is not yet rolling has bruises on the cheek and ear. The parents cannot explain them. What is the next step?',
    [
      'Discharge with advice',
      'Follow local safeguarding procedures and refer to children’s social care',
      'Skin biopsy',
      'Reassure the parents',
      'Wait for a second episode',
    ],
    'B',
    'Bruising in a non-mobile infant should raise concern for physical abuse (NICE CG89): follow safeguarding procedures, with a skeletal survey and clotting studies as indicated.',
  ),
  sba(
    'A baby has visible jaundice at 12 hours of age. What is the most appropriate action?',
    [
      'Reassure: physiological jaundice',
      'Measure serum bilirubin urgently (within 2 hours)',
      'Sunlight exposure at home',
      'Stop breastfeeding',
      'Review at 2 weeks',
    ],
    'B',
    'NICE CG98: jaundice in the first 24 hours is pathological (such as haemolysis or infection): measure bilirubin within 2 hours and manage against the treatment threshold chart.',
  ),
  sba(
    'An obese 13-year-old boy has a limp and knee pain; his hip rests in external rotation and internal rotation is limited. Most likely diagnosis?',
    [
      'Perthes disease',
      'Slipped capital femoral epiphysis',
      'Transient synovitis',
      'Osgood-Schlatter disease',
      'Septic arthritis',
    ],
    'B',
    'Slipped capital femoral epiphysis: obese adolescent, hip or referred knee pain, loss of internal rotation; AP and frog-leg lateral X-rays; surgical fixation.',
  ),
  sba(
    'A 5-week-old who has missed vaccinations has coughing bouts followed by vomiting and a whoop, with apnoeas. What is the antibiotic of choice?',
    [
      'Amoxicillin',
      'A macrolide such as clarithromycin or azithromycin',
      'Ciprofloxacin',
      'Doxycycline',
      'Trimethoprim',
    ],
    'B',
    'Pertussis in infants: admit (apnoeas), give a macrolide and notify UKHSA; pertussis vaccine in pregnancy protects young infants.',
  ),
  sba(
    'A term newborn has not passed meconium by 48 hours and has abdominal distension. Rectal examination releases a gush of stool. What is the definitive test?',
    ['Abdominal X-ray', 'Rectal suction biopsy', 'Sweat test', 'Barium meal', 'Stool elastase'],
    'B',
    'Hirschsprung’s disease (aganglionic distal bowel): rectal suction biopsy shows absent ganglion cells. Delayed meconium also suggests cystic fibrosis (meconium ileus).',
  ),
  short(
    'Name the virus that most often causes bronchiolitis (the abbreviation is accepted).',
    ['Respiratory syncytial virus', 'RSV', 'respiratory syncytial virus (RSV)'],
    'Respiratory syncytial virus causes most bronchiolitis; an RSV vaccine is now offered in pregnancy in the UK to protect newborns.',
  ),
];
