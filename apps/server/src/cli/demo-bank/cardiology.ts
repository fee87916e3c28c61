import { bankTopic } from './kit.ts';

const { sba, multi } = bankTopic('Cardiology');

export const CARDIOLOGY = [
  sba(
    'A 70-year-old man has palpitations for 2 hours. Pulse 160/min irregular, BP 78/40 mmHg, he is clammy and confused. ECG: atrial fibrillation. What is the most appropriate immediate management?',
    [
      'Oral bisoprolol',
      'Intravenous digoxin',
      'Synchronised DC cardioversion',
      'Oral apixaban and review tomorrow',
      'Carotid sinus massage',
    ],
    'C',
    'A tachyarrhythmia with shock and impaired consciousness (adverse features) needs synchronised DC cardioversion under sedation or anaesthesia (Resuscitation Council UK tachycardia algorithm); drugs are for the stable patient.',
  ),
  sba(
    'A 64-year-old woman has new atrial fibrillation found at a routine check. She is well, BP 132/80 mmHg, heart rate 112/min, no heart failure. What is the first-line treatment to control her heart rate?',
    ['Amiodarone', 'A beta-blocker such as bisoprolol', 'Flecainide', 'Digoxin', 'Dronedarone'],
    'B',
    'NICE NG196: offer a standard beta-blocker (not sotalol) or a rate-limiting calcium-channel blocker (diltiazem or verapamil) first for rate control; digoxin monotherapy only for sedentary people.',
  ),
  sba(
    'A 62-year-old white man has clinic BP 158/96 mmHg confirmed by ambulatory monitoring (average 152/94 mmHg). He has no diabetes. What is the first-line antihypertensive?',
    ['Ramipril', 'Amlodipine', 'Bendroflumethiazide', 'Doxazosin', 'Atenolol'],
    'B',
    'NICE NG136: for people aged 55 or over without type 2 diabetes, or of Black African or African-Caribbean family origin, start a calcium-channel blocker such as amlodipine.',
  ),
  sba(
    'A 46-year-old white woman with type 2 diabetes has stage 1 hypertension with target organ damage. Which antihypertensive should she be offered first?',
    ['Amlodipine', 'Indapamide', 'Ramipril', 'Spironolactone', 'Bisoprolol'],
    'C',
    'NICE NG136: with type 2 diabetes, offer an ACE inhibitor (or an ARB if not tolerated) first, whatever the age; an ARB is preferred to an ACE inhibitor in people of Black African or African-Caribbean origin.',
  ),
  sba(
    'A 78-year-old man has exertional syncope. There is an ejection systolic murmur loudest at the right second intercostal space radiating to the carotids, and a slow-rising pulse. Most likely diagnosis?',
    [
      'Mitral regurgitation',
      'Aortic stenosis',
      'Hypertrophic cardiomyopathy',
      'Ventricular septal defect',
      'Aortic regurgitation',
    ],
    'B',
    'Aortic stenosis: ejection systolic murmur radiating to the carotids, slow-rising pulse, narrow pulse pressure; syncope, angina or breathlessness on exertion are indications to consider valve replacement.',
  ),
  sba(
    'A 29-year-old man who injects heroin has fever, rigors and a new pansystolic murmur at the left lower sternal edge that is louder on inspiration. Which organism is most likely?',
    [
      'Streptococcus viridans',
      'Staphylococcus aureus',
      'Enterococcus faecalis',
      'Coxiella burnetii',
      'Streptococcus gallolyticus',
    ],
    'B',
    'Endocarditis in people who inject drugs typically affects the tricuspid valve and is most often caused by Staphylococcus aureus; take at least three sets of blood cultures before antibiotics.',
  ),
  sba(
    'A 32-year-old man has sharp central chest pain for 2 days, worse lying flat and eased by sitting forward, after a cold. ECG: widespread saddle-shaped ST elevation with PR depression. Most likely diagnosis?',
    [
      'Acute anterior STEMI',
      'Acute pericarditis',
      'Pulmonary embolism',
      'Aortic dissection',
      'Costochondritis',
    ],
    'B',
    'Acute pericarditis: pleuritic pain relieved by sitting forward, a pericardial rub, and widespread concave ST elevation with PR depression. Usual treatment is an NSAID with colchicine, with an echocardiogram to look for an effusion.',
  ),
  sba(
    'A 68-year-old man has heart failure with a left ventricular ejection fraction of 30%. He takes furosemide for breathlessness. Which combination should be started to improve his prognosis first?',
    [
      'Digoxin and amiodarone',
      'An ACE inhibitor and a beta-blocker licensed for heart failure',
      'Amlodipine and isosorbide mononitrate',
      'Diltiazem and spironolactone',
      'Ivabradine alone',
    ],
    'B',
    'NICE NG106: for reduced ejection fraction offer an ACE inhibitor and a beta-blocker licensed for heart failure (such as bisoprolol), adding a mineralocorticoid receptor antagonist and an SGLT2 inhibitor if symptoms continue. Loop diuretics relieve symptoms only.',
  ),
  sba(
    'A 58-year-old man is ready for discharge after primary PCI for an anterior STEMI. Which statin is recommended for secondary prevention?',
    [
      'Simvastatin at a low dose',
      'High-intensity atorvastatin',
      'Pravastatin',
      'Ezetimibe alone',
      'No statin if his cholesterol is normal',
    ],
    'B',
    'NICE NG238: after a cardiovascular event offer high-intensity atorvastatin whatever the baseline cholesterol, alongside dual antiplatelet therapy, an ACE inhibitor, a beta-blocker and cardiac rehabilitation.',
  ),
  sba(
    'A 26-year-old woman has sudden palpitations. She is alert, BP 118/76 mmHg. ECG: regular narrow-complex tachycardia at 180/min. What is the first step?',
    [
      'Synchronised DC cardioversion',
      'Intravenous amiodarone',
      'Vagal manoeuvres such as a modified Valsalva',
      'Intravenous verapamil',
      'Oral flecainide',
    ],
    'C',
    'Stable regular narrow-complex tachycardia (probable SVT): vagal manoeuvres first, then rapid intravenous adenosine with ECG monitoring if they fail (Resuscitation Council UK).',
  ),
  sba(
    'A 19-year-old footballer collapses during a match and is successfully resuscitated. His father died suddenly at 35. Echo shows asymmetric septal hypertrophy. What is the inheritance of the most likely condition?',
    [
      'Autosomal recessive',
      'Autosomal dominant',
      'X-linked recessive',
      'Mitochondrial',
      'Sporadic only, never inherited',
    ],
    'B',
    'Hypertrophic cardiomyopathy is usually autosomal dominant (sarcomere genes such as MYH7 and MYBPC3) and is a leading cause of sudden cardiac death in young athletes; first-degree relatives are offered screening.',
  ),
  sba(
    'A 55-year-old woman started ramipril 6 weeks ago and now has a persistent dry cough. Her BP is well controlled. What is the best change?',
    [
      'Add codeine linctus',
      'Switch to an angiotensin-II receptor blocker such as losartan',
      'Switch to atenolol',
      'Add a salbutamol inhaler',
      'Stop all antihypertensives',
    ],
    'B',
    'Dry cough is a common bradykinin-mediated effect of ACE inhibitors; an ARB such as losartan does not raise bradykinin and is the usual switch.',
  ),
  sba(
    'A 61-year-old hypertensive man has sudden tearing chest pain radiating to the back. BP is 172/90 mmHg in the right arm and 128/70 mmHg in the left. What is the most appropriate investigation?',
    ['Exercise ECG', 'CT angiography of the aorta', 'Serial troponins only', 'V/Q scan', 'Chest X-ray only'],
    'B',
    'Suspected acute aortic dissection: CT angiography of the aorta confirms it and classifies it (Stanford A needs surgery; B is usually managed medically with blood pressure control).',
  ),
  sba(
    'Two days after an inferior MI a man has a pulse of 34/min, BP 80/50 mmHg and is dizzy. ECG shows complete heart block. What is the first drug to give?',
    [
      'Intravenous adenosine',
      'Intravenous atropine',
      'Oral bisoprolol',
      'Intravenous amiodarone',
      'Intravenous digoxin',
    ],
    'B',
    'Bradycardia with adverse features: intravenous atropine first (Resuscitation Council UK), then further atropine, an isoprenaline or adrenaline infusion, or transcutaneous pacing while transvenous pacing is arranged.',
  ),
  multi(
    'Which of the following chest X-ray findings suggest heart failure? Select all that apply.',
    [
      'Alveolar oedema in a bat-wing pattern',
      'Kerley B lines',
      'Cardiomegaly',
      'Upper lobe blood diversion',
      'Bilateral hilar lymphadenopathy',
      'Pleural effusions',
    ],
    ['A', 'B', 'C', 'D', 'F'],
    'The ABCDE of heart failure on a chest X-ray: Alveolar oedema, kerley B lines, Cardiomegaly, Dilated upper lobe vessels, pleural Effusions. Bilateral hilar lymphadenopathy suggests sarcoidosis.',
  ),
];
