import { bankTopic } from './kit.ts';

const { sba, truth } = bankTopic('Haematology');

export const HAEMATOLOGY = [
  sba(
    'A 68-year-old man has Hb 98 g/L, MCV 72 fL and low ferritin. He has no symptoms. What is the most appropriate action?',
    [
      'Oral iron and review in 3 months',
      'Suspected cancer referral for lower and upper GI investigation',
      'Blood transfusion',
      'Vitamin B12 injections',
      'Repeat blood count in a year',
    ],
    'B',
    'NICE NG12: iron deficiency anaemia in men (and in postmenopausal women) needs investigation for GI cancer; start iron as well, but do not let it delay investigation.',
  ),
  sba(
    'A 60-year-old woman has tiredness and tingling feet. Hb 94 g/L, MCV 112 fL, low B12, intrinsic factor antibodies positive. What is the treatment?',
    [
      'Oral folic acid alone',
      'Intramuscular hydroxocobalamin',
      'Iron tablets',
      'Blood transfusion',
      'Dietary advice only',
    ],
    'B',
    'Pernicious anaemia: intramuscular hydroxocobalamin (loading doses, then every 2–3 months for life). Never give folic acid alone in B12 deficiency: it can precipitate subacute combined degeneration.',
  ),
  sba(
    'A 52-year-old has a swollen, tender left calf. Her two-level DVT Wells score is 3. What is the next step?',
    [
      'D-dimer only',
      'Proximal leg vein ultrasound within 4 hours',
      'CT pulmonary angiogram',
      'Venography',
      'Discharge',
    ],
    'B',
    'NICE NG158: DVT likely (Wells 2 or more) — proximal leg vein ultrasound within 4 hours (interim anticoagulation if it cannot be done in time).',
  ),
  sba(
    'A man on warfarin has a major gastrointestinal bleed; INR is 6.5. What is the management?',
    [
      'Withhold one dose and recheck',
      'Stop warfarin, give intravenous vitamin K and prothrombin complex concentrate',
      'Oral vitamin K only',
      'Fresh frozen plasma only as first choice',
      'Protamine',
    ],
    'B',
    'Major bleeding on warfarin (BNF): stop warfarin, give intravenous phytomenadione (vitamin K) and dried prothrombin complex concentrate; fresh frozen plasma only if PCC is unavailable.',
  ),
  sba(
    'A 20-year-old with sickle cell disease has severe pain in his back and legs. Observations are stable. What is the first priority?',
    [
      'Wait for blood results before analgesia',
      'Rapid effective analgesia within 30 minutes of arrival',
      'Exchange transfusion',
      'Oral paracetamol only',
      'Antibiotics for all',
    ],
    'B',
    'NICE CG143: a painful sickle cell crisis needs analgesia within 30 minutes of arrival and effectiveness assessed every 30 minutes; watch for acute chest syndrome.',
  ),
  sba(
    'Minutes into a red cell transfusion a woman has fever, back pain, hypotension and dark urine. What is the first action?',
    [
      'Slow the transfusion',
      'Stop the transfusion immediately',
      'Give paracetamol and continue',
      'Give chlorphenamine and continue',
      'Speed up the transfusion',
    ],
    'B',
    'Suspected acute haemolytic transfusion reaction (ABO incompatibility): stop the transfusion, keep the line open with 0.9% sodium chloride, check identity, resuscitate and tell the transfusion laboratory (SHOT).',
  ),
  sba(
    'A 4-year-old has bloody diarrhoea, then pallor, reduced urine output, low platelets and fragmented red cells. Most likely diagnosis?',
    [
      'Immune thrombocytopenia',
      'Haemolytic uraemic syndrome',
      'Henoch-Schönlein purpura',
      'Acute lymphoblastic leukaemia',
      'Intussusception',
    ],
    'B',
    'Haemolytic uraemic syndrome (usually Shiga toxin-producing E. coli O157): microangiopathic haemolytic anaemia, thrombocytopenia and AKI; antibiotics are avoided; supportive care and dialysis if needed.',
  ),
  sba(
    'A 25-year-old has painless cervical lymphadenopathy; the nodes hurt after drinking alcohol. Biopsy shows Reed-Sternberg cells. Most likely diagnosis?',
    [
      'Non-Hodgkin lymphoma',
      'Hodgkin lymphoma',
      'Tuberculosis',
      'Sarcoidosis',
      'Chronic lymphocytic leukaemia',
    ],
    'B',
    'Hodgkin lymphoma: Reed-Sternberg cells, young adults (and a second peak in older age), B symptoms and alcohol-induced node pain.',
  ),
  sba(
    'An asymptomatic 72-year-old has lymphocytes of 25 × 10⁹/L; the film shows smudge cells. Most likely diagnosis?',
    [
      'Acute myeloid leukaemia',
      'Chronic lymphocytic leukaemia',
      'Chronic myeloid leukaemia',
      'Infectious mononucleosis',
      'Hairy cell leukaemia',
    ],
    'B',
    'Chronic lymphocytic leukaemia: older people, lymphocytosis, smudge cells; early-stage disease is often watched rather than treated.',
  ),
  sba(
    'A 70-year-old has back pain, raised calcium, anaemia and raised creatinine. Which tests are most appropriate?',
    [
      'Serum protein electrophoresis, serum free light chains and urine Bence Jones protein',
      'Bone scan only',
      'PSA only',
      'Thyroid function',
      'HbA1c',
    ],
    'A',
    'Suspected myeloma (CRAB: calcium, renal impairment, anaemia, bone lesions): serum protein electrophoresis, serum free light chains and urine Bence Jones protein (NICE NG35).',
  ),
  sba(
    'A man has a raised haemoglobin and haematocrit, itching after a hot bath, and splenomegaly. Which mutation is most likely?',
    ['BCR-ABL', 'JAK2 V617F', 'BRCA1', 'HFE C282Y', 'Factor V Leiden'],
    'B',
    'Polycythaemia vera: JAK2 V617F in over 95%; aquagenic pruritus and splenomegaly; venesection and aspirin, with cytoreduction for high-risk people.',
  ),
  sba(
    'A woman on chemotherapy has a temperature of 38.3 °C; neutrophils are 0.3 × 10⁹/L. What is the first-line treatment?',
    [
      'Oral amoxicillin',
      'Intravenous piperacillin with tazobactam within 1 hour',
      'Wait for cultures before antibiotics',
      'Oral ciprofloxacin at home',
      'Paracetamol and review tomorrow',
    ],
    'B',
    'NICE CG151: suspected neutropenic sepsis is an emergency — empirical intravenous piperacillin with tazobactam immediately (within 1 hour), without waiting for the neutrophil count if it is suspected.',
  ),
  sba(
    'A boy has bleeding into his knee after minor injury. APTT is prolonged, PT and platelets are normal. His maternal uncle had similar problems. Most likely diagnosis?',
    ['Von Willebrand disease', 'Haemophilia A', 'Immune thrombocytopenia', 'Vitamin K deficiency', 'DIC'],
    'B',
    'Haemophilia A (factor VIII deficiency) is X-linked recessive: haemarthroses and muscle bleeds, prolonged APTT with normal PT. Haemophilia B is factor IX deficiency.',
  ),
  sba(
    'Seven days after starting heparin for a DVT, a patient’s platelets have fallen by 60% and she has a new arterial clot. Most likely diagnosis?',
    [
      'Immune thrombocytopenia',
      'Heparin-induced thrombocytopenia',
      'DIC',
      'Dilutional thrombocytopenia',
      'TTP from pregnancy',
    ],
    'B',
    'Heparin-induced thrombocytopenia: platelet fall of more than 50% 5–10 days after starting heparin, with a paradoxical thrombosis risk; stop all heparin and use a non-heparin anticoagulant such as argatroban.',
  ),
  truth(
    'In disseminated intravascular coagulation the fibrinogen is usually low and the D-dimer high.',
    true,
    'DIC consumes clotting factors and platelets: low platelets, prolonged PT and APTT, low fibrinogen and high D-dimer; treat the cause (sepsis, obstetric, trauma, malignancy).',
  ),
];
