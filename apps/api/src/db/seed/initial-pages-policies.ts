import type { InitialPage } from './initial-pages';

/**
 * The policy and help pages GIGW 3.0 asks every government site to link from its footer (issue 16): copyright,
 * hyperlinking, terms and conditions, disclaimer, accessibility statement and help, in English and Hindi. Like the
 * other institute pages they are published once at start-up when missing, and then edited by staff. Contact details
 * come from the site settings (a `settings` block), never typed into the text.
 */
export const POLICY_PAGES: readonly InitialPage[] = [
  {
    slug: 'copyright-policy',
    document: {
      title: { en: 'Copyright Policy', hi: 'कॉपीराइट नीति' },
      summary: {
        en: 'How the material on the IIIDEM portal may be reproduced, and what needs the institute’s permission.',
        hi: 'आईआईआईडीईएम पोर्टल की सामग्री को कैसे पुनः प्रस्तुत किया जा सकता है, और किसके लिए संस्थान की अनुमति आवश्यक है।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'Material on this portal is published by the India International Institute of Democracy and Election Management (IIIDEM), the training and research institute of the Election Commission of India.\n\n## What you may do\n\nYou may reproduce material from this portal free of charge, in any format or medium, without asking for permission, provided that:\n\n- it is reproduced accurately and not used in a misleading context or in a way that suggests the institute endorses you;\n- the source is acknowledged, for example "Source: India International Institute of Democracy and Election Management (IIIDEM), Election Commission of India";\n- it is not used for commercial gain or for political campaigning.\n\n## What needs permission\n\nThis permission does not extend to:\n\n- material that is identified as the copyright of a third party (for example photographs, logos or publications of partner organisations), for which you must ask the copyright holder;\n- the emblem of India and the logos of the Election Commission of India and of IIIDEM, whose use is governed by law;\n- training modules, handbooks and course material issued to participants of a programme, which are for their own learning.\n\nTo ask for permission, write to the institute, naming the material and how you would like to use it:',
            hi: 'इस पोर्टल की सामग्री भारत निर्वाचन आयोग के प्रशिक्षण और अनुसंधान संस्थान, भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान (आईआईआईडीईएम) द्वारा प्रकाशित की जाती है।\n\n## आप क्या कर सकते हैं\n\nआप इस पोर्टल की सामग्री को किसी भी प्रारूप या माध्यम में, बिना अनुमति मांगे और निःशुल्क पुनः प्रस्तुत कर सकते हैं, बशर्ते कि:\n\n- उसे सटीक रूप से प्रस्तुत किया जाए और भ्रामक संदर्भ में या इस तरह उपयोग न किया जाए जिससे लगे कि संस्थान आपका समर्थन करता है;\n- स्रोत का उल्लेख किया जाए, उदाहरण के लिए "स्रोत: भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान (आईआईआईडीईएम), भारत निर्वाचन आयोग";\n- उसका उपयोग व्यावसायिक लाभ या राजनीतिक प्रचार के लिए न किया जाए।\n\n## किसके लिए अनुमति आवश्यक है\n\nयह अनुमति इन पर लागू नहीं होती:\n\n- ऐसी सामग्री जिसे किसी तीसरे पक्ष के कॉपीराइट के रूप में चिह्नित किया गया है (जैसे साझेदार संगठनों की तस्वीरें, लोगो या प्रकाशन), जिसके लिए आपको कॉपीराइट धारक से पूछना होगा;\n- भारत का राजचिह्न तथा भारत निर्वाचन आयोग और आईआईआईडीईएम के लोगो, जिनका उपयोग क़ानून द्वारा नियंत्रित है;\n- किसी कार्यक्रम के प्रतिभागियों को दिए गए प्रशिक्षण मॉड्यूल, पुस्तिकाएं और पाठ्य सामग्री, जो उनके अपने अध्ययन के लिए हैं।\n\nअनुमति मांगने के लिए, सामग्री और उसके उपयोग का तरीका बताते हुए संस्थान को लिखें:',
          },
        },
        { type: 'settings', part: 'address-phone-email' },
      ],
    },
  },
  {
    slug: 'hyperlinking-policy',
    document: {
      title: { en: 'Hyperlinking Policy', hi: 'हाइपरलिंकिंग नीति' },
      summary: {
        en: 'Links from this portal to other websites, and links to this portal from other websites.',
        hi: 'इस पोर्टल से अन्य वेबसाइटों के लिंक, और अन्य वेबसाइटों से इस पोर्टल के लिंक।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: '## Links to other websites\n\nThis portal links to other websites, such as the Election Commission of India, partner election management bodies and international organisations, for your convenience. When you follow such a link, the portal marks it with an icon and asks you to confirm that you want to leave.\n\nThe institute is not responsible for the content or the reliability of the websites it links to, and a link does not mean that the institute endorses them or the views they express. We cannot guarantee that those links will work all the time, and we have no control over the availability of the linked pages.\n\n## Links to this portal\n\nWe do not object to you linking directly to the information on this portal, and you do not need to ask us first. We would like you to tell us about any link you make, so that we can let you know about changes and updates to the linked page.\n\nWe do not allow our pages to be loaded into frames on your site: they must open in a newly opened browser window or tab of the user.\n\nTo tell us about a link, write to this website’s mailbox:',
            hi: '## अन्य वेबसाइटों के लिंक\n\nआपकी सुविधा के लिए यह पोर्टल अन्य वेबसाइटों, जैसे भारत निर्वाचन आयोग, साझेदार निर्वाचन प्रबंधन निकायों और अंतरराष्ट्रीय संगठनों, से लिंक करता है। जब आप ऐसे किसी लिंक पर जाते हैं, तो पोर्टल उसे एक आइकन से चिह्नित करता है और पूछता है कि क्या आप पोर्टल छोड़ना चाहते हैं।\n\nसंस्थान लिंक की गई वेबसाइटों की सामग्री या विश्वसनीयता के लिए ज़िम्मेदार नहीं है, और किसी लिंक का अर्थ यह नहीं है कि संस्थान उनका या उनमें व्यक्त विचारों का समर्थन करता है। हम यह गारंटी नहीं दे सकते कि ये लिंक हर समय काम करेंगे, और लिंक किए गए पृष्ठों की उपलब्धता पर हमारा कोई नियंत्रण नहीं है।\n\n## इस पोर्टल के लिंक\n\nइस पोर्टल की जानकारी से सीधे लिंक करने पर हमें कोई आपत्ति नहीं है, और इसके लिए आपको पहले से अनुमति लेने की आवश्यकता नहीं है। हम चाहेंगे कि आप हमें अपने बनाए किसी भी लिंक के बारे में बताएं, ताकि हम आपको लिंक किए गए पृष्ठ में होने वाले बदलावों की जानकारी दे सकें।\n\nहम अपने पृष्ठों को आपकी साइट के फ़्रेम में लोड करने की अनुमति नहीं देते: उन्हें उपयोगकर्ता की नई ब्राउज़र विंडो या टैब में खुलना चाहिए।\n\nकिसी लिंक के बारे में बताने के लिए इस वेबसाइट के मेलबॉक्स पर लिखें:',
          },
        },
        { type: 'settings', part: 'webmaster-email' },
      ],
    },
  },
  {
    slug: 'terms-and-conditions',
    document: {
      title: { en: 'Terms and Conditions', hi: 'नियम और शर्तें' },
      summary: {
        en: 'The terms on which the IIIDEM portal and its services are offered.',
        hi: 'वे शर्तें जिन पर आईआईआईडीईएम पोर्टल और इसकी सेवाएं उपलब्ध कराई जाती हैं।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'This portal is designed, developed and maintained for the India International Institute of Democracy and Election Management (IIIDEM), Election Commission of India. By using it you accept these terms.\n\n## Use of the portal\n\n- The information on this portal is provided for the public and for participants of the institute’s training programmes. Though all efforts have been made to ensure its accuracy and currency, it should not be read as a statement of law or used for any legal purpose.\n- Where there is any doubt, please check with the institute, or with the Election Commission of India, and consult the original orders, notifications and publications.\n- An account is personal. Keep your password and the one-time codes sent to you to yourself; you are responsible for what is done with your account.\n- The details you give in an application or nomination must be true and complete. An application with false details may be rejected, and a certificate issued on them may be withdrawn.\n- Do not try to break, overload or get around the security of the portal, or to reach information that is not meant for you.\n\n## Our commitments\n\n- We use the personal data you give us only as described in the [Privacy Policy](/privacy-policy).\n- We may change these terms, the portal or its services at any time; the date the page was last updated is shown on it.\n\n## Law\n\nThese terms are governed by the laws of India. Any dispute arising under them is subject to the exclusive jurisdiction of the courts of India.\n\nFor a question about these terms, contact the institute:',
            hi: 'यह पोर्टल भारत निर्वाचन आयोग के भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान (आईआईआईडीईएम) के लिए डिज़ाइन, विकसित और अनुरक्षित किया गया है। इसका उपयोग करके आप इन शर्तों को स्वीकार करते हैं।\n\n## पोर्टल का उपयोग\n\n- इस पोर्टल की जानकारी जनता और संस्थान के प्रशिक्षण कार्यक्रमों के प्रतिभागियों के लिए दी गई है। यद्यपि इसकी सटीकता और अद्यतनता सुनिश्चित करने का पूरा प्रयास किया गया है, फिर भी इसे क़ानून का कथन नहीं माना जाना चाहिए या किसी क़ानूनी उद्देश्य के लिए उपयोग नहीं किया जाना चाहिए।\n- किसी भी संदेह की स्थिति में कृपया संस्थान या भारत निर्वाचन आयोग से पुष्टि करें, और मूल आदेशों, अधिसूचनाओं और प्रकाशनों को देखें।\n- खाता व्यक्तिगत है। अपना पासवर्ड और आपको भेजे गए वन-टाइम कोड किसी को न बताएं; आपके खाते से किए गए कार्यों के लिए आप उत्तरदायी हैं।\n- आवेदन या नामांकन में आपके द्वारा दिया गया विवरण सत्य और पूर्ण होना चाहिए। गलत विवरण वाला आवेदन अस्वीकार किया जा सकता है, और उसके आधार पर जारी प्रमाणपत्र वापस लिया जा सकता है।\n- पोर्टल की सुरक्षा को तोड़ने, उस पर अत्यधिक भार डालने या उससे बचने, या ऐसी जानकारी तक पहुंचने का प्रयास न करें जो आपके लिए नहीं है।\n\n## हमारी प्रतिबद्धताएं\n\n- आपके द्वारा दिए गए व्यक्तिगत डेटा का उपयोग हम केवल [गोपनीयता नीति](/privacy-policy) में बताए अनुसार करते हैं।\n- हम इन शर्तों, पोर्टल या इसकी सेवाओं को किसी भी समय बदल सकते हैं; पृष्ठ पर उसके अंतिम अद्यतन की तिथि दिखाई जाती है।\n\n## क़ानून\n\nये शर्तें भारत के क़ानूनों द्वारा शासित हैं। इनके अंतर्गत उत्पन्न कोई भी विवाद भारत के न्यायालयों के अनन्य क्षेत्राधिकार के अधीन होगा।\n\nइन शर्तों के बारे में किसी प्रश्न के लिए संस्थान से संपर्क करें:',
          },
        },
        { type: 'settings', part: 'address-phone-email' },
      ],
    },
  },
  {
    slug: 'disclaimer',
    document: {
      title: { en: 'Disclaimer', hi: 'अस्वीकरण' },
      summary: {
        en: 'The limits of the institute’s responsibility for the information on this portal and the sites it links to.',
        hi: 'इस पोर्टल की जानकारी और इससे लिंक की गई साइटों के लिए संस्थान के उत्तरदायित्व की सीमाएं।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'The information on this portal is published by the India International Institute of Democracy and Election Management (IIIDEM) for general information. The institute makes every effort to keep it correct and up to date, but it gives no warranty, express or implied, about its completeness, accuracy or fitness for a purpose.\n\nIn no event will the institute or the Election Commission of India be liable for any expense, loss or damage, including indirect or consequential loss or damage, arising from the use of, or the inability to use, this portal or the information on it.\n\nThe schedules, eligibility and seats of training programmes may change; the notice or the letter of the programme concerned is the one that applies. Laws, rules, orders and notifications are quoted for convenience: the texts published in the Gazette of India and by the Election Commission of India prevail.\n\nLinks to other websites are given for your convenience. The institute is not responsible for their content, their availability or their privacy practices (see the [Hyperlinking Policy](/hyperlinking-policy)).\n\nIf you find a mistake on this portal, please tell us through the [feedback form](/feedback).',
            hi: 'इस पोर्टल की जानकारी भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान (आईआईआईडीईएम) द्वारा सामान्य जानकारी के लिए प्रकाशित की जाती है। संस्थान इसे सही और अद्यतन रखने का हर संभव प्रयास करता है, किंतु इसकी पूर्णता, सटीकता या किसी उद्देश्य के लिए उपयुक्तता के बारे में कोई प्रत्यक्ष या अप्रत्यक्ष आश्वासन नहीं देता।\n\nइस पोर्टल या इसकी जानकारी के उपयोग, या उसका उपयोग न कर पाने से होने वाले किसी भी व्यय, हानि या क्षति, जिसमें अप्रत्यक्ष या परिणामी हानि या क्षति भी शामिल है, के लिए संस्थान या भारत निर्वाचन आयोग किसी भी स्थिति में उत्तरदायी नहीं होंगे।\n\nप्रशिक्षण कार्यक्रमों की समय-सारणी, पात्रता और सीटें बदल सकती हैं; संबंधित कार्यक्रम की सूचना या पत्र ही लागू होता है। क़ानून, नियम, आदेश और अधिसूचनाएं सुविधा के लिए उद्धृत की गई हैं: भारत के राजपत्र और भारत निर्वाचन आयोग द्वारा प्रकाशित पाठ ही मान्य होंगे।\n\nअन्य वेबसाइटों के लिंक आपकी सुविधा के लिए दिए गए हैं। संस्थान उनकी सामग्री, उपलब्धता या गोपनीयता प्रथाओं के लिए उत्तरदायी नहीं है ([हाइपरलिंकिंग नीति](/hyperlinking-policy) देखें)।\n\nयदि आपको इस पोर्टल पर कोई त्रुटि मिले, तो कृपया [प्रतिक्रिया फ़ॉर्म](/feedback) के माध्यम से हमें बताएं।',
          },
        },
      ],
    },
  },
  {
    slug: 'accessibility-statement',
    document: {
      title: { en: 'Accessibility Statement', hi: 'सुगम्यता कथन' },
      summary: {
        en: 'How accessible the IIIDEM portal is, what we test, what is still being improved and whom to tell about a problem.',
        hi: 'आईआईआईडीईएम पोर्टल कितना सुगम है, हम क्या जांचते हैं, किसमें अभी सुधार हो रहा है और किसी समस्या के बारे में किसे बताएं।',
      },
      blocks: [
        {
          type: 'text',
          body: {
            en: 'The India International Institute of Democracy and Election Management wants everyone to be able to use this portal, whatever device or assistive technology they use and whatever their ability. We build it to the Guidelines for Indian Government Websites (GIGW 3.0) and to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.\n\n## What you can do on this portal\n\n- Use every page and form with the keyboard alone; the keyboard focus is always visible, and a "Skip to main content" link starts every page.\n- Read every page with a screen reader: pages have headings, landmarks and labelled form fields, pictures have text alternatives, and errors in forms are listed at the top and tied to their fields (see [Screen Reader Access](/screen-reader-access)).\n- Read the portal in English or Hindi with the language button on every page; your choice is remembered.\n- Make the text larger with your browser’s zoom up to 200 % without the page scrolling sideways, on a computer or a phone.\n- See where a link leaves the portal: external links carry an icon and ask you to confirm.\n\n## How we test\n\nEvery page and its states (menus, dialogs, form errors) are checked automatically against WCAG 2.2 AA in both languages, on a wide screen and on a phone-sized screen, each time the portal changes. We also check the main journeys by hand with the keyboard and a screen reader.\n\n## What is not yet fully accessible\n\n- Some older PDF documents (tenders, notices and forms) were scanned and are not tagged for screen readers. Ask us for an accessible copy and we will send it.\n- Videos from partner platforms may not have captions in both languages.\n\n## Tell us about a problem\n\nIf you cannot use a part of the portal, or you need information in another format, write to us or use the [feedback form](/feedback). Please name the page and describe the problem; we aim to reply within 15 working days. This statement was prepared for the portal launched in 2026 and is reviewed whenever the portal changes significantly.',
            hi: 'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान चाहता है कि हर कोई, चाहे वह कोई भी उपकरण या सहायक तकनीक उपयोग करे और उसकी क्षमता कुछ भी हो, इस पोर्टल का उपयोग कर सके। हम इसे भारत सरकार की वेबसाइटों के दिशानिर्देश (GIGW 3.0) और वेब सामग्री सुगम्यता दिशानिर्देश (WCAG) 2.2 के स्तर AA के अनुसार बनाते हैं।\n\n## इस पोर्टल पर आप क्या कर सकते हैं\n\n- हर पृष्ठ और फ़ॉर्म का उपयोग केवल कीबोर्ड से करें; कीबोर्ड फ़ोकस हमेशा दिखाई देता है, और हर पृष्ठ "मुख्य सामग्री पर जाएं" लिंक से शुरू होता है।\n- हर पृष्ठ को स्क्रीन रीडर से पढ़ें: पृष्ठों में शीर्षक, लैंडमार्क और लेबल वाले फ़ॉर्म फ़ील्ड हैं, चित्रों के पाठ्य विकल्प हैं, और फ़ॉर्म की त्रुटियां ऊपर सूचीबद्ध होकर अपने फ़ील्ड से जुड़ी होती हैं ([स्क्रीन रीडर एक्सेस](/screen-reader-access) देखें)।\n- हर पृष्ठ पर भाषा बटन से पोर्टल को अंग्रेज़ी या हिंदी में पढ़ें; आपकी पसंद याद रखी जाती है।\n- कंप्यूटर या फ़ोन पर, अपने ब्राउज़र के ज़ूम से पाठ को 200 % तक बड़ा करें, बिना पृष्ठ के बगल में स्क्रॉल हुए।\n- देखें कि कौन-सा लिंक पोर्टल से बाहर जाता है: बाहरी लिंक पर एक आइकन होता है और वे आपसे पुष्टि मांगते हैं।\n\n## हम कैसे जांचते हैं\n\nपोर्टल में हर बदलाव पर, हर पृष्ठ और उसकी अवस्थाओं (मेनू, डायलॉग, फ़ॉर्म की त्रुटियां) को दोनों भाषाओं में, चौड़ी स्क्रीन और फ़ोन के आकार की स्क्रीन पर, WCAG 2.2 AA के अनुसार स्वचालित रूप से जांचा जाता है। हम मुख्य प्रक्रियाओं को कीबोर्ड और स्क्रीन रीडर से स्वयं भी जांचते हैं।\n\n## क्या अभी पूरी तरह सुगम नहीं है\n\n- कुछ पुराने PDF दस्तावेज़ (निविदाएं, सूचनाएं और फ़ॉर्म) स्कैन किए गए थे और स्क्रीन रीडर के लिए टैग नहीं किए गए हैं। सुगम प्रति के लिए हमसे पूछें, हम उसे भेज देंगे।\n- साझेदार प्लेटफ़ॉर्म के वीडियो में दोनों भाषाओं में कैप्शन न हों, ऐसा हो सकता है।\n\n## हमें किसी समस्या के बारे में बताएं\n\nयदि आप पोर्टल के किसी भाग का उपयोग नहीं कर पा रहे हैं, या आपको किसी अन्य प्रारूप में जानकारी चाहिए, तो हमें लिखें या [प्रतिक्रिया फ़ॉर्म](/feedback) का उपयोग करें। कृपया पृष्ठ का नाम और समस्या बताएं; हमारा प्रयास 15 कार्य दिवसों के भीतर उत्तर देने का है। यह कथन 2026 में आरंभ किए गए पोर्टल के लिए तैयार किया गया है और पोर्टल में बड़े बदलाव होने पर इसकी समीक्षा की जाती है।',
          },
        },
        { type: 'settings', part: 'webmaster-email' },
      ],
    },
  },
  {
    slug: 'help',
    document: {
      title: { en: 'Help', hi: 'सहायता' },
      summary: {
        en: 'How to find your way around the IIIDEM portal, open its documents and use it with assistive technology.',
        hi: 'आईआईआईडीईएम पोर्टल पर रास्ता कैसे खोजें, इसके दस्तावेज़ कैसे खोलें और सहायक तकनीक के साथ इसका उपयोग कैसे करें।',
      },
      blocks: [
        {
          type: 'sections',
          style: 'accordion',
          label: { en: 'Help topics', hi: 'सहायता के विषय' },
          items: [
            {
              id: 'finding-your-way',
              label: { en: 'Finding your way', hi: 'रास्ता खोजना' },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: '- The **Menu** button at the top of every page opens the institute’s pages, Who’s Who, training programmes and digital resources.\n- The [Site Map](/site-map) lists every page of the portal on one page.\n- The breadcrumb under the page title shows where you are; select "Home" to go back to the home page.\n- The footer links to the policies, the site map, [Contact Us](/contact-us) and the [feedback form](/feedback).\n- To apply for a training programme, open it under [Training Programs](/iiidem-training-programs), sign up or log in, and select **Apply Now**.',
                    hi: '- हर पृष्ठ के ऊपर **मेनू** बटन संस्थान के पृष्ठ, कौन क्या है, प्रशिक्षण कार्यक्रम और डिजिटल संसाधन खोलता है।\n- [साइट मैप](/site-map) पोर्टल के सभी पृष्ठों को एक ही पृष्ठ पर सूचीबद्ध करता है।\n- पृष्ठ के शीर्षक के नीचे ब्रेडक्रंब दिखाता है कि आप कहां हैं; मुख पृष्ठ पर लौटने के लिए "मुख पृष्ठ" चुनें।\n- फ़ुटर में नीतियों, साइट मैप, [संपर्क करें](/contact-us) और [प्रतिक्रिया फ़ॉर्म](/feedback) के लिंक हैं।\n- किसी प्रशिक्षण कार्यक्रम के लिए आवेदन करने हेतु उसे [प्रशिक्षण कार्यक्रम](/iiidem-training-programs) में खोलें, साइन अप या लॉग इन करें, और **अभी आवेदन करें** चुनें।',
                  },
                },
              ],
            },
            {
              id: 'language-and-text-size',
              label: { en: 'Language and text size', hi: 'भाषा और पाठ का आकार' },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: '- The language button in the top bar switches the whole portal between English and Hindi and keeps you on the same page. The portal remembers your choice.\n- To make the text larger or smaller, use your browser’s zoom: hold **Ctrl** (**Cmd** on a Mac) and press **+** or **-**; **Ctrl** and **0** returns to the normal size. On a phone, spread two fingers on the screen.',
                    hi: '- ऊपरी पट्टी में भाषा बटन पूरे पोर्टल को अंग्रेज़ी और हिंदी के बीच बदलता है और आपको उसी पृष्ठ पर रखता है। पोर्टल आपकी पसंद याद रखता है।\n- पाठ को बड़ा या छोटा करने के लिए अपने ब्राउज़र का ज़ूम उपयोग करें: **Ctrl** (Mac पर **Cmd**) दबाकर रखें और **+** या **-** दबाएं; **Ctrl** और **0** सामान्य आकार पर लौटाता है। फ़ोन पर स्क्रीन पर दो उंगलियां फैलाएं।',
                  },
                },
              ],
            },
            {
              id: 'file-formats',
              label: { en: 'Documents and the viewers they need', hi: 'दस्तावेज़ और उनके लिए आवश्यक व्यूअर' },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: 'Documents on the portal (tenders, vacancies, session material, certificates) are PDF files; photographs are JPEG or PNG pictures and videos are MP4 files. A link to a document says its type and size, for example "PDF, 245 KB".\n\n| Document type | Viewer you need | Where to get it |\n| --- | --- | --- |\n| Portable Document Format (PDF) | A PDF reader: every current web browser opens PDF files; or Adobe Acrobat Reader | [get.adobe.com/reader](https://get.adobe.com/reader/) |\n| JPEG and PNG pictures | Any web browser or picture viewer | Included in your device |\n| MP4 video | Any current web browser or media player | [www.videolan.org](https://www.videolan.org/) (VLC, free) |\n\nIf a document cannot be read with your assistive technology, write to us and we will send it in another format.',
                    hi: 'पोर्टल पर दस्तावेज़ (निविदाएं, रिक्तियां, सत्र सामग्री, प्रमाणपत्र) PDF फ़ाइलें हैं; तस्वीरें JPEG या PNG चित्र हैं और वीडियो MP4 फ़ाइलें हैं। किसी दस्तावेज़ का लिंक उसका प्रकार और आकार बताता है, उदाहरण के लिए "PDF, 245 KB"।\n\n| दस्तावेज़ का प्रकार | आवश्यक व्यूअर | कहां से प्राप्त करें |\n| --- | --- | --- |\n| पोर्टेबल डॉक्यूमेंट फ़ॉर्मेट (PDF) | PDF रीडर: सभी वर्तमान वेब ब्राउज़र PDF फ़ाइलें खोलते हैं; या Adobe Acrobat Reader | [get.adobe.com/reader](https://get.adobe.com/reader/) |\n| JPEG और PNG चित्र | कोई भी वेब ब्राउज़र या चित्र व्यूअर | आपके उपकरण में उपलब्ध |\n| MP4 वीडियो | कोई भी वर्तमान वेब ब्राउज़र या मीडिया प्लेयर | [www.videolan.org](https://www.videolan.org/) (VLC, निःशुल्क) |\n\nयदि कोई दस्तावेज़ आपकी सहायक तकनीक से नहीं पढ़ा जा सकता, तो हमें लिखें और हम उसे किसी अन्य प्रारूप में भेज देंगे।',
                  },
                },
              ],
            },
            {
              id: 'screen-readers',
              label: { en: 'Screen readers and the keyboard', hi: 'स्क्रीन रीडर और कीबोर्ड' },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: '- Press **Tab** to move to the next link, button or field, and **Shift** and **Tab** to move back; **Enter** follows a link and **Space** presses a button or ticks a box.\n- The first **Tab** on a page reaches the "Skip to main content" link, which takes you past the menus.\n- In tabs, the **arrow keys** move between the tabs; **Esc** closes a menu or a dialog.\n- The screen readers that can read the portal, free and commercial, are listed on [Screen Reader Access](/screen-reader-access). The [Accessibility Statement](/accessibility-statement) says what we test and what is still being improved.',
                    hi: '- अगले लिंक, बटन या फ़ील्ड पर जाने के लिए **Tab** दबाएं, और पीछे जाने के लिए **Shift** और **Tab**; **Enter** लिंक खोलता है और **Space** बटन दबाता है या बॉक्स पर सही का निशान लगाता है।\n- किसी पृष्ठ पर पहला **Tab** "मुख्य सामग्री पर जाएं" लिंक पर पहुंचता है, जो आपको मेनू के आगे ले जाता है।\n- टैब में **तीर कुंजियां** टैब के बीच ले जाती हैं; **Esc** मेनू या डायलॉग बंद करता है।\n- पोर्टल को पढ़ सकने वाले निःशुल्क और व्यावसायिक स्क्रीन रीडर [स्क्रीन रीडर एक्सेस](/screen-reader-access) पर सूचीबद्ध हैं। [सुगम्यता कथन](/accessibility-statement) बताता है कि हम क्या जांचते हैं और किसमें अभी सुधार हो रहा है।',
                  },
                },
              ],
            },
            {
              id: 'accounts-help',
              label: { en: 'Your account', hi: 'आपका खाता' },
              blocks: [
                {
                  type: 'text',
                  body: {
                    en: '- When you sign up or log in, the portal e-mails you a one-time code (OTP). If it has not arrived after a few minutes, look in your spam folder, then ask for a new code when the first one has expired.\n- Forgot your password? Use [Forgot Password](/forget-password) on the login page.\n- The captcha image shows six letters and digits; capitals count. Select "Reload Captcha" for a new one if you cannot read it.',
                    hi: '- जब आप साइन अप या लॉग इन करते हैं, तो पोर्टल आपको एक वन-टाइम कोड (ओटीपी) ईमेल करता है। यदि कुछ मिनटों में वह न आए, तो अपना स्पैम फ़ोल्डर देखें, फिर पहला कोड समाप्त होने पर नया कोड मांगें।\n- पासवर्ड भूल गए? लॉग इन पृष्ठ पर [पासवर्ड भूल गए](/forget-password) का उपयोग करें।\n- कैप्चा चित्र में छह अक्षर और अंक होते हैं; बड़े अक्षर मायने रखते हैं। यदि आप उसे नहीं पढ़ पा रहे हैं, तो नए कैप्चा के लिए "कैप्चा रीलोड करें" चुनें।',
                  },
                },
              ],
            },
          ],
        },
        {
          type: 'text',
          body: {
            en: '## Still need help?\n\nWrite to us through the [feedback form](/feedback) or contact the institute:',
            hi: '## अब भी सहायता चाहिए?\n\n[प्रतिक्रिया फ़ॉर्म](/feedback) के माध्यम से हमें लिखें या संस्थान से संपर्क करें:',
          },
        },
        { type: 'settings', part: 'phone-fax-email' },
      ],
    },
  },
];
