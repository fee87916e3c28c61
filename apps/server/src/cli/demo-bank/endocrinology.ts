import { bankTopic } from './kit.ts';

const { sba, truth } = bankTopic('Endocrinology');

export const ENDOCRINOLOGY = [
  sba(
    'A 38-year-old woman with known Addison’s disease has vomiting, abdominal pain, BP 82/50 mmHg and Na⁺ 126 mmol/L. What should be given immediately?',
    [
      'Oral fludrocortisone',
      'Intravenous hydrocortisone',
      'Oral prednisolone',
      'Intravenous dexamethasone only after a Synacthen test',
      'Intravenous 5% glucose alone',
    ],
    'B',
    'Adrenal crisis: give parenteral hydrocortisone immediately with intravenous 0.9% sodium chloride; never delay treatment for tests.',
  ),
  sba(
    'A 47-year-old woman has tiredness, weight gain and cold intolerance. TSH is high and free T4 low. What is the treatment?',
    ['Carbimazole', 'Levothyroxine', 'Liothyronine as first-line', 'Propranolol', 'Radioactive iodine'],
    'B',
    'Primary hypothyroidism is treated with levothyroxine, adjusted to the TSH (checked about 6–8 weeks after each dose change); older people and those with heart disease start on a lower dose.',
  ),
  sba(
    'A woman on carbimazole for Graves’ disease develops a sore throat and fever. What should be done first?',
    [
      'Continue carbimazole and start amoxicillin',
      'Stop carbimazole and check a full blood count urgently',
      'Increase the carbimazole dose',
      'Switch to levothyroxine',
      'Reassure: it is a viral illness',
    ],
    'B',
    'Carbimazole can cause agranulocytosis: patients are told to report sore throat, mouth ulcers or fever; stop the drug and check the neutrophil count straight away (BNF).',
  ),
  sba(
    'A 50-year-old woman has central obesity, purple striae, proximal weakness and hypertension. Which is an appropriate first test for Cushing’s syndrome?',
    [
      'Random cortisol',
      'Overnight low-dose dexamethasone suppression test',
      'Short Synacthen test',
      'CT adrenals',
      'Plasma renin',
    ],
    'B',
    'NICE and the Endocrine Society recommend an overnight low-dose dexamethasone suppression test (or late-night salivary cortisol or 24-hour urinary free cortisol) to screen; imaging comes after biochemical confirmation.',
  ),
  sba(
    'A 44-year-old has resistant hypertension and K⁺ 3.1 mmol/L not on diuretics. Which is the best first test?',
    [
      'Plasma metanephrines',
      'Aldosterone to renin ratio',
      'Serum cortisol',
      'Thyroid function',
      'Renal ultrasound',
    ],
    'B',
    'Primary hyperaldosteronism (Conn’s syndrome or bilateral adrenal hyperplasia) is screened with the aldosterone to renin ratio; correct hypokalaemia first.',
  ),
  sba(
    'A 59-year-old woman has renal stones. Adjusted calcium 2.85 mmol/L, PTH raised, phosphate low. Most likely diagnosis?',
    [
      'Malignancy with bone metastases',
      'Primary hyperparathyroidism',
      'Secondary hyperparathyroidism from CKD',
      'Vitamin D deficiency',
      'Sarcoidosis',
    ],
    'B',
    'High calcium with an inappropriately normal or raised PTH is primary hyperparathyroidism, usually a single adenoma. In malignancy PTH is suppressed.',
  ),
  sba(
    'Which result, in a person with symptoms, diagnoses type 2 diabetes?',
    [
      'HbA1c 44 mmol/mol',
      'HbA1c 48 mmol/mol or more',
      'Fasting glucose 6.5 mmol/L',
      'Random glucose 9.0 mmol/L',
      'Urine glucose positive on dipstick',
    ],
    'B',
    'WHO criteria used in the UK: HbA1c 48 mmol/mol (6.5%) or more, fasting plasma glucose 7.0 mmol/L or more, or random glucose 11.1 mmol/L or more; one abnormal result with symptoms, or two without.',
  ),
  sba(
    'A man with type 2 diabetes has an eGFR of 25 mL/min/1.73 m². Which drug must be stopped?',
    ['Linagliptin', 'Metformin', 'Insulin', 'Gliclazide at a reduced dose', 'Pioglitazone'],
    'B',
    'BNF: avoid metformin when eGFR is below 30 mL/min/1.73 m² (risk of lactic acidosis) and review the dose below 45; linagliptin needs no renal dose change.',
  ),
  sba(
    'A 28-year-old woman has amenorrhoea, galactorrhoea and a bitemporal field defect. Prolactin is markedly raised. MRI shows a pituitary macroadenoma. What is first-line treatment?',
    [
      'Trans-sphenoidal surgery',
      'A dopamine agonist such as cabergoline',
      'Radiotherapy',
      'The combined pill',
      'Octreotide',
    ],
    'B',
    'Prolactinomas, even large ones, usually shrink with a dopamine agonist (cabergoline or bromocriptine); surgery is for intolerance or resistance.',
  ),
  sba(
    'A 48-year-old man has coarse facial features, large hands, sweating and headaches. What is the best screening test for acromegaly?',
    ['Random growth hormone', 'Serum IGF-1', 'Serum prolactin', 'Short Synacthen test', 'Skull X-ray'],
    'B',
    'Serum IGF-1 is the screening test; an oral glucose tolerance test that fails to suppress growth hormone confirms acromegaly.',
  ),
  sba(
    'An 80-year-old with type 2 diabetes is drowsy after a week of infection. Glucose 48 mmol/L, osmolality 365 mOsm/kg, no significant ketones, pH 7.36. What is the first treatment?',
    [
      'Fixed-rate insulin infusion before fluids',
      'Intravenous 0.9% sodium chloride',
      'Intravenous sodium bicarbonate',
      '5% glucose',
      'Oral metformin',
    ],
    'B',
    'Hyperosmolar hyperglycaemic state (JBDS): restore volume with intravenous 0.9% sodium chloride first; insulin is started only if glucose stops falling with fluids, or with significant ketonaemia. Correct sodium and osmolality slowly.',
  ),
  sba(
    'A 40-year-old has a thyroid nodule, raised serum calcitonin and a family history of phaeochromocytoma. Which thyroid cancer is most likely?',
    ['Papillary', 'Follicular', 'Medullary', 'Anaplastic', 'Lymphoma'],
    'C',
    'Medullary thyroid carcinoma arises from parafollicular C cells (calcitonin) and occurs in MEN 2 with phaeochromocytoma; RET testing and family screening follow.',
  ),
  sba(
    'A man taking prednisolone for polymyalgia rheumatica asks what to do when he has a fever with flu. What is the usual sick day rule?',
    [
      'Stop the steroid until better',
      'Double his usual daily glucocorticoid dose while unwell',
      'Halve the dose',
      'Take it every other day',
      'No change is ever needed',
    ],
    'B',
    'Steroid sick day rules: double the daily glucocorticoid dose during illness with fever, and seek urgent help with vomiting (parenteral hydrocortisone). Patients carry a steroid emergency card.',
  ),
  sba(
    'A 35-year-old woman has a painful, tender goitre two weeks after a viral illness, with symptoms of thyrotoxicosis and a raised ESR. Radio-isotope uptake is low. Most likely diagnosis?',
    [
      'Graves’ disease',
      'Subacute (de Quervain’s) thyroiditis',
      'Toxic multinodular goitre',
      'Hashimoto’s thyroiditis',
      'Thyroid lymphoma',
    ],
    'B',
    'Subacute thyroiditis: painful goitre after a viral infection, raised ESR, low uptake. It is self-limiting; NSAIDs for pain, beta-blockers for symptoms. Antithyroid drugs are not used.',
  ),
  truth(
    'Gliclazide can cause hypoglycaemia.',
    true,
    'Sulfonylureas such as gliclazide stimulate insulin release whatever the glucose, so they can cause hypoglycaemia (and weight gain); DVLA rules apply to drivers taking them.',
  ),
];
