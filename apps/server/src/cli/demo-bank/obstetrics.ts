import { bankTopic } from './kit.ts';

const { sba, multi } = bankTopic('Obstetrics and gynaecology');

export const OBSTETRICS = [
  sba(
    'A 27-year-old woman has left iliac fossa pain and light vaginal bleeding; her period is 6 weeks late and a pregnancy test is positive. She is stable. What is the most appropriate first investigation?',
    [
      'Abdominal X-ray',
      'Transvaginal ultrasound scan',
      'CT abdomen',
      'Serum CA125',
      'Laparoscopy immediately',
    ],
    'B',
    'NICE NG126: transvaginal ultrasound is the first-line investigation for suspected ectopic pregnancy, with serum hCG measurements when the location is unknown.',
  ),
  sba(
    'A pregnant woman had pre-eclampsia in her last pregnancy. What should she be offered in this pregnancy?',
    [
      'Daily aspirin from 12 weeks until birth',
      'Labetalol from 8 weeks',
      'Magnesium sulfate from 20 weeks',
      'Low molecular weight heparin only',
      'No treatment unless BP rises',
    ],
    'A',
    'NICE NG133: women at high risk of pre-eclampsia (for example hypertensive disease in a previous pregnancy, CKD, diabetes, autoimmune disease, chronic hypertension) take aspirin daily from 12 weeks until birth.',
  ),
  sba(
    'At 36 weeks a woman with pre-eclampsia has a generalised tonic-clonic seizure. What is the drug of choice to treat and prevent further seizures?',
    [
      'Intravenous lorazepam only',
      'Intravenous magnesium sulfate',
      'Intravenous phenytoin',
      'Oral labetalol',
      'Intravenous diazepam infusion',
    ],
    'B',
    'Eclampsia: intravenous magnesium sulfate (loading dose then infusion), monitoring reflexes, respiratory rate and urine output; deliver once the mother is stable.',
  ),
  sba(
    'What is the most common cause of primary postpartum haemorrhage?',
    ['Retained placenta', 'Uterine atony', 'Genital tract trauma', 'Coagulopathy', 'Uterine inversion'],
    'B',
    'The four Ts: Tone (atony, the commonest), Trauma, Tissue and Thrombin. First measures: uterine massage and uterotonics such as oxytocin.',
  ),
  sba(
    'At 34 weeks a woman has painless bright red vaginal bleeding. The fetal head is high. What must be avoided until the placenta is located?',
    ['Abdominal palpation', 'Digital vaginal examination', 'Ultrasound scan', 'CTG', 'Blood tests'],
    'B',
    'Painless bleeding with a high presenting part suggests placenta praevia: a digital vaginal examination may provoke torrential bleeding; locate the placenta by ultrasound first.',
  ),
  sba(
    'At 32 weeks a woman has sudden constant abdominal pain, a little dark bleeding, and a tense, tender, "woody" uterus. Most likely diagnosis?',
    [
      'Placenta praevia',
      'Placental abruption',
      'Vasa praevia',
      'Preterm labour without complication',
      'Uterine fibroid degeneration',
    ],
    'B',
    'Placental abruption: painful bleeding (which may be concealed, so loss understates shock), a tense tender uterus and fetal distress.',
  ),
  sba(
    'A pregnant woman with a BMI of 36 and a mother with type 2 diabetes asks about screening for gestational diabetes. What does NICE recommend?',
    [
      'HbA1c at booking only',
      'A 2-hour 75 g oral glucose tolerance test at 24–28 weeks',
      'Urine dipstick for glucose only',
      'Random glucose at 36 weeks',
      'No test is needed',
    ],
    'B',
    'NICE NG3: offer an OGTT at 24–28 weeks to women with risk factors (BMI above 30, previous macrosomic baby, family history, high-risk ethnicity); earlier if previous gestational diabetes.',
  ),
  sba(
    'A woman with type 1 diabetes is planning a pregnancy. What should she take before conception?',
    [
      'Folic acid 400 micrograms daily',
      'Higher-dose folic acid, 5 mg daily',
      'Vitamin A supplements',
      'No supplement',
      'Iron only',
    ],
    'B',
    'Women with diabetes (and others at higher risk of neural tube defects, such as BMI 30 or more or a previous affected pregnancy) take folic acid 5 mg daily before conception until 12 weeks.',
  ),
  sba(
    'A 24-year-old has irregular periods, acne and hirsutism. Ultrasound shows polycystic ovaries. What is the diagnosis based on?',
    [
      'Two of three Rotterdam criteria',
      'A raised LH:FSH ratio alone',
      'A raised prolactin',
      'Obesity plus acne',
      'Ultrasound alone',
    ],
    'A',
    'Polycystic ovary syndrome (Rotterdam): two of oligo- or anovulation, clinical or biochemical hyperandrogenism, and polycystic ovaries, after excluding other causes.',
  ),
  sba(
    'A 30-year-old has cyclical pelvic pain, painful periods and deep dyspareunia. Ultrasound is normal. What is the definitive diagnostic test?',
    ['CA125', 'Diagnostic laparoscopy', 'MRI pelvis', 'Hysteroscopy', 'Pelvic X-ray'],
    'B',
    'Endometriosis: a normal ultrasound does not exclude it; laparoscopy is the definitive diagnostic test (NICE NG73). Treatment includes analgesia and hormonal therapies.',
  ),
  sba(
    'A 56-year-old woman has had persistent bloating and early satiety most days for a month. What is the first investigation?',
    ['Serum CA125', 'Colonoscopy', 'Upper GI endoscopy', 'Stool culture', 'No test: reassure'],
    'A',
    'NICE CG122: persistent bloating, early satiety, pelvic pain or urinary urgency (especially over 50) — measure CA125; if 35 IU/mL or more, arrange pelvic ultrasound.',
  ),
  sba(
    'A 61-year-old woman has had vaginal bleeding 5 years after her menopause. She takes no HRT. What is the appropriate action?',
    [
      'Reassure',
      'Suspected cancer pathway referral for endometrial cancer',
      'Cervical smear only',
      'Start HRT',
      'Repeat in 6 months',
    ],
    'B',
    'NICE NG12: postmenopausal bleeding at 55 or over needs a suspected cancer pathway referral; transvaginal ultrasound measures endometrial thickness.',
  ),
  sba(
    'A 22-year-old had unprotected sex 4 days ago and wants the most effective emergency contraception. What is it?',
    [
      'Levonorgestrel',
      'Ulipristal acetate',
      'Copper intrauterine device',
      'Combined pill',
      'Progestogen-only pill',
    ],
    'C',
    'FSRH: a copper IUD is the most effective emergency contraception, inserted within 120 hours of unprotected sex or within 5 days of the earliest expected ovulation.',
  ),
  sba(
    'A 19-year-old has sudden severe right iliac fossa pain with vomiting. A pregnancy test is negative; ultrasound shows an enlarged right ovary with reduced flow. What is the management?',
    [
      'Analgesia and discharge',
      'Urgent laparoscopy',
      'Oral antibiotics',
      'Repeat scan in 6 weeks',
      'Oral contraceptive pill',
    ],
    'B',
    'Ovarian torsion is a surgical emergency: urgent laparoscopy to untwist (detort) and save the ovary; a normal Doppler does not exclude it.',
  ),
  multi(
    'Which of these increase the risk of ectopic pregnancy? Select all that apply.',
    [
      'Previous ectopic pregnancy',
      'Pelvic inflammatory disease',
      'Previous tubal surgery',
      'Pregnancy with an IUD in place',
      'Previous caesarean section for breech',
    ],
    ['A', 'B', 'C', 'D'],
    'Damage or surgery to the fallopian tubes (previous ectopic, pelvic inflammatory disease, tubal surgery) and conceiving with an IUD in place raise the risk; assisted conception and smoking also do.',
  ),
];
