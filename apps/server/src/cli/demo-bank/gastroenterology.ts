import { bankTopic } from './kit.ts';

const { sba, short } = bankTopic('Gastroenterology');

export const GASTROENTEROLOGY = [
  sba(
    'A 58-year-old man has haematemesis. Which score is used at first assessment to decide whether he could be managed as an outpatient?',
    [
      'Rockall score before endoscopy',
      'Glasgow-Blatchford score',
      'Child-Pugh score',
      'MELD score',
      'Truelove and Witts criteria',
    ],
    'B',
    'NICE CG141: use the Glasgow-Blatchford score at first assessment and the full Rockall score after endoscopy; a Blatchford score of 0 may allow early discharge.',
  ),
  sba(
    'A man with alcohol-related cirrhosis vomits large amounts of fresh blood. Varices are suspected. Before endoscopy, what should be given?',
    [
      'Terlipressin and prophylactic antibiotics',
      'Omeprazole alone',
      'Tranexamic acid',
      'Propranolol',
      'Octreotide and warfarin',
    ],
    'A',
    'NICE CG141: in suspected variceal bleeding offer terlipressin and prophylactic antibiotics at presentation; band ligation is the endoscopic treatment of oesophageal varices.',
  ),
  sba(
    'A 28-year-old woman has bloating, diarrhoea and iron deficiency anaemia. Which is the first investigation for coeliac disease?',
    [
      'Jejunal biopsy without serology',
      'Total IgA and IgA tissue transglutaminase antibodies',
      'Stool culture',
      'Hydrogen breath test',
      'Faecal calprotectin',
    ],
    'B',
    'NICE NG20: test total IgA and IgA tTG first while the person eats gluten (in more than one meal a day for at least 6 weeks); refer positive results for endoscopic biopsy.',
  ),
  sba(
    'A 24-year-old has abdominal pain, diarrhoea and weight loss. Colonoscopy shows skip lesions; biopsies show transmural inflammation with non-caseating granulomas. Most likely diagnosis?',
    [
      'Ulcerative colitis',
      'Crohn’s disease',
      'Coeliac disease',
      'Intestinal tuberculosis',
      'Irritable bowel syndrome',
    ],
    'B',
    'Crohn’s disease: skip lesions anywhere from mouth to anus, transmural inflammation and non-caseating granulomas. Ulcerative colitis is continuous from the rectum and confined to the mucosa.',
  ),
  sba(
    'A woman with ulcerative colitis has 8 bloody stools a day, pulse 104/min, temperature 38.0 °C and CRP 60 mg/L. What is the first-line treatment?',
    [
      'Oral mesalazine',
      'Intravenous corticosteroids',
      'Loperamide',
      'Oral azathioprine',
      'Urgent colectomy without medical treatment',
    ],
    'B',
    'Acute severe ulcerative colitis (Truelove and Witts) needs admission and intravenous corticosteroids, with intravenous ciclosporin or infliximab (rescue) or surgery if there is no response.',
  ),
  sba(
    'A 40-year-old with dyspepsia is to be tested for Helicobacter pylori with a urea breath test. What must he do first?',
    [
      'Stop his proton pump inhibitor for 2 weeks',
      'Fast for 48 hours',
      'Take a course of amoxicillin',
      'Start omeprazole',
      'Stop paracetamol',
    ],
    'A',
    'NICE CG184: leave 2 weeks after a PPI and 4 weeks after antibiotics before a urea breath test or stool antigen test, to avoid false negatives.',
  ),
  sba(
    'A 52-year-old woman has itching and fatigue. ALP is markedly raised, bilirubin normal, and anti-mitochondrial antibodies positive. What is the first-line treatment?',
    ['Prednisolone', 'Ursodeoxycholic acid', 'Azathioprine', 'Liver transplant', 'Cholecystectomy'],
    'B',
    'Primary biliary cholangitis (anti-mitochondrial antibodies, cholestatic LFTs, middle-aged woman) is treated with ursodeoxycholic acid; colestyramine may help the itch.',
  ),
  sba(
    'A 35-year-old man with ulcerative colitis has a raised ALP. MRCP shows multifocal strictures and beading of the bile ducts. Most likely diagnosis?',
    [
      'Primary biliary cholangitis',
      'Primary sclerosing cholangitis',
      'Choledocholithiasis',
      'Cholangiocarcinoma',
      'Autoimmune hepatitis',
    ],
    'B',
    'Primary sclerosing cholangitis is associated with ulcerative colitis; MRCP shows beaded ducts. It increases the risk of cholangiocarcinoma and colorectal cancer.',
  ),
  sba(
    'What is the most common cause of acute pancreatitis in the UK?',
    ['Alcohol', 'Gallstones', 'Hypertriglyceridaemia', 'ERCP', 'Mumps'],
    'B',
    'Gallstones are the most common cause in the UK, followed by alcohol. Diagnosis needs typical pain with amylase or lipase over three times the upper limit of normal, or imaging.',
  ),
  sba(
    'A man with cirrhosis is drowsy with a flapping tremor. There is no bleeding or infection found. Which treatment is first-line?',
    ['Lactulose', 'Loperamide', 'Diazepam', 'Codeine', 'High-protein diet restriction to zero'],
    'A',
    'Hepatic encephalopathy: treat precipitants (infection, bleeding, constipation, drugs) and give lactulose, titrated to two to three soft stools a day; rifaximin is added to prevent recurrence.',
  ),
  sba(
    'A 50-year-old man has diabetes, arthropathy of the second and third MCP joints and bronze skin. Transferrin saturation and ferritin are raised. What is the treatment?',
    [
      'Desferrioxamine first-line',
      'Regular venesection',
      'Penicillamine',
      'Iron-rich diet',
      'Liver transplant',
    ],
    'B',
    'Hereditary haemochromatosis (usually HFE C282Y homozygous) is treated with regular venesection to reduce iron stores; chelation is for those who cannot have venesection.',
  ),
  sba(
    'A 17-year-old has tremor, clumsiness and abnormal LFTs. Slit lamp shows brown rings at the corneal margin. Which result supports the diagnosis?',
    [
      'Raised serum caeruloplasmin',
      'Low serum caeruloplasmin',
      'Raised ferritin',
      'Positive anti-smooth muscle antibody',
      'Low alpha-1 antitrypsin',
    ],
    'B',
    'Wilson’s disease (autosomal recessive, ATP7B): low caeruloplasmin, high 24-hour urinary copper and Kayser-Fleischer rings; treated with copper chelation such as penicillamine or trientine.',
  ),
  sba(
    'Endoscopy of a 60-year-old man with long-standing reflux shows salmon-pink mucosa above the gastro-oesophageal junction; biopsy shows intestinal metaplasia. Which cancer is he at increased risk of?',
    [
      'Squamous cell carcinoma of the oesophagus',
      'Oesophageal adenocarcinoma',
      'Gastric lymphoma',
      'Hepatocellular carcinoma',
      'Pancreatic cancer',
    ],
    'B',
    'Barrett’s oesophagus (columnar metaplasia) predisposes to oesophageal adenocarcinoma; it is kept under endoscopic surveillance and dysplasia is treated endoscopically.',
  ),
  sba(
    'A 50-year-old woman has had progressive difficulty swallowing solids for 6 weeks. What is the most appropriate action?',
    [
      'Trial of a PPI for 8 weeks',
      'Urgent direct-access upper GI endoscopy (2-week pathway)',
      'Barium swallow in 3 months',
      'Reassure and review in 6 months',
      'Speech and language therapy only',
    ],
    'B',
    'NICE NG12: dysphagia at any age is a reason for urgent direct-access upper GI endoscopy to assess for oesophageal cancer.',
  ),
  short(
    'Name the autoantibody most associated with primary biliary cholangitis.',
    [
      'anti-mitochondrial antibody',
      'anti-mitochondrial antibodies',
      'AMA',
      'antimitochondrial antibody',
      'antimitochondrial antibodies',
    ],
    'Anti-mitochondrial antibodies are found in about 95% of people with primary biliary cholangitis.',
  ),
];
