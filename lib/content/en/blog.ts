import { siteConfig } from '@/lib/site-config';
import type { BlogPost } from '@/lib/content/types';

const org = siteConfig.name;
const orgShort = siteConfig.shortName;
const club = siteConfig.clubShortName;
const clubName = siteConfig.clubName;
const district = siteConfig.district;
const state = siteConfig.state;
const phone = siteConfig.phone.display;
const email = siteConfig.email;
const office = siteConfig.postalLocation;

/** Blog posts in English, newest first. */
export const blogPosts: BlogPost[] = [
  {
    slug: 'under-15-girls-first-district-tournament',
    title: `Our Under-15 Girls Play Their First District Tournament`,
    excerpt: `Two years after six girls first turned up for Sunday practice, the ${club} under-15 girls' squad travelled to Dehri for its first district tournament.`,
    author: 'Rekha Kumari, Under-15 Girls Coach',
    publishedAt: '2026-10-18',
    category: 'sports',
    readingMinutes: 5,
    body: [
      {
        heading: `From six girls to a full squad`,
        paragraphs: [
          `When ${clubName} opened its first girls' session in Sasaram two years ago, six girls came, four of them sisters or cousins of boys already in the club. They trained in school salwar suits and borrowed slippers, and more than one mother stood at the edge of the ground for the whole hour to make sure everything was as we had promised.`,
          `Today the girls' squad has 22 registered players between 11 and 15 years of age, from Sasaram town, Shivsagar and villages in Chenari block. What changed was not a single big decision but a lot of small ones: sessions moved to 6:30 in the morning so they finish before school, two women volunteers now walk the girls from the main road to the ground, and every player has a pair of track pants and a club T-shirt so nobody has to worry about what to wear.`,
          `Parents told us again and again that the biggest worry was not football itself but travel and safety. We answered that by meeting families at home, by never sending girls anywhere without a woman coach or volunteer, and by inviting parents to watch any session they like.`,
        ],
      },
      {
        heading: `Ten weeks of preparation`,
        paragraphs: [
          `When we heard that an under-15 girls' tournament would be held in Dehri-on-Sone in October, with eight teams from across ${district} district, the squad voted to enter before the coaches had finished explaining the rules. We had ten weeks to prepare, and the monsoon took away nearly a third of those mornings.`,
          `We focused on three things: running for a full match instead of a half-hour practice game, passing to a teammate instead of kicking the ball as far as possible, and keeping our shape when the other team attacks. On rainy days we used the veranda of a supporter's house for skipping, ball control and video sessions on a single phone, watching how defenders move together.`,
          `The other preparation was practical. Supporters of the club donated eleven pairs of football boots, and for most of the squad it was the first time they had ever worn studs. We spent two full sessions just getting used to them, because blisters can end a tournament faster than any opponent.`,
        ],
      },
      {
        heading: `Match by match`,
        paragraphs: [
          `Our first match was against a team from Dehri that has been playing together for four years, and it showed. We lost 0-3, and two of those goals came in the last fifteen minutes when our legs simply had nothing left. In the huddle afterwards nobody cried, which surprised the coaches more than the score did.`,
          `The second match, against a side from Bikramganj, ended 1-1. Our goal came from a corner that we had practised dozens of times in Sasaram: a short pass, a cross to the far post and a tap-in by our left winger, a Class 8 student who had never scored in a real match before. Her teammates carried her halfway back to the centre circle and the referee had to remind them the match was still on.`,
          `In the last group match we beat a team from Nokha 2-0. It was not enough to reach the semi-finals, as we finished third in our group on goal difference, but the squad left the ground singing. The organisers also named our captain in the tournament's fair-play mentions for helping an injured opponent off the pitch before anyone else had moved.`,
        ],
      },
      {
        heading: `What the girls took home`,
        paragraphs: [
          `The most important lessons were not about tactics. Playing on a full-size pitch in front of a few hundred spectators, with a referee and linesmen, is very different from a morning practice with coaches calling out encouragement. The girls learned that nerves fade after the first few touches of the ball, and that they can recover from conceding a goal.`,
          `Fitness was the clearest gap. In every match we were level or better for the first half and then tired badly, so twice-weekly running sessions are now part of the plan. The players also asked for more match practice against boys' under-13 teams, which gives them faster and more physical games to learn from.`,
          `Fourteen parents travelled to Dehri to watch, several of whom had never seen their daughters play. One father who had been firmly against his daughter joining told us after the second match that he would now bring her to the ground himself. For the club, that conversation was worth as much as any result.`,
        ],
      },
      {
        heading: `What comes next and how you can help`,
        paragraphs: [
          `Training continues through the winter on Tuesday, Thursday and Sunday mornings, and next year we want to start girls' sessions at our weekend centre in Dehri-on-Sone so that players from that side of the district do not have to travel to Sasaram. We are also hoping to enter a state-level under-15 event if the squad is ready.`,
          `Girls who would like to join, and parents who want to know more, can fill in the form on the ${club} Membership page or call the ${org} office on ${phone}. There is no fee for any player whose family cannot afford one.`,
        ],
        bullets: [
          `Goalkeeper gloves, shin pads and size 4 footballs are always needed.`,
          `Women volunteers who can accompany the team on away trips make every match possible.`,
          `A Supporter or Patron subscription pays for transport, water and snacks on match days.`,
          `Local businesses can sponsor a set of match shirts for the girls' squad.`,
        ],
      },
    ],
  },
  {
    slug: 'career-guidance-mela-bikramganj',
    title: `Career Guidance Mela in Bikramganj: 612 Young People Ask "What Next?"`,
    excerpt: `ITI instructors, nurses, bank staff and scholarship volunteers spent a day answering questions from 612 young people about jobs, training and money for studies.`,
    author: 'Amit Kumar Singh, Youth Programmes Lead',
    publishedAt: '2026-09-06',
    category: 'educational',
    readingMinutes: 5,
    body: [
      {
        heading: `Why we organised a mela`,
        paragraphs: [
          `Every year, thousands of young people in ${district} district finish Class 10 or Class 12 and make one of the biggest decisions of their lives based on what a neighbour said or what a cousin in Delhi is doing. Many lose a year, some pay agents who promise government jobs that do not exist, and a large number never hear about the scholarships they are entitled to.`,
          `${org} has run small career talks in schools for several years, but a single teacher in a classroom cannot answer questions about welding, nursing, banking exams and dairy farming at the same time. So this year we tried a different format: a mela, with stalls, where young people could walk from one expert to another and ask whatever they wanted.`,
          `The mela was held on a Sunday at a school ground in Bikramganj, which is easy to reach by bus and auto from Dinara, Kochas, Nasriganj and Kargahar. Entry was free and no registration was needed in advance.`,
        ],
      },
      {
        heading: `Who was there`,
        paragraphs: [
          `We invited people who do the work, not only people who talk about it. Instructors from government and private ITIs explained trades such as electrician, fitter, welder and computer operator, and brought real tools so visitors could see what the training involves. A nurse from a district hospital and a nursing-college teacher explained the difference between ANM and GNM courses and how admissions work.`,
          `There was a stall for competitive exams run by two young men from Sasaram who cleared bank and staff selection exams after studying at home, a stall on agriculture and dairy enterprises run by a farmer-producer group, and a fitness corner where a retired army havildar explained the physical tests for the armed forces and police and timed volunteers on a short run.`,
          `The busiest stall, by far, was the scholarship help desk. Volunteers with laptops and a mobile hotspot helped students check their eligibility for central and ${state} government scholarships and education-loan schemes, and explained which documents they would need.`,
        ],
      },
      {
        heading: `The day in numbers`,
        paragraphs: [
          `By the end of the day 612 young people had signed the visitors' register, 41 per cent of them young women. That share was much higher than at our earlier school talks, and several girls told us they came because the mela was in the daytime, close to home and full of other girls.`,
          `Our counsellors held 183 one-to-one conversations of ten to fifteen minutes each. At the help desk, 94 students started a scholarship application and 37 filled in ITI admission forms with help from the instructors. We also collected 58 phone numbers from young people who asked us to call them when the next recruitment rally or apprenticeship opening is announced.`,
        ],
        bullets: [
          `612 visitors, 251 of them young women`,
          `183 one-to-one counselling sessions`,
          `94 scholarship applications started`,
          `37 ITI admission forms completed`,
        ],
      },
      {
        heading: `Two conversations we keep thinking about`,
        paragraphs: [
          `A young man from a village near Kochas had already paid a local agent 15,000 rupees for a "confirmed" railway job. Our volunteers helped him understand that railway recruitment only happens through published notifications and official exams, and connected him with a lawyer who offers free advice. He stayed for the rest of the afternoon at the ITI stall and filled in a form for the electrician course.`,
          `A farmer's daughter from Dinara came with her father to ask about nursing. He was worried about the cost and about her living away from home. The nurse at the stall, who grew up in a nearby block herself, spent almost half an hour with them. They left with a list of colleges, the fee structure and the scholarship that can cover most of it.`,
        ],
      },
      {
        heading: `A warning worth repeating`,
        paragraphs: [
          `Fake job offers were the most common problem we heard about. Our rule of thumb is simple: no genuine government recruitment asks you to pay a person for a job, and no real employer needs your bank PIN or OTP. If someone promises a "setting" for money, walk away and tell us.`,
          `We also handed out a one-page checklist of the documents young people should keep ready in both paper and photo form: marksheets, caste and income certificates where applicable, residence certificate, Aadhaar, a bank passbook in the student's own name and passport-size photographs. Missing documents are the most common reason good applications fail.`,
        ],
      },
      {
        heading: `What happens next`,
        paragraphs: [
          `Our volunteers are calling everyone who left a number, once after thirty days and again after ninety, to find out whether they applied, what got in the way and whether they need more help. A career desk will be open at our office on the first Saturday of every month, and the next mela is planned for Dehri in early 2027.`,
          `If you work in a trade, a profession, a bank, a hospital or a government office and can give one Saturday a month to answer young people's questions, please write to ${email} or call ${phone}. Nobody explains a career better than someone who is doing it.`,
        ],
      },
    ],
  },
  {
    slug: 'monsoon-tree-planting-sone-canal',
    title: `Planting 2,150 Saplings Along the Sone Canal This Monsoon`,
    excerpt: `Over three rainy Sundays, 310 volunteers planted neem, jamun, arjun, karanj and sheesham saplings along the canal bank, and every one has a family looking after it.`,
    author: 'Manoj Yadav, Environment Volunteer Lead',
    publishedAt: '2026-08-09',
    category: 'social',
    readingMinutes: 4,
    body: [
      {
        heading: `Why the canal bank`,
        paragraphs: [
          `The canals that carry water from the Sone river are the lifeline of farming in much of ${district} district, and their banks are also the footpaths and cycle routes that thousands of people use every day. Along many stretches there is almost no shade, and in May and June the walk to school or to the fields is brutal.`,
          `Bare banks also erode. Every monsoon, soil slides into the channel, and farmers downstream tell us that the canal silts up faster than it did when they were young and the banks were lined with trees. Roots hold soil in a way no amount of patching can.`,
          `Before we planted anything, our team met the local irrigation office to agree on which stretches could be planted and how far from the channel the saplings had to be, so that they would not weaken the embankment or block inspection paths.`,
        ],
      },
      {
        heading: `Choosing the right trees`,
        paragraphs: [
          `We chose native species that cope with both waterlogged monsoon soil and the dry heat of summer. Neem and karanj are hardy and cast good shade, sheesham grows into valuable timber, jamun gives fruit that children will protect, and arjun is a traditional riverbank tree whose roots are excellent at holding soil. We avoided fast-growing exotic species, which look good for two years and then do little for the soil or birds.`,
          `Saplings came from a forest department nursery and two village nurseries run by women's self-help groups near Dehri. Buying from local nurseries meant the plants were already used to our soil and climate, and the money stayed in the district.`,
        ],
      },
      {
        heading: `Three Sundays in the rain`,
        paragraphs: [
          `Planting took place on three Sundays in July, on a stretch of canal outside Dehri-on-Sone and another near Bikramganj. In total 310 volunteers took part: college students, ${club} players and their parents, members of two self-help groups, and a group of retired teachers who turned up every week with umbrellas and very firm opinions about pit depth.`,
          `Each pit was dug two feet deep and wide, filled with a mix of soil and cow-dung compost, and given a small ring of earth to hold rainwater. Local craftsmen made bamboo tree guards at a fair price, which protect the young plants from goats and cattle far better than thorny branches; we used them on the stretches closest to villages and grazing land. By the third Sunday we had planted 2,150 saplings.`,
        ],
        bullets: [
          `2,150 saplings planted along two stretches of canal`,
          `310 volunteers over three Sundays`,
          `1,400 bamboo tree guards made by local craftsmen`,
          `Five species: neem, jamun, arjun, karanj and sheesham`,
        ],
      },
      {
        heading: `Adoption, not just planting`,
        paragraphs: [
          `Planting drives often end with a photograph and a dead sapling six months later. To avoid that, every tree was adopted by a family living nearby or by a student from a local school. Adopters get a small card with the tree's number and species, and they promise to water it through the first two dry seasons and tell us if the guard is damaged.`,
          `Our volunteers will walk both stretches in October and again in April to count survivors. Our target is that at least 80 per cent of the saplings are alive after the first summer. Any that die will be replaced during next year's monsoon, ideally with the same adopting family.`,
        ],
      },
      {
        heading: `How you can help`,
        paragraphs: [
          `The hardest months for a young tree are March to June, when the canal is sometimes closed for maintenance and the ground dries out completely. We are organising a watering rota for those months and need volunteers with bicycles or motorcycles who can carry water cans on weekend mornings.`,
          `You can also adopt a sapling yourself, donate bamboo guards for the next planting, or ask us to bring a planting drive to your village or school. Call ${phone} or visit the ${orgShort} office at ${office}.`,
        ],
      },
    ],
  },
  {
    slug: 'blood-donation-health-camp-nokha',
    title: `Blood Donation and Health Camp in Nokha: 87 Units and 340 Health Checks`,
    excerpt: `Young donors gave 87 units of blood in Nokha, while 340 people had free checks for blood pressure, sugar and haemoglobin. Here is what we learned.`,
    author: 'Dr. Ritu Sinha, Volunteer Medical Advisor',
    publishedAt: '2026-06-24',
    category: 'social',
    readingMinutes: 4,
    body: [
      {
        heading: `Why a camp in June`,
        paragraphs: [
          `Blood banks in ${state} run short every summer. College students, who give a large share of donated blood, go home for the holidays, the heat keeps many regular donors away, and road accidents and pregnancy complications do not take a break. Children with thalassaemia, who need transfusions every few weeks, feel the shortage first.`,
          `${org} held its camp in Nokha on the Sunday after World Blood Donor Day, at a community hall near the main market. The blood bank team from the district hospital in Sasaram handled all collection, testing and storage, while our volunteers managed registration, water, refreshments and a very long queue.`,
        ],
      },
      {
        heading: `The donors`,
        paragraphs: [
          `In all, 112 people registered to donate and 87 were able to give blood. More than half of the donors were under 25, and 38 of them were giving blood for the first time. Nine ${club} players over 18 donated together and then spent the afternoon persuading their friends to do the same.`,
          `Of the 25 people who could not donate that day, most were turned away for low haemoglobin or because they weighed less than the minimum. Every one of them was told why, and each was given a small card with their reading and advice on what to do next. Nobody should leave a camp feeling rejected.`,
          `The most common fear we heard was that donating makes you weak for months. It does not. A healthy adult's body replaces the lost fluid within a day or two and the red cells within a few weeks, and most donors are back at work the same afternoon. Our first-time donors said it much better than any poster when they walked out smiling.`,
        ],
      },
      {
        heading: `The health checks`,
        paragraphs: [
          `Alongside the donation area we ran free screening for anyone who walked in. Two doctors, three nurses and a pharmacist volunteered their Sunday. In six hours they checked 340 people for blood pressure, blood sugar and haemoglobin, and a local optician tested eyesight and gave reading glasses at cost to older visitors.`,
          `The findings were sobering. Nearly a third of the women and girls we tested had haemoglobin below the healthy range, many of them without any idea. We also found 31 people with high blood pressure who did not know they had it, and 15 with high blood sugar. In total 46 people were referred to the primary health centre or the district hospital for follow-up.`,
        ],
        bullets: [
          `340 people screened`,
          `46 referrals for follow-up`,
          `31 cases of previously unknown high blood pressure`,
          `About one in three women and girls tested had low haemoglobin`,
        ],
      },
      {
        heading: `What we are doing about anaemia`,
        paragraphs: [
          `The anaemia figures worried our team more than anything else. Anaemia leaves young women tired, affects their studies and work, and is dangerous in pregnancy. It is also largely preventable with a better diet, iron and folic acid tablets, which are available free through government health programmes, and treatment for worms.`,
          `Over the coming months our women volunteers will hold short sessions in villages around Nokha and Chenari on iron-rich food that families already grow or can buy cheaply, such as green leafy vegetables, chana, jaggery and seasonal fruit, and on how to get free supplements from the local anganwadi or health sub-centre.`,
        ],
      },
      {
        heading: `Join the emergency donor list`,
        paragraphs: [
          `Many of our donors asked to be called when someone in the district urgently needs their blood group. We now keep a voluntary donor list, and when a family calls the foundation in an emergency, we contact suitable donors nearby. Donors can leave the list at any time.`,
          `Our next camp is planned for December in Chenari. To join the donor list, volunteer at the next camp or invite us to hold one in your village or college, call ${phone} during office hours or write to ${email}.`,
        ],
      },
    ],
  },
  {
    slug: 'evening-learning-centre-class-10-results',
    title: `Evening Learning Centre: How 34 Students in Tilouthu Prepared for Class 10`,
    excerpt: `Thirty-one of the 34 students who studied at our evening centre in Tilouthu block passed their Class 10 board exams. This is how the centre works.`,
    author: 'Priya Kumari, Programme Coordinator',
    publishedAt: '2026-04-04',
    category: 'educational',
    readingMinutes: 4,
    body: [
      {
        heading: `How the centre began`,
        paragraphs: [
          `Two years ago a group of mothers in a village in Tilouthu block came to one of our meetings with a simple problem. Their children were in Class 9 and 10, the nearest coaching centre was an hour away and cost more than they could pay, and at home there was often no electricity in the evening and nobody who could explain algebra.`,
          `The panchayat offered us a room in the panchayat bhavan, and ${org} started an evening learning centre there with eleven students and two volunteer teachers. This year, 34 students from the village and two neighbouring tolas attended regularly, 19 of them girls.`,
          `The centre is not a coaching institute. It is a quiet, lit room where students can study together, ask questions without being embarrassed, and practise until something makes sense.`,
        ],
      },
      {
        heading: `A typical evening`,
        paragraphs: [
          `The centre opens at six, after students have finished helping at home, and closes at half past eight. The first half hour is silent self-study. Then students split into small groups by subject, with mathematics and science every day and English three times a week. The last half hour is for doubts, and it is usually the noisiest part of the evening.`,
          `Power cuts used to end many evenings early. A supporter in Dehri donated a small solar panel, a battery and six LED lights, and since then the centre has not lost a single evening to darkness. We also built up a shelf of donated guidebooks and ten years of old board question papers, which students practised with every Saturday under exam conditions.`,
        ],
        bullets: [
          `Open six evenings a week, Monday to Saturday`,
          `Mathematics and science every day, English three days a week`,
          `A timed practice paper every Saturday from October onwards`,
          `A parents' meeting on the last Sunday of every month`,
        ],
      },
      {
        heading: `The people who made it work`,
        paragraphs: [
          `Most of the teaching was done by five volunteers: three college students from Sasaram and Dehri who came by bus three times a week, a young woman from the village who had finished her B.Sc., and a retired government school teacher who simply refused to miss a day. Each of them took responsibility for a small group of students and knew every one by name.`,
          `Parents played a bigger part than we expected. After a few girls stopped coming because of the dark walk home, mothers organised themselves so that one of them waited at the centre each evening and walked the girls home in a group. Girls' attendance went up from around 60 per cent to over 90 per cent within a month.`,
        ],
      },
      {
        heading: `The results`,
        paragraphs: [
          `When the Class 10 board results were declared at the end of March, 31 of our 34 students had passed, and 12 of them in the first division. Two students scored above 85 per cent in mathematics, a subject in which most of the group had failed their Class 9 half-yearly exams.`,
          `Three students did not pass in one subject. We are not treating that as the end of the story. They are already back at the centre preparing for the compartmental exam, with the same volunteers and a new set of practice papers.`,
          `Numbers are only part of the picture. Several students told us the biggest difference was having a place where it was normal to ask a question, including the same question twice. Confidence like that lasts longer than any marksheet.`,
        ],
      },
      {
        heading: `What comes next`,
        paragraphs: [
          `A new Class 9 and 10 batch starts this month, and 41 students have already registered. Many of this year's passed students have asked to come back one evening a week to help the younger ones, which is exactly the kind of chain we hoped for. We also want to open a second centre in a village in Sheosagar block where parents have been asking for one since last year.`,
          `To keep both centres running we need volunteer teachers for mathematics, science and English, even if you can give only one evening a week, as well as recent guidebooks, geometry boxes and a second solar light kit. Please call ${phone} or write to ${email} if you can help.`,
        ],
      },
    ],
  },
  {
    slug: 'digital-literacy-smartphone-safety-young-women',
    title: `Smartphones, Safely: Digital Literacy Workshops for Young Women`,
    excerpt: `148 young women in Chenari and at our office learned to use smartphones with confidence: UPI payments, privacy settings, spotting fraud calls and reporting cybercrime.`,
    author: 'Neha Bharti, Digital Literacy Trainer',
    publishedAt: '2026-01-24',
    category: 'social',
    readingMinutes: 4,
    body: [
      {
        heading: `Why young women, and why now`,
        paragraphs: [
          `In many homes in ${district} district, the smartphone belongs to the father or the elder brother. Young women often get their first phone only at marriage or when they start college, and they are expected to learn it on their own. That leaves them open to fraud, to harassment and, just as often, to the feeling that the phone is something to be afraid of.`,
          `At the same time, almost everything now runs through a phone: scholarship applications, bank accounts, exam results, job notices and government schemes. A young woman who cannot use one safely is cut off from opportunities her brothers take for granted.`,
        ],
      },
      {
        heading: `What the workshops covered`,
        paragraphs: [
          `Each batch met for six sessions of two hours, spread over three weeks. All the trainers were women, and sessions were held in a community hall in Chenari and at our office, at times the participants chose. We used a set of donated phones so that everyone could practise, including those without a phone of their own.`,
          `We started with the basics, such as contacts, calls, the camera and installing apps from the official store only, and moved on to the things that matter most for safety and independence.`,
        ],
        bullets: [
          `Creating a strong screen lock and keeping it private`,
          `Using UPI safely: you never need a PIN to receive money`,
          `Never sharing an OTP, even with someone claiming to be from a bank`,
          `Recognising fake KYC, electricity bill and lottery messages`,
          `Privacy settings on messaging and social media apps`,
          `Blocking and reporting people who harass you online`,
          `Reporting cyber fraud on the national helpline 1930 and at cybercrime.gov.in`,
        ],
      },
      {
        heading: `Who took part`,
        paragraphs: [
          `Over two months, 148 young women between 16 and 28 years of age completed the course in six batches. Around a third were college students, a third were preparing for exams or looking for work, and the rest were young homemakers, several of whom came with a baby on their lap.`,
          `By the last session, 131 participants could make a UPI payment, check their bank balance and download a document from a government website without help. Just as important, almost everyone could explain in her own words why a stranger asking for an OTP is always a fraud.`,
        ],
      },
      {
        heading: `Stories from the sessions`,
        paragraphs: [
          `In the second week, a participant from Chenari came in holding her mother's phone. It showed a message saying the family's electricity would be cut that night unless they called a number and paid an overdue bill. Two weeks earlier the family might have called. Instead she showed it to the whole batch, and the group took it apart line by line as an example of exactly what a scam looks like.`,
          `Another participant had been receiving messages from an unknown man for months and did not know that she could block him. Learning to block and report took five minutes. She said it was the first time in a long while that she felt the phone belonged to her.`,
        ],
      },
      {
        heading: `What we learned and what is next`,
        paragraphs: [
          `We learned that the course works best in Hindi with plenty of Bhojpuri, with printed picture guides that participants can take home, and with small batches of no more than 25. Several participants asked us to teach their mothers as well, so we are planning a shorter, slower course for older women.`,
          `The next batches will be held in Dawath and Rajpur blocks. We need women volunteers who are comfortable with smartphones to help as trainers, and donations of old smartphones in working condition, which we reset completely before use. To help, call ${phone} or write to ${email}.`,
        ],
      },
    ],
  },
  {
    slug: 'chhath-puja-ghat-cleanup-volunteers',
    title: `Clean Ghats for Chhath: 412 Volunteers, Six Ghats, One Week`,
    excerpt: `In the week before Chhath Puja, our volunteers cleared plastic, silt and water hyacinth from six ghats and ponds, and marked safe depths for devotees.`,
    author: 'Vikash Kumar Gupta, Volunteer Coordinator',
    publishedAt: '2025-10-30',
    category: 'cultural',
    readingMinutes: 4,
    body: [
      {
        heading: `A festival that belongs to the water`,
        paragraphs: [
          `Chhath Puja is the festival that brings ${district} home. People who work in Delhi, Surat, Kolkata and the Gulf travel for days to stand in the water with their families and offer arghya to the setting and rising sun. It is a festival of purity and discipline, and it happens entirely at the river, the canal or the village pond.`,
          `That is exactly why the state of our ghats matters. In the weeks after the monsoon, the banks are covered with silt, plastic and everything the water has brought down, and many village ponds are choked with water hyacinth. As it has every year since it was founded, ${org} sent volunteers out to make the ghats clean and safe before the vratis arrived.`,
        ],
      },
      {
        heading: `Six ghats in one week`,
        paragraphs: [
          `This year the work ran for six days before Nahay Khay, with a break on Diwali. We worked on two ghats on the Sone at Dehri-on-Sone, two ponds in Sasaram, a pond in Nokha, and a canal ghat near Bikramganj. Each site had a team leader who had worked there in earlier years and knew where the deep water and the slippery steps were.`,
          `In total 412 volunteers took part, including 96 ${club} players who came straight from morning training. Shopkeepers lent handcarts, the municipal sanitation workers collected the filled sacks every evening, and families living near the ghats fed the volunteers far more puris and tea than anyone could finish.`,
        ],
        bullets: [
          `412 volunteers across six ghats and ponds`,
          `About 3 tonnes of plastic, cloth and silt removed`,
          `Water hyacinth cleared from two village ponds`,
          `Bamboo barricades and depth markers at every site`,
        ],
      },
      {
        heading: `Safety in the water`,
        paragraphs: [
          `Every year somewhere in ${state}, devotees drown during Chhath because they step into deeper water than they expected, often in the dark before dawn. Our most important job was therefore not cleaning but marking. At every ghat we tied bamboo barricades at a safe depth and put up painted markers that can be seen by torchlight.`,
          `On the evening and morning of arghya, volunteers in bright jackets stood at each site with ropes and life rings borrowed from the fire service. We also ran a lost-and-found booth for children at the two largest ghats in Dehri. Eleven children were reunited with their families there, the youngest of them barely three years old.`,
        ],
      },
      {
        heading: `Less plastic, better offerings`,
        paragraphs: [
          `For the second year we asked families to bring offerings in bamboo soops and leaf plates rather than plastic, and to take their polythene bags home. Volunteers at each ghat had cloth bags to give to anyone who needed one. The difference from two years ago is clear: the sacks we filled on the morning after the festival held far less plastic than before.`,
          `Flowers and leaves from the offerings were collected separately and taken to a compost pit at a farm near Sasaram. By spring they will be manure for a neighbouring farmer's vegetable plots, which feels like the right ending for offerings made with so much care.`,
        ],
      },
      {
        heading: `Thank you, and see you next year`,
        paragraphs: [
          `The cleanup only works because thousands of people decide to treat the ghat as their own. Our thanks go to the volunteers, the sanitation workers, the police and home guards who worked alongside us, and the vratis who blessed the teams as they worked.`,
          `We want to add two more village ponds next year. If your village pond or ghat needs help before Chhath, or you would like to lead a team, tell us by September by calling ${phone} or visiting our office.`,
        ],
      },
    ],
  },
  {
    slug: 'kajri-and-bhojpuri-folk-theatre-evening',
    title: `Kajri Songs and Bhojpuri Theatre: A Monsoon Evening in Sasaram`,
    excerpt: `Women singers from Kargahar, a young theatre troupe and more than 500 listeners came together for an evening of kajri, folk songs and a play about migration.`,
    author: 'Shweta Rani, Culture Programme Coordinator',
    publishedAt: '2025-08-17',
    category: 'cultural',
    readingMinutes: 4,
    body: [
      {
        heading: `Songs that are slipping away`,
        paragraphs: [
          `Kajri is the song of the monsoon. For generations, women across the Bhojpuri-speaking region sang it in the months of Sawan and Bhado, sitting on swings tied to mango trees, singing of rain, longing and husbands far away. Every season had its songs: chaita in spring, phagua at Holi, sohar at a birth, and kajri when the clouds came.`,
          `Today most young people in ${district} know Bhojpuri music only through loud film songs on their phones. The women who still remember the old kajri are mostly over sixty, and when they go, the songs go with them. ${org} organised this evening to give those songs a stage and a young audience.`,
        ],
      },
      {
        heading: `The evening`,
        paragraphs: [
          `The programme was held in the courtyard of a school in Sasaram on a Saturday evening in August, under a tent that held up remarkably well during one heavy shower. A jhoola decorated with marigolds stood at the front, and more than 500 people came: grandparents, parents, and, to our delight, a large group of teenagers.`,
          `The first hour belonged to a group of nine women from a village in Kargahar block, led by a singer in her seventies who learnt her songs from her own grandmother. They sang eleven kajris accompanied only by a dholak and the clapping of the audience. By the third song, women in the crowd were singing along, and some were wiping their eyes.`,
          `After a short break, students from two colleges performed folk songs with harmonium and nal, including a sohar and a jatsar, the grinding-stone song, that many of the younger people had never heard before.`,
        ],
      },
      {
        heading: `A play about those who leave`,
        paragraphs: [
          `The evening ended with a forty-minute Bhojpuri play by a young theatre troupe from Dehri, inspired by the bidesia tradition made famous by Bhikhari Thakur. It told the story of a young man who leaves for work in a city factory and the wife, mother and younger sister who wait for letters and phone calls that come less and less often.`,
          `Almost every family in the audience has someone working outside ${state}, and the room went very quiet. The troupe used old folk tunes for many of the songs in the play, which tied it neatly to the kajri the women had sung an hour before: the same longing, a hundred years apart.`,
        ],
      },
      {
        heading: `Recording what we can`,
        paragraphs: [
          `Alongside the performance, a team of eight young volunteers has been visiting elders in villages around Sasaram, Chenari and Kargahar since June to record songs on their phones and write down the words. So far they have recorded 43 songs, including several kajris that none of the performers on stage knew.`,
          `With the singers' permission, the recordings and written lyrics will be kept by the foundation and shared with schools and with anyone who wants to learn them. The volunteers say the visits themselves have been the best part: elders who are rarely asked about anything are delighted to be asked to teach.`,
        ],
      },
      {
        heading: `Where we go from here`,
        paragraphs: [
          `We plan to make this an annual monsoon evening and to hold a chaita evening in spring. We are also starting a monthly singing baithak where teenagers can learn directly from the older singers, and the theatre troupe has offered to run a workshop for students who want to act or write.`,
          `If someone in your family remembers old songs and would like them recorded, or you would like to volunteer with the culture team, call ${phone} or write to ${email}. We will come to you.`,
        ],
      },
    ],
  },
];
