import type { TPageDocumentInput } from '@iiidem/shared/admin/pages';
import type { InitialPage } from './initial-pages';

/**
 * The webinar series page (spec 2 §2) as a page staff edit (issue 15), from the texts it had in code (English as
 * the spec gives it, and its Hindi). Its four tabs are a sections block whose English labels are the tabs' names
 * in navigation state and in browser storage (OBJECTIVES, SESSIONS, THE SPEAKERS, UPDATES): the webinar route
 * keeps the tab in its breadcrumb and remembers it, so staff should keep those labels.
 */

/** The blocks of one tab (no tabs inside tabs). */
type TabBlocks = Extract<TPageDocumentInput['blocks'][number], { type: 'sections' }>['items'][number]['blocks'];

const SESSION_HEADING = {
  en: '### Session 1: Green Elections: Exploring Sustainable Practices in Electoral Management',
  hi: '### सत्र 1: हरित चुनाव: निर्वाचन प्रबंधन में संधारणीय प्रथाओं की खोज',
};

const SESSION_DETAILS = {
  en: '**13 October 2025, 4:00 PM to 6:00 PM IST**\n\nHow election management can lower its environmental footprint: greener polling materials, less paper, waste management at polling stations and counting centres, and the experience of States that have tried it.',
  hi: '**13 अक्टूबर 2025, शाम 4:00 बजे से 6:00 बजे तक (भारतीय मानक समय)**\n\nनिर्वाचन प्रबंधन अपना पर्यावरणीय प्रभाव कैसे घटा सकता है: पर्यावरण के अनुकूल मतदान सामग्री, कम कागज़, मतदान केंद्रों और मतगणना केंद्रों पर अपशिष्ट प्रबंधन, और उन राज्यों का अनुभव जिन्होंने इसे आज़माया है।',
};

const cell = (en: string, hi: string) => ({ en, hi });

const AGENDA: TabBlocks[number] = {
  type: 'table',
  caption: { en: 'Agenda of Session 1', hi: 'सत्र 1 की कार्यसूची' },
  columns: [cell('Time (IST)', 'समय (भारतीय मानक समय)'), cell('Session', 'सत्र'), cell('Details', 'विवरण')],
  rows: [
    {
      cells: [
        cell('4 PM', 'शाम 4 बजे'),
        cell('Opening remarks', 'उद्घाटन वक्तव्य'),
        cell('Welcome and opening remarks by the institute.', 'संस्थान की ओर से स्वागत और उद्घाटन वक्तव्य।'),
      ],
    },
    {
      cells: [
        cell('4:00-4:40', '4:00-4:40'),
        cell('Theme introduction', 'विषय परिचय'),
        cell(
          'Why sustainable practices matter in electoral management.',
          'निर्वाचन प्रबंधन में संधारणीय प्रथाएं क्यों महत्वपूर्ण हैं।',
        ),
      ],
    },
    { cells: [cell('4:40-4:50', '4:40-4:50'), cell('Break', 'विराम'), cell('10 minutes', '10 मिनट')] },
    {
      cells: [
        cell('4:50-5:30', '4:50-5:30'),
        cell('Main talk', 'मुख्य वक्तव्य'),
        cell(
          'Stories from the field: green practices of a State election machinery.',
          'क्षेत्र की कहानियां: एक राज्य की निर्वाचन मशीनरी की हरित प्रथाएं।',
        ),
      ],
    },
    {
      cells: [
        cell('5:30-6:00', '5:30-6:00'),
        cell('Q&A', 'प्रश्नोत्तर'),
        cell('Questions from participants and closing.', 'प्रतिभागियों के प्रश्न और समापन।'),
      ],
    },
  ],
};

// A real knowledge partner of election bodies (the demo names no partner of its own); the concept note is a sample
// PDF of this site (issue 15: no invented external address).
const LINKS: TabBlocks[number] = {
  type: 'text',
  body: {
    en: '- [Knowledge partner website](https://www.idea.int/)\n- [Concept note (PDF)](/docs/green-elections-concept-note.pdf)',
    hi: '- [ज्ञान भागीदार की वेबसाइट](https://www.idea.int/)\n- [अवधारणा पत्र (पीडीएफ़)](/docs/green-elections-concept-note.pdf)',
  },
};

/** The session's heading, date and time, description, agenda and links (SESSIONS, and again under UPDATES). */
function sessionBlocks(intro?: { en: string; hi: string }): TabBlocks {
  const lead = intro ? { en: `${intro.en}\n\n`, hi: `${intro.hi}\n\n` } : { en: '', hi: '' };
  return [
    {
      type: 'text',
      body: {
        en: `${lead.en}${SESSION_HEADING.en}\n\n${SESSION_DETAILS.en}`,
        hi: `${lead.hi}${SESSION_HEADING.hi}\n\n${SESSION_DETAILS.hi}`,
      },
    },
    AGENDA,
    LINKS,
  ];
}

const SPEAKERS = [
  {
    photo: '/institute/speaker-1.svg',
    alt: { en: 'Placeholder portrait of the first speaker', hi: 'पहले वक्ता का प्लेसहोल्डर चित्र' },
    role: { en: 'Chief Electoral Officer of a State', hi: 'एक राज्य के मुख्य निर्वाचन अधिकारी' },
    biography: {
      en: 'A senior officer of the Indian Administrative Service who, as Chief Electoral Officer, led a State-wide programme to cut plastic and paper at polling stations and to recycle election material.',
      hi: 'भारतीय प्रशासनिक सेवा के वरिष्ठ अधिकारी, जिन्होंने मुख्य निर्वाचन अधिकारी के रूप में मतदान केंद्रों पर प्लास्टिक और कागज़ का उपयोग घटाने तथा निर्वाचन सामग्री के पुनर्चक्रण के लिए राज्यव्यापी कार्यक्रम का नेतृत्व किया।',
    },
  },
  {
    photo: '/institute/speaker-2.svg',
    alt: { en: 'Placeholder portrait of the second speaker', hi: 'दूसरे वक्ता का प्लेसहोल्डर चित्र' },
    role: { en: 'Expert, knowledge partner of the series', hi: 'विशेषज्ञ, श्रृंखला के ज्ञान भागीदार' },
    biography: {
      en: 'A researcher in environmental policy and public administration who studies how public bodies measure and reduce the environmental footprint of large operations.',
      hi: 'पर्यावरण नीति और लोक प्रशासन के शोधकर्ता, जो अध्ययन करते हैं कि सार्वजनिक निकाय बड़े अभियानों के पर्यावरणीय प्रभाव को कैसे मापते और कम करते हैं।',
    },
  },
];

export const INITIAL_WEBINAR_PAGES = [
  {
    slug: 'innovative-electoral-practices:stories-from-the-field',
    document: {
      title: {
        en: 'Innovative Electoral Practices: Stories from the Field',
        hi: 'नवाचारी निर्वाचन प्रथाएं: क्षेत्र की कहानियां',
      },
      summary: {
        en: 'A webinar series of case studies from the Chief Electoral Officers of States and Union Territories.',
        hi: 'राज्यों और केंद्र शासित प्रदेशों के मुख्य निर्वाचन अधिकारियों के केस स्टडी की एक वेबिनार श्रृंखला।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'A webinar series showcasing case studies from the Chief Electoral Officers of States and Union Territories: how election officers in the field solved real problems, and what others can take from their work.',
            hi: 'राज्यों और केंद्र शासित प्रदेशों के मुख्य निर्वाचन अधिकारियों के केस स्टडी प्रस्तुत करने वाली एक वेबिनार श्रृंखला: क्षेत्र में निर्वाचन अधिकारियों ने वास्तविक समस्याओं का समाधान कैसे किया, और दूसरे उनके काम से क्या सीख सकते हैं।',
          },
        },
        {
          type: 'sections',
          style: 'tabs',
          label: { en: 'Webinar series', hi: 'वेबिनार श्रृंखला' },
          items: [
            {
              id: 'objectives',
              label: { en: 'OBJECTIVES', hi: 'उद्देश्य' },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: 'The objectives of the series are to:\n\n- promote adoption of innovative practices in electoral management;\n- enhance horizontal learning by sharing best practices of Indian election officers;\n- build a repository of practical strategies.',
                    hi: 'श्रृंखला के उद्देश्य हैं:\n\n- निर्वाचन प्रबंधन में नवाचारी प्रथाओं को अपनाने को बढ़ावा देना;\n- भारतीय निर्वाचन अधिकारियों की सर्वोत्तम प्रथाओं को साझा करके परस्पर सीखने को बढ़ावा देना;\n- व्यावहारिक रणनीतियों का एक भंडार बनाना।',
                  },
                },
              ],
            },
            { id: 'sessions', label: { en: 'SESSIONS', hi: 'सत्र' }, blocks: sessionBlocks() },
            {
              id: 'speakers',
              label: { en: 'THE SPEAKERS', hi: 'वक्ता' },
              blocks: SPEAKERS.flatMap((speaker) => [
                { type: 'image' as const, src: speaker.photo, alt: speaker.alt, width: 240, height: 240 },
                {
                  type: 'text' as const,
                  body: {
                    en: `### Name of Speaker\n\n**${speaker.role.en}**\n\n${speaker.biography.en}`,
                    hi: `### वक्ता का नाम\n\n**${speaker.role.hi}**\n\n${speaker.biography.hi}`,
                  },
                },
              ]),
            },
            {
              id: 'updates',
              label: { en: 'UPDATES', hi: 'अपडेट' },
              blocks: sessionBlocks({
                en: "- Session 1, 'Green Elections: Exploring Sustainable Practices in Electoral Management': 13 October 2025, 4:00 PM to 6:00 PM IST.\n- The concept note of the session and the knowledge partner’s website are linked below.",
                hi: "- सत्र 1, 'हरित चुनाव: निर्वाचन प्रबंधन में संधारणीय प्रथाओं की खोज': 13 अक्टूबर 2025, शाम 4:00 बजे से 6:00 बजे तक (भारतीय मानक समय)।\n- सत्र का अवधारणा पत्र और ज्ञान भागीदार की वेबसाइट के लिंक नीचे दिए गए हैं।",
              }),
            },
          ],
        },
      ],
    },
  },
] satisfies readonly InitialPage[];
