import type { TPageDocumentInput } from '@iiidem/shared/admin/pages';
import { INITIAL_PEOPLE_PAGES } from './initial-pages-people';
import { POLICY_PAGES } from './initial-pages-policies';
import { INITIAL_WEBINAR_PAGES } from './initial-pages-webinar';

/**
 * The first text of the pages staff edit (issue 15), taken from the institute pages as they were written in code
 * (English as the spec gives it, and its Hindi). ensureSitePages publishes each one once, when its page is missing;
 * after that the institute edits them in the back office.
 */
export type InitialPage = { slug: string; document: TPageDocumentInput };

export const INITIAL_PAGES = [
  {
    slug: 'about-us',
    document: {
      title: {
        en: 'About Us',
        hi: 'हमारे बारे में',
      },
      summary: {
        en: 'About IIIDEM, the Election Commission of India’s institute for training election officials in India and abroad.',
        hi: 'आईआईआईडीईएम के बारे में: भारत और विदेश के निर्वाचन अधिकारियों के प्रशिक्षण के लिए भारत निर्वाचन आयोग का संस्थान।',
      },
      blocks: [
        {
          type: 'sections',
          style: 'tabs',
          label: {
            en: 'About the institute',
            hi: 'संस्थान के बारे में',
          },
          items: [
            {
              id: 'about-iiidem',
              label: {
                en: 'About IIIDEM',
                hi: 'आईआईआईडीईएम के बारे में',
              },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: "The India International Institute of Democracy and Election Management (IIIDEM) was set up by the Election Commission of India in June 2011 as its training and research institute. It builds the capacity of the country's election machinery and shares India's experience of free, fair and inclusive elections with election management bodies across the world.\n\nAt home, IIIDEM runs a cascaded training model: national-level master trainers prepare state and district master trainers, who in turn train about eleven million poll personnel down to the polling-station level.\n\nAbroad, IIIDEM has conducted more than 87 international programmes for about 102 countries, in partnership with election management bodies and international organisations.\n\n- [Centre for National Training](/centre-for-national-training)\n- [Centre for International Training](/centre-for-international-training)\n- [Academic Affairs](/academic-affairs)",
                    hi: 'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान (आईआईआईडीईएम) की स्थापना भारत निर्वाचन आयोग ने जून 2011 में अपने प्रशिक्षण और अनुसंधान संस्थान के रूप में की थी। यह देश की निर्वाचन मशीनरी की क्षमता का निर्माण करता है और स्वतंत्र, निष्पक्ष और समावेशी चुनावों का भारत का अनुभव दुनिया भर के निर्वाचन प्रबंधन निकायों के साथ साझा करता है।\n\nदेश में, आईआईआईडीईएम एक सोपानी (कैस्केड) प्रशिक्षण मॉडल चलाता है: राष्ट्रीय स्तर के मास्टर प्रशिक्षक राज्य और ज़िला स्तर के मास्टर प्रशिक्षकों को तैयार करते हैं, जिनके माध्यम से मतदान केंद्र स्तर तक लगभग 1.1 करोड़ मतदान कर्मी प्रशिक्षित होते हैं।\n\nविदेश में, आईआईआईडीईएम ने निर्वाचन प्रबंधन निकायों और अंतरराष्ट्रीय संगठनों की साझेदारी में लगभग 102 देशों के लिए 87 से अधिक अंतरराष्ट्रीय कार्यक्रम आयोजित किए हैं।\n\n- [राष्ट्रीय प्रशिक्षण केंद्र](/centre-for-national-training)\n- [अंतरराष्ट्रीय प्रशिक्षण केंद्र](/centre-for-international-training)\n- [शैक्षणिक मामले](/academic-affairs)',
                  },
                },
              ],
            },
            {
              id: 'vision-mission',
              label: {
                en: 'Vision & Mission',
                hi: 'विज़न और मिशन',
              },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: "### Vision\n\nTo be a global centre of excellence in election management and in the promotion of participative democracy, sharing India's electoral experience with the world.\n\n### Mission\n\n- Build the professional skills of election officials at every level, from the State headquarters to the polling station.\n- Develop standard training modules, certified trainers and methods for free, fair, inclusive and accessible elections.\n- Support election management bodies of partner countries through training, exchange and technical cooperation.\n- Promote research, documentation and the sharing of good electoral practices.\n\n[Mission, vision and goal of the institute](/mission-vision-goal)",
                    hi: '### विज़न\n\nनिर्वाचन प्रबंधन और सहभागी लोकतंत्र के संवर्धन में उत्कृष्टता का वैश्विक केंद्र बनना, और भारत का निर्वाचन अनुभव दुनिया के साथ साझा करना।\n\n### मिशन\n\n- राज्य मुख्यालय से लेकर मतदान केंद्र तक, हर स्तर पर निर्वाचन अधिकारियों के पेशेवर कौशल का निर्माण करना।\n- स्वतंत्र, निष्पक्ष, समावेशी और सुगम चुनावों के लिए मानक प्रशिक्षण मॉड्यूल, प्रमाणित प्रशिक्षक और पद्धतियां विकसित करना।\n- प्रशिक्षण, आदान-प्रदान और तकनीकी सहयोग के माध्यम से साझेदार देशों के निर्वाचन प्रबंधन निकायों की सहायता करना।\n- अनुसंधान, प्रलेखन और अच्छी निर्वाचन प्रथाओं को साझा करने को बढ़ावा देना।\n\n[संस्थान का मिशन, विज़न और लक्ष्य](/mission-vision-goal)',
                  },
                },
              ],
            },
            {
              id: 'campus',
              label: {
                en: 'Campus & Facilities',
                hi: 'परिसर और सुविधाएं',
              },
              blocks: [
                {
                  type: 'image',
                  src: '/institute/campus.svg',
                  alt: {
                    en: 'Illustration of the campus',
                    hi: 'परिसर का चित्रण',
                  },
                  width: 960,
                  height: 400,
                },
                {
                  type: 'text',
                  body: {
                    en: 'The campus is spread over 5 acres, with a built-up area of 26,500 sq m.\n\nIt has an institutional block of 12,500 sqm for about 550 trainees, a hostel of ground+7 floors for about 200 people, an auditorium of 2405 sq m with 425 seats, and a library of over 3,700 books.\n\n[Read more about the campus and its facilities](/campus-and-facilities)',
                    hi: 'परिसर 5 एकड़ में फैला है, और इसका निर्मित क्षेत्र 26,500 वर्ग मीटर है।\n\nइसमें 12,500 वर्ग मीटर का संस्थागत ब्लॉक (क्षमता: लगभग 550 प्रशिक्षु), छात्रावास (भूतल+7 मंज़िलें; क्षमता: लगभग 200 लोग), 2405 वर्ग मीटर का सभागार (425 सीटें) और पुस्तकालय (3,700 से अधिक पुस्तकें) है।\n\n[परिसर और उसकी सुविधाओं के बारे में और पढ़ें](/campus-and-facilities)',
                  },
                },
              ],
            },
            {
              id: 'organogram',
              label: {
                en: "Organogram for the Hon'ble Commission",
                hi: 'माननीय आयोग का संगठन चार्ट',
              },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: 'The Election Commission of India is a multi-member body: the Chief Election Commissioner and two Election Commissioners. IIIDEM works under the Commission through its Secretariat.',
                    hi: 'भारत निर्वाचन आयोग एक बहु-सदस्यीय निकाय है: मुख्य निर्वाचन आयुक्त और दो निर्वाचन आयुक्त। आईआईआईडीईएम आयोग के अधीन उसके सचिवालय के माध्यम से काम करता है।',
                  },
                },
                {
                  type: 'organogram',
                  outline: {
                    en: 'Election Commission of India\n  Chief Election Commissioner\n    Election Commissioners (two)\n      Secretary General\n        Deputy Election Commissioners\n        Director General, IIIDEM\n          Director (National Training)\n          Director (International Training)\n          Director (Academic Affairs)\n          Director (Administration)',
                    hi: 'भारत निर्वाचन आयोग\n  मुख्य निर्वाचन आयुक्त\n    निर्वाचन आयुक्त (दो)\n      महासचिव\n        उप निर्वाचन आयुक्त\n        महानिदेशक, आईआईआईडीईएम\n          निदेशक (राष्ट्रीय प्रशिक्षण)\n          निदेशक (अंतरराष्ट्रीय प्रशिक्षण)\n          निदेशक (शैक्षणिक मामले)\n          निदेशक (प्रशासन)',
                  },
                },
                {
                  type: 'text',
                  body: {
                    en: '[The Chief Election Commissioner and Election Commissioners](/cec-ec)',
                    hi: '[मुख्य निर्वाचन आयुक्त और निर्वाचन आयुक्त](/cec-ec)',
                  },
                },
              ],
            },
            {
              id: 'directory',
              label: {
                en: 'IIIDEM Directory',
                hi: 'आईआईआईडीईएम निर्देशिका',
              },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: 'Officers of each division, with their e-mail, office number and intercom extension.',
                    hi: 'हर प्रभाग के अधिकारी, उनके ईमेल, कार्यालय नंबर और इंटरकॉम एक्सटेंशन के साथ।',
                  },
                },
                {
                  type: 'people',
                  list: 'officers',
                  layout: 'table',
                },
                {
                  type: 'text',
                  body: {
                    en: '[All IIIDEM officers in one table](/iiidem-officers)',
                    hi: '[आईआईआईडीईएम के सभी अधिकारी एक तालिका में](/iiidem-officers)',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    slug: 'mission-vision-goal',
    document: {
      title: {
        en: 'Mission, Vision and Goal',
        hi: 'मिशन, विज़न और लक्ष्य',
      },
      summary: {
        en: 'The mission, vision and goals of IIIDEM.',
        hi: 'आईआईआईडीईएम का मिशन, विज़न और लक्ष्य।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'The mission, vision and goals of the India International Institute of Democracy and Election Management guide its national and international training, research and partnerships.',
            hi: 'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान का मिशन, विज़न और लक्ष्य इसके राष्ट्रीय और अंतरराष्ट्रीय प्रशिक्षण, अनुसंधान और साझेदारियों का मार्गदर्शन करते हैं।',
          },
        },
        {
          type: 'sections',
          style: 'tabs',
          label: {
            en: 'Mission, vision and goal',
            hi: 'मिशन, विज़न और लक्ष्य',
          },
          items: [
            {
              id: 'mission',
              label: {
                en: 'Mission',
                hi: 'मिशन',
              },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: 'Our mission is to:\n\n- Build the professional skills of election officials at every level, from the State headquarters to the polling station.\n- Develop standard training modules, certified trainers and methods for free, fair, inclusive and accessible elections.\n- Support election management bodies of partner countries through training, exchange and technical cooperation.\n- Promote research, documentation and the sharing of good electoral practices.',
                    hi: 'हमारा मिशन है:\n\n- राज्य मुख्यालय से लेकर मतदान केंद्र तक, हर स्तर पर निर्वाचन अधिकारियों के पेशेवर कौशल का निर्माण करना।\n- स्वतंत्र, निष्पक्ष, समावेशी और सुगम चुनावों के लिए मानक प्रशिक्षण मॉड्यूल, प्रमाणित प्रशिक्षक और पद्धतियां विकसित करना।\n- प्रशिक्षण, आदान-प्रदान और तकनीकी सहयोग के माध्यम से साझेदार देशों के निर्वाचन प्रबंधन निकायों की सहायता करना।\n- अनुसंधान, प्रलेखन और अच्छी निर्वाचन प्रथाओं को साझा करने को बढ़ावा देना।',
                  },
                },
              ],
            },
            {
              id: 'vision',
              label: {
                en: 'Vision',
                hi: 'विज़न',
              },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: "To be a global centre of excellence in election management and in the promotion of participative democracy, sharing India's electoral experience with the world.",
                    hi: 'निर्वाचन प्रबंधन और सहभागी लोकतंत्र के संवर्धन में उत्कृष्टता का वैश्विक केंद्र बनना, और भारत का निर्वाचन अनुभव दुनिया के साथ साझा करना।',
                  },
                },
              ],
            },
            {
              id: 'goal',
              label: {
                en: 'Goal',
                hi: 'लक्ष्य',
              },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: 'Our goals are:\n\n- Every polling official trained by a certified master trainer before each election.\n- Standard, regularly revised curricula for every electoral function.\n- Lasting partnerships with election management bodies and academic institutions in India and abroad.\n- A repository of electoral knowledge and practice open to election officials.',
                    hi: 'हमारे लक्ष्य हैं:\n\n- हर चुनाव से पहले हर मतदान अधिकारी का प्रशिक्षण एक प्रमाणित मास्टर प्रशिक्षक द्वारा।\n- हर निर्वाचन कार्य के लिए मानक और नियमित रूप से संशोधित पाठ्यचर्या।\n- भारत और विदेश में निर्वाचन प्रबंधन निकायों और शैक्षणिक संस्थानों के साथ स्थायी साझेदारियां।\n- निर्वाचन संबंधी ज्ञान और प्रथाओं का एक भंडार, जो निर्वाचन अधिकारियों के लिए खुला हो।',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    slug: 'academic-affairs',
    document: {
      title: {
        en: 'Academic Affairs',
        hi: 'शैक्षणिक मामले',
      },
      summary: {
        en: '',
        hi: '',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: "Academic Affairs plans the institute's curricula, certifies its trainers and keeps its programmes current. Its work is organised in six centres and schools.\n\n## Centres and schools\n\n### Centre for National Training\n\nCascaded training of election officials in India, from national-level master trainers to polling personnel.\n\n[About the Centre for National Training](/centre-for-national-training)\n\n### Centre for International Training\n\nProgrammes, study visits and exchanges with election management bodies of partner countries.\n\n[About the Centre for International Training](/centre-for-international-training)\n\n### Centre for Research and Documentation\n\nResearch on electoral processes, case studies from the field and the institute’s publications.\n\n### Centre for Curriculum and Training Technology\n\nTraining modules, e-learning courses, simulations and the assessment of trainees.\n\n### School of Electoral Law and Procedure\n\nThe constitutional and legal framework of elections and the procedures that follow from it.\n\n### School of Voter Education and Electoral Participation\n\nVoter education, inclusive and accessible elections, and participation of every eligible voter.\n\n## Academic programme\n\nWith a partner social-sciences institute, the institute offers a master’s programme in international electoral management.\n\n[Our Training & Programs](/our-training-and-programs)",
            hi: 'शैक्षणिक मामले प्रभाग संस्थान के पाठ्यक्रमों की योजना बनाता है, इसके प्रशिक्षकों को प्रमाणित करता है और इसके कार्यक्रमों को अद्यतन रखता है। इसका काम छह केंद्रों और स्कूलों में बंटा है।\n\n## केंद्र और स्कूल\n\n### राष्ट्रीय प्रशिक्षण केंद्र\n\nभारत में निर्वाचन अधिकारियों का सोपानी प्रशिक्षण, राष्ट्रीय स्तर के मास्टर प्रशिक्षकों से लेकर मतदान कर्मियों तक।\n\n[राष्ट्रीय प्रशिक्षण केंद्र के बारे में](/centre-for-national-training)\n\n### अंतरराष्ट्रीय प्रशिक्षण केंद्र\n\nसाझेदार देशों के निर्वाचन प्रबंधन निकायों के साथ कार्यक्रम, अध्ययन यात्राएं और आदान-प्रदान।\n\n[अंतरराष्ट्रीय प्रशिक्षण केंद्र के बारे में](/centre-for-international-training)\n\n### अनुसंधान और प्रलेखन केंद्र\n\nनिर्वाचन प्रक्रियाओं पर अनुसंधान, क्षेत्र से केस स्टडी और संस्थान के प्रकाशन।\n\n### पाठ्यचर्या और प्रशिक्षण प्रौद्योगिकी केंद्र\n\nप्रशिक्षण मॉड्यूल, ई-लर्निंग पाठ्यक्रम, सिमुलेशन और प्रशिक्षुओं का मूल्यांकन।\n\n### निर्वाचन क़ानून और प्रक्रिया स्कूल\n\nचुनावों का संवैधानिक और क़ानूनी ढांचा और उससे निकलने वाली प्रक्रियाएं।\n\n### मतदाता शिक्षा और निर्वाचन सहभागिता स्कूल\n\nमतदाता शिक्षा, समावेशी और सुगम चुनाव, और हर पात्र मतदाता की सहभागिता।\n\n## शैक्षणिक कार्यक्रम\n\nएक साझेदार सामाजिक विज्ञान संस्थान के साथ मिलकर, संस्थान अंतरराष्ट्रीय निर्वाचन प्रबंधन में स्नातकोत्तर कार्यक्रम चलाता है।\n\n[हमारे प्रशिक्षण और कार्यक्रम](/our-training-and-programs)',
          },
        },
      ],
    },
  },
  {
    slug: 'campus-and-facilities',
    document: {
      title: {
        en: 'Campus & Facilities',
        hi: 'परिसर और सुविधाएं',
      },
      summary: {
        en: 'The IIIDEM campus in New Delhi and its training facilities.',
        hi: 'नई दिल्ली में आईआईआईडीईएम परिसर और उसकी प्रशिक्षण सुविधाएं।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: "The institute's own campus in New Delhi is spread over 5 acres, with a built-up area of 26,500 sq m. Its foundation stone was laid on 25 January 2016, and the project's approved cost is about Rs 130 crore.\n\nThe campus is designed for residential training: trainees study, stay and meet on one site, with barrier-free access throughout.",
            hi: 'नई दिल्ली में संस्थान का अपना परिसर 5 एकड़ में फैला है, और इसका निर्मित क्षेत्र 26,500 वर्ग मीटर है। इसका शिलान्यास 25 जनवरी 2016 को हुआ था, और परियोजना की स्वीकृत लागत लगभग 130 करोड़ रुपये है।\n\nपरिसर आवासीय प्रशिक्षण के लिए बनाया गया है: प्रशिक्षु एक ही स्थान पर पढ़ते, रहते और मिलते हैं, और पूरे परिसर में बाधा-मुक्त पहुंच है।',
          },
        },
        {
          type: 'image',
          src: '/institute/campus.svg',
          alt: {
            en: 'Illustration of the campus: the institutional block, the hostel and the auditorium',
            hi: 'परिसर का चित्रण: संस्थागत ब्लॉक, छात्रावास और सभागार',
          },
          width: 960,
          height: 400,
        },
        {
          type: 'figures',
          items: [
            {
              value: {
                en: '5 acres',
                hi: '5 एकड़',
              },
              label: {
                en: 'campus',
                hi: 'परिसर',
              },
            },
            {
              value: {
                en: '26,500 sq m',
                hi: '26,500 वर्ग मीटर',
              },
              label: {
                en: 'built-up area',
                hi: 'निर्मित क्षेत्र',
              },
            },
            {
              value: {
                en: '25 January 2016',
                hi: '25 जनवरी 2016',
              },
              label: {
                en: 'foundation stone laid',
                hi: 'शिलान्यास',
              },
            },
            {
              value: {
                en: 'about Rs 130 crore',
                hi: 'लगभग 130 करोड़ रुपये',
              },
              label: {
                en: 'approved cost',
                hi: 'स्वीकृत लागत',
              },
            },
          ],
        },
        {
          type: 'text',
          body: {
            en: '## Institutional block\n\nThe institutional block of 12,500 sqm has classrooms, a computer laboratory, an EVM and VVPAT training hall, syndicate rooms and faculty offices, and can train about 550 trainees at a time.',
            hi: '## संस्थागत ब्लॉक\n\n12,500 वर्ग मीटर के संस्थागत ब्लॉक में कक्षाएं, एक कंप्यूटर प्रयोगशाला, ईवीएम और वीवीपैट प्रशिक्षण हॉल, सिंडिकेट कक्ष और संकाय कार्यालय हैं, और इसमें एक साथ लगभग 550 प्रशिक्षु प्रशिक्षण ले सकते हैं।',
          },
        },
        {
          type: 'image',
          src: '/institute/campus-institutional-block.svg',
          alt: {
            en: 'Illustration of the institutional block',
            hi: 'संस्थागत ब्लॉक का चित्रण',
          },
          width: 480,
          height: 300,
        },
        {
          type: 'figures',
          items: [
            {
              value: {
                en: '12,500 sqm',
                hi: '12,500 वर्ग मीटर',
              },
              label: {
                en: 'of floor space',
                hi: 'फ़र्श क्षेत्र',
              },
            },
            {
              value: {
                en: 'about 550 trainees',
                hi: 'लगभग 550 प्रशिक्षु',
              },
              label: {
                en: 'capacity',
                hi: 'क्षमता',
              },
            },
          ],
        },
        {
          type: 'text',
          body: {
            en: '## Hostel\n\nThe hostel has ground+7 floors, with 9 studio apartments, 26 twin rooms, 59 single rooms and a 15-seat dormitory, and accommodates about 200 people.',
            hi: '## छात्रावास\n\nछात्रावास में भूतल+7 मंज़िलें हैं, जिनमें 9 स्टूडियो अपार्टमेंट, 26 ट्विन कमरे, 59 सिंगल कमरे और एक 15 बिस्तरों वाली डॉरमेट्री है; इसमें लगभग 200 लोग ठहर सकते हैं।',
          },
        },
        {
          type: 'image',
          src: '/institute/campus-hostel.svg',
          alt: {
            en: 'Illustration of the hostel block',
            hi: 'छात्रावास ब्लॉक का चित्रण',
          },
          width: 480,
          height: 300,
        },
        {
          type: 'figures',
          items: [
            {
              value: {
                en: 'ground+7',
                hi: 'भूतल+7',
              },
              label: {
                en: 'floors',
                hi: 'मंज़िलें',
              },
            },
            {
              value: {
                en: '9',
                hi: '9',
              },
              label: {
                en: 'studio apartments',
                hi: 'स्टूडियो अपार्टमेंट',
              },
            },
            {
              value: {
                en: '26',
                hi: '26',
              },
              label: {
                en: 'twin rooms',
                hi: 'ट्विन कमरे',
              },
            },
            {
              value: {
                en: '59',
                hi: '59',
              },
              label: {
                en: 'single rooms',
                hi: 'सिंगल कमरे',
              },
            },
            {
              value: {
                en: '15-seat',
                hi: '15 बिस्तरों वाली',
              },
              label: {
                en: 'dormitory',
                hi: 'डॉरमेट्री',
              },
            },
            {
              value: {
                en: 'about 200 people',
                hi: 'लगभग 200 लोग',
              },
              label: {
                en: 'accommodated',
                hi: 'आवास क्षमता',
              },
            },
          ],
        },
        {
          type: 'text',
          body: {
            en: '## Auditorium\n\nThe auditorium of 2405 sq m has 400+ seats, with simultaneous interpretation booths for international programmes.',
            hi: '## सभागार\n\n2405 वर्ग मीटर के सभागार में 400 से अधिक सीटें हैं, और अंतरराष्ट्रीय कार्यक्रमों के लिए साथ-साथ भाषांतर के बूथ हैं।',
          },
        },
        {
          type: 'image',
          src: '/institute/campus-auditorium.svg',
          alt: {
            en: 'Illustration of the auditorium',
            hi: 'सभागार का चित्रण',
          },
          width: 480,
          height: 300,
        },
        {
          type: 'figures',
          items: [
            {
              value: {
                en: '2405 sq m',
                hi: '2405 वर्ग मीटर',
              },
              label: {
                en: 'auditorium',
                hi: 'सभागार',
              },
            },
            {
              value: {
                en: '400+',
                hi: '400 से अधिक',
              },
              label: {
                en: 'seats',
                hi: 'सीटें',
              },
            },
          ],
        },
        {
          type: 'text',
          body: {
            en: '## Library\n\nThe library holds over 3,700 books on elections, democracy, law and public administration, and gives access to 10 million articles through online journal databases.',
            hi: '## पुस्तकालय\n\nपुस्तकालय में चुनाव, लोकतंत्र, क़ानून और लोक प्रशासन पर 3,700 से अधिक पुस्तकें हैं, और ऑनलाइन जर्नल डेटाबेस के माध्यम से 1 करोड़ लेख उपलब्ध हैं।',
          },
        },
        {
          type: 'image',
          src: '/institute/campus-library.svg',
          alt: {
            en: 'Illustration of the library',
            hi: 'पुस्तकालय का चित्रण',
          },
          width: 480,
          height: 300,
        },
        {
          type: 'figures',
          items: [
            {
              value: {
                en: 'over 3,700',
                hi: '3,700 से अधिक',
              },
              label: {
                en: 'books',
                hi: 'पुस्तकें',
              },
            },
            {
              value: {
                en: '10 million articles',
                hi: '1 करोड़ लेख',
              },
              label: {
                en: 'available online',
                hi: 'ऑनलाइन उपलब्ध',
              },
            },
          ],
        },
      ],
    },
  },
  {
    slug: 'centre-for-national-training',
    document: {
      title: {
        en: 'Centre for National Training',
        hi: 'राष्ट्रीय प्रशिक्षण केंद्र',
      },
      summary: {
        en: '',
        hi: '',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: "The Centre for National Training prepares the election machinery of India for every general election and bye-election. It trains through a cascade, so that a standard message reaches every polling station.\n\n## Three-level cascaded training\n\n1. ### National Level Master Trainers\n\n   Trained and certified at the institute: 237 national-level master trainers were empanelled as on 31 March 2024.\n\n2. ### State Level Master Trainers\n\n   Trained by the national-level master trainers in every State and Union Territory.\n\n3. ### District Level Master Trainers\n\n   Trained by the state-level master trainers; they train the polling personnel of their district, about eleven million poll personnel across the country, down to the polling-station level.\n\n## National programmes\n\n### National programmes DM-001 to DM-011\n\n| Code | Title |\n| --- | --- |\n| DM-001 | Certification Programme for Returning Officers and Assistant Returning Officers |\n| DM-002 | Training of Trainers on Electoral Roll Management |\n| DM-003 | Training of National Level Master Trainers on EVM and VVPAT |\n| DM-004 | Training on Election Expenditure Monitoring |\n| DM-005 | Training on Model Code of Conduct and Media Certification |\n| DM-006 | Training of Trainers on Systematic Voters' Education and Electoral Participation |\n| DM-007 | Training on IT Applications and Digital Platforms for Elections |\n| DM-008 | Training on Polling Station Management and Assured Minimum Facilities |\n| DM-009 | Training on Counting of Votes and Result Management |\n| DM-010 | Training on Accessible and Inclusive Elections |\n| DM-011 | Training on Law and Order, Security and Force Deployment Planning |\n\nSessions, reading material and videos of each programme: [Our Training & Programs](/our-training-and-programs)",
            hi: 'राष्ट्रीय प्रशिक्षण केंद्र हर आम चुनाव और उपचुनाव के लिए भारत की निर्वाचन मशीनरी को तैयार करता है। यह सोपानी (कैस्केड) पद्धति से प्रशिक्षण देता है, ताकि एक मानक संदेश हर मतदान केंद्र तक पहुंचे।\n\n## तीन-स्तरीय सोपानी प्रशिक्षण\n\n1. ### राष्ट्रीय स्तर के मास्टर प्रशिक्षक\n\n   संस्थान में प्रशिक्षित और प्रमाणित: 31 मार्च 2024 की स्थिति में 237 राष्ट्रीय स्तर के मास्टर प्रशिक्षक पैनल में शामिल थे।\n\n2. ### राज्य स्तर के मास्टर प्रशिक्षक\n\n   हर राज्य और केंद्र शासित प्रदेश में राष्ट्रीय स्तर के मास्टर प्रशिक्षकों द्वारा प्रशिक्षित।\n\n3. ### ज़िला स्तर के मास्टर प्रशिक्षक\n\n   राज्य स्तर के मास्टर प्रशिक्षकों द्वारा प्रशिक्षित; वे अपने ज़िले के मतदान कर्मियों को मतदान केंद्र स्तर तक प्रशिक्षित करते हैं — पूरे देश में लगभग 1.1 करोड़ मतदान कर्मी।\n\n## राष्ट्रीय कार्यक्रम\n\n### राष्ट्रीय कार्यक्रम DM-001 से DM-011 तक\n\n| कोड | शीर्षक |\n| --- | --- |\n| DM-001 | रिटर्निंग अधिकारियों और सहायक रिटर्निंग अधिकारियों के लिए प्रमाणन कार्यक्रम |\n| DM-002 | निर्वाचक नामावली प्रबंधन पर प्रशिक्षकों का प्रशिक्षण |\n| DM-003 | ईवीएम और वीवीपैट पर राष्ट्रीय स्तर के मास्टर प्रशिक्षकों का प्रशिक्षण |\n| DM-004 | निर्वाचन व्यय निगरानी पर प्रशिक्षण |\n| DM-005 | आदर्श आचार संहिता और मीडिया प्रमाणन पर प्रशिक्षण |\n| DM-006 | व्यवस्थित मतदाता शिक्षा और निर्वाचन सहभागिता (स्वीप) पर प्रशिक्षकों का प्रशिक्षण |\n| DM-007 | चुनावों के लिए आईटी अनुप्रयोगों और डिजिटल प्लेटफ़ॉर्म पर प्रशिक्षण |\n| DM-008 | मतदान केंद्र प्रबंधन और सुनिश्चित न्यूनतम सुविधाओं पर प्रशिक्षण |\n| DM-009 | मतगणना और परिणाम प्रबंधन पर प्रशिक्षण |\n| DM-010 | सुगम और समावेशी चुनावों पर प्रशिक्षण |\n| DM-011 | क़ानून-व्यवस्था, सुरक्षा और बल तैनाती योजना पर प्रशिक्षण |\n\nहर कार्यक्रम के सत्र, पठन सामग्री और वीडियो: [हमारे प्रशिक्षण और कार्यक्रम](/our-training-and-programs)',
          },
        },
      ],
    },
  },
  {
    slug: 'centre-for-international-training',
    document: {
      title: {
        en: 'Centre for International Training',
        hi: 'अंतरराष्ट्रीय प्रशिक्षण केंद्र',
      },
      summary: {
        en: '',
        hi: '',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: "The Centre for International Training shares India's experience of election management with election management bodies of partner countries, mostly under the Indian Technical and Economic Cooperation (ITEC) programme of the Ministry of External Affairs.\n\n## Reach",
            hi: 'अंतरराष्ट्रीय प्रशिक्षण केंद्र निर्वाचन प्रबंधन का भारत का अनुभव साझेदार देशों के निर्वाचन प्रबंधन निकायों के साथ साझा करता है, अधिकतर विदेश मंत्रालय के भारतीय तकनीकी और आर्थिक सहयोग (आईटीईसी) कार्यक्रम के अंतर्गत।\n\n## पहुंच',
          },
        },
        {
          type: 'figures',
          items: [
            {
              value: {
                en: '141 countries',
                hi: '141 देश',
              },
              label: {
                en: 'Countries whose election officials trained with us',
                hi: 'देश, जिनके निर्वाचन अधिकारियों ने हमारे साथ प्रशिक्षण लिया',
              },
            },
            {
              value: {
                en: 'over 140 international programmes',
                hi: '140 से अधिक अंतरराष्ट्रीय कार्यक्रम',
              },
              label: {
                en: 'Conducted in India and abroad',
                hi: 'भारत और विदेश में आयोजित',
              },
            },
            {
              value: {
                en: 'over 3000 trainees (as on 31 May 2025)',
                hi: '3000 से अधिक प्रशिक्षु (31 मई 2025 की स्थिति में)',
              },
              label: {
                en: 'Election officials of partner countries',
                hi: 'साझेदार देशों के निर्वाचन अधिकारी',
              },
            },
          ],
        },
        {
          type: 'text',
          body: {
            en: '## How we train\n\n- Capacity-building programmes on the institute’s campus in New Delhi\n- Programmes in partner countries, designed with the host election management body\n- International election visitors programmes during Indian elections\n- Online programmes and webinars\n- Study visits and exchanges of experts\n\n* [International training programmes](/iiidem-training-programs#international)\n* [Innovative Electoral Practices: Stories from the Field](/innovative-electoral-practices:stories-from-the-field)',
            hi: '## हम कैसे प्रशिक्षण देते हैं\n\n- नई दिल्ली में संस्थान के परिसर में क्षमता निर्माण कार्यक्रम\n- साझेदार देशों में कार्यक्रम, मेज़बान निर्वाचन प्रबंधन निकाय के साथ मिलकर तैयार किए गए\n- भारतीय चुनावों के दौरान अंतरराष्ट्रीय निर्वाचन आगंतुक कार्यक्रम\n- ऑनलाइन कार्यक्रम और वेबिनार\n- अध्ययन यात्राएं और विशेषज्ञों का आदान-प्रदान\n\n* [अंतरराष्ट्रीय प्रशिक्षण कार्यक्रम](/iiidem-training-programs#international)\n* [नवाचारी निर्वाचन प्रथाएं: क्षेत्र की कहानियां](/innovative-electoral-practices:stories-from-the-field)',
          },
        },
      ],
    },
  },
  // Site information and Contact Us: their contact details are parts of the site settings (issue 15).
  {
    slug: 'privacy-policy',
    document: {
      title: {
        en: 'Privacy Policy',
        hi: 'गोपनीयता नीति',
      },
      summary: {
        en: 'What personal data the IIIDEM portal may ask for, how it is used and whom to ask about it.',
        hi: 'आईआईआईडीईएम पोर्टल कौन-सा व्यक्तिगत डेटा मांग सकता है, उसका उपयोग कैसे होता है और उसके बारे में किससे पूछें।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: "This portal does not collect any personal information from you automatically (such as your name, phone number or e-mail address) that identifies you individually.\n\n## Personal data we may ask for\n\nWhen you sign up, apply for a training programme or use another service of the portal, we may ask for the following personal data:\n\n- first and last name\n- relative's name\n- date of birth\n- phone/e-mail\n- EPIC number\n- address\n- state\n- province\n- ZIP/postal code\n- city\n- photograph\n- age proof\n- address proof\n\n## How we use it\n\nWe use your personal data only to register you, to process your applications, to contact you about them and to issue your certificates. We tell you on each form why the data is asked for.\n\nWe do not sell or share personally identifiable information given on this portal with any third party, public or private, except the authorities running the programme you applied for or where the law requires it. The data is protected against loss, misuse and change.\n\n## Your browser\n\nWhile you are signed in, the portal keeps your session token and a few preferences (such as the tab you last opened) in your browser's local storage. It sets no tracking cookies and loads no third-party analytics.\n\n## Children\n\nThis service does not address anyone under the age of 18. We do not knowingly collect personal data from anyone under 18.\n\n## Contact us\n\nFor a question about this policy or about your personal data, contact the institute:",
            hi: 'यह पोर्टल आपसे स्वतः ऐसी कोई व्यक्तिगत जानकारी (जैसे आपका नाम, फ़ोन नंबर या ईमेल पता) एकत्र नहीं करता जिससे व्यक्तिगत रूप से आपकी पहचान हो।\n\n## व्यक्तिगत डेटा जो हम मांग सकते हैं\n\nजब आप साइन अप करते हैं, किसी प्रशिक्षण कार्यक्रम के लिए आवेदन करते हैं या पोर्टल की किसी अन्य सेवा का उपयोग करते हैं, तो हम निम्नलिखित व्यक्तिगत डेटा मांग सकते हैं:\n\n- पहला और अंतिम नाम\n- संबंधी का नाम\n- जन्म तिथि\n- फ़ोन/ईमेल\n- ईपीआईसी (मतदाता फ़ोटो पहचान पत्र) नंबर\n- पता\n- राज्य\n- प्रांत\n- ज़िप/पिन कोड\n- शहर\n- फ़ोटो\n- आयु का प्रमाण\n- पते का प्रमाण\n\n## हम इसका उपयोग कैसे करते हैं\n\nहम आपके व्यक्तिगत डेटा का उपयोग केवल आपका पंजीकरण करने, आपके आवेदनों पर कार्रवाई करने, उनके बारे में आपसे संपर्क करने और आपके प्रमाणपत्र जारी करने के लिए करते हैं। हर फ़ॉर्म पर हम बताते हैं कि डेटा क्यों मांगा जा रहा है।\n\nहम इस पोर्टल पर दी गई व्यक्तिगत रूप से पहचान योग्य जानकारी किसी भी सरकारी या निजी तीसरे पक्ष को न बेचते हैं, न साझा करते हैं, सिवाय उस कार्यक्रम को चलाने वाले प्राधिकरणों के जिसके लिए आपने आवेदन किया है, या जहां क़ानून इसकी अपेक्षा करता है। डेटा को हानि, दुरुपयोग और बदलाव से सुरक्षित रखा जाता है।\n\n## आपका ब्राउज़र\n\nजब आप साइन इन रहते हैं, तब पोर्टल आपका सत्र टोकन और कुछ पसंद (जैसे पिछली बार खोला गया टैब) आपके ब्राउज़र के लोकल स्टोरेज में रखता है। यह कोई ट्रैकिंग कुकी सेट नहीं करता और किसी तीसरे पक्ष का एनालिटिक्स लोड नहीं करता।\n\n## बच्चे\n\nयह सेवा 18 वर्ष से कम आयु के किसी व्यक्ति के लिए नहीं है। हम जानबूझकर 18 वर्ष से कम आयु के किसी व्यक्ति का व्यक्तिगत डेटा एकत्र नहीं करते।\n\n## संपर्क करें\n\nइस नीति या अपने व्यक्तिगत डेटा के बारे में किसी प्रश्न के लिए संस्थान से संपर्क करें:',
          },
        },
        {
          type: 'settings',
          part: 'address-phone-email',
        },
      ],
    },
  },
  {
    slug: 'screen-reader-access',
    document: {
      title: {
        en: 'Screen Reader Access',
        hi: 'स्क्रीन रीडर एक्सेस',
      },
      summary: {
        en: 'How the IIIDEM portal meets WCAG 2.0 level AA, and the screen readers that can read it.',
        hi: 'आईआईआईडीईएम पोर्टल WCAG 2.0 के स्तर AA का पालन कैसे करता है, और वे स्क्रीन रीडर जिनसे इसे पढ़ा जा सकता है।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'The India International Institute of Democracy and Election Management portal complies with the World Wide Web Consortium (W3C) Web Content Accessibility Guidelines (WCAG) 2.0 level AA. People with visual impairments can use it with assistive technologies such as screen readers.\n\nWe also aim for WCAG 2.1 level AA on every page: every page can be used with the keyboard alone, shows where the keyboard focus is, has a "Skip to main content" link, and works on a screen 375 pixels wide.\n\n## Screen readers\n\nThe portal can be read with the following screen readers:',
            hi: 'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान का पोर्टल वर्ल्ड वाइड वेब कंसोर्टियम (W3C) के वेब सामग्री सुगम्यता दिशानिर्देश (WCAG) 2.0 के स्तर AA का पालन करता है। दृष्टिबाधित व्यक्ति स्क्रीन रीडर जैसी सहायक तकनीकों के साथ इसका उपयोग कर सकते हैं।\n\nहमारा लक्ष्य हर पृष्ठ पर WCAG 2.1 का स्तर AA भी है: हर पृष्ठ का उपयोग केवल कीबोर्ड से किया जा सकता है, वह दिखाता है कि कीबोर्ड फ़ोकस कहां है, उसमें "मुख्य सामग्री पर जाएं" लिंक है, और वह 375 पिक्सेल चौड़ी स्क्रीन पर काम करता है।\n\n## स्क्रीन रीडर\n\nपोर्टल को निम्नलिखित स्क्रीन रीडरों से पढ़ा जा सकता है:',
          },
        },
        {
          type: 'table',
          caption: {
            en: 'Screen readers with their websites and whether they are free or commercial',
            hi: 'स्क्रीन रीडर, उनकी वेबसाइटें और यह कि वे निःशुल्क हैं या व्यावसायिक',
          },
          columns: [
            { en: 'Screen Reader', hi: 'स्क्रीन रीडर' },
            { en: 'Website', hi: 'वेबसाइट' },
            { en: 'Free / Commercial', hi: 'निःशुल्क / व्यावसायिक' },
          ],
          rows: [
            {
              cells: [
                { en: 'Screen Access For All (SAFA)', hi: '' },
                { en: 'https://safa-reader.software.informer.com/', hi: '' },
                { en: 'Free', hi: 'निःशुल्क' },
              ],
            },
            {
              cells: [
                { en: 'Non Visual Desktop Access (NVDA)', hi: '' },
                { en: 'https://www.nvaccess.org/', hi: '' },
                { en: 'Free', hi: 'निःशुल्क' },
              ],
            },
            {
              cells: [
                { en: 'System Access To Go', hi: '' },
                { en: 'https://www.satogo.com/', hi: '' },
                { en: 'Free', hi: 'निःशुल्क' },
              ],
            },
            {
              cells: [
                { en: 'Hal', hi: '' },
                { en: 'https://yourdolphin.com/', hi: '' },
                { en: 'Commercial', hi: 'व्यावसायिक' },
              ],
            },
            {
              cells: [
                { en: 'JAWS', hi: '' },
                { en: 'https://www.freedomscientific.com/products/software/jaws/', hi: '' },
                { en: 'Commercial', hi: 'व्यावसायिक' },
              ],
            },
            {
              cells: [
                { en: 'Supernova', hi: '' },
                { en: 'https://yourdolphin.com/supernova/', hi: '' },
                { en: 'Commercial', hi: 'व्यावसायिक' },
              ],
            },
            {
              cells: [
                { en: 'Window-Eyes', hi: '' },
                { en: 'https://www.gwmicro.com/', hi: '' },
                { en: 'Commercial', hi: 'व्यावसायिक' },
              ],
            },
          ],
        },
        {
          type: 'text',
          body: {
            en: '## Tell us about a problem\n\nIf a part of the portal is hard to use with your screen reader or keyboard, please write to us, naming the page and the problem:',
            hi: '## हमें किसी समस्या के बारे में बताएं\n\nयदि पोर्टल के किसी भाग को आपके स्क्रीन रीडर या कीबोर्ड से उपयोग करना कठिन हो, तो कृपया पृष्ठ और समस्या बताते हुए हमें लिखें:',
          },
        },
        {
          type: 'settings',
          part: 'webmaster-email',
        },
      ],
    },
  },
  {
    slug: 'contact-us',
    document: {
      title: {
        en: 'Contact Us',
        hi: 'संपर्क करें',
      },
      summary: {
        en: 'How to reach the India International Institute of Democracy and Election Management (IIIDEM).',
        hi: 'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान (आईआईआईडीईएम) तक कैसे पहुंचें।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'Write to us, call us or visit the campus. For a question about a training programme, please mention the programme name and its dates.',
            hi: 'हमें लिखें, फ़ोन करें या परिसर आएं। किसी प्रशिक्षण कार्यक्रम के बारे में प्रश्न के लिए, कृपया कार्यक्रम का नाम और उसकी तिथियां बताएं।',
          },
        },
        {
          type: 'settings',
          part: 'sample-notice',
        },
        {
          // Side by side from 768 px, each part under its heading (as the page was before it moved here).
          type: 'sections',
          style: 'columns',
          label: { en: 'Contact details', hi: 'संपर्क विवरण' },
          items: [
            {
              id: 'postal-address',
              label: { en: 'Postal address', hi: 'डाक पता' },
              blocks: [{ type: 'settings', part: 'address' }],
            },
            {
              id: 'telephone',
              label: { en: 'Telephone, fax and e-mail', hi: 'टेलीफ़ोन, फ़ैक्स और ईमेल' },
              blocks: [{ type: 'settings', part: 'phone-fax-email' }],
            },
            {
              id: 'mailboxes',
              label: { en: 'Mailboxes', hi: 'मेलबॉक्स' },
              blocks: [{ type: 'settings', part: 'mailboxes' }],
            },
            {
              id: 'office-hours',
              label: { en: 'Office hours', hi: 'कार्यालय का समय' },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: 'Monday to Friday, 9:30 AM to 6:00 PM IST, except gazetted holidays.',
                    hi: 'सोमवार से शुक्रवार, सुबह 9:30 बजे से शाम 6:00 बजे तक (भारतीय मानक समय), राजपत्रित अवकाशों को छोड़कर।',
                  },
                },
              ],
            },
          ],
        },
        {
          type: 'text',
          body: {
            en: '## Find an officer\n\n- [IIIDEM Officers](/iiidem-officers)\n- [IIIDEM Directory](/about-us#directory)',
            hi: '## अधिकारी खोजें\n\n- [आईआईआईडीईएम के अधिकारी](/iiidem-officers)\n- [आईआईआईडीईएम निर्देशिका](/about-us#directory)',
          },
        },
      ],
    },
  },
  ...INITIAL_PEOPLE_PAGES,
  ...POLICY_PAGES,
  ...INITIAL_WEBINAR_PAGES,
] satisfies readonly InitialPage[];
