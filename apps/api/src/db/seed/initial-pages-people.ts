import type { InitialPage } from './initial-pages';

/**
 * The first text of the who's-who pages and MoU Partners (issue 15), taken from their code texts (English as the
 * spec gives it, and its Hindi): an introduction and the list of People and partners it shows, with the layout
 * and the list's name the page had. ensureSitePages publishes each one once, when its page is missing.
 */
export const INITIAL_PEOPLE_PAGES = [
  {
    slug: 'directors',
    document: {
      title: { en: 'Directors', hi: 'निदेशक' },
      summary: { en: 'The directors of IIIDEM.', hi: 'आईआईआईडीईएम के निदेशक।' },
      blocks: [
        {
          type: 'text',
          body: {
            en: "The Directors lead the institute's centres and divisions under the Director General.",
            hi: 'निदेशक महानिदेशक के अधीन संस्थान के केंद्रों और प्रभागों का नेतृत्व करते हैं।',
          },
        },
        { type: 'people', list: 'directors', layout: 'profiles', label: { en: 'Directors', hi: 'निदेशक' } },
      ],
    },
  },
  {
    slug: 'cec-ec',
    document: {
      title: {
        en: 'Chief Election Commissioner and Election Commissioners',
        hi: 'मुख्य निर्वाचन आयुक्त और निर्वाचन आयुक्त',
      },
      summary: { en: '', hi: '' },
      blocks: [
        {
          type: 'text',
          body: {
            en: "The Election Commission of India is a permanent constitutional body under Article 324 of the Constitution. It superintends, directs and controls elections to Parliament, to the State Legislatures and to the offices of the President and the Vice-President. The Hon'ble Commission consists of the Chief Election Commissioner and two Election Commissioners.",
            hi: 'भारत निर्वाचन आयोग संविधान के अनुच्छेद 324 के अंतर्गत एक स्थायी संवैधानिक निकाय है। यह संसद, राज्य विधानमंडलों तथा राष्ट्रपति और उपराष्ट्रपति के पदों के चुनावों का अधीक्षण, निदेशन और नियंत्रण करता है। माननीय आयोग में मुख्य निर्वाचन आयुक्त और दो निर्वाचन आयुक्त होते हैं।',
          },
        },
        {
          type: 'people',
          list: 'cec-ec',
          layout: 'cards',
          label: { en: 'Members of the Commission', hi: 'आयोग के सदस्य' },
        },
      ],
    },
  },
  {
    slug: 'director-general',
    document: {
      title: { en: 'Director General', hi: 'महानिदेशक' },
      summary: { en: '', hi: '' },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'The Director General heads the institute, sets its training and research agenda and leads its partnerships with election management bodies in India and abroad.',
            hi: 'महानिदेशक संस्थान के प्रमुख हैं, इसके प्रशिक्षण और अनुसंधान की कार्यसूची तय करते हैं और भारत तथा विदेश के निर्वाचन प्रबंधन निकायों के साथ इसकी साझेदारियों का नेतृत्व करते हैं।',
          },
        },
        { type: 'people', list: 'director-general', layout: 'profiles' },
      ],
    },
  },
  {
    slug: 'iiidem-officers',
    document: {
      title: { en: 'IIIDEM Officers', hi: 'आईआईआईडीईएम के अधिकारी' },
      summary: { en: '', hi: '' },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'Officers of the institute with their e-mail, direct contact number and intercom extension. Callers from outside dial the contact number; the intercom extension works inside the campus.',
            hi: 'संस्थान के अधिकारी, उनके ईमेल, सीधे संपर्क नंबर और इंटरकॉम एक्सटेंशन के साथ। बाहर से कॉल करने वाले संपर्क नंबर डायल करें; इंटरकॉम एक्सटेंशन परिसर के भीतर काम करता है।',
          },
        },
        // A table with a name: one table of every officer under that caption (the directory groups them).
        {
          type: 'people',
          list: 'officers',
          layout: 'table',
          label: { en: 'Officers of IIIDEM', hi: 'आईआईआईडीईएम के अधिकारी' },
        },
      ],
    },
  },
  {
    slug: 'iiidem-faculty',
    document: {
      title: { en: 'Faculty', hi: 'संकाय' },
      summary: { en: 'The faculty of IIIDEM.', hi: 'आईआईआईडीईएम का संकाय।' },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'The India International Institute of Democracy and Election Management was set up on 17 June 2011. Its faculty combines serving and retired election officials, subject experts and master trainers, who teach in national and international programmes.',
            hi: 'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान की स्थापना 17 जून 2011 को हुई थी। इसके संकाय में सेवारत और सेवानिवृत्त निर्वाचन अधिकारी, विषय विशेषज्ञ और मास्टर प्रशिक्षक शामिल हैं, जो राष्ट्रीय और अंतरराष्ट्रीय कार्यक्रमों में पढ़ाते हैं।',
          },
        },
        { type: 'people', list: 'faculty', layout: 'cards', label: { en: 'Faculty members', hi: 'संकाय सदस्य' } },
      ],
    },
  },
  {
    slug: 'alumni',
    document: {
      title: { en: 'Alumni', hi: 'पूर्व प्रतिभागी' },
      summary: { en: '', hi: '' },
      blocks: [
        {
          type: 'text',
          body: {
            en: "The institute's alumni are election officials from every State and Union Territory of India and, through its international programmes, over 3000 trainees (as on 31 May 2025) from 141 countries.\n\nAlumni stay in touch with the institute and with one another, share what they have put into practice, and return as resource persons for later programmes.\n\n## Our Alumni\n\nProgrammes of the institute and the officers who completed them.\n\n[Our Alumni](/our-alumni)\n\n## IIIDEM Alumni\n\nProfiles of alumni of national and international programmes.\n\n[IIIDEM Alumni](/iiidem-alumni)\n\n## Stay in touch\n\nAlumni can write to the training mailbox to share news, practices and changes of address:",
            hi: 'संस्थान के पूर्व प्रतिभागी भारत के हर राज्य और केंद्र शासित प्रदेश के निर्वाचन अधिकारी हैं। अंतरराष्ट्रीय कार्यक्रमों के माध्यम से 3000 से अधिक प्रशिक्षु (31 मई 2025 की स्थिति में) भी इसके पूर्व प्रतिभागी हैं; ऐसे 141 देश हैं जिनके अधिकारी यहां प्रशिक्षण ले चुके हैं।\n\nपूर्व प्रतिभागी संस्थान से और एक-दूसरे से जुड़े रहते हैं, जो उन्होंने व्यवहार में अपनाया उसे साझा करते हैं, और आगे के कार्यक्रमों में संसाधन व्यक्ति के रूप में लौटते हैं।\n\n## हमारे पूर्व प्रतिभागी\n\nसंस्थान के कार्यक्रम और उन्हें पूरा करने वाले अधिकारी।\n\n[हमारे पूर्व प्रतिभागी](/our-alumni)\n\n## आईआईआईडीईएम के पूर्व प्रतिभागी\n\nराष्ट्रीय और अंतरराष्ट्रीय कार्यक्रमों के पूर्व प्रतिभागियों की प्रोफ़ाइल।\n\n[आईआईआईडीईएम के पूर्व प्रतिभागी](/iiidem-alumni)\n\n## जुड़े रहें\n\nपूर्व प्रतिभागी समाचार, अपनी प्रथाएं और पते में बदलाव बताने के लिए प्रशिक्षण मेलबॉक्स पर लिख सकते हैं:',
          },
        },
        // The training mailbox as Site settings has it (never typed into the text).
        { type: 'settings', part: 'training-email' },
      ],
    },
  },
  {
    slug: 'our-alumni',
    document: {
      title: { en: 'Our Alumni', hi: 'हमारे पूर्व प्रतिभागी' },
      summary: { en: '', hi: '' },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'Programmes of the institute and the officers who completed them. Choose a programme to see its alumni.',
            hi: 'संस्थान के कार्यक्रम और उन्हें पूरा करने वाले अधिकारी। किसी कार्यक्रम के पूर्व प्रतिभागी देखने के लिए उसे चुनें।',
          },
        },
        { type: 'people', list: 'our-alumni', layout: 'programmes' },
      ],
    },
  },
  {
    slug: 'iiidem-alumni',
    document: {
      title: { en: 'IIIDEM Alumni', hi: 'आईआईआईडीईएम के पूर्व प्रतिभागी' },
      summary: { en: '', hi: '' },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'Alumni of the institute’s programmes: election officials from the States and Union Territories and from partner countries.',
            hi: 'संस्थान के कार्यक्रमों के पूर्व प्रतिभागी: राज्यों और केंद्र शासित प्रदेशों के तथा साझेदार देशों के निर्वाचन अधिकारी।',
          },
        },
        { type: 'people', list: 'iiidem-alumni', layout: 'cards', label: { en: 'Alumni', hi: 'पूर्व प्रतिभागी' } },
      ],
    },
  },
  {
    slug: 'srconsultant-consultant',
    document: {
      title: { en: 'Senior Consultants and Consultants', hi: 'वरिष्ठ सलाहकार और सलाहकार' },
      summary: { en: '', hi: '' },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'Senior Consultants and Consultants bring field experience of election management to the design and delivery of the institute’s programmes.',
            hi: 'वरिष्ठ सलाहकार और सलाहकार संस्थान के कार्यक्रमों की रूपरेखा और संचालन में निर्वाचन प्रबंधन का क्षेत्रीय अनुभव लाते हैं।',
          },
        },
        { type: 'people', list: 'consultants', layout: 'cards' },
      ],
    },
  },
  {
    slug: 'mou-partners',
    document: {
      title: { en: 'MoU Partners', hi: 'समझौता ज्ञापन (एमओयू) भागीदार' },
      summary: {
        en: 'The election management bodies and institutions that have signed memoranda of understanding with IIIDEM.',
        hi: 'वे निर्वाचन प्रबंधन निकाय और संस्थान जिन्होंने आईआईआईडीईएम के साथ समझौता ज्ञापन पर हस्ताक्षर किए हैं।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'The institute signs memoranda of understanding with election management bodies, training institutions, universities and international organisations for joint training, exchange of experts and research.',
            hi: 'संस्थान संयुक्त प्रशिक्षण, विशेषज्ञों के आदान-प्रदान और अनुसंधान के लिए निर्वाचन प्रबंधन निकायों, प्रशिक्षण संस्थानों, विश्वविद्यालयों और अंतरराष्ट्रीय संगठनों के साथ समझौता ज्ञापनों पर हस्ताक्षर करता है।',
          },
        },
        { type: 'people', list: 'mou-partners', layout: 'logos' },
      ],
    },
  },
] satisfies readonly InitialPage[];
