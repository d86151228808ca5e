import { siteConfig } from '@/lib/site-config';
import { INVITATION_TTL_HOURS } from '@/lib/team/invitation-rules.mjs';
import { SESSION_LIMITS } from '@/lib/team/session-limits';
import { PLAN_CONCESSION, PLAN_PRICES } from '@/lib/content/plan-prices';
import type { HomeContent, InfoPage, InfoPageId, PlansPage } from '@/lib/content/types';

const {
  name,
  shortName,
  clubName,
  clubShortName,
  district,
  state,
  foundedYear,
  phone,
  email,
  postalLocation,
  openingHours,
} = siteConfig;

export const homeContent: HomeContent = {
  title: 'Home',
  description: `${name} helps young people in ${district}, ${state} learn, stay healthy, serve their villages and play football with ${clubShortName}.`,
  heading: `Young people building a stronger ${district}`,
  intro: `${name} is a group of young volunteers from the villages and towns of ${district} district. Since ${foundedYear} we have run learning centres, health camps, cultural events and the ${clubName}, so that every young person in ${district} has a fair chance to grow.`,
  missionHeading: 'Our mission',
  mission: `We want every young person in ${district} to have the skills, health and confidence to build a good life close to home. We work village by village with schools, panchayats and families, and we ask young people what they need before we plan anything. Our programmes are free or low-cost, and no one is turned away because their family cannot pay. Through sport, learning and service, we help young people become leaders in their own communities.`,
  initiativesHeading: 'What we do',
  initiatives: [
    {
      id: 'social',
      title: 'Social work',
      summary: `Our volunteers work with villages across ${district} on health, cleanliness and livelihoods. We listen to what each village needs and bring people together to act on it.`,
      highlights: [
        'Free health check-up and blood-donation camps with the local health centre',
        'Village cleanliness drives and tree planting with school students',
        "Support for women's self-help groups with bookkeeping and small-business skills",
        'Help for families to apply for government schemes and ID documents',
      ],
    },
    {
      id: 'educational',
      title: 'Education',
      summary:
        'We help children and young adults keep learning, whether they are in school, in college or looking for work. Our centres are open in the evening so that students who help at home or in the fields can still attend.',
      highlights: [
        'Evening learning centres for maths, science and English in the villages',
        'Digital literacy classes on computers and smartphones',
        'Career guidance sessions and help preparing for competitive exams',
        'Help finding and applying for scholarships',
      ],
    },
    {
      id: 'cultural',
      title: 'Culture and sport',
      summary: `We celebrate the songs, stories and festivals of ${district} and give young people a stage to share their talent. Through ${clubShortName} and other sports, girls and boys learn teamwork, discipline and pride in their home.`,
      highlights: [
        'Folk music, street theatre and storytelling groups for young artists',
        'Community celebrations during Chhath, Holi and other festivals',
        `${clubShortName} football training and matches for girls and boys`,
        'Village sports days with kabaddi, athletics and kho-kho',
      ],
    },
  ],
  impactHeading: 'Our work in numbers',
  impact: [
    { value: '1,200+', label: 'young people reached in 2025' },
    { value: '45', label: 'villages with an active volunteer team' },
    { value: '320', label: `girls and boys training with ${clubShortName}` },
    { value: '18', label: 'health and blood-donation camps held in 2025' },
  ],
  callToAction: {
    heading: 'Be part of the change',
    text: `Join ${clubShortName} to play football with a team that feels like family, or take our short youth survey and tell us what young people in ${district} need most.`,
    primaryLabel: `Join ${clubShortName}`,
    secondaryLabel: 'Take the youth survey',
  },
};

export const infoPages: Record<InfoPageId, InfoPage> = {
  surveyForm: {
    title: 'Survey Form',
    description: `Take the ${name} youth survey. If you are 14 to 29 and live in ${district}, tell us your needs and ideas in about 5 minutes.`,
    heading: `Youth Survey of ${district}`,
    intro: `This short survey helps ${name} understand what young people in ${district} need, what they enjoy and what is holding them back. Your answers shape the programmes we run next year.`,
    sections: [
      {
        heading: 'Why we ask young people',
        paragraphs: [
          'We do not want to guess what young people need. Every year we ask them directly, and we use the answers to decide where to open learning centres, which skills classes to run and which villages need more support.',
          `Last year the survey showed that many girls wanted football training close to home, so ${clubShortName} started two new girls' squads.`,
        ],
      },
      {
        heading: 'Who should fill it',
        paragraphs: [
          `Anyone aged 14 to 29 who lives in ${district} district can take the survey. You do not need to be a member of ${name} or ${clubShortName}. Please fill it only once.`,
        ],
      },
      {
        heading: 'What we ask',
        paragraphs: ['The questions are simple. Most of them have choices you can tick.'],
        bullets: [
          'Your age group',
          'Your village and block',
          'Whether you are studying, working, looking for work or helping at home',
          'Which of our programmes interest you: learning, health, culture or sport',
          'What you need most, and any ideas or suggestions you have for us',
        ],
      },
      {
        heading: 'How long it takes',
        paragraphs: [
          'The survey takes about 5 minutes. You can use a phone or a computer. If the internet is slow, your answers are kept on the page until you press submit.',
        ],
      },
      {
        heading: 'How we use and protect your answers',
        paragraphs: [
          'We do not ask for your full name or phone number unless you choose to give them so that we can contact you. We study the answers together, as numbers and groups, and never publish what one person said.',
          `Only trained members of the ${shortName} team can see the answers. We do not sell or share them with anyone. You can read more in our Privacy Policy.`,
        ],
      },
      {
        heading: 'Help if you cannot read or write',
        paragraphs: [
          `If reading or writing is hard for you, or you do not have a phone, come to our office during ${openingHours}. A volunteer will read out the questions in Hindi or Bhojpuri and fill the form for you. You can also call ${phone.display} and ask for a volunteer to visit your village.`,
        ],
      },
    ],
  },

  adminLogin: {
    title: 'Admin Login',
    description: `Login page for ${name} team members only. Use the member ID and password from your coordinator. Visitors do not need an account.`,
    heading: 'Team member login',
    intro: `This page is only for staff and volunteers of ${name} who manage the website, survey answers and ${clubShortName} records.`,
    sections: [
      {
        heading: 'Who can log in',
        paragraphs: [
          `Only team members of ${name} can log in here. When you join the team, your coordinator gives you a member ID and a one-time invitation code; you log in once with the code and choose a password of your own. Never share them with anyone, not even with other team members. Once signed in, you can add a passkey to log in with your phone's fingerprint or screen lock.`,
        ],
      },
      {
        heading: 'If you forget your password',
        paragraphs: [
          `We cannot send a new password by message for safety reasons. Please call the office at ${phone.display} or write to ${email} from the email address we have on record. Your coordinator will check who you are and give you a new invitation code, which works once, for ${INVITATION_TTL_HOURS} hours: log in with it and choose a new password. Your old password and passkeys stop working.`,
        ],
      },
      {
        heading: 'Keeping your session safe',
        paragraphs: [
          `Your session ends when you press Logout, close the browser tab, leave it unused for ${SESSION_LIMITS.idleMs / 60_000} minutes, or ${SESSION_LIMITS.absoluteMs / 3_600_000} hours after you logged in. If you use a shared computer, such as one at a cyber cafe or a learning centre, always log out before you leave.`,
        ],
        bullets: [
          'Do not save your password in a shared browser',
          'Do not log in on a computer you do not trust',
          'Tell your coordinator at once if you think someone else knows your password',
        ],
      },
      {
        heading: 'Visitors do not need an account',
        paragraphs: [
          `You do not need to log in to read our news, take the youth survey, join ${clubShortName} or contact us. All of those pages are open to everyone.`,
        ],
      },
    ],
  },

  rufcMembership: {
    title: `${clubShortName} Membership`,
    description: `Join ${clubName}: training for girls and boys from under-12 to seniors. See who can join, documents needed, fees and trial days.`,
    heading: `Join ${clubName}`,
    intro: `${clubName} (${clubShortName}) is the football club of ${name}. We welcome girls and boys from every village of ${district}, whether they have played before or not.`,
    sections: [
      {
        heading: 'About the club',
        paragraphs: [
          `${clubShortName} was founded in ${foundedYear}, the same year as ${name}, with one ball and twelve players. Today our coaches train more than three hundred players on our main ground in Sasaram and at a weekend centre in Dehri-on-Sone.`,
          'We train in four age groups, and there are separate squads for girls and boys in each group.',
        ],
        bullets: [
          'Under-12: learning the game through fun and games',
          'Under-15: skills, fitness and first matches',
          'Under-19: district and state tournaments',
          'Seniors: league matches and helping coach the younger players',
        ],
      },
      {
        heading: 'Who can join',
        paragraphs: [
          `Any girl or boy aged 8 or above who lives in or near ${district} can join. You do not need boots or experience to start. What we ask is that you come to training regularly, respect your teammates and coaches, and keep going to school or college.`,
        ],
      },
      {
        heading: 'What members get',
        paragraphs: ['Every member gets the same care, whatever plan their family chooses.'],
        bullets: [
          'Three coached training sessions every week',
          'A club jersey and shorts in the first season',
          'A chance to play in district, state and friendly matches',
          'First-aid support at every session and a yearly health check-up',
          'Help with studies at our evening learning centres',
        ],
      },
      {
        heading: 'Documents you need',
        paragraphs: ['Please bring these when you come for your trial day.'],
        bullets: [
          'Proof of age: a birth certificate, school certificate or Aadhaar card',
          'A consent form signed by a parent or guardian if you are under 18 (you can get it at the ground or the office)',
          'One recent passport-size photo',
        ],
      },
      {
        heading: 'Fees and trial days',
        paragraphs: [
          'Players pay a small monthly fee, and families with more than one child can choose a family plan. You can see every plan and its price on our Subscription Plans page. If your family cannot pay, ask about a fee waiver; no child is turned away for money.',
          'Trial days are held on the first and third Sunday of every month, from 7am to 10am, at our main ground. Come in comfortable clothes and bring water. There is no fee to attend a trial.',
        ],
      },
      {
        heading: 'Whom to contact',
        paragraphs: [
          `For any question about joining, call the club coordinator at ${phone.display} or write to ${email}. You can also visit our office at ${postalLocation} during ${openingHours}.`,
        ],
      },
    ],
  },

  rufcComplaint: {
    title: `${clubShortName} Complaint Portal`,
    description: `Report a problem at ${clubShortName}, safely and in confidence: coaching, child safety, unfair treatment, fees or matches. Anonymous reports allowed.`,
    heading: `${clubShortName} Complaint Portal`,
    intro: `Every player, parent and volunteer of ${clubName} has the right to feel safe and be treated fairly. If something is wrong, please tell us. We take every complaint seriously.`,
    sections: [
      {
        heading: 'What you can report',
        paragraphs: ['You can report anything that worries you about the club. For example:'],
        bullets: [
          'How a coach, staff member or volunteer behaves',
          'The safety and protection of children',
          'Unfair treatment because of gender, caste, religion, disability or any other reason',
          'Fees, receipts or money matters',
          'Grounds, equipment, changing rooms or toilets',
          'Incidents during matches or travel to matches',
        ],
      },
      {
        heading: 'You can stay anonymous',
        paragraphs: [
          'You do not have to give your name. If you do not give any contact details, we cannot update you, but we will still look into the matter. If you do give your name, only the people handling the complaint will see it.',
        ],
      },
      {
        heading: 'What happens after you report',
        paragraphs: ['This is what you can expect from us:'],
        bullets: [
          'You get a reference number as soon as you submit the complaint. Keep it safe.',
          'We acknowledge your complaint within 2 working days.',
          `Our safeguarding committee, which includes a woman member and a member from outside ${clubShortName}, reviews it.`,
          'We tell you the outcome within 15 days. If we need more time, we will tell you why.',
        ],
      },
      {
        heading: 'If someone is in danger now',
        paragraphs: [
          'Do not wait for this form. If a child is in danger, call Childline on 1098. If anyone is in immediate danger, call the police on 112. Both numbers are free and work all day and night.',
        ],
      },
      {
        heading: 'Confidentiality and no retaliation',
        paragraphs: [
          'We keep every complaint private and share it only with those who must act on it. No player will lose their place in a squad, and no one will be punished, for raising a concern honestly. If anyone treats you badly because you complained, tell us at once.',
        ],
      },
      {
        heading: 'Other ways to reach us',
        paragraphs: [
          `If you prefer to speak to someone, call ${phone.display}, write to ${email}, or visit our office at ${postalLocation} during ${openingHours}. Ask to speak to the safeguarding lead.`,
        ],
      },
    ],
  },

  subscriptionInfo: {
    title: 'Subscription Info',
    description: `How subscriptions to ${name} and ${clubShortName} work: paying by UPI, cash or bank, renewals, fee waivers, receipts and where money goes.`,
    heading: 'How subscriptions work',
    intro: `Subscriptions help ${name} pay for coaching, equipment and scholarships. Here is how paying, renewing and changing a plan works.`,
    sections: [
      {
        heading: 'Ways to pay',
        paragraphs: ['Choose whichever method is easiest for you.'],
        bullets: [
          'UPI: on our Pay page (Pay or give by UPI), scan the QR code or tap “Pay with a UPI app”, then give us the 12-digit UTR your app shows. The payment counts once our treasurer finds it in our bank statement, usually within a few working days.',
          `Cash at our office at ${postalLocation}, during ${openingHours}, against a printed receipt`,
          'Bank transfer: ask the office for our account details, and share the transaction reference with us; the office records it and issues your receipt',
        ],
      },
      {
        heading: 'Renewing your plan',
        paragraphs: [
          'Monthly plans are due by the 10th of each month. Yearly plans are due on the same date one year after you joined. Our team sends you a reminder on WhatsApp a week before. If you pay late, your child can still train; please just talk to us.',
        ],
      },
      {
        heading: 'Fee waivers and concessions',
        paragraphs: [
          'No child is turned away because the family cannot pay. Families can ask for a full waiver or a lower fee. Just talk to our office or the club coordinator; we do not ask for proof of income, and the decision is kept private.',
          `Girls, children of single parents and children with a disability get a ${PLAN_CONCESSION.percentOff}% concession on the player plan without needing to ask.`,
        ],
      },
      {
        heading: 'Changing or cancelling a plan',
        paragraphs: [
          'You can move to a different plan or cancel at any time by calling or visiting the office. The change starts from the next payment. Refunds follow our Return Policy.',
        ],
      },
      {
        heading: 'Receipts',
        paragraphs: [
          'You get a numbered receipt for every payment once we have confirmed it. For cash it is printed at the office. For UPI, open it on the Your payment page with your payment reference and mobile number, as a page or as a PDF in the language you paid in; for a bank transfer, the office gives you the reference to open it there. We do not send receipts by SMS or email. If you lose one, open it there again or ask the office for a copy.',
          'A receipt is never changed: if something on it is wrong, we cancel it with the reason and issue a new one with a new number.',
          'Donations can get an 80G receipt for the income tax deduction, which states our 80G approval number: give your PAN and address when you give. After the financial year ends, we report these donations to the Income Tax Department in Form 10BD. A cash donation above ₹2,000 gets no deduction. The foundation is not registered under the Foreign Contribution (Regulation) Act, so we cannot accept money from citizens of other countries.',
        ],
      },
      {
        heading: 'Where your money goes',
        paragraphs: ['Out of every 100 rupees we receive from subscriptions, we spend about:'],
        bullets: [
          '40 rupees on coaches and trainers',
          '20 rupees on balls, kits, boots and first-aid equipment',
          '20 rupees on scholarships and fee waivers',
          '15 rupees on ground upkeep and travel to matches',
          '5 rupees on office and administration costs',
        ],
      },
    ],
  },

  about: {
    title: 'About Us',
    description: `Learn about ${name}: our story since ${foundedYear}, mission, values, team and partners working with young people across ${district}.`,
    heading: `About ${name}`,
    intro: `${name} is a youth-led non-profit working in ${district} district, ${state}. We believe young people are the best people to change their own villages.`,
    sections: [
      {
        heading: 'Our story',
        paragraphs: [
          `In ${foundedYear}, a group of college students came home to ${district} for the summer and started a free evening class under a neem tree. Football matches after class soon drew more children than the lessons did, and that was the start of ${clubShortName}.`,
          `Since then, ${name} has grown to work in villages across the district, with learning centres, health camps, cultural programmes and a football club with squads for girls and boys.`,
        ],
      },
      {
        heading: 'Mission and vision',
        paragraphs: [
          `Our mission is to give every young person in ${district} the skills, health and confidence to build a good life close to home.`,
          'Our vision is a district where no young person has to leave school, give up a dream or move away because there was no one to help.',
        ],
      },
      {
        heading: 'Our values',
        paragraphs: ['These ideas guide everything we do.'],
        bullets: [
          'Listen first: we ask young people what they need before we act',
          'Everyone is equal: girls and boys of every caste and religion are welcome',
          'Honesty: we show how every rupee is spent',
          'Safety: children are protected at every activity',
          'Local leadership: our volunteers come from the villages they serve',
        ],
      },
      {
        heading: 'Our team',
        paragraphs: ['A small paid team works with more than a hundred volunteers. Some of the people you may meet:'],
        bullets: [
          'Manoj Kumar Singh, founder and secretary',
          'Priya Kumari, programme coordinator for learning centres and health camps',
          `Imran Ansari, head coach of ${clubShortName}`,
          'Sunita Devi, accounts and volunteer lead',
        ],
      },
      {
        heading: 'Our partners',
        paragraphs: [
          `We work with government and private schools, gram panchayats, the primary health centres and the blood bank in ${district}, and local self-help groups. Schools lend us classrooms and grounds, panchayats help us reach every family, and the health centres send doctors to our camps.`,
        ],
      },
      {
        heading: 'Registration and reports',
        paragraphs: [
          `${name} is registered as a public charitable trust with the Sub-Registrar's office in ${district}, ${state}. Our registration number and PAN are printed on every receipt.`,
          `Our annual report, with our audited accounts, is published every September. You can ask for a free copy at the office or by writing to ${email}.`,
        ],
      },
    ],
  },

  contact: {
    title: 'Contact Us',
    description: `Contact ${name} by phone, email or a visit to our office in ${district}. Find our hours, directions and how fast we reply to you.`,
    heading: 'Contact us',
    intro: `We are happy to hear from you, whether you have a question, want to volunteer or want to join ${clubShortName}.`,
    sections: [
      {
        heading: 'Our office',
        paragraphs: [
          `Address: ${postalLocation}`,
          `Opening hours: ${openingHours}`,
          `Phone: ${phone.display}`,
          `Email: ${email}`,
        ],
      },
      {
        heading: 'How to reach us',
        paragraphs: [
          `If you come by train, get down at ${siteConfig.town} Junction. Our office at ${postalLocation} is a short walk or auto-rickshaw ride from the station; ask anyone near the station for ${name}.`,
          `If you come by bus, buses from every block of ${district} stop at the ${siteConfig.town} bus stand. From there, take a shared auto-rickshaw towards the railway station and get down near our office.`,
        ],
      },
      {
        heading: 'When we reply',
        paragraphs: [
          'We answer phone calls during office hours. If we miss your call, we call back the same day or the next morning.',
          'We reply to emails and website messages within 2 working days. Complaints about the football club are acknowledged within 2 working days too.',
        ],
      },
      {
        heading: 'Visiting the training ground',
        paragraphs: [
          `Parents and visitors are welcome to watch ${clubShortName} training. Sessions run early in the morning and late in the afternoon. Please call the office first so that we can tell you the timings for the squad you want to see, and sign in with a coach when you arrive.`,
        ],
      },
    ],
  },

  supportCenter: {
    title: 'Support Center',
    description: `Get help from ${name}: forms, payments, the news reader and accessibility settings. Call, email or visit our office in ${district}.`,
    heading: 'Support Center',
    intro: `Stuck with something on our website or in our programmes? This page explains how to get help from the ${shortName} team.`,
    sections: [
      {
        heading: 'Who we can help',
        paragraphs: ['Our support team helps everyone who uses our website or programmes.'],
        bullets: [
          'Visitors: finding information, reading our news and taking the youth survey',
          `Members: ${clubShortName} registration, training schedules and subscription plans`,
          'Parents and guardians: consent forms, fees, fee waivers and the safety of your child',
        ],
      },
      {
        heading: 'Common problems',
        paragraphs: ['Many questions are about the same few things.'],
        bullets: [
          'A form will not submit: check that every required box is filled and that you are online, then try again',
          'A payment went through but the Your payment page shows no receipt yet: send us the payment reference and the UPI or bank transaction number',
          'The news reader does not load: refresh the page, or try again on a better network',
          'Text is too small or hard to read: use the accessibility settings to make text larger or change the contrast',
        ],
      },
      {
        heading: 'How to reach support',
        paragraphs: ['Choose the way that suits you best.'],
        bullets: [`Phone: ${phone.display}, during ${openingHours}`, `Email: ${email}`, `Visit: ${postalLocation}`],
      },
      {
        heading: 'Our promise',
        paragraphs: [
          'We answer calls during office hours and reply to emails within 2 working days. If your problem needs more time, we will tell you when to expect an answer and keep you updated.',
        ],
      },
      {
        heading: 'Answers you can find yourself',
        paragraphs: [
          `Our FAQ page has answers about joining ${clubShortName}, paying fees, fee waivers, the youth survey, volunteering and using the website. Please look there first; you may find your answer straight away.`,
        ],
      },
    ],
  },
};

export const plansPage: PlansPage = {
  title: 'Subscription Plans',
  description: `Subscription plans for ${clubShortName} players, families and supporters of ${name}. Low fees, with fee waivers for families who cannot pay.`,
  heading: 'Subscription plans',
  intro: `Your subscription pays for coaching, kits and scholarships for young people in ${district}. Choose the plan that fits your family. If you cannot pay, talk to us: no child is turned away.`,
  plans: [
    {
      id: 'player',
      name: 'Player',
      priceInr: PLAN_PRICES.player.rupees,
      period: PLAN_PRICES.player.period,
      summary: `For one girl or boy training with ${clubShortName}.`,
      features: [
        'Three coached training sessions every week',
        'Club jersey and shorts in the first season',
        'Selection for district and state matches',
        'First-aid cover at every session',
        'Free place at our evening learning centres',
      ],
      highlighted: true,
    },
    {
      id: 'supporter',
      name: 'Supporter',
      priceInr: PLAN_PRICES.supporter.rupees,
      period: PLAN_PRICES.supporter.period,
      summary: `For anyone who wants to back ${clubShortName} and our youth work.`,
      features: [
        'Supporter card for the season',
        'Invitations to home matches and club events',
        'Yearly update on what your support has done',
        'Your name on the supporters list at the ground',
      ],
    },
    {
      id: 'family',
      name: 'Family',
      priceInr: PLAN_PRICES.family.rupees,
      period: PLAN_PRICES.family.period,
      summary: 'For families with up to three children training with the club.',
      features: [
        'Everything in the Player plan for up to three children',
        'Brothers and sisters can train in different age groups',
        'One contact person and one receipt for the whole family',
        'Parent meetings with coaches twice a year',
      ],
    },
    {
      id: 'patron',
      name: 'Patron',
      priceInr: PLAN_PRICES.patron.rupees,
      period: PLAN_PRICES.patron.period,
      summary: `For people and local businesses who want to support many young people in ${district}.`,
      features: [
        'Pays for a full year of training for two children whose families cannot pay',
        'Your name in our annual report',
        'Invitation to the annual awards day',
        'Visit to a training session with our head coach',
        'Receipt for your records',
      ],
    },
  ],
  notes: [
    'Families who cannot pay can ask for a full or partial fee waiver. The decision is private and no child is turned away.',
    'Pay by UPI on our Pay page, by bank transfer or in cash at our office. You get a numbered receipt for every payment: open it on the Your payment page, or take the printed one at the office.',
    'Monthly plans renew by the 10th of each month and yearly plans on your joining date. We remind you on WhatsApp a week before.',
    'Refunds and cancellations follow our Return Policy.',
  ],
};
