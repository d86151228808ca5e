/** How many requests one address may make to a route in a window, and how a refusal is written. */
export interface RequestPolicy {
  max: number;
  windowMs: number;
  /**
   * json: `{ error }` for callers that read JSON; text: a short sentence for a link a person
   * follows in the browser; attempts: the `tooManyAttempts` answer the sign-in and status forms
   * already understand.
   */
  reply: 'json' | 'text' | 'attempts';
}

const MINUTE = 60_000;

/**
 * Every route a visitor can call, once. Per address and per minute; generous, because many people
 * can share one address (mobile networks in India put whole towns behind carrier NAT), but finite.
 * These limits spare the server: what keeps the news provider's quota is that only pages that
 * exist are asked for, each at most once per cache window (lib/news/service.ts).
 */
export const REQUEST_POLICIES = {
  // One request per page turn or category switch; a quick reader makes a few a minute, so 120 leaves
  // room for a classroom behind one address.
  news: { max: 120, windowMs: MINUTE, reply: 'json' },
  // A reader taps "search all news" and pages its results: a few a minute. Each new search also
  // spends the provider budget all readers share (lib/news/all-news-search.ts).
  newsSearch: { max: 30, windowMs: MINUTE, reply: 'json' },
  // Same use as the news list.
  headlines: { max: 120, windowMs: MINUTE, reply: 'json' },
  // A page of the reader shows up to 20 pictures, each at up to two widths through the image
  // optimiser (which caches what it made): 300 is 7 fresh pages a minute, all pictures missing.
  placeholder: { max: 300, windowMs: MINUTE, reply: 'json' },
  // Article pictures through our server: the same load as the placeholders.
  newsImage: { max: 300, windowMs: MINUTE, reply: 'json' },
  // A person clicks the language link now and then; 30 is far beyond that.
  language: { max: 30, windowMs: MINUTE, reply: 'text' },
  // A person checks a complaint once or twice. Wrong guesses are stopped sooner by the
  // 5-in-15-minutes guessing limit; this caps everything else (database reads, bad bodies).
  complaintStatus: { max: 20, windowMs: MINUTE, reply: 'attempts' },
  // Like the status check: the guessing limit stops wrong passwords, this caps the rest.
  teamLogin: { max: 20, windowMs: MINUTE, reply: 'attempts' },
  // Choosing a password follows a right invitation code (and its ticket cannot be guessed), and
  // changing one follows a sign-in; a person retries a refused password a few times at most.
  teamPassword: { max: 10, windowMs: MINUTE, reply: 'attempts' },
  // An open workspace says every few minutes that it is still used, and logs out once; a whole
  // team behind one office address stays far below this.
  teamSession: { max: 60, windowMs: MINUTE, reply: 'json' },
  // A person sends a form or two in a sitting, and a phone back online resends what waited (each
  // once: the submission key makes a repeat harmless). 10 leaves room for a family or a classroom
  // behind one address, and keeps a script from burying the team's inbox.
  formSubmit: { max: 10, windowMs: MINUTE, reply: 'json' },
  // A member opens their passkeys, adds one (two requests) and names or removes a few.
  teamPasskeys: { max: 30, windowMs: MINUTE, reply: 'json' },
  // Signing in with a passkey: two requests a try. A wrong passkey is no guess at a secret (it
  // fails a signature check), so this cap, not the guessing limit, is what stops a script.
  teamPasskeySignIn: { max: 20, windowMs: MINUTE, reply: 'attempts' },
  // A Coordinator opens the team panel and resets a member now and then.
  teamMembers: { max: 30, windowMs: MINUTE, reply: 'json' },
  // A writer's drafts save a moment after each pause in typing: a fast writer pauses often, and
  // the whole team may sit behind one office address.
  teamPosts: { max: 120, windowMs: MINUTE, reply: 'json' },
  // A post writer adds a few pictures to a post, and retries one that failed on a weak connection.
  // Each upload is decoded and resized, the heaviest work a request here can ask for.
  teamPictures: { max: 30, windowMs: MINUTE, reply: 'json' },
  // Posts' pictures: the same load as the news pictures, and caches keep each one for a year.
  pictures: { max: 300, windowMs: MINUTE, reply: 'json' },
  // A member changes the insights' filters: each date or block picked asks again. 60 is a
  // change a second for a minute, far beyond a person, and caps reads of the whole survey.
  surveyInsights: { max: 60, windowMs: MINUTE, reply: 'json' },
  // A parent opens their link and answers once or twice. Each try reads the database; tokens are
  // 256-bit, so this caps load, not guessing.
  guardianConsent: { max: 20, windowMs: MINUTE, reply: 'text' },
  // A member records a parent's consent taken in person, a few records at a sitting.
  teamGuardianConsent: { max: 30, windowMs: MINUTE, reply: 'json' },
  // The Coordinator opens the retention panel now and then; each look reads every node the run
  // would, so a few a minute is plenty.
  retentionPreview: { max: 10, windowMs: MINUTE, reply: 'json' },
  // Each record a member opens, each export and each status change is reported, and the
  // Coordinator pages the record of who looked: a busy member opens a record every few seconds.
  accessLog: { max: 120, windowMs: MINUTE, reply: 'json' },
  // A breach is logged once and its people told one by one: a few requests, and the list reread.
  incidents: { max: 30, windowMs: MINUTE, reply: 'json' },
  // A payer sends the payment form once or twice (a repeat makes no second payment) and gives the
  // UTR once; a family or classroom behind one address stays well below this.
  payment: { max: 10, windowMs: MINUTE, reply: 'attempts' },
  // A payer comes back to a payment by its reference and mobile number. Wrong proofs are stopped
  // sooner by the guessing limit; this caps the rest.
  paymentLookup: { max: 20, windowMs: MINUTE, reply: 'attempts' },
  // A person proves a record and asks one or two things about it. Wrong proofs are stopped sooner
  // by the guessing limit; this caps the rest (database reads, requests written).
  yourData: { max: 20, windowMs: MINUTE, reply: 'attempts' },
  // The Coordinator's requests panel: a list, then an answer, a close or an erasure now and then.
  teamDataRequests: { max: 60, windowMs: MINUTE, reply: 'json' },
  // The treasurer's list and decisions: a busy morning of confirmations, one click each.
  teamPayments: { max: 60, windowMs: MINUTE, reply: 'json' },
  // A coach's phone back in coverage sends each waiting mark of a register (one request a mark, a
  // squad of 40 in a burst), loads the players and a month's report; two coaches may share an address.
  teamAttendance: { max: 240, windowMs: MINUTE, reply: 'json' },
  // A person adds an event to their calendar once; each file reads the posts, so this caps a script.
  eventCalendar: { max: 30, windowMs: MINUTE, reply: 'text' },
  // A person registers themselves and maybe their family; a volunteer registers a few people from one
  // phone. Cancelling counts here too. Twenty a minute is far beyond either.
  eventRegistration: { max: 20, windowMs: MINUTE, reply: 'attempts' },
  // The team's event panel and the door's check-ins (each a batch, synced as the phone comes back).
  teamEvents: { max: 60, windowMs: MINUTE, reply: 'json' },
  // A device turns alerts on, changes its topics or language a few times, or turns them off.
  pushSubscription: { max: 20, windowMs: MINUTE, reply: 'json' },
  // A monitor checks every few seconds at most.
  health: { max: 60, windowMs: MINUTE, reply: 'json' },
} as const satisfies Record<string, RequestPolicy>;

export type LimitedRoute = keyof typeof REQUEST_POLICIES;
