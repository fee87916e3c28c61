import { bankTopic } from './kit.ts';

const { sba, truth, multi } = bankTopic('Pharmacology');

export const PHARMACOLOGY = [
  sba(
    'A patient on once-daily intravenous gentamicin for pyelonephritis now has a rising creatinine and tinnitus. Which monitoring was most important?',
    [
      'Liver function tests',
      'Serum gentamicin levels and renal function',
      'Blood glucose',
      'Thyroid function',
      'Creatine kinase',
    ],
    'B',
    'Aminoglycosides are nephrotoxic and ototoxic; monitor levels (per local once-daily regimen) and renal function, and avoid other nephrotoxic or ototoxic drugs such as furosemide.',
  ),
  sba(
    'An 82-year-old on digoxin has nausea, confusion and sees yellow-green halos; K⁺ is 3.0 mmol/L. Which is the most likely explanation?',
    [
      'Hyperkalaemia enhances digoxin effect',
      'Digoxin toxicity made worse by hypokalaemia',
      'Lithium toxicity',
      'Stroke',
      'Migraine',
    ],
    'B',
    'Hypokalaemia increases digoxin toxicity (digoxin competes with potassium for the Na⁺/K⁺ ATPase); stop digoxin, correct potassium, and consider digoxin-specific antibody fragments for severe toxicity.',
  ),
  sba(
    'A woman on warfarin is prescribed clarithromycin for a chest infection. What is the expected effect?',
    ['INR falls', 'INR rises', 'No interaction', 'Warfarin becomes inactive', 'Platelets rise'],
    'B',
    'Clarithromycin inhibits CYP3A4 and raises the INR: check the INR within a few days and consider an alternative antibiotic such as doxycycline (BNF interactions).',
  ),
  sba(
    'A patient with rheumatoid arthritis takes methotrexate. Which is the correct safety advice?',
    [
      'Take it every day',
      'Take it once a week on the same day, with folic acid on a different day',
      'Take it with trimethoprim for infections',
      'No blood tests are needed',
      'Double the dose if a dose is missed',
    ],
    'B',
    'Methotrexate is taken ONCE WEEKLY (fatal errors occur with daily dosing); folic acid on a different day; regular FBC, LFTs and U&Es; avoid trimethoprim (bone marrow toxicity).',
  ),
  sba(
    'A woman who is 8 weeks pregnant has a urinary tract infection. Which antibiotic should be avoided in the first trimester?',
    ['Nitrofurantoin', 'Trimethoprim', 'Cefalexin', 'Amoxicillin (if sensitive)', 'None of these'],
    'B',
    'Trimethoprim is a folate antagonist and should be avoided in the first trimester (NICE NG109); nitrofurantoin is first-line in pregnancy but avoided at term.',
  ),
  sba(
    'A 30-year-old woman with hypertension on ramipril tells you she is pregnant. What should be done?',
    [
      'Continue ramipril',
      'Stop ramipril and switch to labetalol',
      'Double the dose',
      'Add a diuretic',
      'Stop all treatment without review',
    ],
    'B',
    'ACE inhibitors and ARBs are associated with fetal harm (renal and skull defects, oligohydramnios); switch, usually to labetalol, or nifedipine or methyldopa (NICE NG133).',
  ),
  sba(
    'A man with cancer pain starts regular oral morphine. What should be co-prescribed?',
    ['Loperamide', 'A regular laxative', 'Naloxone', 'A benzodiazepine', 'An NSAID in all cases'],
    'B',
    'Opioids cause constipation, which does not wear off: prescribe a regular stimulant laxative (with a softener if needed), and an antiemetic as required (NICE CG140).',
  ),
  sba(
    'A 78-year-old on ramipril and furosemide is given ibuprofen for knee pain. Two weeks later creatinine has doubled. What is this combination called?',
    [
      'The lethal triad',
      'The "triple whammy"',
      'Serotonin syndrome',
      'Cheese reaction',
      'Grey baby syndrome',
    ],
    'B',
    'An ACE inhibitor or ARB, a diuretic and an NSAID together ("triple whammy") reduce renal perfusion and can cause AKI; avoid the NSAID.',
  ),
  sba(
    'A man on long-term amiodarone has breathlessness and dry cough with bibasal crackles. Which adverse effect is most likely?',
    ['Pulmonary fibrosis', 'Asthma', 'Pneumothorax', 'Pleural plaques', 'Lung cancer'],
    'A',
    'Amiodarone causes pulmonary fibrosis, thyroid dysfunction (hypo- or hyper-), photosensitivity, corneal deposits, liver toxicity and QT prolongation; check TFTs and LFTs before and every 6 months.',
  ),
  sba(
    'A man on simvastatin is prescribed a 7-day course of clarithromycin. What is correct?',
    [
      'Continue both',
      'Withhold simvastatin during the course',
      'Double the simvastatin dose',
      'Stop simvastatin permanently',
      'Switch clarithromycin to erythromycin with the same risk',
    ],
    'B',
    'Clarithromycin inhibits CYP3A4, sharply raising simvastatin levels and the risk of myopathy and rhabdomyolysis; withhold simvastatin during the course (BNF, MHRA).',
  ),
  sba(
    'A 70-year-old is starting prednisolone that will continue for at least 3 months. What bone protection is recommended?',
    [
      'None unless a fracture occurs',
      'A bisphosphonate such as alendronic acid, with calcium and vitamin D if needed',
      'Hormone replacement therapy for men',
      'Thyroxine',
      'Vitamin A',
    ],
    'B',
    'People aged 65 or over, or with a previous fragility fracture, on oral glucocorticoids for 3 months or more, should start bone protection (such as alendronic acid) at the same time as the steroid (NICE CKS / NOGG).',
  ),
  sba(
    'A woman on the combined pill starts carbamazepine for trigeminal neuralgia. What is the problem?',
    [
      'Carbamazepine levels fall',
      'The pill becomes less effective because carbamazepine induces liver enzymes',
      'No interaction',
      'Hyperkalaemia',
      'Lithium toxicity',
    ],
    'B',
    'Carbamazepine is a strong enzyme inducer and reduces the effect of the combined pill; advise a method unaffected, such as a copper IUD, levonorgestrel IUD or depot injection (FSRH).',
  ),
  sba(
    'A patient on azathioprine for an autoimmune disease is prescribed allopurinol. What is the risk?',
    ['Hypoglycaemia', 'Severe bone marrow suppression', 'Gout flare only', 'Renal stones', 'No interaction'],
    'B',
    'Allopurinol inhibits xanthine oxidase, which breaks down azathioprine (and mercaptopurine): toxic levels cause myelosuppression. Avoid, or greatly reduce the azathioprine dose with specialist advice.',
  ),
  sba(
    'A nurse asks whether she can give a potassium chloride infusion as a quick bolus because the patient’s K⁺ is 2.9 mmol/L. What is correct?',
    [
      'Yes, bolus is fine if diluted in 10 mL',
      'No: potassium must never be given as a bolus; use a ready-mixed infusion at a controlled rate',
      'Yes if the patient is on a monitor',
      'Only intramuscularly',
      'Only if a doctor pushes it',
    ],
    'B',
    'Concentrated potassium given too fast causes fatal arrhythmias: use ready-mixed infusions at a controlled rate via a pump, never as a bolus (NPSA safety alert); check K⁺ and renal function.',
  ),
  multi(
    'Which of these raise serum lithium levels? Select all that apply.',
    ['NSAIDs such as ibuprofen', 'ACE inhibitors', 'Thiazide diuretics', 'Dehydration', 'Paracetamol'],
    ['A', 'B', 'C', 'D'],
    'NSAIDs, ACE inhibitors or ARBs, thiazide diuretics and dehydration reduce lithium excretion and cause toxicity; paracetamol is the preferred simple analgesic for people on lithium.',
  ),
  truth(
    'Clarithromycin can prolong the QT interval.',
    true,
    'Macrolides, along with many other drugs (such as citalopram, haloperidol, ondansetron and methadone), prolong the QT interval; avoid combining them and correct low potassium and magnesium.',
  ),
];
