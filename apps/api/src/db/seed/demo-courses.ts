import { PROGRAM_TYPE, type ProgramTypeId } from '@iiidem/shared/constants';
import type { courses } from '../schema/courses';
import { addDays } from './ist-dates';

type NewCourse = typeof courses.$inferInsert;
type Mode = 'Residential' | 'Online' | 'Hybrid';
type Template = { name: string; days: number; mode: Mode; location?: string; vip?: string };

const CAMPUS = 'IIIDEM Campus, Dwarka, New Delhi';

const DOMESTIC: Template[] = [
  {
    name: 'Certification Course for Returning Officers',
    days: 5,
    mode: 'Residential',
    vip: 'Chief Election Commissioner of India',
  },
  { name: 'Certification Course for District Election Officers', days: 5, mode: 'Residential' },
  { name: 'Training of Trainers on Electronic Voting Machines and VVPAT', days: 4, mode: 'Residential' },
  { name: 'Orientation Programme for Electoral Registration Officers', days: 3, mode: 'Online' },
  {
    name: "Capacity Building Programme on Systematic Voters' Education and Electoral Participation (SVEEP)",
    days: 4,
    mode: 'Hybrid',
    vip: 'Election Commissioner of India',
  },
  {
    name: 'Training on Model Code of Conduct and Election Expenditure Monitoring',
    days: 3,
    mode: 'Residential',
    location: 'Administrative Training Institute, Mysuru, Karnataka',
  },
  { name: 'Workshop on IT Applications in Election Management', days: 2, mode: 'Online' },
  { name: 'Training Programme for Media Nodal Officers', days: 3, mode: 'Hybrid' },
  {
    name: 'Orientation on Accessible Elections for Persons with Disabilities',
    days: 2,
    mode: 'Residential',
    location: 'RCVP Noronha Academy of Administration, Bhopal, Madhya Pradesh',
  },
  {
    name: 'Training of National Level Master Trainers on Electoral Roll Management',
    days: 6,
    mode: 'Residential',
    vip: 'Secretary General, Election Commission of India',
  },
  { name: 'Induction Training for Assistant Electoral Registration Officers', days: 5, mode: 'Online' },
  {
    name: 'Refresher Course for Sector Officers and Zonal Magistrates',
    days: 3,
    mode: 'Residential',
    location: 'HCM Rajasthan State Institute of Public Administration, Jaipur',
  },
  { name: 'Training on Postal Ballot and Electronically Transmitted Postal Ballot System', days: 2, mode: 'Online' },
  { name: 'Workshop on Legal Framework of Elections and Election Petitions', days: 3, mode: 'Residential' },
  {
    name: 'Training on Counting Procedures for Returning Officers',
    days: 4,
    mode: 'Residential',
    location: 'Assam Administrative Staff College, Guwahati',
  },
  {
    name: 'Programme on Law and Order and Security Planning for Elections',
    days: 3,
    mode: 'Hybrid',
    vip: 'Director General, IIIDEM',
  },
  { name: 'Training for Supervisors of Booth Level Officers', days: 2, mode: 'Online' },
  { name: "Orientation Programme for Officials of Chief Electoral Officers' Offices", days: 5, mode: 'Residential' },
];

const INTERNATIONAL: Template[] = [
  {
    name: 'International Training Programme on Electoral Technology for Bhutan',
    days: 6,
    mode: 'Residential',
    vip: 'Chief Election Commissioner of India',
  },
  { name: 'Capacity Development Programme for Election Officials of Maldives', days: 5, mode: 'Residential' },
  {
    name: 'International Training Programme on Voter Education for African Election Management Bodies',
    days: 10,
    mode: 'Residential',
  },
  { name: 'Training Programme on Election Management for Officials of Nepal', days: 6, mode: 'Residential' },
  { name: 'International Workshop on Electoral Integrity and Use of Technology', days: 3, mode: 'Online' },
  {
    name: 'ITEC Programme on Democracy and Election Management',
    days: 12,
    mode: 'Residential',
    vip: 'Secretary, Ministry of External Affairs',
  },
  { name: 'International Training Programme for Election Officials of Sri Lanka', days: 5, mode: 'Residential' },
  { name: 'Capacity Building Programme for the General Election Commission of Mongolia', days: 5, mode: 'Hybrid' },
  {
    name: 'International Training Programme on Inclusive Elections for ASEAN Member States',
    days: 7,
    mode: 'Residential',
  },
  {
    name: 'Study Visit Programme for Election Officials from Latin America',
    days: 4,
    mode: 'Residential',
    vip: 'Election Commissioner of India',
  },
  { name: 'International Programme on Electoral Dispute Resolution', days: 3, mode: 'Online' },
  {
    name: 'Training Programme on Voter Registration Systems for Pacific Island Countries',
    days: 8,
    mode: 'Residential',
  },
];

const ACADEMIC: Template[] = [
  {
    name: "Master's Programme in International Electoral Management and Administration",
    days: 30,
    mode: 'Hybrid',
    vip: 'Chief Election Commissioner of India',
  },
  { name: 'Certificate Course in Electoral Laws and Democracy', days: 10, mode: 'Online' },
  { name: 'Orientation for Research Fellows in Electoral Studies', days: 3, mode: 'Residential' },
  { name: 'Short Course on Comparative Electoral Systems', days: 5, mode: 'Online' },
  { name: 'Summer School on Democracy and Elections', days: 14, mode: 'Residential' },
  { name: 'Online Certificate Course on Electoral Data Analytics', days: 21, mode: 'Online' },
];

const AUDIENCE: Record<ProgramTypeId, string> = {
  1: 'election officials of the States and Union Territories',
  2: 'officials of partner Election Management Bodies',
  3: 'graduate students, researchers and election practitioners',
};

const FACULTY = [
  'Senior faculty of IIIDEM with Chief Electoral Officers and national level master trainers.',
  'IIIDEM faculty, senior officers of the Election Commission of India and domain experts from partner institutions.',
  'Resource persons from the Election Commission of India, State CEO offices and academic partners.',
];

const RESOURCES = [
  'Handbook for Returning Officers (latest edition), compendium of instructions, presentations and case studies.',
  'Course reader, manuals on EVM and VVPAT, e-learning modules on the IIIDEM learning platform.',
  'Reading list, recorded lectures, country case studies and a field-visit guide.',
];

const EVALUATION = [
  'Pre- and post-course assessment; certification on securing at least 60% in the final examination.',
  'Daily quizzes, group presentation and a final written test; certificate of participation for all who attend every session.',
  'Continuous assessment through assignments and a concluding project presentation.',
];

/**
 * At least 30 published courses across the three program types. Course i is ongoing, upcoming or
 * closed by i mod 3, so every program type has all three states relative to `today` (IST, YYYY-MM-DD).
 */
export function buildDemoCourses(today: string): NewCourse[] {
  const groups: [ProgramTypeId, Template[]][] = [
    [PROGRAM_TYPE.domestic, DOMESTIC],
    [PROGRAM_TYPE.international, INTERNATIONAL],
    [PROGRAM_TYPE.academic, ACADEMIC],
  ];
  const rows: NewCourse[] = [];
  let upcoming = 0;
  let closed = 0;
  for (const [programTypeId, templates] of groups) {
    templates.forEach((template, index) => {
      const i = rows.length;
      const { days } = template;
      let start: string;
      if (index % 3 === 0) {
        start = addDays(today, -((i * 2) % days)); // ongoing: start <= today <= end
      } else if (index % 3 === 1) {
        start = addDays(today, 6 + 9 * upcoming++); // upcoming
      } else {
        start = addDays(today, -(days + 2 + 13 * closed++)); // closed: end < today
      }
      const location = template.mode === 'Online' ? 'Online (Virtual Classroom)' : (template.location ?? CAMPUS);
      rows.push({
        course_name: template.name,
        start_from: start,
        end_to: addDays(start, days - 1),
        duration: days === 1 ? '1 Day' : `${days} Days`,
        course_type: template.mode,
        location,
        program_type_id: programTypeId,
        program_desc: `${template.name} for ${AUDIENCE[programTypeId]}. The programme combines lectures, hands-on sessions and experience sharing on the conduct of free, fair, inclusive and accessible elections.`,
        faculty_desc: FACULTY[i % FACULTY.length],
        vip_speaker: template.vip ? 'Yes' : 'No',
        vip_speaker_desc: template.vip
          ? `Valedictory address by the ${template.vip}, followed by an interaction with the participants.`
          : null,
        resource_material: RESOURCES[i % RESOURCES.length],
        evaluation_descp: EVALUATION[i % EVALUATION.length],
        course_hostel_facility: template.mode === 'Online' ? 'No' : 'Yes',
        published: true,
      });
    });
  }
  return rows;
}
