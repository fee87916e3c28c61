import { bankTopic } from './kit.ts';

const { sba, multi } = bankTopic('Dermatology');

export const DERMATOLOGY = [
  sba(
    'A 45-year-old has a mole that has grown, with an irregular border and several colours. What is the appropriate referral?',
    [
      'Routine dermatology referral',
      'Suspected cancer pathway referral for melanoma',
      'Excise in GP surgery and discard',
      'Review in 6 months',
      'Topical steroid trial',
    ],
    'B',
    'NICE NG12: a suspicious pigmented lesion (weighted 7-point checklist score of 3 or more, or dermoscopy suggesting melanoma) needs a suspected cancer pathway referral.',
  ),
  sba(
    'A 70-year-old has a slowly enlarging pearly nodule with rolled edges and telangiectasia on the nose. Most likely diagnosis?',
    [
      'Squamous cell carcinoma',
      'Basal cell carcinoma',
      'Melanoma',
      'Seborrhoeic keratosis',
      'Keratoacanthoma',
    ],
    'B',
    'Basal cell carcinoma: pearly rolled edge, telangiectasia, may ulcerate; locally invasive, rarely metastasises; usually a routine referral (NICE NG12).',
  ),
  sba(
    'A 78-year-old farmer has a rapidly growing, tender keratinising nodule on the back of his hand. Which precursor lesion is associated?',
    ['Seborrhoeic keratosis', 'Actinic keratosis', 'Dermatofibroma', 'Campbell de Morgan spot', 'Lipoma'],
    'B',
    'Cutaneous squamous cell carcinoma arises from sun-damaged skin and actinic keratoses (or Bowen’s disease); it can metastasise and needs a suspected cancer pathway referral.',
  ),
  sba(
    'A 30-year-old has well-demarcated scaly plaques on the elbows and knees and nail pitting. What is the first-line topical treatment for trunk and limbs?',
    [
      'Potent corticosteroid once daily with vitamin D analogue once daily (applied at different times)',
      'Topical antifungal',
      'Topical antibiotic',
      'Emollient only for ever',
      'Oral methotrexate first',
    ],
    'A',
    'NICE CG153: for plaque psoriasis of trunk and limbs start a potent corticosteroid and a vitamin D analogue (such as calcipotriol), applied separately, for up to 4 weeks.',
  ),
  sba(
    'A child with atopic eczema suddenly has painful clustered punched-out erosions on the face, fever and is unwell. What is the management?',
    [
      'Increase topical steroid',
      'Urgent systemic aciclovir and same-day referral',
      'Oral flucloxacillin only',
      'Emollients and review in a week',
      'Topical fusidic acid',
    ],
    'B',
    'Eczema herpeticum (herpes simplex on eczema) is a dermatological emergency: start aciclovir and refer same day (urgently to ophthalmology if the eyes are involved).',
  ),
  sba(
    'A 17-year-old has severe nodular acne with scarring despite a course of oral antibiotic with topical treatment. What is the next step?',
    [
      'Another antibiotic course for a year',
      'Refer to a consultant dermatologist for oral isotretinoin',
      'Oral corticosteroids',
      'Topical steroid',
      'Stop all treatment',
    ],
    'B',
    'NICE NG198: severe acne, scarring or failure of first-line treatment — refer for isotretinoin, which only consultant-led teams prescribe; it is teratogenic (pregnancy prevention programme) and needs mood monitoring.',
  ),
  sba(
    'A mother and two children have intensely itchy rashes, worse at night, with burrows in the finger webs. What is the treatment?',
    [
      'Oral antihistamine only',
      'Permethrin 5% cream to the whole body, repeated after 7 days, for all household contacts at the same time',
      'Topical hydrocortisone',
      'Oral flucloxacillin',
      'Treat only the person with the worst rash',
    ],
    'B',
    'Scabies: permethrin 5% cream applied to the whole body (including scalp and face in young children and older people), repeated after 7 days; treat all household and close contacts at the same time.',
  ),
  sba(
    'A 5-year-old has a small patch of golden crusted lesions on the face and is well. What is first-line treatment?',
    [
      'Hydrogen peroxide 1% cream',
      'Oral flucloxacillin',
      'Oral aciclovir',
      'Topical hydrocortisone',
      'Intravenous antibiotics',
    ],
    'A',
    'NICE NG153: localised non-bullous impetigo in someone who is not systemically unwell — hydrogen peroxide 1% cream first; a topical antibiotic such as fusidic acid if unsuitable; oral flucloxacillin for widespread or bullous impetigo.',
  ),
  sba(
    'Two weeks after starting lamotrigine a woman has fever, painful red skin with blistering and mouth ulcers, with detachment under 10% of her body surface area. What is the first step?',
    [
      'Continue the drug and add an antihistamine',
      'Stop lamotrigine immediately and admit',
      'Topical steroid cream',
      'Increase the dose slowly',
      'Oral antibiotics',
    ],
    'B',
    'Stevens-Johnson syndrome (under 10% detachment; toxic epidermal necrolysis over 30%): stop the causative drug (lamotrigine, carbamazepine, allopurinol, sulfonamides) and admit, ideally to a burns or specialist unit.',
  ),
  sba(
    'A 75-year-old has tense blisters on the flexures of her arms and thighs, with no mouth involvement. Most likely diagnosis?',
    [
      'Pemphigus vulgaris',
      'Bullous pemphigoid',
      'Dermatitis herpetiformis',
      'Stevens-Johnson syndrome',
      'Impetigo',
    ],
    'B',
    'Bullous pemphigoid: elderly, tense subepidermal blisters, mucosa usually spared; pemphigus vulgaris causes flaccid blisters and erosions with mouth involvement.',
  ),
  sba(
    'A 70-year-old has a painful band of vesicles on one side of the chest for 2 days. What is appropriate?',
    [
      'Oral aciclovir (or valaciclovir) within 72 hours of rash onset',
      'Topical steroid',
      'No treatment is ever needed',
      'Intravenous antibiotics',
      'Oral fluconazole',
    ],
    'A',
    'NICE CKS: offer an oral antiviral within 72 hours for shingles in people over 50, the immunocompromised, or with moderate or severe pain or rash; urgent ophthalmology for the ophthalmic division with eye symptoms.',
  ),
  sba(
    'A 45-year-old has flushing, persistent redness of the cheeks and nose with papules and pustules, but no comedones. Most likely diagnosis?',
    [
      'Acne vulgaris',
      'Rosacea',
      'Systemic lupus erythematosus',
      'Seborrhoeic dermatitis',
      'Perioral dermatitis',
    ],
    'B',
    'Rosacea: flushing, persistent erythema, telangiectasia, papules and pustules without comedones; triggers include alcohol, spicy food and sun; topical ivermectin or metronidazole, oral doxycycline if more severe.',
  ),
  sba(
    'A woman has had itchy wheals coming and going most days for 8 weeks, with no trigger found. What is the first-line treatment?',
    [
      'Oral prednisolone long term',
      'A non-sedating antihistamine such as cetirizine',
      'Topical steroid',
      'Adrenaline auto-injector',
      'Oral antibiotics',
    ],
    'B',
    'Chronic urticaria: a non-sedating H1 antihistamine, increased up to four times the licensed dose on specialist advice if needed; refer if uncontrolled.',
  ),
  sba(
    'A man has intensely itchy blisters on his elbows, knees and buttocks. Which condition is strongly associated?',
    ['Psoriasis', 'Coeliac disease', 'Diabetes mellitus', 'Hypothyroidism', 'Asthma'],
    'B',
    'Dermatitis herpetiformis (IgA deposits in the dermal papillae) is the skin manifestation of coeliac disease; treated with a gluten-free diet and sometimes dapsone.',
  ),
  multi(
    'Which are causes of erythema nodosum? Select all that apply.',
    ['Streptococcal infection', 'Sarcoidosis', 'Inflammatory bowel disease', 'Pregnancy', 'Psoriasis'],
    ['A', 'B', 'C', 'D'],
    'Erythema nodosum (tender red shin nodules) is caused by streptococcal infection, sarcoidosis, inflammatory bowel disease, TB, drugs (such as the combined pill) and pregnancy; often no cause is found.',
  ),
];
