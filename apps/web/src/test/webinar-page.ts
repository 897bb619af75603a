import type { TPublicPage } from '@iiidem/shared/admin/pages';
import { type MockHandler, okJson } from './mock-api';

/**
 * The webinar page (issue 15) as GET /api/pages/innovative-electoral-practices:stories-from-the-field sends it:
 * the seed (apps/api/src/db/seed/initial-pages-webinar.ts) as the server turns it into HTML, published on
 * 6 October 2025.
 */
export const WEBINAR_PAGE: TPublicPage = {
  slug: 'innovative-electoral-practices:stories-from-the-field',
  title: 'Innovative Electoral Practices: Stories from the Field',
  titleHi: 'नवाचारी निर्वाचन प्रथाएं: क्षेत्र की कहानियां',
  summary: 'A webinar series of case studies from the Chief Electoral Officers of States and Union Territories.',
  summaryHi: 'राज्यों और केंद्र शासित प्रदेशों के मुख्य निर्वाचन अधिकारियों के केस स्टडी की एक वेबिनार श्रृंखला।',
  lastUpdated: '2025-10-06T06:00:00.000Z',
  blocks: [
    {
      type: 'text',
      html: '<p>A webinar series showcasing case studies from the Chief Electoral Officers of States and Union Territories: how election officers in the field solved real problems, and what others can take from their work.</p>',
      htmlHi:
        '<p>राज्यों और केंद्र शासित प्रदेशों के मुख्य निर्वाचन अधिकारियों के केस स्टडी प्रस्तुत करने वाली एक वेबिनार श्रृंखला: क्षेत्र में निर्वाचन अधिकारियों ने वास्तविक समस्याओं का समाधान कैसे किया, और दूसरे उनके काम से क्या सीख सकते हैं।</p>',
    },
    {
      type: 'sections',
      style: 'tabs',
      label: 'Webinar series',
      labelHi: 'वेबिनार श्रृंखला',
      items: [
        {
          id: 'objectives',
          label: 'OBJECTIVES',
          labelHi: 'उद्देश्य',
          blocks: [
            {
              type: 'text',
              html: '<p>The objectives of the series are to:</p>\n<ul>\n<li>promote adoption of innovative practices in electoral management;</li>\n<li>enhance horizontal learning by sharing best practices of Indian election officers;</li>\n<li>build a repository of practical strategies.</li>\n</ul>',
              htmlHi:
                '<p>श्रृंखला के उद्देश्य हैं:</p>\n<ul>\n<li>निर्वाचन प्रबंधन में नवाचारी प्रथाओं को अपनाने को बढ़ावा देना;</li>\n<li>भारतीय निर्वाचन अधिकारियों की सर्वोत्तम प्रथाओं को साझा करके परस्पर सीखने को बढ़ावा देना;</li>\n<li>व्यावहारिक रणनीतियों का एक भंडार बनाना।</li>\n</ul>',
            },
          ],
        },
        {
          id: 'sessions',
          label: 'SESSIONS',
          labelHi: 'सत्र',
          blocks: [
            {
              type: 'text',
              html: '<h3>Session 1: Green Elections: Exploring Sustainable Practices in Electoral Management</h3>\n<p><strong>13 October 2025, 4:00 PM to 6:00 PM IST</strong></p>\n<p>How election management can lower its environmental footprint: greener polling materials, less paper, waste management at polling stations and counting centres, and the experience of States that have tried it.</p>',
              htmlHi:
                '<h3>सत्र 1: हरित चुनाव: निर्वाचन प्रबंधन में संधारणीय प्रथाओं की खोज</h3>\n<p><strong>13 अक्टूबर 2025, शाम 4:00 बजे से 6:00 बजे तक (भारतीय मानक समय)</strong></p>\n<p>निर्वाचन प्रबंधन अपना पर्यावरणीय प्रभाव कैसे घटा सकता है: पर्यावरण के अनुकूल मतदान सामग्री, कम कागज़, मतदान केंद्रों और मतगणना केंद्रों पर अपशिष्ट प्रबंधन, और उन राज्यों का अनुभव जिन्होंने इसे आज़माया है।</p>',
            },
            {
              type: 'table',
              caption: 'Agenda of Session 1',
              captionHi: 'सत्र 1 की कार्यसूची',
              columns: [
                {
                  label: 'Time (IST)',
                  labelHi: 'समय (भारतीय मानक समय)',
                },
                {
                  label: 'Session',
                  labelHi: 'सत्र',
                },
                {
                  label: 'Details',
                  labelHi: 'विवरण',
                },
              ],
              rows: [
                [
                  {
                    text: '4 PM',
                    textHi: 'शाम 4 बजे',
                  },
                  {
                    text: 'Opening remarks',
                    textHi: 'उद्घाटन वक्तव्य',
                  },
                  {
                    text: 'Welcome and opening remarks by the institute.',
                    textHi: 'संस्थान की ओर से स्वागत और उद्घाटन वक्तव्य।',
                  },
                ],
                [
                  {
                    text: '4:00-4:40',
                    textHi: '4:00-4:40',
                  },
                  {
                    text: 'Theme introduction',
                    textHi: 'विषय परिचय',
                  },
                  {
                    text: 'Why sustainable practices matter in electoral management.',
                    textHi: 'निर्वाचन प्रबंधन में संधारणीय प्रथाएं क्यों महत्वपूर्ण हैं।',
                  },
                ],
                [
                  {
                    text: '4:40-4:50',
                    textHi: '4:40-4:50',
                  },
                  {
                    text: 'Break',
                    textHi: 'विराम',
                  },
                  {
                    text: '10 minutes',
                    textHi: '10 मिनट',
                  },
                ],
                [
                  {
                    text: '4:50-5:30',
                    textHi: '4:50-5:30',
                  },
                  {
                    text: 'Main talk',
                    textHi: 'मुख्य वक्तव्य',
                  },
                  {
                    text: 'Stories from the field: green practices of a State election machinery.',
                    textHi: 'क्षेत्र की कहानियां: एक राज्य की निर्वाचन मशीनरी की हरित प्रथाएं।',
                  },
                ],
                [
                  {
                    text: '5:30-6:00',
                    textHi: '5:30-6:00',
                  },
                  {
                    text: 'Q&A',
                    textHi: 'प्रश्नोत्तर',
                  },
                  {
                    text: 'Questions from participants and closing.',
                    textHi: 'प्रतिभागियों के प्रश्न और समापन।',
                  },
                ],
              ],
            },
            {
              type: 'text',
              html: '<ul>\n<li><a href="https://www.idea.int/">Knowledge partner website</a></li>\n<li><a href="/docs/green-elections-concept-note.pdf">Concept note (PDF)</a></li>\n</ul>',
              htmlHi:
                '<ul>\n<li><a href="https://www.idea.int/">ज्ञान भागीदार की वेबसाइट</a></li>\n<li><a href="/docs/green-elections-concept-note.pdf">अवधारणा पत्र (पीडीएफ़)</a></li>\n</ul>',
            },
          ],
        },
        {
          id: 'speakers',
          label: 'THE SPEAKERS',
          labelHi: 'वक्ता',
          blocks: [
            {
              type: 'image',
              src: '/institute/speaker-1.svg',
              alt: 'Placeholder portrait of the first speaker',
              altHi: 'पहले वक्ता का प्लेसहोल्डर चित्र',
              width: 240,
              height: 240,
            },
            {
              type: 'text',
              html: '<h3>Name of Speaker</h3>\n<p><strong>Chief Electoral Officer of a State</strong></p>\n<p>A senior officer of the Indian Administrative Service who, as Chief Electoral Officer, led a State-wide programme to cut plastic and paper at polling stations and to recycle election material.</p>',
              htmlHi:
                '<h3>वक्ता का नाम</h3>\n<p><strong>एक राज्य के मुख्य निर्वाचन अधिकारी</strong></p>\n<p>भारतीय प्रशासनिक सेवा के वरिष्ठ अधिकारी, जिन्होंने मुख्य निर्वाचन अधिकारी के रूप में मतदान केंद्रों पर प्लास्टिक और कागज़ का उपयोग घटाने तथा निर्वाचन सामग्री के पुनर्चक्रण के लिए राज्यव्यापी कार्यक्रम का नेतृत्व किया।</p>',
            },
            {
              type: 'image',
              src: '/institute/speaker-2.svg',
              alt: 'Placeholder portrait of the second speaker',
              altHi: 'दूसरे वक्ता का प्लेसहोल्डर चित्र',
              width: 240,
              height: 240,
            },
            {
              type: 'text',
              html: '<h3>Name of Speaker</h3>\n<p><strong>Expert, knowledge partner of the series</strong></p>\n<p>A researcher in environmental policy and public administration who studies how public bodies measure and reduce the environmental footprint of large operations.</p>',
              htmlHi:
                '<h3>वक्ता का नाम</h3>\n<p><strong>विशेषज्ञ, श्रृंखला के ज्ञान भागीदार</strong></p>\n<p>पर्यावरण नीति और लोक प्रशासन के शोधकर्ता, जो अध्ययन करते हैं कि सार्वजनिक निकाय बड़े अभियानों के पर्यावरणीय प्रभाव को कैसे मापते और कम करते हैं।</p>',
            },
          ],
        },
        {
          id: 'updates',
          label: 'UPDATES',
          labelHi: 'अपडेट',
          blocks: [
            {
              type: 'text',
              html: "<ul>\n<li>Session 1, 'Green Elections: Exploring Sustainable Practices in Electoral Management': 13 October 2025, 4:00 PM to 6:00 PM IST.</li>\n<li>The concept note of the session and the knowledge partner’s website are linked below.</li>\n</ul>\n<h3>Session 1: Green Elections: Exploring Sustainable Practices in Electoral Management</h3>\n<p><strong>13 October 2025, 4:00 PM to 6:00 PM IST</strong></p>\n<p>How election management can lower its environmental footprint: greener polling materials, less paper, waste management at polling stations and counting centres, and the experience of States that have tried it.</p>",
              htmlHi:
                "<ul>\n<li>सत्र 1, 'हरित चुनाव: निर्वाचन प्रबंधन में संधारणीय प्रथाओं की खोज': 13 अक्टूबर 2025, शाम 4:00 बजे से 6:00 बजे तक (भारतीय मानक समय)।</li>\n<li>सत्र का अवधारणा पत्र और ज्ञान भागीदार की वेबसाइट के लिंक नीचे दिए गए हैं।</li>\n</ul>\n<h3>सत्र 1: हरित चुनाव: निर्वाचन प्रबंधन में संधारणीय प्रथाओं की खोज</h3>\n<p><strong>13 अक्टूबर 2025, शाम 4:00 बजे से 6:00 बजे तक (भारतीय मानक समय)</strong></p>\n<p>निर्वाचन प्रबंधन अपना पर्यावरणीय प्रभाव कैसे घटा सकता है: पर्यावरण के अनुकूल मतदान सामग्री, कम कागज़, मतदान केंद्रों और मतगणना केंद्रों पर अपशिष्ट प्रबंधन, और उन राज्यों का अनुभव जिन्होंने इसे आज़माया है।</p>",
            },
            {
              type: 'table',
              caption: 'Agenda of Session 1',
              captionHi: 'सत्र 1 की कार्यसूची',
              columns: [
                {
                  label: 'Time (IST)',
                  labelHi: 'समय (भारतीय मानक समय)',
                },
                {
                  label: 'Session',
                  labelHi: 'सत्र',
                },
                {
                  label: 'Details',
                  labelHi: 'विवरण',
                },
              ],
              rows: [
                [
                  {
                    text: '4 PM',
                    textHi: 'शाम 4 बजे',
                  },
                  {
                    text: 'Opening remarks',
                    textHi: 'उद्घाटन वक्तव्य',
                  },
                  {
                    text: 'Welcome and opening remarks by the institute.',
                    textHi: 'संस्थान की ओर से स्वागत और उद्घाटन वक्तव्य।',
                  },
                ],
                [
                  {
                    text: '4:00-4:40',
                    textHi: '4:00-4:40',
                  },
                  {
                    text: 'Theme introduction',
                    textHi: 'विषय परिचय',
                  },
                  {
                    text: 'Why sustainable practices matter in electoral management.',
                    textHi: 'निर्वाचन प्रबंधन में संधारणीय प्रथाएं क्यों महत्वपूर्ण हैं।',
                  },
                ],
                [
                  {
                    text: '4:40-4:50',
                    textHi: '4:40-4:50',
                  },
                  {
                    text: 'Break',
                    textHi: 'विराम',
                  },
                  {
                    text: '10 minutes',
                    textHi: '10 मिनट',
                  },
                ],
                [
                  {
                    text: '4:50-5:30',
                    textHi: '4:50-5:30',
                  },
                  {
                    text: 'Main talk',
                    textHi: 'मुख्य वक्तव्य',
                  },
                  {
                    text: 'Stories from the field: green practices of a State election machinery.',
                    textHi: 'क्षेत्र की कहानियां: एक राज्य की निर्वाचन मशीनरी की हरित प्रथाएं।',
                  },
                ],
                [
                  {
                    text: '5:30-6:00',
                    textHi: '5:30-6:00',
                  },
                  {
                    text: 'Q&A',
                    textHi: 'प्रश्नोत्तर',
                  },
                  {
                    text: 'Questions from participants and closing.',
                    textHi: 'प्रतिभागियों के प्रश्न और समापन।',
                  },
                ],
              ],
            },
            {
              type: 'text',
              html: '<ul>\n<li><a href="https://www.idea.int/">Knowledge partner website</a></li>\n<li><a href="/docs/green-elections-concept-note.pdf">Concept note (PDF)</a></li>\n</ul>',
              htmlHi:
                '<ul>\n<li><a href="https://www.idea.int/">ज्ञान भागीदार की वेबसाइट</a></li>\n<li><a href="/docs/green-elections-concept-note.pdf">अवधारणा पत्र (पीडीएफ़)</a></li>\n</ul>',
            },
          ],
        },
      ],
    },
  ],
};

/** Answers the webinar page's read; other reads are left to the caller's handler (or a 404). */
export const webinarPageAnswer: MockHandler = (url) =>
  decodeURIComponent(url.pathname) === `/api/pages/${WEBINAR_PAGE.slug}`
    ? okJson({ success: true, data: WEBINAR_PAGE })
    : undefined;
