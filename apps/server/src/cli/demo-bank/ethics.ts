import { bankTopic } from './kit.ts';

const { sba, truth } = bankTopic('Ethics and law');

export const ETHICS = [
  sba(
    'Under the Mental Capacity Act 2005, which of these is NOT part of the test of whether a person can make a decision?',
    [
      'Understanding the information relevant to the decision',
      'Retaining the information long enough to decide',
      'Using or weighing the information',
      'Communicating the decision',
      'Making the decision the doctor thinks is wise',
    ],
    'E',
    'A person is unable to decide if they cannot understand, retain, use or weigh the information, or communicate the decision. An unwise decision does not by itself show lack of capacity.',
  ),
  sba(
    'A 15-year-old asks for contraception and does not want her parents told. She understands the advice and will have sex anyway. What should the doctor do?',
    [
      'Refuse until the parents consent',
      'Prescribe if the Fraser criteria are met',
      'Tell the parents',
      'Refer to social services in every case',
      'Tell her to come back at 16',
    ],
    'B',
    'Under the Fraser guidelines (and Gillick competence), a young person under 16 can be given contraception without parental consent if she understands, will not tell her parents, is likely to have sex anyway, her health may suffer otherwise, and it is in her best interests.',
  ),
  sba(
    'A man with uncontrolled epilepsy keeps driving despite being told to stop and to inform the DVLA. What should the doctor do, following GMC guidance?',
    [
      'Nothing: confidentiality is absolute',
      'Tell the DVLA medical adviser, after telling the patient you will',
      'Tell his employer',
      'Inform the police',
      'Report him to the GMC',
    ],
    'B',
    'GMC confidentiality guidance: if a patient continues to drive when not fit, make every reasonable effort to persuade them to stop, and if they do not, disclose relevant information to the DVLA promptly, telling the patient first.',
  ),
  sba(
    'A patient had the wrong dose of a drug because of a prescribing error; she is unharmed. What does the professional duty of candour require?',
    [
      'Say nothing as no harm was done',
      'Tell her, apologise, explain what happened and what will be done',
      'Tell only her family',
      'Document it but do not tell her',
      'Wait for her to complain',
    ],
    'B',
    'GMC and NMC duty of candour: be open when something goes wrong that causes or could cause harm — tell the patient, apologise, offer to put matters right and explain the consequences; also report it locally.',
  ),
  sba(
    'A 34-year-old Jehovah’s Witness with capacity refuses blood transfusion for bleeding after childbirth, after full explanation of the risks. What should the team do?',
    [
      'Transfuse because it is life-saving',
      'Respect the refusal and use all other acceptable treatments',
      'Ask her husband to consent',
      'Apply to the court immediately to override her',
      'Sedate and transfuse',
    ],
    'B',
    'An adult with capacity may refuse any treatment, even life-saving; respect it, record it, and offer alternatives (cell salvage if acceptable, tranexamic acid, surgical control).',
  ),
  sba(
    'An advance decision to refuse life-sustaining treatment is valid only if it meets which condition?',
    [
      'It is verbal and witnessed by a relative',
      'It is in writing, signed and witnessed, and states it applies even if life is at risk',
      'It is made by a solicitor',
      'It is approved by the GP',
      'It is renewed every year',
    ],
    'B',
    'Mental Capacity Act 2005: an advance decision refusing life-sustaining treatment must be in writing, signed by the person and a witness, and state expressly that it applies even if life is at risk.',
  ),
  sba(
    'A woman lacks capacity to decide about treatment. Her son has a registered health and welfare Lasting Power of Attorney. Who makes the decision?',
    [
      'The consultant alone',
      'The son, in her best interests, within the powers the LPA gives',
      'The Court of Protection for every decision',
      'Her GP',
      'The hospital manager',
    ],
    'B',
    'A registered health and welfare LPA lets the attorney decide in the person’s best interests (including life-sustaining treatment only if the LPA expressly allows it).',
  ),
  sba(
    'A 79-year-old dies in hospital 3 days after surgery for a hip fracture from a fall. What should happen with the death certificate?',
    [
      'Sign it as natural causes',
      'Refer the death to the coroner',
      'Wait for family permission',
      'Write "old age" only',
      'No referral is needed for falls',
    ],
    'B',
    'Deaths that may be unnatural, including those following an injury such as a fall with a fracture, must be referred to the coroner (Notification of Deaths Regulations 2019).',
  ),
  sba(
    'When consenting a patient for a procedure, which risks must be discussed, according to Montgomery and GMC guidance?',
    [
      'Only risks above 1%',
      'Risks a reasonable doctor would mention',
      'Material risks: those a reasonable person in the patient’s position, or this patient, would think significant',
      'Only fatal risks',
      'None if the patient trusts the doctor',
    ],
    'C',
    'Montgomery v Lanarkshire (2015): doctors must disclose material risks and reasonable alternatives — what a reasonable person in the patient’s position would attach significance to, or what this patient would.',
  ),
  sba(
    'You smell alcohol on a colleague’s breath before a night shift; he seems unsteady. What should you do first?',
    [
      'Ignore it',
      'Ensure patient safety now: speak to him and inform the senior clinician in charge',
      'Post about it anonymously',
      'Report him directly to the GMC before any local action',
      'Wait to see if it happens again',
    ],
    'B',
    'Good Medical Practice: if patient safety may be at risk, act promptly — protect patients now by raising it with the senior clinician or manager, following local procedures; the GMC is contacted when local action is not enough.',
  ),
  sba(
    'A patient you are treating sends you a friend request on social media. What is most appropriate?',
    [
      'Accept if you like them',
      'Politely decline and keep the relationship professional',
      'Accept but do not post',
      'Ask a colleague to accept instead',
      'Block the patient without comment and remove them from your list',
    ],
    'B',
    'GMC guidance on social media: maintain professional boundaries; if a patient contacts you about their care or asks to be friends, politely decline and direct them to the usual channels.',
  ),
  sba(
    'You are about to do an intimate examination on a patient of the opposite sex. What does GMC guidance require?',
    [
      'A chaperone only if the patient asks',
      'Offer a chaperone, whatever your or the patient’s gender',
      'A relative must always be present',
      'No chaperone is needed if you are a doctor',
      'Record nothing',
    ],
    'B',
    'GMC intimate examinations guidance: explain why it is needed, get consent, offer a chaperone whatever the gender of patient or doctor, and record the discussion, the chaperone’s name or the patient’s refusal.',
  ),
  sba(
    'A man comes in with a gunshot wound. He asks you not to tell anyone. What should you do?',
    [
      'Keep it confidential',
      'Inform the police quickly, initially without necessarily giving his name',
      'Inform his employer',
      'Refuse to treat until he agrees',
      'Report him to social services',
    ],
    'B',
    'GMC guidance: the police should be told quickly when a person arrives with a gunshot or knife wound (not for self-harm), usually without identifying details at first; treatment comes first.',
  ),
  sba(
    'A 16-year-old with capacity refuses a blood transfusion that is needed to save her life. Which is correct in England?',
    [
      'Her refusal can never be overridden',
      'The court can override her refusal in her best interests',
      'Only her GP can decide',
      'She must decide alone because she is over 16',
      'Her friends can consent for her',
    ],
    'B',
    'A 16–17 year old can consent, but a refusal of life-saving treatment can be overridden by the court (and in some cases by a person with parental responsibility); seek senior and legal advice.',
  ),
  truth(
    'In England, a relative can give legal consent to treatment on behalf of an adult who lacks capacity, even without a Lasting Power of Attorney.',
    false,
    'No one can consent for another adult unless they hold a relevant LPA or are a court-appointed deputy. Without one, the doctor decides in the person’s best interests, consulting relatives (Mental Capacity Act 2005).',
  ),
];
