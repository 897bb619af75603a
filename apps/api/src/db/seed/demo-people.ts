import type { TPeopleList, TPersonDetail } from '@iiidem/shared/admin/people';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStore } from '../../lib/files/file-store';
import type { Database } from '../client';
import { people } from '../schema/site-content';
import { writeDemoFiles } from './demo-files';

/**
 * The lists of people and partners (issue 15) as the demo starts with them, from the pages' former modules.
 * Honest demo content: every person is a clearly marked sample ("Sample Officer 1" / "नमूना अधिकारी 1"), numbers
 * are fictitious (+91-11-0000-NNNN) and mailboxes on the reserved example domain; partner bodies are real public
 * bodies with their own web addresses, each with a logo drawn here from its name (no copied trademark).
 */

type Row = typeof people.$inferInsert;
type Bilingual = readonly [en: string, hi: string];

const SEED_LOCK_KEY = 741_100_015;

/** A fictitious Delhi line: '+91-11-0000-NNNN'; its extension is the last three digits. */
const phone = (line: string) => `+91-11-0000-${line}`;
const mailbox = (name: string) => `${name}@iiidem.example.org`;

const detail = (label: Bilingual | null, value: Bilingual): TPersonDetail => ({
  label: label?.[0] ?? '',
  labelHi: label?.[1] ?? '',
  value: value[0],
  valueHi: value[1],
});

const WORK_EXPERIENCE: Bilingual = ['Work experience', 'कार्य अनुभव'];
const TEN_YEARS: Bilingual = ['10 years', '10 वर्ष'];
const extension = (line: string): Bilingual => [`Ext. ${line.slice(1)}`, `एक्सटेंशन ${line.slice(1)}`];

function entry(list: TPeopleList, index: number, values: Partial<Row> & { name: string }): Row {
  return { list, sort_order: index, published: true, ...values };
}

// Officers of each division: [division, [designation, desk line, mailbox name]...].
const DIRECTORY: readonly [Bilingual, readonly [Bilingual, string, string][]][] = [
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
      [['Deputy Director (National Training)', 'उप निदेशक (राष्ट्रीय प्रशिक्षण)'], '0113', 'dd.cnt'],
    ],
  ],
  [
    ['Centre for International Training', 'अंतरराष्ट्रीय प्रशिक्षण केंद्र'],
    [
      [['Director (International Training)', 'निदेशक (अंतरराष्ट्रीय प्रशिक्षण)'], '0121', 'director.cit'],
      [['Joint Director (International Training)', 'संयुक्त निदेशक (अंतरराष्ट्रीय प्रशिक्षण)'], '0122', 'jd.cit'],
      [['Deputy Director (International Training)', 'उप निदेशक (अंतरराष्ट्रीय प्रशिक्षण)'], '0123', 'dd.cit'],
    ],
  ],
  [
    ['Academic Affairs', 'शैक्षणिक मामले'],
    [
      [['Director (Academic Affairs)', 'निदेशक (शैक्षणिक मामले)'], '0131', 'director.academic'],
      [['Deputy Director (Academic Affairs)', 'उप निदेशक (शैक्षणिक मामले)'], '0132', 'dd.academic'],
      [['Librarian', 'पुस्तकालयाध्यक्ष'], '0151', 'library'],
    ],
  ],
  [
    ['Administration and Accounts', 'प्रशासन और लेखा'],
    [
      [['Director (Administration)', 'निदेशक (प्रशासन)'], '0141', 'director.admin'],
      [['Deputy Director (Administration)', 'उप निदेशक (प्रशासन)'], '0142', 'dd.admin'],
      [['Accounts Officer', 'लेखा अधिकारी'], '0143', 'accounts'],
      [['Estate and Hostel Officer', 'संपदा और छात्रावास अधिकारी'], '0171', 'estate'],
      [['In-charge, IT Cell', 'प्रभारी, आईटी प्रकोष्ठ'], '0161', 'itcell'],
    ],
  ],
];

/** Officer n of the directory: the same sample name wherever the officer appears. */
const officerName = (n: number): Bilingual => [`Sample Officer ${n}`, `नमूना अधिकारी ${n}`];

function officers(): Row[] {
  let n = 0;
  return DIRECTORY.flatMap(([section, posts]) =>
    posts.map(([role, line, box]) => {
      n += 1;
      const [name, nameHi] = officerName(n);
      return entry('officers', n - 1, {
        section: section[0],
        section_hi: section[1],
        name,
        name_hi: nameHi,
        role: role[0],
        role_hi: role[1],
        email: mailbox(box),
        phone: phone(line),
        extension: line.slice(1),
      });
    }),
  );
}

/** The number of the directory's officer at `line` (so a director's profile names the same sample officer). */
function officerAt(line: string): Bilingual {
  const lines = DIRECTORY.flatMap(([, posts]) => posts.map(([, each]) => each));
  return officerName(lines.indexOf(line) + 1);
}

function profile(
  list: TPeopleList,
  index: number,
  role: Bilingual,
  line: string,
  box: string,
  staff: readonly [Bilingual, string][],
  about: readonly Bilingual[] = [],
): Row {
  const [name, nameHi] = officerAt(line);
  return entry(list, index, {
    name,
    name_hi: nameHi,
    role: role[0],
    role_hi: role[1],
    email: mailbox(box),
    phone: phone(line),
    extension: line.slice(1),
    details: [
      ...about.map((paragraph) => detail(null, paragraph)),
      ...staff.map(([staffRole, staffLine]) => detail(staffRole, extension(staffLine))),
    ],
  });
}

const JOINT_DIRECTOR: Bilingual = ['Joint Director', 'संयुक्त निदेशक'];
const DEPUTY_DIRECTOR: Bilingual = ['Deputy Director', 'उप निदेशक'];

function directors(): Row[] {
  return [
    profile('directors', 0, ['Director (National Training)', 'निदेशक (राष्ट्रीय प्रशिक्षण)'], '0111', 'director.cnt', [
      [JOINT_DIRECTOR, '0112'],
      [DEPUTY_DIRECTOR, '0113'],
    ]),
    profile(
      'directors',
      1,
      ['Director (International Training)', 'निदेशक (अंतरराष्ट्रीय प्रशिक्षण)'],
      '0121',
      'director.cit',
      [
        [JOINT_DIRECTOR, '0122'],
        [DEPUTY_DIRECTOR, '0123'],
      ],
    ),
    profile('directors', 2, ['Director (Academic Affairs)', 'निदेशक (शैक्षणिक मामले)'], '0131', 'director.academic', [
      [DEPUTY_DIRECTOR, '0132'],
    ]),
    profile('directors', 3, ['Director (Administration)', 'निदेशक (प्रशासन)'], '0141', 'director.admin', [
      [DEPUTY_DIRECTOR, '0142'],
      [['Accounts Officer', 'लेखा अधिकारी'], '0143'],
    ]),
  ];
}

function directorGeneral(): Row[] {
  return [
    profile(
      'director-general',
      0,
      ['Director General, IIIDEM', 'महानिदेशक, आईआईआईडीईएम'],
      '0101',
      'dg',
      [
        [['Staff Officer', 'स्टाफ़ अधिकारी'], '0102'],
        [['Personal Assistant', 'निजी सहायक'], '0103'],
      ],
      [
        [
          "The Director General's office coordinates the Centre for National Training, the Centre for International Training, Academic Affairs and Administration.",
          'महानिदेशक का कार्यालय राष्ट्रीय प्रशिक्षण केंद्र, अंतरराष्ट्रीय प्रशिक्षण केंद्र, शैक्षणिक मामले और प्रशासन के बीच समन्वय करता है।',
        ],
      ],
    ),
  ];
}

function commission(): Row[] {
  const members: [Bilingual, Bilingual][] = [
    [
      ['Chief Election Commissioner', 'मुख्य निर्वाचन आयुक्त'],
      [
        'Heads the Election Commission of India and presides over the Commission.',
        'भारत निर्वाचन आयोग के प्रमुख हैं और आयोग की अध्यक्षता करते हैं।',
      ],
    ],
    [
      ['Election Commissioner', 'निर्वाचन आयुक्त'],
      ['Member of the Commission with the Chief Election Commissioner.', 'मुख्य निर्वाचन आयुक्त के साथ आयोग के सदस्य।'],
    ],
    [
      ['Election Commissioner', 'निर्वाचन आयुक्त'],
      ['Member of the Commission with the Chief Election Commissioner.', 'मुख्य निर्वाचन आयुक्त के साथ आयोग के सदस्य।'],
    ],
  ];
  return members.map(([role, about], index) =>
    entry('cec-ec', index, {
      name: `Sample Commissioner ${index + 1}`,
      name_hi: `नमूना आयुक्त ${index + 1}`,
      role: role[0],
      role_hi: role[1],
      details: [detail(null, about)],
    }),
  );
}

function faculty(): Row[] {
  const areas: Bilingual[] = [
    ['Electoral law and procedure', 'निर्वाचन क़ानून और प्रक्रिया'],
    ['Electoral roll management', 'निर्वाचक नामावली प्रबंधन'],
    ['EVM and VVPAT', 'ईवीएम और वीवीपैट'],
    ['Election expenditure monitoring', 'निर्वाचन व्यय निगरानी'],
    ["Systematic Voters' Education and Electoral Participation", 'व्यवस्थित मतदाता शिक्षा और निर्वाचन सहभागिता (स्वीप)'],
    ['IT applications in elections', 'चुनावों में आईटी अनुप्रयोग'],
    ['Polling station management', 'मतदान केंद्र प्रबंधन'],
    ['Counting of votes', 'मतगणना'],
  ];
  return areas.map((area, index) =>
    entry('faculty', index, {
      name: `Sample Faculty Member ${index + 1}`,
      name_hi: `नमूना संकाय सदस्य ${index + 1}`,
      role: area[0],
      role_hi: area[1],
      details: [detail(WORK_EXPERIENCE, TEN_YEARS)],
    }),
  );
}

function iiidemAlumni(): Row[] {
  const programmes: Bilingual[] = [
    ['Certification Programme for Returning Officers', 'रिटर्निंग अधिकारियों के लिए प्रमाणन कार्यक्रम'],
    ['Certification Programme for District Election Officers', 'ज़िला निर्वाचन अधिकारियों के लिए प्रमाणन कार्यक्रम'],
    ['Training of National Level Master Trainers', 'राष्ट्रीय स्तर के मास्टर प्रशिक्षकों का प्रशिक्षण'],
    ['Training on Electoral Roll Management', 'निर्वाचक नामावली प्रबंधन पर प्रशिक्षण'],
    ['International Programme on Election Management', 'निर्वाचन प्रबंधन पर अंतरराष्ट्रीय कार्यक्रम'],
    ['Training on EVM and VVPAT', 'ईवीएम और वीवीपैट पर प्रशिक्षण'],
    ['Training on Election Expenditure Monitoring', 'निर्वाचन व्यय निगरानी पर प्रशिक्षण'],
    ['Training on Accessible Elections', 'सुगम चुनावों पर प्रशिक्षण'],
  ];
  return programmes.map((programme, index) =>
    entry('iiidem-alumni', index, {
      name: `Sample Alumnus ${index + 1}`,
      name_hi: `नमूना पूर्व प्रतिभागी ${index + 1}`,
      details: [detail(['Programme', 'कार्यक्रम'], programme), detail(WORK_EXPERIENCE, TEN_YEARS)],
    }),
  );
}

function ourAlumni(): Row[] {
  return Array.from({ length: 7 }, (_unused, index) =>
    entry('our-alumni', index, {
      name: 'Certification Programme for District Election Officers and Returning Officers',
      name_hi: 'ज़िला निर्वाचन अधिकारियों और रिटर्निंग अधिकारियों के लिए प्रमाणन कार्यक्रम',
      role: `Batch ${index + 1}`,
      role_hi: `बैच ${index + 1}`,
      // The sample programme dates of the specification (DD-MM-YYYY), shown as the card's dates.
      details: [detail(null, ['21-02-2025 to 31-03-2025', '21-02-2025 से 31-03-2025'])],
    }),
  );
}

function consultants(): Row[] {
  const groups: [Bilingual, Bilingual, Bilingual[]][] = [
    [
      ['Senior Consultants', 'वरिष्ठ सलाहकार'],
      ['Senior Consultant', 'वरिष्ठ सलाहकार'],
      [
        ['Training design and evaluation', 'प्रशिक्षण की रूपरेखा और मूल्यांकन'],
        ['International cooperation', 'अंतरराष्ट्रीय सहयोग'],
      ],
    ],
    [
      ['Consultants', 'सलाहकार'],
      ['Consultant', 'सलाहकार'],
      [
        ['Electoral roll management', 'निर्वाचक नामावली प्रबंधन'],
        ['EVM and VVPAT', 'ईवीएम और वीवीपैट'],
        ['Research and documentation', 'अनुसंधान और प्रलेखन'],
        ['Information technology', 'सूचना प्रौद्योगिकी'],
      ],
    ],
  ];
  let n = 0;
  return groups.flatMap(([section, role, areas]) =>
    areas.map((area) => {
      n += 1;
      return entry('consultants', n - 1, {
        section: section[0],
        section_hi: section[1],
        name: `Sample Consultant ${n}`,
        name_hi: `नमूना सलाहकार ${n}`,
        role: role[0],
        role_hi: role[1],
        details: [detail(['Area', 'क्षेत्र'], area)],
      });
    }),
  );
}

/** A real public body: its name in both languages, its own web address, and the file name of its drawn logo. */
type Body = { name: Bilingual; url: string; slug: string };

const ELECTION_BODIES: readonly Body[] = [
  { name: ['Election Commission of Nepal', 'नेपाल निर्वाचन आयोग'], url: 'https://election.gov.np/', slug: 'nepal' },
  { name: ['Election Commission of Bhutan', 'भूटान निर्वाचन आयोग'], url: 'https://www.ecb.bt/', slug: 'bhutan' },
  {
    name: ['Election Commission of Sri Lanka', 'श्रीलंका निर्वाचन आयोग'],
    url: 'https://elections.gov.lk/',
    slug: 'sri-lanka',
  },
  {
    name: ['Bangladesh Election Commission', 'बांग्लादेश निर्वाचन आयोग'],
    url: 'https://www.ecs.gov.bd/',
    slug: 'bangladesh',
  },
  {
    name: ['Elections Commission of Maldives', 'मालदीव निर्वाचन आयोग'],
    url: 'https://elections.gov.mv/',
    slug: 'maldives',
  },
  {
    name: ['Australian Electoral Commission', 'ऑस्ट्रेलियाई निर्वाचन आयोग'],
    url: 'https://www.aec.gov.au/',
    slug: 'australia',
  },
  { name: ['Elections Canada', 'इलेक्शंस कनाडा'], url: 'https://www.elections.ca/', slug: 'canada' },
  {
    name: ['Electoral Commission of South Africa', 'दक्षिण अफ़्रीका निर्वाचन आयोग'],
    url: 'https://www.elections.org.za/',
    slug: 'south-africa',
  },
];

const INSTITUTIONS: readonly Body[] = [
  {
    name: ['International IDEA', 'इंटरनेशनल आइडिया'],
    url: 'https://www.idea.int/',
    slug: 'international-idea',
  },
  {
    name: ['Association of World Election Bodies (A-WEB)', 'विश्व निर्वाचन निकाय संघ (ए-वेब)'],
    url: 'https://www.aweb.org/',
    slug: 'a-web',
  },
  {
    name: ['International Foundation for Electoral Systems (IFES)', 'इंटरनेशनल फ़ाउंडेशन फ़ॉर इलेक्टोरल सिस्टम्स (आईएफ़ईएस)'],
    url: 'https://www.ifes.org/',
    slug: 'ifes',
  },
  {
    name: ['United Nations Development Programme (UNDP)', 'संयुक्त राष्ट्र विकास कार्यक्रम (यूएनडीपी)'],
    url: 'https://www.undp.org/',
    slug: 'undp',
  },
  {
    name: ['ACE Electoral Knowledge Network', 'एसीई इलेक्टोरल नॉलेज नेटवर्क'],
    url: 'https://aceproject.org/',
    slug: 'ace-project',
  },
  {
    name: ['Commonwealth Secretariat', 'राष्ट्रमंडल सचिवालय'],
    url: 'https://thecommonwealth.org/',
    slug: 'commonwealth',
  },
];

const LOGO_SIZE = { width: 480, height: 200 };
const logoUrl = (slug: string) => `/files/people/partner-${slug}.jpg`;

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Splits a name into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** A plain logo of a body's name (a neutral badge and the name set in type): never the body's own trademark. */
function renderNameLogo(name: string, variant: number): Promise<Buffer> {
  const { width, height } = LOGO_SIZE;
  const colours = ['#0b3d91', '#7a1f1f', '#0f5e0a', '#311b92', '#004d40', '#263238'];
  const colour = colours[variant % colours.length]!;
  const initials = name
    .replace(/\(.*\)/, '')
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 4);
  const lines = wrap(name, 22);
  const text = lines
    .map(
      (line, index) =>
        `<text x="172" y="${100 - (lines.length - 1) * 16 + index * 32}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="24" font-weight="bold" fill="${colour}" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#ffffff"/>
  <circle cx="86" cy="100" r="66" fill="${colour}"/>
  <text x="86" y="100" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${initials.length > 3 ? 30 : 38}" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials)}</text>
  ${text}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

function partnerRows(list: TPeopleList, bodies: readonly Body[], section: Bilingual): Row[] {
  return bodies.map((body, index) =>
    entry(list, index, {
      section: section[0],
      section_hi: section[1],
      name: body.name[0],
      name_hi: body.name[1],
      link_url: body.url,
      photo_url: logoUrl(body.slug),
      width: LOGO_SIZE.width,
      height: LOGO_SIZE.height,
    }),
  );
}

/** MoU partners: real bodies, but each subject is marked as a sample entry (the demo does not know the real MoUs). */
function mouPartners(): Row[] {
  const items: [Body, Bilingual, Bilingual][] = [
    [
      ELECTION_BODIES[0]!,
      ['Election Management Body', 'निर्वाचन प्रबंधन निकाय'],
      ['Sample entry: cooperation in training and capacity building', 'नमूना प्रविष्टि: प्रशिक्षण और क्षमता निर्माण में सहयोग'],
    ],
    [
      ELECTION_BODIES[1]!,
      ['Election Management Body', 'निर्वाचन प्रबंधन निकाय'],
      [
        'Sample entry: exchange of experts and electoral practices',
        'नमूना प्रविष्टि: विशेषज्ञों और निर्वाचन पद्धतियों का आदान-प्रदान',
      ],
    ],
    [
      INSTITUTIONS[0]!,
      ['International Organisation', 'अंतरराष्ट्रीय संगठन'],
      [
        'Sample entry: research and documentation of electoral practices',
        'नमूना प्रविष्टि: निर्वाचन पद्धतियों का अनुसंधान और प्रलेखन',
      ],
    ],
    [
      INSTITUTIONS[2]!,
      ['International Organisation', 'अंतरराष्ट्रीय संगठन'],
      [
        'Sample entry: training of trainers and shared course material',
        'नमूना प्रविष्टि: प्रशिक्षकों का प्रशिक्षण और साझा पाठ्य सामग्री',
      ],
    ],
  ];
  const dates = ['2025-05-20', '2025-01-14', '2024-09-03', '2024-06-18'];
  return items.map(([body, category, subject], index) =>
    entry('mou-partners', index, {
      // The date of the MoU (spec 2 §3's MoU item), YYYY-MM-DD: the page shows it as a date.
      details: [detail(['Date', 'तिथि'], [dates[index]!, dates[index]!])],
      section: category[0],
      section_hi: category[1],
      name: body.name[0],
      name_hi: body.name[1],
      role: subject[0],
      role_hi: subject[1],
      link_url: body.url,
      photo_url: logoUrl(body.slug),
      width: LOGO_SIZE.width,
      height: LOGO_SIZE.height,
    }),
  );
}

/** Every demo entry of every list, and the logo files they refer to. */
export function buildDemoPeople() {
  const rows: Row[] = [
    ...officers(),
    ...directors(),
    ...directorGeneral(),
    ...commission(),
    ...faculty(),
    ...ourAlumni(),
    ...iiidemAlumni(),
    ...consultants(),
    ...mouPartners(),
    ...partnerRows('partner-election-bodies', ELECTION_BODIES, [
      'Partner Election Management Bodies',
      'भागीदार निर्वाचन प्रबंधन निकाय',
    ]),
    ...partnerRows('partner-institutions', INSTITUTIONS, [
      'Institutional and Academic Partners',
      'संस्थागत और शैक्षणिक भागीदार',
    ]),
  ];
  const files = [...ELECTION_BODIES, ...INSTITUTIONS].map((body, index) => ({
    path: logoUrl(body.slug).slice('/files/'.length),
    render: () => renderNameLogo(body.name[0], index),
  }));
  return { rows, files };
}

/** The real web addresses of the demo's partner bodies (for the check that every external link is a real site). */
export const DEMO_PARTNER_SITES: readonly string[] = [...ELECTION_BODIES, ...INSTITUTIONS].map((body) => body.url);

/**
 * Loads the demo lists when the people table is empty; otherwise changes nothing (staff edits stay). Idempotent
 * and safe when several instances start together (an advisory lock, then the check again).
 */
export async function seedDemoPeopleIfEmpty(db: Database, files: FileStore): Promise<{ seeded: boolean }> {
  const hasPeople = async (executor: Pick<Database, 'select'>) =>
    (await executor.select({ one: sql<number>`1` }).from(people).limit(1)).length > 0;
  if (await hasPeople(db)) return { seeded: false };
  const plan = buildDemoPeople();
  await writeDemoFiles(files, plan.files);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasPeople(tx)) return { seeded: false };
    await tx.insert(people).values(plan.rows);
    return { seeded: true };
  });
}
