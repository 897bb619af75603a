import { PROGRAM_TYPE, type ProgramTypeId } from '@iiidem/shared/constants';
import type { courses } from '../schema/courses';
import { addDays } from './ist-dates';

type NewCourse = typeof courses.$inferInsert;
type Mode = 'Residential' | 'Online' | 'Hybrid';
/** `nameHi`, `locationHi`: the Hindi a visitor reads on a Hindi page (issue 14). */
type Template = {
  name: string;
  nameHi: string;
  days: number;
  mode: Mode;
  location?: string;
  locationHi?: string;
  vip?: Vip;
};

const CAMPUS = 'IIIDEM Campus, Dwarka, New Delhi';
const CAMPUS_HI = 'आईआईआईडीईएम परिसर, द्वारका, नई दिल्ली';
const ONLINE = 'Online (Virtual Classroom)';
const ONLINE_HI = 'ऑनलाइन (वर्चुअल कक्षा)';

const MODE_HI: Record<Mode, string> = { Residential: 'आवासीय', Online: 'ऑनलाइन', Hybrid: 'हाइब्रिड' };

/** The VIP speakers, with the Hindi of each. */
const VIP_HI = {
  'Chief Election Commissioner of India': 'भारत के मुख्य निर्वाचन आयुक्त',
  'Election Commissioner of India': 'भारत के निर्वाचन आयुक्त',
  'Secretary General, Election Commission of India': 'महासचिव, भारत निर्वाचन आयोग',
  'Director General, IIIDEM': 'महानिदेशक, आईआईआईडीईएम',
  'Secretary, Ministry of External Affairs': 'सचिव, विदेश मंत्रालय',
} as const;
type Vip = keyof typeof VIP_HI;

const DOMESTIC: Template[] = [
  {
    name: 'Certification Course for Returning Officers',
    nameHi: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
    days: 5,
    mode: 'Residential',
    vip: 'Chief Election Commissioner of India',
  },
  {
    name: 'Certification Course for District Election Officers',
    nameHi: 'जिला निर्वाचन अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
    days: 5,
    mode: 'Residential',
  },
  {
    name: 'Training of Trainers on Electronic Voting Machines and VVPAT',
    nameHi: 'इलेक्ट्रॉनिक वोटिंग मशीन और वीवीपैट पर प्रशिक्षकों का प्रशिक्षण',
    days: 4,
    mode: 'Residential',
  },
  {
    name: 'Orientation Programme for Electoral Registration Officers',
    nameHi: 'निर्वाचक रजिस्ट्रीकरण अधिकारियों के लिए अभिमुखीकरण कार्यक्रम',
    days: 3,
    mode: 'Online',
  },
  {
    name: "Capacity Building Programme on Systematic Voters' Education and Electoral Participation (SVEEP)",
    nameHi: 'व्यवस्थित मतदाता शिक्षा एवं निर्वाचक सहभागिता (स्वीप) पर क्षमता निर्माण कार्यक्रम',
    days: 4,
    mode: 'Hybrid',
    vip: 'Election Commissioner of India',
  },
  {
    name: 'Training on Model Code of Conduct and Election Expenditure Monitoring',
    nameHi: 'आदर्श आचार संहिता और निर्वाचन व्यय निगरानी पर प्रशिक्षण',
    days: 3,
    mode: 'Residential',
    location: 'Administrative Training Institute, Mysuru, Karnataka',
    locationHi: 'प्रशासनिक प्रशिक्षण संस्थान, मैसूरु, कर्नाटक',
  },
  {
    name: 'Workshop on IT Applications in Election Management',
    nameHi: 'निर्वाचन प्रबंधन में आईटी अनुप्रयोगों पर कार्यशाला',
    days: 2,
    mode: 'Online',
  },
  {
    name: 'Training Programme for Media Nodal Officers',
    nameHi: 'मीडिया नोडल अधिकारियों के लिए प्रशिक्षण कार्यक्रम',
    days: 3,
    mode: 'Hybrid',
  },
  {
    name: 'Orientation on Accessible Elections for Persons with Disabilities',
    nameHi: 'दिव्यांगजनों के लिए सुगम निर्वाचन पर अभिमुखीकरण',
    days: 2,
    mode: 'Residential',
    location: 'RCVP Noronha Academy of Administration, Bhopal, Madhya Pradesh',
    locationHi: 'आरसीवीपी नरोन्हा प्रशासन अकादमी, भोपाल, मध्य प्रदेश',
  },
  {
    name: 'Training of National Level Master Trainers on Electoral Roll Management',
    nameHi: 'निर्वाचक नामावली प्रबंधन पर राष्ट्रीय स्तर के मास्टर प्रशिक्षकों का प्रशिक्षण',
    days: 6,
    mode: 'Residential',
    vip: 'Secretary General, Election Commission of India',
  },
  {
    name: 'Induction Training for Assistant Electoral Registration Officers',
    nameHi: 'सहायक निर्वाचक रजिस्ट्रीकरण अधिकारियों के लिए प्रवेश प्रशिक्षण',
    days: 5,
    mode: 'Online',
  },
  {
    name: 'Refresher Course for Sector Officers and Zonal Magistrates',
    nameHi: 'सेक्टर अधिकारियों और जोनल मजिस्ट्रेटों के लिए पुनश्चर्या पाठ्यक्रम',
    days: 3,
    mode: 'Residential',
    location: 'HCM Rajasthan State Institute of Public Administration, Jaipur',
    locationHi: 'एचसीएम राजस्थान राज्य लोक प्रशासन संस्थान, जयपुर',
  },
  {
    name: 'Training on Postal Ballot and Electronically Transmitted Postal Ballot System',
    nameHi: 'डाक मतपत्र और इलेक्ट्रॉनिक रूप से प्रेषित डाक मतपत्र प्रणाली पर प्रशिक्षण',
    days: 2,
    mode: 'Online',
  },
  {
    name: 'Workshop on Legal Framework of Elections and Election Petitions',
    nameHi: 'निर्वाचन के विधिक ढांचे और निर्वाचन याचिकाओं पर कार्यशाला',
    days: 3,
    mode: 'Residential',
  },
  {
    name: 'Training on Counting Procedures for Returning Officers',
    nameHi: 'रिटर्निंग अधिकारियों के लिए मतगणना प्रक्रियाओं पर प्रशिक्षण',
    days: 4,
    mode: 'Residential',
    location: 'Assam Administrative Staff College, Guwahati',
    locationHi: 'असम प्रशासनिक स्टाफ कॉलेज, गुवाहाटी',
  },
  {
    name: 'Programme on Law and Order and Security Planning for Elections',
    nameHi: 'निर्वाचन के लिए कानून-व्यवस्था और सुरक्षा योजना पर कार्यक्रम',
    days: 3,
    mode: 'Hybrid',
    vip: 'Director General, IIIDEM',
  },
  {
    name: 'Training for Supervisors of Booth Level Officers',
    nameHi: 'बूथ स्तरीय अधिकारियों के पर्यवेक्षकों के लिए प्रशिक्षण',
    days: 2,
    mode: 'Online',
  },
  {
    name: "Orientation Programme for Officials of Chief Electoral Officers' Offices",
    nameHi: 'मुख्य निर्वाचन अधिकारियों के कार्यालयों के कार्मिकों के लिए अभिमुखीकरण कार्यक्रम',
    days: 5,
    mode: 'Residential',
  },
];

const INTERNATIONAL: Template[] = [
  {
    name: 'International Training Programme on Electoral Technology for Bhutan',
    nameHi: 'भूटान के लिए निर्वाचन प्रौद्योगिकी पर अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम',
    days: 6,
    mode: 'Residential',
    vip: 'Chief Election Commissioner of India',
  },
  {
    name: 'Capacity Development Programme for Election Officials of Maldives',
    nameHi: 'मालदीव के निर्वाचन अधिकारियों के लिए क्षमता विकास कार्यक्रम',
    days: 5,
    mode: 'Residential',
  },
  {
    name: 'International Training Programme on Voter Education for African Election Management Bodies',
    nameHi: 'अफ्रीकी निर्वाचन प्रबंधन निकायों के लिए मतदाता शिक्षा पर अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम',
    days: 10,
    mode: 'Residential',
  },
  {
    name: 'Training Programme on Election Management for Officials of Nepal',
    nameHi: 'नेपाल के अधिकारियों के लिए निर्वाचन प्रबंधन पर प्रशिक्षण कार्यक्रम',
    days: 6,
    mode: 'Residential',
  },
  {
    name: 'International Workshop on Electoral Integrity and Use of Technology',
    nameHi: 'निर्वाचन सत्यनिष्ठा और प्रौद्योगिकी के उपयोग पर अंतरराष्ट्रीय कार्यशाला',
    days: 3,
    mode: 'Online',
  },
  {
    name: 'ITEC Programme on Democracy and Election Management',
    nameHi: 'लोकतंत्र एवं निर्वाचन प्रबंधन पर आईटीईसी कार्यक्रम',
    days: 12,
    mode: 'Residential',
    vip: 'Secretary, Ministry of External Affairs',
  },
  {
    name: 'International Training Programme for Election Officials of Sri Lanka',
    nameHi: 'श्रीलंका के निर्वाचन अधिकारियों के लिए अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम',
    days: 5,
    mode: 'Residential',
  },
  {
    name: 'Capacity Building Programme for the General Election Commission of Mongolia',
    nameHi: 'मंगोलिया के सामान्य निर्वाचन आयोग के लिए क्षमता निर्माण कार्यक्रम',
    days: 5,
    mode: 'Hybrid',
  },
  {
    name: 'International Training Programme on Inclusive Elections for ASEAN Member States',
    nameHi: 'आसियान सदस्य देशों के लिए समावेशी निर्वाचन पर अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम',
    days: 7,
    mode: 'Residential',
  },
  {
    name: 'Study Visit Programme for Election Officials from Latin America',
    nameHi: 'लैटिन अमेरिका के निर्वाचन अधिकारियों के लिए अध्ययन यात्रा कार्यक्रम',
    days: 4,
    mode: 'Residential',
    vip: 'Election Commissioner of India',
  },
  {
    name: 'International Programme on Electoral Dispute Resolution',
    nameHi: 'निर्वाचन विवाद समाधान पर अंतरराष्ट्रीय कार्यक्रम',
    days: 3,
    mode: 'Online',
  },
  {
    name: 'Training Programme on Voter Registration Systems for Pacific Island Countries',
    nameHi: 'प्रशांत द्वीपीय देशों के लिए मतदाता पंजीकरण प्रणालियों पर प्रशिक्षण कार्यक्रम',
    days: 8,
    mode: 'Residential',
  },
];

const ACADEMIC: Template[] = [
  {
    name: "Master's Programme in International Electoral Management and Administration",
    nameHi: 'अंतरराष्ट्रीय निर्वाचन प्रबंधन एवं प्रशासन में स्नातकोत्तर कार्यक्रम',
    days: 30,
    mode: 'Hybrid',
    vip: 'Chief Election Commissioner of India',
  },
  {
    name: 'Certificate Course in Electoral Laws and Democracy',
    nameHi: 'निर्वाचन विधि और लोकतंत्र में प्रमाणपत्र पाठ्यक्रम',
    days: 10,
    mode: 'Online',
  },
  {
    name: 'Orientation for Research Fellows in Electoral Studies',
    nameHi: 'निर्वाचन अध्ययन के शोध अध्येताओं के लिए अभिमुखीकरण',
    days: 3,
    mode: 'Residential',
  },
  {
    name: 'Short Course on Comparative Electoral Systems',
    nameHi: 'तुलनात्मक निर्वाचन प्रणालियों पर लघु पाठ्यक्रम',
    days: 5,
    mode: 'Online',
  },
  {
    name: 'Summer School on Democracy and Elections',
    nameHi: 'लोकतंत्र और निर्वाचन पर ग्रीष्मकालीन विद्यालय',
    days: 14,
    mode: 'Residential',
  },
  {
    name: 'Online Certificate Course on Electoral Data Analytics',
    nameHi: 'निर्वाचन डेटा विश्लेषण पर ऑनलाइन प्रमाणपत्र पाठ्यक्रम',
    days: 21,
    mode: 'Online',
  },
];

const AUDIENCE: Record<ProgramTypeId, string> = {
  1: 'election officials of the States and Union Territories',
  2: 'officials of partner Election Management Bodies',
  3: 'graduate students, researchers and election practitioners',
};

const AUDIENCE_HI: Record<ProgramTypeId, string> = {
  1: 'राज्यों और संघ राज्य क्षेत्रों के निर्वाचन अधिकारी',
  2: 'सहयोगी निर्वाचन प्रबंधन निकायों के अधिकारी',
  3: 'स्नातक विद्यार्थी, शोधकर्ता और निर्वाचन कार्य से जुड़े पेशेवर',
};

const FACULTY = [
  'Senior faculty of IIIDEM with Chief Electoral Officers and national level master trainers.',
  'IIIDEM faculty, senior officers of the Election Commission of India and domain experts from partner institutions.',
  'Resource persons from the Election Commission of India, State CEO offices and academic partners.',
];

const FACULTY_HI = [
  'मुख्य निर्वाचन अधिकारियों और राष्ट्रीय स्तर के मास्टर प्रशिक्षकों के साथ आईआईआईडीईएम के वरिष्ठ संकाय।',
  'आईआईआईडीईएम संकाय, भारत निर्वाचन आयोग के वरिष्ठ अधिकारी और सहयोगी संस्थानों के विषय विशेषज्ञ।',
  'भारत निर्वाचन आयोग, राज्यों के मुख्य निर्वाचन अधिकारियों के कार्यालयों और शैक्षणिक सहयोगियों के संसाधन व्यक्ति।',
];

const RESOURCES = [
  'Handbook for Returning Officers (latest edition), compendium of instructions, presentations and case studies.',
  'Course reader, manuals on EVM and VVPAT, e-learning modules on the IIIDEM learning platform.',
  'Reading list, recorded lectures, country case studies and a field-visit guide.',
];

const RESOURCES_HI = [
  'रिटर्निंग अधिकारियों के लिए पुस्तिका (नवीनतम संस्करण), अनुदेशों का संग्रह, प्रस्तुतियां और केस अध्ययन।',
  'पाठ्य सामग्री, ईवीएम और वीवीपैट की नियमावलियां, आईआईआईडीईएम के लर्निंग प्लेटफॉर्म पर ई-लर्निंग मॉड्यूल।',
  'पठन सूची, रिकॉर्ड किए गए व्याख्यान, देशों के केस अध्ययन और क्षेत्र भ्रमण मार्गदर्शिका।',
];

const EVALUATION = [
  'Pre- and post-course assessment; certification on securing at least 60% in the final examination.',
  'Daily quizzes, group presentation and a final written test; certificate of participation for all who attend every session.',
  'Continuous assessment through assignments and a concluding project presentation.',
];

const EVALUATION_HI = [
  'पाठ्यक्रम से पहले और बाद में मूल्यांकन; अंतिम परीक्षा में कम से कम 60% अंक प्राप्त करने पर प्रमाणन।',
  'दैनिक प्रश्नोत्तरी, समूह प्रस्तुति और अंतिम लिखित परीक्षा; सभी सत्रों में उपस्थित रहने वाले सभी प्रतिभागियों को सहभागिता प्रमाणपत्र।',
  'असाइनमेंट के माध्यम से सतत मूल्यांकन और समापन पर परियोजना प्रस्तुति।',
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
      const online = template.mode === 'Online';
      const location = online ? ONLINE : (template.location ?? CAMPUS);
      const locationHi = online ? ONLINE_HI : (template.locationHi ?? CAMPUS_HI);
      rows.push({
        course_name: template.name,
        course_name_hi: template.nameHi,
        start_from: start,
        end_to: addDays(start, days - 1),
        duration: days === 1 ? '1 Day' : `${days} Days`,
        duration_hi: `${days} दिन`,
        course_type: template.mode,
        course_type_hi: MODE_HI[template.mode],
        location,
        location_hi: locationHi,
        program_type_id: programTypeId,
        program_desc: `${template.name} for ${AUDIENCE[programTypeId]}. The programme combines lectures, hands-on sessions and experience sharing on the conduct of free, fair, inclusive and accessible elections.`,
        program_desc_hi: `${template.nameHi}: इसमें ${AUDIENCE_HI[programTypeId]} भाग लेते हैं। यह कार्यक्रम स्वतंत्र, निष्पक्ष, समावेशी और सुगम निर्वाचन के संचालन पर व्याख्यानों, व्यावहारिक सत्रों और अनुभवों के आदान-प्रदान को एक साथ जोड़ता है।`,
        faculty_desc: FACULTY[i % FACULTY.length],
        faculty_desc_hi: FACULTY_HI[i % FACULTY_HI.length],
        vip_speaker: template.vip ? 'Yes' : 'No',
        vip_speaker_desc: template.vip
          ? `Valedictory address by the ${template.vip}, followed by an interaction with the participants.`
          : null,
        vip_speaker_desc_hi: template.vip
          ? `${VIP_HI[template.vip]} द्वारा समापन संबोधन, जिसके बाद प्रतिभागियों के साथ संवाद होगा।`
          : '',
        resource_material: RESOURCES[i % RESOURCES.length],
        resource_material_hi: RESOURCES_HI[i % RESOURCES_HI.length],
        evaluation_descp: EVALUATION[i % EVALUATION.length],
        evaluation_descp_hi: EVALUATION_HI[i % EVALUATION_HI.length],
        course_hostel_facility: template.mode === 'Online' ? 'No' : 'Yes',
        published: true,
      });
    });
  }
  return rows;
}
