import { siteConfig } from '@/lib/site-config';
import type { LegalDocument, LegalId } from '@/lib/content/types';
import { retentionBullets } from './retention-text';

/**
 * English legal pages. Names, numbers and the address always come from siteConfig,
 * so a deployment changes them in one place.
 */

const lastUpdated = '2026-11-01';

const contactLine = `email ${siteConfig.email}, call ${siteConfig.phone.display} (${siteConfig.openingHours}), or write to ${siteConfig.name}, ${siteConfig.postalLocation}`;

const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: `How ${siteConfig.name} collects, uses, stores and protects your personal data, and the rights you have under the DPDP Act, 2023.`,
  heading: 'Privacy Policy',
  intro: `This policy explains what information ${siteConfig.name} collects through this website, why we collect it and how we keep it safe. We collect only what we need to run our programmes and ${siteConfig.clubName}, and we never sell your information. If anything here is unclear, please ask us and we will explain it.`,
  // Its retention list, notice and rights changed with the personal-data work.
  lastUpdated: '2026-11-28',
  sections: [
    {
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        `${siteConfig.name} is a youth organisation working in ${siteConfig.district} district, ${siteConfig.state}. We also run ${siteConfig.clubName} (${siteConfig.clubShortName}). For the personal data you share on this website, we are the "data fiduciary" under the Digital Personal Data Protection Act, 2023, which means we decide how it is used and we are responsible for protecting it.`,
        'This policy covers this website and its forms. It does not cover other websites we link to, such as news publishers or social media pages, which have their own policies.',
      ],
    },
    {
      heading: 'Information you give us through forms',
      paragraphs: [
        'You can read this website without signing up or telling us who you are. We only receive personal information when you choose to fill in one of our forms. Each form asks only for what is needed for that purpose:',
      ],
      bullets: [
        'Youth survey: your answers to the survey questions and any contact details the form asks for, such as your name, age and village or block.',
        `${siteConfig.clubShortName} membership application: the details the form asks for, such as the player's name, age, phone number and address. If the player is under 18, we also ask for a parent's or guardian's name and phone number.`,
        `${siteConfig.clubShortName} complaint: a description of your concern. You may leave your name and contact details empty and send the complaint anonymously.`,
        'Contact message: your name, the email address or phone number you want us to reply to, and your message.',
        "Team member login: members of our team sign in on the admin page with their member ID. While they are signed in, their member ID, name and role are kept in the browser's session storage, and they are removed when the team member logs out or closes the tab.",
      ],
    },
    {
      heading: 'Information collected automatically',
      paragraphs: [
        'When analytics is switched on for this website, we use Google Analytics to count page views. We send only the path of the page you open (for example, the address of the membership page). We do not send your name, phone number, form answers or anything you type. Google receives the technical details that any website visit involves, such as browser type and an approximate region worked out from your internet address, and uses cookies as described in our Cookie Policy.',
        'If you choose to turn on news alerts and allow notifications in your browser, Firebase Cloud Messaging (a Google service) gives your browser a push token. This is a random code that identifies your browser for delivering alerts, not you as a person. It is kept in your browser, renewed every 7 days so that alerts keep arriving, and used only to send news alerts. You can stop alerts at any time by blocking notifications for this site in your browser settings.',
        'Like every website, the servers that deliver these pages may briefly record technical information, such as your internet (IP) address and the time of a request, to keep the service running and secure.',
      ],
    },
    {
      heading: 'Information that stays on your device',
      paragraphs: [
        "Some features remember your choices in your own browser's local storage. This information stays on your phone or computer and is never sent to us. It includes:",
      ],
      bullets: [
        'your accessibility settings, such as text size, high contrast and colour mode',
        'the news articles you have bookmarked',
        'how many times you have opened each article, and your list of most-read articles',
        'the last page of news that was loaded, so the news reader can open quickly',
      ],
    },
    {
      heading: 'How we use your information and who we share it with',
      paragraphs: [
        'We use the information you send us only for the purpose you sent it: to plan and improve our youth programmes from survey answers, to process club membership, to look into and resolve complaints, and to reply to your messages. We may use survey answers to publish overall figures, but never in a way that shows who you are.',
        'Form entries are stored in a Google Firebase Realtime Database, a secure online database run by Google for us. Only authorised members of our team can read them. We do not sell, rent or trade your personal data, and we do not use it for advertising.',
        'We share personal data only with the service providers that run parts of this website for us (Google Firebase, Google Analytics and Firebase Cloud Messaging), and with government authorities when the law requires it. The news reader loads articles from the Currents API news search service; we do not send your form details to it.',
      ],
    },
    {
      heading: 'Children and young people',
      paragraphs: [
        'Many of the young people we work with are under 18. The Digital Personal Data Protection Act, 2023 treats anyone under 18 as a child, and we follow its extra protections for children.',
        "For a membership application for a player under 18, we ask for a parent's or guardian's name and phone number, and we contact that parent or guardian to confirm their consent before the membership begins. If you are under 18 and want to fill in the youth survey, please do it with a parent or guardian who knows about it.",
        'We do not track children across websites, we do not show them advertising, and we do not use their data in any way that could harm their well-being.',
      ],
    },
    {
      heading: 'How we protect information and how long we keep it',
      paragraphs: [
        'We protect your data with reasonable security practices, as expected under the Information Technology Act, 2000. The database can be reached only through secure, encrypted connections, and only named team members have access. No system is perfectly safe, but if a breach ever affects your data, we will inform you and the authorities as the law requires.',
        'We keep personal data only for as long as we need it, and then delete it:',
      ],
      bullets: retentionBullets(),
    },
    {
      heading: 'Your rights under Indian law',
      paragraphs: [
        'The Digital Personal Data Protection Act, 2023 gives you rights over your personal data, and a parent or guardian can use them for a child. To use any of them, use the Your data page (linked at the foot of every page), or contact our grievance officer using the details below. We may ask a few questions to check that the request really comes from you, so that no one else can see or change your data.',
        'You have the right to:',
      ],
      bullets: [
        'ask for a summary of the personal data we hold about you and how we use it',
        'ask us to correct data that is wrong, complete data that is missing, or update data that has changed',
        'ask us to delete your data when it is no longer needed, unless the law requires us to keep it',
        'withdraw your consent at any time; this stops future use but does not undo earlier use',
        'nominate another person to use your rights if you die or are unable to act',
        'have your complaint handled by our grievance officer and, if you are not satisfied, complain to the Data Protection Board of India',
      ],
    },
    {
      heading: 'Grievance officer and changes to this policy',
      paragraphs: [
        `If you have a question or complaint about your personal data, please contact our grievance officer: ${contactLine}. We will reply within 7 working days and aim to resolve every grievance within one month.`,
        'We may update this policy when our work or the law changes. The date at the top of this page shows when it was last changed. If a change affects how we use data you have already given us, we will tell you before it takes effect when we have your contact details.',
      ],
    },
  ],
};

const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  description: `Which cookies and browser storage the ${siteConfig.name} website uses, why each one is there, and how you can clear or block them yourself.`,
  heading: 'Cookie Policy',
  intro: `This page lists every cookie and browser storage item the ${siteConfig.name} website uses. We use no advertising cookies. Most items simply remember your own choices and never leave your device.`,
  lastUpdated,
  sections: [
    {
      heading: 'Cookies and browser storage in simple words',
      paragraphs: [
        'A cookie is a small text file that a website saves in your browser. Local storage and session storage are similar places inside your browser where a website can keep small notes. Local storage stays until you clear it. Session storage is cleared when you close the browser tab.',
        'These items help a website remember things, such as your preferred text size, so you do not have to choose again on every visit.',
      ],
    },
    {
      heading: 'No advertising cookies',
      paragraphs: [
        'This website shows no advertisements and sets no advertising or marketing cookies. We do not let other companies track you across the internet through our website, and we do not build profiles of visitors.',
      ],
    },
    {
      heading: 'Google Analytics cookies',
      paragraphs: [
        'When analytics is switched on for this website, Google Analytics sets cookies that let us count visits and see which pages are read most. We send Google only the path of each page you open. When analytics is switched off, the analytics script does not load and these cookies are not set at all.',
        'The cookies are:',
      ],
      bullets: [
        '_ga: tells visits from the same browser apart, using a random number. It lasts up to 2 years.',
        '_ga_* (the ending is a code for this website): remembers the state of your current visit. It lasts up to 2 years.',
      ],
    },
    {
      heading: 'Local storage on your device',
      paragraphs: ['These items stay in your browser until you clear them. They are never sent to us:'],
      bullets: [
        'accessibility_settings: your text size, high contrast and colour mode choices, so they are applied every time a page opens.',
        'news_bookmarks: the news articles you have saved to read later.',
        'article_views: how many times you have opened each news article.',
        'most_read_articles: your own list of the articles you have read most.',
        'cached_articles: the last page of news that was loaded, so the news reader can show it quickly or when your connection is weak.',
      ],
    },
    {
      heading: 'Session storage for team members',
      paragraphs: [
        'These items are used only when a member of our team signs in on the admin page. Visitors never have them. They are removed when the team member logs out or closes the browser tab:',
      ],
      bullets: [
        'teamMemberId: the member ID used to sign in.',
        "teamMemberName: the team member's name, shown on the admin pages.",
        "teamMemberRole: the team member's role, which decides what they can see.",
      ],
    },
    {
      heading: 'News alert token',
      paragraphs: [
        'If you turn on news alerts and allow notifications, Firebase Cloud Messaging gives your browser a push token, which is kept in your browser and renewed every 7 days. It is used only to deliver news alerts. If you block notifications for this site, no alerts are sent.',
      ],
    },
    {
      heading: 'How to clear or block cookies and storage',
      paragraphs: [
        'You are in control. You can delete these items at any time, and the website will still work. Clearing them will reset your accessibility settings, remove your bookmarks and reading history, and you may need to allow news alerts again.',
      ],
      bullets: [
        'Chrome on Android: open the menu (three dots), go to Settings, then Site settings, then All sites, choose this website and tap Clear and reset.',
        'Chrome or Edge on a computer: click the icon to the left of the web address, open Site settings or Cookies and site data, and delete the data for this website.',
        'Firefox: click the padlock next to the web address and choose Clear cookies and site data.',
        'Safari on iPhone: go to Settings, then Safari, then Advanced, then Website Data, and remove this website.',
        'To stop news alerts only, change Notifications for this website to Block in your browser settings.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        `If you have a question about cookies or storage on this website, ${contactLine}. Our Privacy Policy explains more about how we handle personal data.`,
      ],
    },
  ],
};

const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description: `The rules for using the ${siteConfig.name} website, its forms, news reader and ${siteConfig.clubShortName} membership, under the laws of India.`,
  heading: 'Terms of Service',
  intro: `These terms are the rules for using the ${siteConfig.name} website. By using the website you agree to them, so please read them carefully. If you do not agree, please do not use the website.`,
  lastUpdated,
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        `This website is run by ${siteConfig.name}, ${siteConfig.postalLocation}. In these terms, "we" and "us" mean ${siteConfig.name}, which includes ${siteConfig.clubName} (${siteConfig.clubShortName}), and "you" means anyone who uses the website.`,
        'If you are under 18, please use the forms on this website with the knowledge of a parent or guardian. Some forms, such as the membership application, need a parent or guardian for players under 18.',
      ],
    },
    {
      heading: 'Using the website fairly',
      paragraphs: [
        'You may use this website to learn about our work, read news, fill in our forms and contact us. You must not:',
      ],
      bullets: [
        'send false information, or pretend to be someone else',
        'send abusive, threatening, hateful or obscene messages',
        'try to break into the admin area, the database or any part of the website',
        'upload or send viruses or any harmful code',
        'flood our forms with automatic or repeated entries',
        'use the website for anything that is against the law in India',
      ],
    },
    {
      heading: 'Forms and the information you send',
      paragraphs: [
        'When you fill in a form, please make sure the information is true and complete to the best of your knowledge. We use it as described in our Privacy Policy.',
        `Complaints about ${siteConfig.clubShortName} are taken seriously, and you may send them without your name. Please make complaints honestly and in good faith. We may not be able to give you an update on an anonymous complaint, because we will have no way to reach you.`,
      ],
    },
    {
      heading: `${siteConfig.clubShortName} membership and subscriptions`,
      paragraphs: [
        `Sending a membership application does not by itself make you a member. Membership starts when ${siteConfig.clubShortName} confirms it, and for a player under 18, after a parent or guardian has agreed. Members are expected to follow the club's code of conduct, respect coaches, team-mates and opponents, and keep the club's safety rules.`,
        'Subscription fees are shown in Indian rupees on the subscription plans page. Cancellations and refunds of subscription fees, event registration fees and club kit follow our Return and Refund Policy.',
        'We may pause or end a membership if a member seriously or repeatedly breaks the code of conduct, after hearing their side and, for a player under 18, after speaking with their parent or guardian.',
      ],
    },
    {
      heading: 'Team member access',
      paragraphs: [
        'The admin page is only for authorised members of our team. Team members must keep their member ID private, must not let anyone else use it, and must log out after use, especially on a shared device.',
        'Anyone who tries to enter the admin area without permission may be committing an offence under the Information Technology Act, 2000, and we may report it to the police.',
      ],
    },
    {
      heading: 'News reader and links to other websites',
      paragraphs: [
        'The news reader shows headlines and summaries from other publishers, found through the Currents API news search service, along with a set of sample articles included with the website. Each article links to its source. We do not write or check these articles, and their publishers are responsible for them.',
        'Links to other websites are given for your convenience. We are not responsible for their content, their services or how they handle your data.',
      ],
    },
    {
      heading: 'Our content',
      paragraphs: [
        'The text, photos, logo and club crest on this website belong to us unless marked otherwise. Our Copyright page explains what you may reuse and how to ask for permission.',
      ],
    },
    {
      heading: 'Limits of our responsibility and changes',
      paragraphs: [
        'We work hard to keep the website correct and available, but we provide it "as it is". It may sometimes be unavailable, slow or contain mistakes. As far as the law allows, we are not responsible for any loss caused by using the website, by relying on its content, or by it being unavailable.',
        'We may change these terms when our work or the law changes. The date at the top of this page shows the latest version. If you keep using the website after a change, you accept the new terms.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        `These terms are governed by the laws of India. If you have a problem, please first contact us so that we can try to solve it together: ${contactLine}.`,
        `If a dispute cannot be solved by talking, only the courts at ${siteConfig.town}, ${siteConfig.district} district, ${siteConfig.state}, will have the power to decide it.`,
      ],
    },
  ],
};

const returnPolicy: LegalDocument = {
  title: 'Return Policy',
  description: `How to cancel a ${siteConfig.clubShortName} subscription, get a refund of fees or return club kit, with time limits and how refunds reach your UPI or bank.`,
  heading: 'Return and Refund Policy',
  intro: `This policy explains when you can cancel a paid subscription, get your money back for an event registration, or return ${siteConfig.clubShortName} kit. We want every refund to be simple and fair. If your case is not covered here, talk to us and we will try to find a fair answer.`,
  lastUpdated: '2026-11-28',
  sections: [
    {
      heading: 'What this policy covers',
      paragraphs: [
        `This policy covers payments made to ${siteConfig.name} and ${siteConfig.clubName} for the things listed below. All amounts are in Indian rupees. A refund is always paid to the person who made the payment, or for a player under 18, to the parent or guardian who paid.`,
      ],
      bullets: [
        'subscription plans (paid memberships of the club or the foundation)',
        'registration fees for events, such as tournaments, camps and workshops',
        'club kit, such as jerseys, shorts, socks and training wear',
      ],
    },
    {
      heading: 'Cancelling a subscription',
      paragraphs: [
        'You can cancel a subscription at any time. What you get back depends on when you cancel and whether you have used it:',
      ],
      bullets: [
        'Within 7 days of paying, if you have not used the subscription (for example, you have not attended a training session or used any member benefit): full refund.',
        'Monthly plans after 7 days: no refund for the month already started. Your subscription stops at the end of that month and you will not be asked to pay again.',
        'Yearly plans after 7 days: a pro-rata refund for each full month left after the month in which you ask. For example, if you paid for 12 months and ask to cancel during the 4th month, we refund 8 months. The value of any kit or item given free with the plan and kept by you is taken off the refund.',
        'Renewals: if you paid to renew and ask to cancel within 7 days of the renewal date without using the renewed period, you get a full refund of the renewal.',
        'If we end a membership because the code of conduct was broken, any refund is worked out in the same pro-rata way.',
      ],
    },
    {
      heading: 'Event registration fees',
      paragraphs: ['For events you have registered and paid for:'],
      bullets: [
        'Cancel at least 3 days before the event: full refund.',
        'Cancel less than 3 days before the event: 50% refund, because we may already have spent money on food, travel or equipment for you.',
        'Did not attend without telling us: no refund.',
        'You can pass your place to another young person at any time before the event, free of charge, if you tell us their name first.',
        'If we cancel the event, you choose either a full refund or a place at the new date. If we change the date, you may still ask for a full refund.',
      ],
    },
    {
      heading: 'Returning club kit',
      paragraphs: ['You can return or exchange club kit as follows:'],
      bullets: [
        'Wrong size or changed your mind: return within 7 days of receiving it, unworn, unwashed and with the tags on, for an exchange or a full refund.',
        'Faulty kit (for example, torn seams or a printing error): tell us within 30 days of receiving it and we will replace it, or refund you if a replacement is not available.',
        'Kit printed with your own name or number cannot be returned unless it is faulty or we printed it wrongly.',
        'Kit given free as part of a subscription plan cannot be exchanged for money.',
        `Bring returned kit to our office at ${siteConfig.postalLocation}, or hand it to your coach, who will give you a receipt.`,
      ],
    },
    {
      heading: 'How to ask for a refund',
      paragraphs: [
        `To ask for a refund, cancel a subscription or return kit, ${contactLine}. We will confirm that we have received your request within 2 working days, and tell you our decision within 5 working days.`,
        'Please tell us:',
      ],
      bullets: [
        'the name of the member or player, and the phone number used when paying',
        'what you paid for, the amount and the date',
        'the payment reference (it starts with PAY), the UTR of a UPI payment, or the receipt number',
        'why you are asking, in a few words',
        'the UPI ID or bank account where the refund should go, if it is different from the one used to pay',
      ],
    },
    {
      heading: 'When the money reaches you',
      paragraphs: [
        'Once a refund is approved, we send it within 5 to 7 working days. Payments made by UPI are refunded to the same UPI ID. Payments made by bank transfer are refunded to the same bank account. Payments made in cash are refunded by UPI or bank transfer to the account of the person who paid, or for a player under 18, the parent or guardian who paid.',
        "Our office arranges every refund: the website does not send money back by itself, and no payment company holds your money. We pay UPI and bank transfers straight from the foundation's bank account.",
        'Your bank or UPI app may take one or two more working days to show the money. If you have not received it within 10 working days of our approval, contact us with the payment reference and we will check it with our bank.',
      ],
    },
    {
      heading: 'What is not refunded',
      paragraphs: [
        'We cannot refund fees you paid directly to other organisers, such as district or state football associations or travel operators, even if we helped you register. Charges taken by your own bank or payment app are also not refunded by us.',
        'If paying a fee is difficult for your family, please speak to us before you pay. The subscription plans page explains the fee support we can offer.',
      ],
    },
  ],
};

const disclaimer: LegalDocument = {
  title: 'Disclaimer',
  description: `The limits of the information on the ${siteConfig.name} website, including third-party news, sports and health guidance, statistics and outside links.`,
  heading: 'Disclaimer',
  intro: `We share information on this website to help young people and families in ${siteConfig.district} district. We try hard to keep it correct and up to date, but we cannot promise that it is always complete or free of mistakes. Please read this page to understand the limits of what we publish.`,
  lastUpdated,
  sections: [
    {
      heading: 'General information only',
      paragraphs: [
        `The content on this website is for general information about the work of ${siteConfig.name} and ${siteConfig.clubName}. Details such as programme dates, places, fees and timings can change. Please confirm important details with us before you travel or make a payment.`,
      ],
    },
    {
      heading: 'News from other publishers',
      paragraphs: [
        'The regional news reader shows Hindi headlines and summaries from other publishers, found through the Currents API news search service. These articles are written and owned by their publishers, not by us. Showing an article does not mean we agree with it or have checked it.',
        'The news reader also includes a small set of sample Hindi articles that come with the website, so that it still has something to show when live news cannot be loaded. Each article links to its original source, which you should read for the full and latest story.',
      ],
    },
    {
      heading: 'Sport, fitness and health',
      paragraphs: [
        'Training tips, fitness advice and health information on this website are general guidance, not medical advice. Every body is different. Before starting hard training, and if you have an illness, injury or health condition, please talk to a doctor.',
        'Football and other sports carry a risk of injury. Our coaches follow safety practices during club sessions and events, but players and their parents or guardians should know that some risk always remains.',
      ],
    },
    {
      heading: 'Education, jobs and government schemes',
      paragraphs: [
        'When we share information about scholarships, exams, jobs, training courses or government schemes, we do it to help you find opportunities. Rules, dates and eligibility are set by the organisations that run them and can change. Always check with the official source, such as the government department or institution concerned, before you apply.',
        'We never charge money to help you apply for a government scheme. If someone asks you for money in our name, please tell us.',
      ],
    },
    {
      heading: 'Survey results and figures',
      paragraphs: [
        'Figures we publish from our youth survey and our programmes come from the people who took part. They give a picture of young people in the district, but they are not official government statistics and may not represent everyone.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'This website links to other websites, such as news publishers, government portals and our social media pages. We do not control those websites and are not responsible for their content, their accuracy or how they handle your data.',
      ],
    },
    {
      heading: 'Mistakes and availability',
      paragraphs: [
        'The website may sometimes be unavailable or slow, or a form may fail to send because of a weak internet connection or a technical problem. If you do not get a reply to something you sent us, please call or email us.',
        `If you find a mistake on this website, please tell us so we can correct it: ${contactLine}.`,
      ],
    },
  ],
};

const copyright: LegalDocument = {
  title: 'Copyright',
  description: `Who owns the text, photos and news on the ${siteConfig.name} website, how you may reuse them, how to ask permission and how to report a copyright problem.`,
  heading: 'Copyright Notice',
  intro: `This page explains who owns the content on this website and how you may use it. We are happy for people to share our work to help young people in ${siteConfig.district}. We only ask that you give credit and respect the rights of others, especially the children in our photos.`,
  lastUpdated,
  sections: [
    {
      heading: 'What belongs to us',
      paragraphs: [
        `Unless it is marked otherwise, the text, photos, videos, graphics, logo and club crest on this website are © ${siteConfig.foundedYear}–${lastUpdated.slice(0, 4)} ${siteConfig.name}. They are protected by the Copyright Act, 1957.`,
        `The names ${siteConfig.name} and ${siteConfig.clubName}, and their logo and crest, identify our organisation. Please do not use them in a way that suggests we support or work with you when we do not.`,
      ],
    },
    {
      heading: 'News articles belong to their publishers',
      paragraphs: [
        'Headlines, summaries and images in the news reader belong to the news publishers who wrote them. We show them through the Currents API news search service, and each article links to its original source. If you want to reuse a news article, you must ask its publisher, not us.',
      ],
    },
    {
      heading: 'What you may do without asking',
      paragraphs: ['You are welcome to:'],
      bullets: [
        'share links to any page of this website',
        'print or save pages for your own reading, study or school work',
        `quote short parts of our text in a news report, school project or review, with credit to "${siteConfig.name}" and a link to this website where possible`,
      ],
    },
    {
      heading: 'What needs our permission',
      paragraphs: ['Please ask us before you:'],
      bullets: [
        'reuse our photos or videos anywhere, in print or online',
        'copy whole pages or large parts of our text',
        'use our logo or club crest',
        'use any of our content to sell something or raise money',
      ],
    },
    {
      heading: 'How to ask for permission',
      paragraphs: [
        `Email ${siteConfig.email} or call ${siteConfig.phone.display}. Tell us who you are, which content you want to use, where and how you will use it, and for how long. We usually reply within 7 working days.`,
        'We are careful with photos of children and young people. We may refuse permission for photos that show children, or agree only after checking with the families.',
      ],
    },
    {
      heading: 'Photos of you or your child',
      paragraphs: [
        'If you, or your child, appear in a photo or video on this website and you would like it removed, contact us. We will remove it within 3 working days, and you do not need to give a reason.',
      ],
    },
    {
      heading: 'Reporting a copyright problem',
      paragraphs: [
        `If you believe something on this website uses your work without permission, please email ${siteConfig.email}. We will acknowledge your report within 3 working days. While we check it, we may remove the content. If your claim is correct, we will remove the content or give proper credit, as you prefer.`,
        'Please include in your email:',
      ],
      bullets: [
        'your name and how to contact you',
        'a description of your work and proof that you own it, or that you act for the owner',
        'the address of the page on this website where your work appears',
        'what you would like us to do, such as remove the content or add credit',
      ],
    },
  ],
};

const accessibilityStatement: LegalDocument = {
  title: 'Accessibility Statement',
  description: `How the ${siteConfig.name} website supports everyone: text size, high contrast, colour modes, keyboard use and screen readers, and how to report problems.`,
  heading: 'Accessibility Statement',
  intro: `We want everyone to be able to use the ${siteConfig.name} website, including people with low vision, colour-vision differences, or who use a keyboard or a screen reader. This page explains the features that help, what we know still needs work, and how to tell us about a problem.`,
  lastUpdated,
  sections: [
    {
      heading: 'Our aim',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. These are international guidelines that make websites easier to use for people with disabilities, and often easier for everyone else too.',
      ],
    },
    {
      heading: 'Accessibility settings',
      paragraphs: [
        'On every page there is a floating button at the bottom left of the screen called "Accessibility settings". It opens the "Accessibility Settings" dialog, where you can change how the website looks:',
      ],
      bullets: [
        'Text size: choose small, normal or large. These set the text to 90%, 100% or 120% of the default root font size, so all text on the site grows or shrinks together.',
        'High contrast: raises the contrast to 150% and adds 20% grayscale, which can make text and edges easier to see.',
        'Color mode: choose normal, deuteranopia, protanopia or tritanopia. Deuteranopia and protanopia are kinds of red-green colour blindness, and tritanopia is blue-yellow colour blindness. Each mode switches the site to a palette that stays easy to tell apart for that kind of colour vision, and underlines links so that colour is never the only way to spot them.',
        'Screen reader: this switch is shown but disabled. It is reserved for future use. You do not need it, because the website already works with screen readers such as TalkBack and NVDA.',
      ],
    },
    {
      heading: 'Your settings are remembered',
      paragraphs: [
        "Your choices are saved in your browser's local storage under the name accessibility_settings, on your own device only. They are applied before the page is drawn, so the page does not flash in the old style first. To go back to the standard look, open the dialog again and choose normal text size, turn off high contrast and choose the normal colour mode, or clear this website's data in your browser.",
      ],
    },
    {
      heading: 'Built into every page',
      paragraphs: ['These features work without changing any setting:'],
      bullets: [
        'A "Skip to main content" link, the first thing you reach with the Tab key, jumps past the menu to the page content.',
        'All menus and the side drawer can be opened, used and closed with the keyboard alone.',
        'Pages are marked with landmarks (header, navigation, main content and footer) and clear headings, so screen reader users can move around quickly.',
        'A clearly visible outline shows which link, button or field has keyboard focus.',
        'If you have asked your device to reduce motion, we respect it: the moving bubble animation in the background stops.',
        'Images that carry meaning have text descriptions (alt text).',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: ['We know about these problems and are working to reduce them:'],
      bullets: [
        'Images in the news reader come from other publishers and may not have text descriptions. We cannot add descriptions to images we do not own.',
        'The news reader includes a set of sample Hindi articles. They are there so the reader still works when live news cannot be loaded, and their links and dates may not match current news.',
        'Some linked websites, such as news publishers and social media, are not run by us and may be less accessible.',
      ],
    },
    {
      heading: 'Reporting a problem',
      paragraphs: [
        `If something on this website is hard for you to use, please tell us: ${contactLine}. It helps if you tell us the page, what you were trying to do, and the device, browser or screen reader you use. If you prefer, a friend or family member can contact us for you.`,
        'We will reply within 3 working days. If we cannot fix the problem quickly, we will try to give you the information you need in another way, such as by phone or in a simpler format.',
      ],
    },
  ],
};

export const legalDocuments: Record<LegalId, LegalDocument> = {
  privacyPolicy,
  cookiePolicy,
  termsOfService,
  returnPolicy,
  disclaimer,
  copyright,
  accessibilityStatement,
};
