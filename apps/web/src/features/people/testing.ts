import type { TPersonDetail, TPublicPerson } from '@iiidem/shared/admin/people';

/**
 * Lists of people and partners for component tests, shaped like the demo seed (apps/api/src/db/seed/demo-people.ts):
 * marked samples, fictitious numbers, example mailboxes, real partner bodies.
 */

let nextId = 1;

type Bilingual = readonly [string, string];

function person(values: Partial<TPublicPerson> & { name: string }): TPublicPerson {
  return {
    id: nextId++,
    section: '',
    sectionHi: '',
    nameHi: '',
    role: '',
    roleHi: '',
    details: [],
    email: '',
    phone: '',
    extension: '',
    linkUrl: '',
    photo: null,
    ...values,
  };
}

const line = (label: Bilingual | null, value: Bilingual): TPersonDetail => ({
  label: label?.[0] ?? '',
  labelHi: label?.[1] ?? '',
  value: value[0],
  valueHi: value[1],
});

const official = (n: number, role: Bilingual, desk: string, mailbox: string, details: TPersonDetail[] = []) =>
  person({
    name: `Sample Officer ${n}`,
    nameHi: `नमूना अधिकारी ${n}`,
    role: role[0],
    roleHi: role[1],
    email: `${mailbox}@iiidem.example.org`,
    phone: `+91-11-0000-${desk}`,
    extension: desk.slice(1),
    details,
  });

const DIVISIONS: [Bilingual, [Bilingual, string, string][]][] = [
  [
    ['Office of the Director General', 'महानिदेशक का कार्यालय'],
    [
      [['Director General', 'महानिदेशक'], '0101', 'dg'],
      [['Staff Officer to the Director General', 'महानिदेशक के स्टाफ़ अधिकारी'], '0102', 'so.dg'],
      [['Personal Assistant to the Director General', 'महानिदेशक के निजी सहायक'], '0103', 'pa.dg'],
    ],
  ],
  [
    ['Centre for National Training', 'राष्ट्रीय प्रशिक्षण केंद्र'],
    [
      [['Director (National Training)', 'निदेशक (राष्ट्रीय प्रशिक्षण)'], '0111', 'director.cnt'],
      [['Joint Director (National Training)', 'संयुक्त निदेशक (राष्ट्रीय प्रशिक्षण)'], '0112', 'jd.cnt'],
    ],
  ],
];

let officerNumber = 0;
const officers = DIVISIONS.flatMap(([section, posts]) =>
  posts.map(([role, desk, mailbox]) => ({
    ...official(++officerNumber, role, desk, mailbox),
    section: section[0],
    sectionHi: section[1],
  })),
);

const partner = (name: Bilingual, url: string, slug: string, values: Partial<TPublicPerson> = {}) =>
  person({
    name: name[0],
    nameHi: name[1],
    linkUrl: url,
    photo: { src: `/files/people/partner-${slug}.jpg`, width: 480, height: 200 },
    ...values,
  });

const WORK_EXPERIENCE = line(['Work experience', 'कार्य अनुभव'], ['10 years', '10 वर्ष']);

export const PEOPLE_FIXTURE: Record<string, TPublicPerson[]> = {
  officers,
  directors: [
    official(4, ['Director (National Training)', 'निदेशक (राष्ट्रीय प्रशिक्षण)'], '0111', 'director.cnt', [
      line(['Joint Director', 'संयुक्त निदेशक'], ['Ext. 112', 'एक्सटेंशन 112']),
    ]),
    official(6, ['Director (International Training)', 'निदेशक (अंतरराष्ट्रीय प्रशिक्षण)'], '0121', 'director.cit'),
  ],
  'director-general': [
    official(1, ['Director General, IIIDEM', 'महानिदेशक, आईआईआईडीईएम'], '0101', 'dg', [
      line(null, [
        "The Director General's office coordinates the Centre for National Training, the Centre for International Training, Academic Affairs and Administration.",
        'महानिदेशक का कार्यालय राष्ट्रीय प्रशिक्षण केंद्र, अंतरराष्ट्रीय प्रशिक्षण केंद्र, शैक्षणिक मामले और प्रशासन के बीच समन्वय करता है।',
      ]),
      line(['Staff Officer', 'स्टाफ़ अधिकारी'], ['Ext. 102', 'एक्सटेंशन 102']),
      line(['Personal Assistant', 'निजी सहायक'], ['Ext. 103', 'एक्सटेंशन 103']),
    ]),
  ],
  'cec-ec': [
    ['Chief Election Commissioner', 'मुख्य निर्वाचन आयुक्त'],
    ['Election Commissioner', 'निर्वाचन आयुक्त'],
    ['Election Commissioner', 'निर्वाचन आयुक्त'],
  ].map(([role, roleHi], index) =>
    person({ name: `Sample Commissioner ${index + 1}`, nameHi: `नमूना आयुक्त ${index + 1}`, role, roleHi }),
  ),
  faculty: [
    ['Electoral law and procedure', 'निर्वाचन क़ानून और प्रक्रिया'],
    ['EVM and VVPAT', 'ईवीएम और वीवीपैट'],
  ].map(([role, roleHi], index) =>
    person({
      name: `Sample Faculty Member ${index + 1}`,
      nameHi: `नमूना संकाय सदस्य ${index + 1}`,
      role,
      roleHi,
      details: [WORK_EXPERIENCE],
    }),
  ),
  'iiidem-alumni': [
    person({
      name: 'Sample Alumnus 1',
      nameHi: 'नमूना पूर्व प्रतिभागी 1',
      details: [
        line(
          ['Programme', 'कार्यक्रम'],
          ['Certification Programme for Returning Officers', 'रिटर्निंग अधिकारियों के लिए प्रमाणन कार्यक्रम'],
        ),
        WORK_EXPERIENCE,
      ],
    }),
  ],
  'our-alumni': [1, 2].map((batch) =>
    person({
      name: 'Certification Programme for District Election Officers and Returning Officers',
      nameHi: 'ज़िला निर्वाचन अधिकारियों और रिटर्निंग अधिकारियों के लिए प्रमाणन कार्यक्रम',
      role: `Batch ${batch}`,
      roleHi: `बैच ${batch}`,
      details: [line(null, ['21-02-2025 to 31-03-2025', '21-02-2025 से 31-03-2025'])],
    }),
  ),
  consultants: (
    [
      ['Senior Consultants', 'वरिष्ठ सलाहकार', 'Senior Consultant'],
      ['Consultants', 'सलाहकार', 'Consultant'],
      ['Consultants', 'सलाहकार', 'Consultant'],
    ] as const
  ).map(([section, sectionHi, role], index) =>
    person({
      name: `Sample Consultant ${index + 1}`,
      nameHi: `नमूना सलाहकार ${index + 1}`,
      section,
      sectionHi,
      role,
      roleHi: 'सलाहकार',
    }),
  ),
  'mou-partners': [
    partner(['Election Commission of Nepal', 'नेपाल निर्वाचन आयोग'], 'https://election.gov.np/', 'nepal', {
      section: 'Election Management Body',
      sectionHi: 'निर्वाचन प्रबंधन निकाय',
      role: 'Sample entry: cooperation in training and capacity building',
      roleHi: 'नमूना प्रविष्टि: प्रशिक्षण और क्षमता निर्माण में सहयोग',
      details: [line(['Date', 'तिथि'], ['2025-05-20', '2025-05-20'])],
    }),
  ],
  'partner-election-bodies': [
    partner(['Election Commission of Nepal', 'नेपाल निर्वाचन आयोग'], 'https://election.gov.np/', 'nepal'),
    partner(['Election Commission of Bhutan', 'भूटान निर्वाचन आयोग'], 'https://www.ecb.bt/', 'bhutan'),
  ],
  'partner-institutions': [
    partner(['International IDEA', 'इंटरनेशनल आइडिया'], 'https://www.idea.int/', 'international-idea'),
    partner(
      ['Association of World Election Bodies (A-WEB)', 'विश्व निर्वाचन निकाय संघ (ए-वेब)'],
      'https://www.aweb.org/',
      'a-web',
    ),
    partner(
      ['International Foundation for Electoral Systems (IFES)', 'इंटरनेशनल फ़ाउंडेशन फ़ॉर इलेक्टोरल सिस्टम्स (आईएफ़ईएस)'],
      'https://www.ifes.org/',
      'ifes',
    ),
  ],
};

/** The answer of GET /api/people/:list from the fixture, or undefined for another address (a mock-api handler). */
export function peopleAnswer(url: URL): { status: number; body: unknown } | undefined {
  const match = /^\/api\/people\/([a-z-]+)$/.exec(url.pathname);
  if (!match) return undefined;
  const items = PEOPLE_FIXTURE[match[1]!];
  if (!items) return { status: 404, body: { success: false, message: 'Not found.' } };
  return { status: 200, body: { success: true, data: { list: match[1], items } } };
}
