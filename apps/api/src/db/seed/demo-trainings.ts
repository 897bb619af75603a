import type { TrainingFileType } from '@iiidem/shared/constants';
import type { trainingDocumentFiles, trainingDocumentSessions, trainings } from '../schema/trainings';
import { type DemoFile, publicFileUrl } from './demo-files';
import { youtubeEmbedUrl } from './demo-gallery';
import { renderDemoJpeg } from './demo-images';
import { buildPdf } from './minimal-pdf';

type NewTraining = typeof trainings.$inferInsert;
type NewSession = Omit<typeof trainingDocumentSessions.$inferInsert, 'training_id'>;
type NewFile = Omit<typeof trainingDocumentFiles.$inferInsert, 'session_id'>;

export type DemoTraining = NewTraining & { sessions: (NewSession & { files: NewFile[] })[] };

/** The national programmes DM-001 to DM-011 of the Centre for National Training (spec 2 §2). */
const PROGRAMMES: [title: string, focus: string][] = [
  [
    'Certification Programme for Returning Officers and Assistant Returning Officers',
    'the statutory duties of Returning Officers from notification to declaration of results',
  ],
  [
    'Training of Trainers on Electoral Roll Management',
    'continuous updation of electoral rolls, claims and objections and roll purification',
  ],
  [
    'Training of National Level Master Trainers on EVM and VVPAT',
    'handling, first-level checking, commissioning and troubleshooting of EVMs and VVPATs',
  ],
  [
    'Training on Election Expenditure Monitoring',
    'the expenditure monitoring mechanism, flying squads and accounting of candidates',
  ],
  [
    'Training on Model Code of Conduct and Media Certification',
    'enforcement of the Model Code of Conduct and the work of media certification committees',
  ],
  [
    "Training of Trainers on Systematic Voters' Education and Electoral Participation",
    'planning and running voter awareness campaigns with data on turnout gaps',
  ],
  [
    'Training on IT Applications and Digital Platforms for Elections',
    'the commission’s applications for candidates, voters, observers and counting',
  ],
  [
    'Training on Polling Station Management and Assured Minimum Facilities',
    'setting up polling stations with assured minimum facilities and queue management',
  ],
  [
    'Training on Counting of Votes and Result Management',
    'counting procedures, postal ballots, VVPAT slip verification and result compilation',
  ],
  [
    'Training on Accessible and Inclusive Elections',
    'facilitation of voters with disabilities, senior citizens and first-time voters',
  ],
  [
    'Training on Law and Order, Security and Force Deployment Planning',
    'vulnerability mapping, deployment of forces and communication plans on poll day',
  ],
];

const SESSION_KINDS: [name: string, desc: string][] = [
  [
    'Legal and Procedural Framework',
    'Constitutional provisions, the Representation of the People Acts, rules and the commission’s instructions.',
  ],
  [
    'Hands-on Practice and Case Studies',
    'Demonstrations, simulations and case studies drawn from recent general and bye-elections.',
  ],
  [
    'Assessment and Way Forward',
    'Group presentations, the certification test and an action plan for the participant’s district.',
  ],
];

const EXTRA_TYPES: TrainingFileType[] = ['IMG', 'VIDEO', 'URL'];

/** DM-001..DM-011, each with 1-3 sessions; every session has a PDF and one image, video or link. */
export function buildDemoTrainings(): { trainings: DemoTraining[]; files: DemoFile[] } {
  const files: DemoFile[] = [];
  let sessionCounter = 0;
  const rows = PROGRAMMES.map(([title, focus], index): DemoTraining => {
    const code = `DM-${String(index + 1).padStart(3, '0')}`;
    const sessionCount = 1 + (index % 3);
    const sessions = SESSION_KINDS.slice(0, sessionCount).map(([kind, desc], s) => {
      const stem = `trainings/${code.toLowerCase()}-session-${s + 1}`;
      const sessionName = `Session ${s + 1}: ${kind}`;
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
          pdf: publicFileUrl(`${stem}.pdf`),
          sort_order: 1,
        },
      ];
      const extra = EXTRA_TYPES[sessionCounter++ % EXTRA_TYPES.length];
      if (extra === 'IMG') {
        const variant = sessionCounter;
        files.push({
          path: `${stem}.jpg`,
          render: () =>
            renderDemoJpeg({ width: 960, height: 540, caption: `${code}: ${kind}`, subtitle: title, variant }),
        });
        sessionFiles.push({
          file_type: 'IMG',
          file_title_name: `Session photograph: ${kind}`,
          image: publicFileUrl(`${stem}.jpg`),
          sort_order: 2,
        });
      } else if (extra === 'VIDEO') {
        const videoId = `${code.replace('-', '')}s${s + 1}vid`.padEnd(11, '0').slice(0, 11);
        sessionFiles.push({
          file_type: 'VIDEO',
          file_title_name: `Recorded lecture: ${kind}`,
          video: youtubeEmbedUrl(videoId),
          sort_order: 2,
        });
      } else {
        const videoId = `${code.replace('-', '')}s${s + 1}url`.padEnd(11, '0').slice(0, 11);
        sessionFiles.push({
          file_type: 'URL',
          file_title_name: `Watch online: ${kind}`,
          video_url: `https://www.youtube.com/watch?v=${videoId}`,
          sort_order: 2,
        });
      }
      return { session_name: sessionName, session_desc: desc, sort_order: s + 1, files: sessionFiles };
    });
    return {
      training_name: title,
      training_code: code,
      overview: `${title} (${code}) is a national programme of the Centre for National Training, delivered through the cascaded model from national level master trainers to state, district and polling-station level. It covers ${focus}.`,
      sessions,
    };
  });
  return { trainings: rows, files };
}
