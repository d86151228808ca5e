import { siteConfig } from '@/lib/site-config';
import type { FaqGroup } from '@/lib/content/types';

const org = siteConfig.name;
const club = siteConfig.clubShortName;
const clubName = siteConfig.clubName;
const district = siteConfig.district;
const state = siteConfig.state;
const phone = siteConfig.phone.display;
const email = siteConfig.email;
const office = siteConfig.postalLocation;
const hours = siteConfig.openingHours;

/** Frequently asked questions in English, grouped by topic. */
export const faqGroups: FaqGroup[] = [
  {
    heading: 'About the foundation',
    items: [
      {
        question: `What is ${org}?`,
        answer: `${org} is a youth foundation working in ${district} district, ${state}, since ${siteConfig.foundedYear}. We run social, educational and cultural programmes for young people, such as evening learning centres, health camps, digital literacy workshops and folk culture evenings. We also run the football club ${clubName} (${club}).`,
      },
      {
        question: `Where is your office and when is it open?`,
        answer: `Our office is at ${office}. It is open ${hours}, and you can call us on ${phone} or write to ${email} at any time. If you are travelling from a distant block, please call ahead so that the right person is there to meet you.`,
      },
      {
        question: `Which areas do you work in?`,
        answer: `Our programmes run in villages and towns across ${district} district, including Dehri-on-Sone, Bikramganj, Nokha, Chenari, Tilouthu and Kargahar. We go where a community asks for a programme and where local volunteers are ready to help run it. If you would like an activity in your village, call or write to us.`,
      },
      {
        question: `How can I volunteer?`,
        answer: `Call the office, write to us or simply visit during opening hours and tell us what you would like to do and how much time you have. Volunteers teach at learning centres, coach or accompany football teams, help at health camps and cleanups, and record folk songs. Every new volunteer attends a short orientation, and volunteers under 18 need a parent's consent.`,
      },
      {
        question: `How is the foundation funded?`,
        answer: `Our work is paid for by member subscriptions, donations from local supporters and businesses, and donated goods such as books, football kit and saplings. Most of our teachers, coaches and organisers are volunteers. ${org} is registered as a public charitable trust, every payment gets a receipt, and our annual report with audited accounts is published every September.`,
      },
    ],
  },
  {
    heading: `${club} football club`,
    items: [
      {
        question: `Who can play for ${club}?`,
        answer: `Any girl or boy aged 8 or above who lives in or near ${district} can join ${clubName}, with or without experience. There are four age groups, under-12, under-15, under-19 and seniors, with separate squads for girls and boys in each. No player is turned away because their family cannot pay.`,
      },
      {
        question: `How do I join the club?`,
        answer: `Fill in the form on the ${club} Membership page, then come to a trial day, held on the first and third Sunday of every month from 7am to 10am at our main ground. Bring proof of age, one passport-size photo and, for players under 18, a consent form signed by a parent or guardian. Trials are free and parents are welcome to watch.`,
      },
      {
        question: `Does my child need their own boots and kit?`,
        answer: `No. You can start in comfortable clothes with a bottle of water, and boots donated by supporters are lent to players who need them. Every member gets a club jersey and shorts in the first season, and balls and training equipment are provided.`,
      },
      {
        question: `Is the club safe for girls?`,
        answer: `Yes. Girls' sessions are led or accompanied by women coaches and volunteers, parents may watch any session, and girls never travel to matches without a woman coach or volunteer. Any concern about a coach, player or volunteer can be raised, anonymously if you prefer, through the ${club} Complaint Portal, and it will be taken seriously.`,
      },
    ],
  },
  {
    heading: 'Membership and subscriptions',
    items: [
      {
        question: `What is the difference between membership and a subscription?`,
        answer: `Membership registers a player with ${club} through the form on the ${club} Membership page. A subscription is the plan through which a player, family or supporter pays, and it funds coaching, kit, travel to matches and scholarships. A player whose family cannot pay is still a full member, with a fee waiver.`,
      },
      {
        question: `What subscription plans are there and how much do they cost?`,
        answer: `There are four plans, all priced in rupees: Player and Family plans are paid monthly, and Supporter and Patron plans yearly. The Family plan covers up to three children, and a Patron subscription pays for a year of training for two children whose families cannot pay. The Subscription Plans page lists every price and what each plan includes.`,
      },
      {
        question: `My family cannot afford the fee. Can my child still play?`,
        answer: `Yes. We offer full or partial fee waivers to any family that cannot pay, and no child is ever kept out of training or matches for this reason. Speak to the office or the club coordinator in person or on ${phone}; we do not ask for proof of income and the decision is kept private. Girls, children of single parents and children with a disability also get a 50% concession on the Player plan without needing to ask.`,
      },
      {
        question: `How do I pay, and will I get a receipt?`,
        answer: `You can pay by UPI, by bank transfer or in cash at our office during ${hours}. UPI is paid on our Pay page, with a QR code or a UPI app. Every payment gets a numbered receipt once we have confirmed it: printed for cash, and for UPI and bank transfers on the Your payment page (your payment reference and mobile number open it, as a page or a PDF). We do not send receipts by SMS or email. Monthly plans are due by the 10th of each month, and our team sends a reminder on WhatsApp a week before.`,
      },
      {
        question: `Can I change or cancel my subscription?`,
        answer: `Yes. You can move to a different plan or cancel at any time by calling or visiting the office, and the change starts from your next payment. Refunds follow our Return Policy.`,
      },
    ],
  },
  {
    heading: 'Forms, complaints and privacy',
    items: [
      {
        question: `How do I make a complaint?`,
        answer: `Use the ${club} Complaint Portal on this website. You can complain about anything to do with the club or the foundation, including the behaviour of a coach, staff member or volunteer. As soon as you submit the form you receive a reference number; note it down and quote it whenever you contact us about that complaint. We acknowledge complaints within 2 working days and tell you the outcome within 15 days.`,
      },
      {
        question: `Can I complain anonymously?`,
        answer: `Yes. You do not have to give your name or any contact details on the ${club} Complaint Portal, and we will still look into the matter. We cannot update you if you stay anonymous, so keep your reference and call ${phone}, quoting it, to ask what has happened. Complaints are reviewed by our safeguarding committee, which includes a woman member and a member from outside ${club}.`,
      },
      {
        question: `What happens to the information I give in your forms?`,
        answer: `Information from the membership form, survey form and complaint portal is used only for the purpose you gave it for, such as registering a player or looking into a complaint. We do not sell or share it for advertising. Our Privacy Policy explains what we collect, how long we keep it and who can see it.`,
      },
      {
        question: `Can I see or delete the personal data you hold about me?`,
        answer: `Yes. Write to ${email} or visit the office and tell us what you would like to see, correct or delete. We may need to confirm who you are before we make changes, so that nobody else can ask for your data.`,
      },
      {
        question: `What should I do if a child is in danger?`,
        answer: `Do not wait for a form. If a child is in danger, call Childline on 1098, and if anyone is in immediate danger, call the police on 112; both are free and work day and night. Then tell us by calling ${phone} and asking for the safeguarding lead, or through the ${club} Complaint Portal, so that we can act within the club or foundation as well.`,
      },
    ],
  },
  {
    heading: 'The news reader and accessibility',
    items: [
      {
        question: `What is the news reader?`,
        answer: `The news reader shows recent Hindi news about ${state} so that visitors can keep up with what is happening in the state. The stories come from a third-party news service. ${org} does not write, choose or edit them.`,
      },
      {
        question: `Who is responsible for what the news stories say?`,
        answer: `The news service and the original publishers are responsible for the content of their stories. If you think a story is wrong, please contact the publisher. If something in the news reader is not working properly, tell us so that we can look into it.`,
      },
      {
        question: `Where are my bookmarks saved?`,
        answer: `Bookmarks are kept only on your own device, in your browser. They are never sent to us, so we cannot see them, and they do not move to your other phones or computers. If you clear your browser data or use private browsing, your bookmarks will be removed.`,
      },
      {
        question: `How can I make the text bigger or change the colours?`,
        answer: `Use the Accessibility settings button at the bottom left of every page. It lets you set the text size to 90%, 100% or 120%, turn high contrast on or off, and change the colour mode. Choose whatever is easiest for you to read.`,
      },
      {
        question: `I still have trouble using the website. What can I do?`,
        answer: `Please tell us what went wrong and which device you were using, by calling ${phone} (${hours}) or writing to ${email}. Our Accessibility Statement explains what we have done so far and what we are still improving. We can also share any information from the website by phone.`,
      },
    ],
  },
];
