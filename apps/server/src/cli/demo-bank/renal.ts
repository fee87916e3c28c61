import { bankTopic } from './kit.ts';

const { sba, short } = bankTopic('Renal');

export const RENAL = [
  sba(
    'A man’s creatinine has risen from a baseline of 80 to 250 micromol/L over 3 days. What KDIGO stage of acute kidney injury is this?',
    ['Stage 1', 'Stage 2', 'Stage 3', 'Not AKI', 'Chronic kidney disease stage 4'],
    'C',
    'KDIGO: stage 1 is 1.5–1.9 times baseline, stage 2 is 2.0–2.9 times, stage 3 is 3 times or more (or creatinine ≥ 354 micromol/L, or renal replacement therapy). 250/80 is about 3.1 times.',
  ),
  sba(
    'A woman with heart failure on ramipril, bisoprolol and furosemide had a new drug added a month ago. K⁺ is now 6.2 mmol/L. Which drug is most likely to be responsible?',
    ['Bisoprolol', 'Spironolactone', 'Furosemide', 'Atorvastatin', 'Bendroflumethiazide'],
    'B',
    'Spironolactone with an ACE inhibitor commonly causes hyperkalaemia; potassium and renal function are checked within a week of starting and after each dose change.',
  ),
  sba(
    'A 4-year-old boy has periorbital oedema. Urine: protein 4+, no blood. Albumin 18 g/L. What is the most likely underlying cause?',
    [
      'Post-streptococcal glomerulonephritis',
      'Minimal change disease',
      'IgA nephropathy',
      'Membranous nephropathy',
      'Alport syndrome',
    ],
    'B',
    'Nephrotic syndrome in a young child is usually minimal change disease, which responds to oral corticosteroids; a renal biopsy is kept for atypical cases.',
  ),
  sba(
    'Two weeks after a sore throat a 9-year-old has cola-coloured urine, oedema and high blood pressure. C3 is low. Most likely diagnosis?',
    [
      'IgA nephropathy',
      'Post-streptococcal glomerulonephritis',
      'Minimal change disease',
      'Haemolytic uraemic syndrome',
      'Henoch-Schönlein purpura',
    ],
    'B',
    'Post-streptococcal glomerulonephritis follows group A streptococcal infection by 1–3 weeks, with a nephritic picture and low C3; supportive treatment, recovery is usual.',
  ),
  sba(
    'A 22-year-old man has visible haematuria starting 1 day after the start of a sore throat. Most likely diagnosis?',
    [
      'Post-streptococcal glomerulonephritis',
      'IgA nephropathy',
      'Bladder cancer',
      'Renal stones',
      'Goodpasture’s disease',
    ],
    'B',
    'IgA nephropathy classically causes visible haematuria within 1–2 days of an upper respiratory infection (synpharyngitic), unlike the 1–3 week delay of post-streptococcal disease.',
  ),
  sba(
    'A 40-year-old man has severe loin-to-groin pain and non-visible haematuria. No contraindications. What is the first-line analgesia?',
    [
      'Oral codeine',
      'A non-steroidal anti-inflammatory drug',
      'Intravenous morphine first-line',
      'Paracetamol and hyoscine only',
      'Tramadol',
    ],
    'B',
    'NICE NG118: offer an NSAID by any route first for suspected renal colic; intravenous paracetamol if NSAIDs are contraindicated, and opioids if both fail. Non-contrast CT KUB within 24 hours.',
  ),
  sba(
    'A 35-year-old has hypertension, flank pain and bilaterally enlarged kidneys with multiple cysts. His father died of a subarachnoid haemorrhage. Most likely diagnosis?',
    [
      'Autosomal recessive polycystic kidney disease',
      'Autosomal dominant polycystic kidney disease',
      'Medullary sponge kidney',
      'Simple renal cysts',
      'Renal cell carcinoma',
    ],
    'B',
    'ADPKD (PKD1 or PKD2) causes enlarged cystic kidneys, hypertension and CKD, with liver cysts and intracranial berry aneurysms.',
  ),
  sba(
    'A woman with type 2 diabetes has eGFR 55 mL/min/1.73 m² and an albumin:creatinine ratio of 40 mg/mmol. BP 138/84 mmHg. Which drug should be offered to slow progression?',
    [
      'Amlodipine',
      'An ACE inhibitor titrated to the highest licensed dose tolerated',
      'Furosemide',
      'Doxazosin',
      'Aspirin',
    ],
    'B',
    'NICE NG203: in diabetes with ACR over 3 mg/mmol offer an ACE inhibitor (or ARB) titrated to the highest licensed dose tolerated, and an SGLT2 inhibitor where eligible.',
  ),
  sba(
    'A man found on the floor after a long lie has dark urine. Dipstick: blood 3+, but microscopy shows no red cells. CK is 45,000 U/L. What is the main treatment?',
    [
      'Furosemide',
      'Aggressive intravenous fluids',
      'Haemodialysis immediately',
      'Oral fluids only',
      'Corticosteroids',
    ],
    'B',
    'Rhabdomyolysis: myoglobin gives a positive blood dipstick without red cells. Treat with generous intravenous fluids and watch potassium and urine output.',
  ),
  sba(
    'Creatinine rose by 40% two weeks after starting ramipril in a 70-year-old smoker with peripheral arterial disease. Which diagnosis should be suspected?',
    [
      'Pre-renal AKI from dehydration only',
      'Bilateral renal artery stenosis',
      'Acute interstitial nephritis',
      'IgA nephropathy',
      'Urinary retention',
    ],
    'B',
    'A creatinine rise of more than 30% after an ACE inhibitor suggests renovascular disease; stop the ACE inhibitor and investigate (for example with MR or CT angiography).',
  ),
  sba(
    'A 68-year-old man has AKI, a palpable bladder and has not passed urine for 12 hours. What is the first step?',
    ['Renal biopsy', 'Urethral catheterisation', 'Intravenous furosemide', 'CT KUB', 'Start haemodialysis'],
    'B',
    'Post-renal AKI from urinary retention: catheterise and monitor for post-obstructive diuresis; ultrasound looks for hydronephrosis.',
  ),
  sba(
    'A 25-year-old man has haemoptysis and rapidly progressive renal failure. Renal biopsy shows linear IgG along the glomerular basement membrane. Most likely diagnosis?',
    [
      'Granulomatosis with polyangiitis',
      'Anti-GBM disease (Goodpasture’s)',
      'IgA nephropathy',
      'Lupus nephritis',
      'Minimal change disease',
    ],
    'B',
    'Anti-GBM disease: antibodies to type IV collagen attack lung and kidney, linear IgG deposits; treated with plasma exchange, steroids and cyclophosphamide.',
  ),
  sba(
    'A 30-year-old has had profuse diarrhoea for 3 days. Na⁺ 129 mmol/L, he is dry. Which urine sodium fits?',
    [
      'Urine sodium below 20 mmol/L',
      'Urine sodium above 40 mmol/L',
      'Urine osmolality below 100 mOsm/kg with low serum osmolality',
      'Urine sodium equal to plasma sodium',
      'Urine sodium cannot help',
    ],
    'A',
    'Hypovolaemic hyponatraemia from extrarenal losses (diarrhoea, vomiting) gives a low urine sodium as the kidneys conserve salt; a high urine sodium with hypovolaemia suggests renal loss (diuretics, Addison’s).',
  ),
  sba(
    'A 62-year-old with CKD stage 4 has Hb 92 g/L, normocytic, after iron deficiency has been corrected. What is the treatment to consider?',
    [
      'Oral folic acid',
      'An erythropoiesis-stimulating agent',
      'Regular blood transfusion',
      'Vitamin B12 injections',
      'No treatment is ever needed',
    ],
    'B',
    'NICE NG203: anaemia of CKD is treated with an erythropoiesis-stimulating agent once iron stores are adequate (intravenous iron is often needed first).',
  ),
  short(
    'Below what eGFR (mL/min/1.73 m²), lasting more than 3 months, is chronic kidney disease present without any other marker of kidney damage? Give the number.',
    ['60'],
    'CKD is an eGFR below 60 mL/min/1.73 m² for more than 3 months, or markers of kidney damage (such as ACR over 3 mg/mmol) at any eGFR.',
  ),
];
