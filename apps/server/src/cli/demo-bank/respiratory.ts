import { bankTopic } from './kit.ts';

const { sba, truth } = bankTopic('Respiratory');

export const RESPIRATORY = [
  sba(
    'A 23-year-old woman has acute asthma. Which finding makes the attack life-threatening rather than acute severe?',
    [
      'Respiratory rate 28/min',
      'Heart rate 115/min',
      'Peak flow 45% of best',
      'A silent chest',
      'Unable to complete sentences',
    ],
    'D',
    'BTS/SIGN: life-threatening features include a silent chest, SpO₂ < 92%, peak flow < 33% of best or predicted, cyanosis, poor respiratory effort, arrhythmia, exhaustion, altered consciousness and hypotension. The other options are acute severe features.',
  ),
  sba(
    'A 60-year-old smoker has breathlessness and a productive cough. Which spirometry result confirms airflow obstruction consistent with COPD?',
    [
      'Post-bronchodilator FEV₁/FVC below 0.7',
      'FVC below 80% predicted with normal ratio',
      'Peak flow variability above 20%',
      'Reversibility of FEV₁ by 400 mL',
      'Raised transfer factor',
    ],
    'A',
    'NICE NG115: COPD is confirmed by a post-bronchodilator FEV₁/FVC ratio below 0.7 in a person with typical symptoms and risk factors; marked reversibility suggests asthma.',
  ),
  sba(
    'After a motorcycle crash a man is hypotensive, the trachea is deviated to the left and there are no breath sounds on the right. What is the immediate management?',
    [
      'Chest X-ray',
      'CT chest',
      'Needle decompression of the right chest',
      'Intubation and ventilation first',
      'Left-sided chest drain',
    ],
    'C',
    'Tension pneumothorax is a clinical diagnosis: decompress immediately (needle or finger thoracostomy) on the affected side before imaging, then insert a chest drain.',
  ),
  sba(
    'A 45-year-old woman has pleuritic chest pain and breathlessness 10 days after a hip replacement. Her two-level Wells score for PE is 6. What is the next step?',
    ['D-dimer test', 'CT pulmonary angiogram', 'Echocardiogram', 'Discharge with advice', 'Exercise test'],
    'B',
    'NICE NG158: a PE Wells score above 4 (PE likely) calls for a CT pulmonary angiogram, with interim anticoagulation if it is delayed; a D-dimer is used when PE is unlikely.',
  ),
  sba(
    'A confirmed pulmonary embolism in a haemodynamically stable man with normal renal function. Which anticoagulant is first-line?',
    [
      'Warfarin alone',
      'Apixaban or rivaroxaban',
      'Aspirin',
      'Unfractionated heparin for 6 months',
      'Alteplase',
    ],
    'B',
    'NICE NG158: offer apixaban or rivaroxaban first for confirmed DVT or PE; thrombolysis is kept for PE with haemodynamic instability.',
  ),
  sba(
    'A 66-year-old smoker has confusion, thirst and constipation. Calcium is 3.2 mmol/L, PTH suppressed. Chest X-ray shows a central mass. Which lung cancer is most likely?',
    ['Small cell carcinoma', 'Squamous cell carcinoma', 'Adenocarcinoma', 'Carcinoid tumour', 'Mesothelioma'],
    'B',
    'Squamous cell lung carcinoma classically secretes parathyroid hormone-related protein, causing hypercalcaemia with a suppressed PTH.',
  ),
  sba(
    'A 62-year-old smoker has weakness of the proximal legs that improves after repeated effort and a dry mouth. Which associated tumour is most likely?',
    [
      'Squamous cell carcinoma',
      'Small cell lung carcinoma',
      'Thymoma',
      'Renal cell carcinoma',
      'Mesothelioma',
    ],
    'B',
    'Lambert-Eaton myasthenic syndrome (antibodies to presynaptic voltage-gated calcium channels) is strongly associated with small cell lung cancer; strength improves with repeated effort, unlike myasthenia gravis.',
  ),
  sba(
    'A 30-year-old woman has tender red nodules on her shins, arthralgia and a dry cough. Chest X-ray: bilateral hilar lymphadenopathy. Most likely diagnosis?',
    ['Tuberculosis', 'Lymphoma', 'Sarcoidosis', 'Pneumocystis pneumonia', 'Histoplasmosis'],
    'C',
    'Löfgren syndrome (erythema nodosum, bilateral hilar lymphadenopathy, arthralgia, fever) is an acute form of sarcoidosis with a good prognosis.',
  ),
  sba(
    'A 35-year-old man with community-acquired pneumonia has a CURB-65 score of 0 and no allergies. Which antibiotic is first-line?',
    [
      'Oral amoxicillin',
      'Intravenous co-amoxiclav',
      'Oral ciprofloxacin',
      'Intravenous ceftriaxone',
      'Oral nitrofurantoin',
    ],
    'A',
    'NICE NG138: low-severity community-acquired pneumonia is treated with oral amoxicillin for 5 days; doxycycline or clarithromycin if penicillin-allergic.',
  ),
  sba(
    'A 72-year-old man has 18 months of progressive breathlessness and dry cough, finger clubbing and fine bibasal end-inspiratory crackles. Spirometry is restrictive. Most likely diagnosis?',
    ['COPD', 'Bronchiectasis', 'Idiopathic pulmonary fibrosis', 'Asthma', 'Left ventricular failure'],
    'C',
    'Idiopathic pulmonary fibrosis: older patient, progressive breathlessness, clubbing, fine "velcro" crackles, restrictive spirometry with low transfer factor; high-resolution CT shows usual interstitial pneumonia.',
  ),
  sba(
    'A 74-year-old retired shipyard worker has chest pain, weight loss and a unilateral pleural effusion with pleural thickening. Which diagnosis is most important to exclude?',
    ['Mesothelioma', 'Sarcoidosis', 'Pneumothorax', 'Asthma', 'Extrinsic allergic alveolitis'],
    'A',
    'Asbestos exposure decades earlier (shipyards, construction) is the main cause of malignant pleural mesothelioma; it is a prescribed industrial disease and deaths are reported to the coroner.',
  ),
  sba(
    'A man starts treatment for pulmonary tuberculosis with rifampicin, isoniazid, pyrazinamide and ethambutol. Which vitamin is co-prescribed to prevent peripheral neuropathy?',
    ['Folic acid', 'Pyridoxine', 'Thiamine', 'Vitamin D', 'Vitamin K'],
    'B',
    'Isoniazid causes pyridoxine depletion and peripheral neuropathy; pyridoxine is co-prescribed. Rifampicin colours secretions orange and induces liver enzymes.',
  ),
  sba(
    'An obese 50-year-old lorry driver snores, has witnessed apnoeas and falls asleep while driving. Sleep study confirms moderate obstructive sleep apnoea. What is the treatment of choice?',
    [
      'Continuous positive airway pressure',
      'Tonsillectomy',
      'Modafinil',
      'Long-term oxygen therapy',
      'Zopiclone',
    ],
    'A',
    'NICE NG202: CPAP for moderate or severe obstructive sleep apnoea, with weight loss advice. Excessive sleepiness affecting driving must be reported to the DVLA (group 2 licence) and the patient told not to drive.',
  ),
  sba(
    'A 70-year-old with COPD and known type 2 respiratory failure arrives breathless. What oxygen saturation target should be used?',
    ['94–98%', '88–92%', '80–84%', '98–100%', 'Any saturation above 85%'],
    'B',
    'BTS oxygen guideline: 88–92% for patients at risk of hypercapnic respiratory failure; 94–98% for most other acutely ill patients. Use a Venturi mask and check blood gases.',
  ),
  truth(
    'Cystic fibrosis is inherited in an autosomal recessive pattern.',
    true,
    'Cystic fibrosis is autosomal recessive (CFTR gene on chromosome 7; ΔF508 is the commonest variant in the UK). It is screened for by the newborn blood spot test.',
  ),
];
