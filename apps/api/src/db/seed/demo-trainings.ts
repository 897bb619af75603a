import type { trainingDocumentFiles, trainingDocumentSessions, trainings } from '../schema/trainings';
import { type DemoFile, publicFileUrl } from './demo-files';
import { renderDemoJpeg } from './demo-images';
import { buildPdf } from './minimal-pdf';

type NewTraining = typeof trainings.$inferInsert;
type NewSession = Omit<typeof trainingDocumentSessions.$inferInsert, 'training_id'>;
type NewFile = Omit<typeof trainingDocumentFiles.$inferInsert, 'session_id'>;

export type DemoTraining = NewTraining & { sessions: (NewSession & { files: NewFile[] })[] };

/** The national programmes DM-001 to DM-011 of the Centre for National Training (spec 2 §2). */
const PROGRAMMES: [title: string, focus: string, titleHi: string, focusHi: string][] = [
  [
    'Certification Programme for Returning Officers and Assistant Returning Officers',
    'the statutory duties of Returning Officers from notification to declaration of results',
    'रिटर्निंग और सहायक रिटर्निंग अधिकारियों के लिए प्रमाणन कार्यक्रम',
    'अधिसूचना से परिणामों की घोषणा तक रिटर्निंग अधिकारियों के सांविधिक कर्तव्यों',
  ],
  [
    'Training of Trainers on Electoral Roll Management',
    'continuous updation of electoral rolls, claims and objections and roll purification',
    'निर्वाचक नामावली प्रबंधन पर प्रशिक्षकों का प्रशिक्षण',
    'निर्वाचक नामावलियों के सतत अद्यतन, दावों और आपत्तियों तथा नामावली शुद्धीकरण',
  ],
  [
    'Training of National Level Master Trainers on EVM and VVPAT',
    'handling, first-level checking, commissioning and troubleshooting of EVMs and VVPATs',
    'ईवीएम और वीवीपैट पर राष्ट्रीय स्तर के मास्टर प्रशिक्षकों का प्रशिक्षण',
    'ईवीएम और वीवीपैट के संचालन, प्रथम स्तरीय जांच, कमीशनिंग और समस्या निवारण',
  ],
  [
    'Training on Election Expenditure Monitoring',
    'the expenditure monitoring mechanism, flying squads and accounting of candidates',
    'निर्वाचन व्यय निगरानी पर प्रशिक्षण',
    'व्यय निगरानी तंत्र, उड़न दस्तों और अभ्यर्थियों के लेखा-जोखा',
  ],
  [
    'Training on Model Code of Conduct and Media Certification',
    'enforcement of the Model Code of Conduct and the work of media certification committees',
    'आदर्श आचार संहिता और मीडिया प्रमाणन पर प्रशिक्षण',
    'आदर्श आचार संहिता के प्रवर्तन और मीडिया प्रमाणन समितियों के कार्य',
  ],
  [
    "Training of Trainers on Systematic Voters' Education and Electoral Participation",
    'planning and running voter awareness campaigns with data on turnout gaps',
    'व्यवस्थित मतदाता शिक्षा एवं निर्वाचक सहभागिता पर प्रशिक्षकों का प्रशिक्षण',
    'मतदान के अंतराल के आंकड़ों के आधार पर मतदाता जागरूकता अभियानों की योजना और संचालन',
  ],
  [
    'Training on IT Applications and Digital Platforms for Elections',
    'the commission’s applications for candidates, voters, observers and counting',
    'निर्वाचन के लिए आईटी अनुप्रयोगों और डिजिटल प्लेटफॉर्म पर प्रशिक्षण',
    'अभ्यर्थियों, मतदाताओं, प्रेक्षकों और मतगणना के लिए आयोग के अनुप्रयोगों',
  ],
  [
    'Training on Polling Station Management and Assured Minimum Facilities',
    'setting up polling stations with assured minimum facilities and queue management',
    'मतदान केंद्र प्रबंधन और सुनिश्चित न्यूनतम सुविधाओं पर प्रशिक्षण',
    'सुनिश्चित न्यूनतम सुविधाओं सहित मतदान केंद्रों की स्थापना और कतार प्रबंधन',
  ],
  [
    'Training on Counting of Votes and Result Management',
    'counting procedures, postal ballots, VVPAT slip verification and result compilation',
    'मतगणना और परिणाम प्रबंधन पर प्रशिक्षण',
    'मतगणना प्रक्रियाओं, डाक मतपत्रों, वीवीपैट पर्चियों के सत्यापन और परिणाम संकलन',
  ],
  [
    'Training on Accessible and Inclusive Elections',
    'facilitation of voters with disabilities, senior citizens and first-time voters',
    'सुगम और समावेशी निर्वाचन पर प्रशिक्षण',
    'दिव्यांग मतदाताओं, वरिष्ठ नागरिकों और पहली बार मतदान करने वालों की सुविधा',
  ],
  [
    'Training on Law and Order, Security and Force Deployment Planning',
    'vulnerability mapping, deployment of forces and communication plans on poll day',
    'कानून-व्यवस्था, सुरक्षा और बल तैनाती योजना पर प्रशिक्षण',
    'भेद्यता मानचित्रण, बलों की तैनाती और मतदान दिवस की संचार योजनाओं',
  ],
];

const SESSION_KINDS: [name: string, desc: string, nameHi: string, descHi: string][] = [
  [
    'Legal and Procedural Framework',
    'Constitutional provisions, the Representation of the People Acts, rules and the commission’s instructions.',
    'विधिक और प्रक्रियात्मक ढांचा',
    'संवैधानिक प्रावधान, लोक प्रतिनिधित्व अधिनियम, नियम और आयोग के अनुदेश।',
  ],
  [
    'Hands-on Practice and Case Studies',
    'Demonstrations, simulations and case studies drawn from recent general and bye-elections.',
    'व्यावहारिक अभ्यास और केस अध्ययन',
    'हाल के आम चुनावों और उप-चुनावों से लिए गए प्रदर्शन, अनुरूपण अभ्यास और केस अध्ययन।',
  ],
  [
    'Assessment and Way Forward',
    'Group presentations, the certification test and an action plan for the participant’s district.',
    'मूल्यांकन और आगे की राह',
    'समूह प्रस्तुतियां, प्रमाणन परीक्षा और प्रतिभागी के जिले के लिए कार्य योजना।',
  ],
];

/**
 * DM-001..DM-011, each with 1-3 sessions; every session has a PDF, and every other session a photograph too.
 * No recorded lectures or links to watch online (issue 15, honest demo content): a YouTube id cannot be checked
 * to play from here, and an invented one leads nowhere.
 */
export function buildDemoTrainings(): { trainings: DemoTraining[]; files: DemoFile[] } {
  const files: DemoFile[] = [];
  let sessionCounter = 0;
  const rows = PROGRAMMES.map(([title, focus, titleHi, focusHi], index): DemoTraining => {
    const code = `DM-${String(index + 1).padStart(3, '0')}`;
    const sessionCount = 1 + (index % 3);
    const sessions = SESSION_KINDS.slice(0, sessionCount).map(([kind, desc, kindHi, descHi], s) => {
      const stem = `trainings/${code.toLowerCase()}-session-${s + 1}`;
      const sessionName = `Session ${s + 1}: ${kind}`;
      const sessionNameHi = `सत्र ${s + 1}: ${kindHi}`;
      files.push({
        path: `${stem}.pdf`,
        render: () =>
          buildPdf(`${code} ${title}`, [
            sessionName,
            '',
            desc,
            `Focus of the programme: ${focus}.`,
            '',
            'Reading material of the India International Institute of Democracy and Election Management.',
            'This is a sample document generated for the demonstration portal.',
          ]),
      });
      const sessionFiles: NewFile[] = [
        {
          file_type: 'PDF',
          file_title_name: `Reading material: ${kind}`,
          file_title_name_hi: `पठन सामग्री: ${kindHi}`,
          pdf: publicFileUrl(`${stem}.pdf`),
          sort_order: 1,
        },
      ];
      const variant = ++sessionCounter;
      if (variant % 2 === 1) {
        files.push({
          path: `${stem}.jpg`,
          render: () =>
            renderDemoJpeg({ width: 960, height: 540, caption: `${code}: ${kind}`, subtitle: title, variant }),
        });
        sessionFiles.push({
          file_type: 'IMG',
          file_title_name: `Session photograph: ${kind}`,
          file_title_name_hi: `सत्र की फ़ोटो: ${kindHi}`,
          image: publicFileUrl(`${stem}.jpg`),
          sort_order: 2,
        });
      }
      return {
        session_name: sessionName,
        session_name_hi: sessionNameHi,
        session_desc: desc,
        session_desc_hi: descHi,
        sort_order: s + 1,
        files: sessionFiles,
      };
    });
    return {
      training_name: title,
      training_name_hi: titleHi,
      training_code: code,
      overview: `${title} (${code}) is a national programme of the Centre for National Training, delivered through the cascaded model from national level master trainers to state, district and polling-station level. It covers ${focus}.`,
      overview_hi: `${titleHi} (${code}) राष्ट्रीय प्रशिक्षण केंद्र का एक राष्ट्रीय कार्यक्रम है, जिसे राष्ट्रीय स्तर के मास्टर प्रशिक्षकों से राज्य, जिला और मतदान केंद्र स्तर तक कैस्केड मॉडल के माध्यम से संचालित किया जाता है। इसमें ${focusHi} को शामिल किया गया है।`,
      sessions,
    };
  });
  return { trainings: rows, files };
}
