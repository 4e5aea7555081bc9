import { count, eq, max } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { faqs, legalDocuments } from '../db/schema.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

// Product content, not demo data: the FAQ and the legal documents exist in every mode (demo, production, tests),
// loaded at start-up under the start-up lock like the lookup lists (db/open.ts).

interface Faq {
  question: string;
  subtext?: string;
  answer: string;
  /** Which lists show it: the public FAQ (/pagefaq), the signed-in one (/faq), or both. */
  lists: readonly ('public' | 'account')[];
}

const both = ['public', 'account'] as const;

export const FAQ: readonly Faq[] = [
  {
    question: 'What is Chorus?',
    subtext: 'How creators earn here',
    answer:
      '<p>Chorus connects creators with brands, labels and artists who pay for posts. You receive <strong>campaign offers</strong> to promote a song or a product, enter <strong>contests</strong> with cash prizes, and apply to <strong>opportunities</strong>. Everything you earn shows on your Payments page and is paid to your PayPal email.</p>',
    lists: both,
  },
  {
    question: 'How do I sign up?',
    subtext: 'Creators and managers',
    answer:
      '<p>Choose <strong>Sign Up</strong> and follow the four steps: Account, Personal, Profiles and Finish. Add at least one social media profile with your song and brand rates. We email you a link to confirm your address; once confirmed you can log in.</p><p>Managers request access instead: we reach out to set up your roster.</p>',
    lists: ['public'],
  },
  {
    question: 'How do campaigns work?',
    subtext: 'From invite to payment',
    answer:
      '<p>You receive an invite, promote the song or brand following the creative direction, and get paid after your post is submitted and verified. Depending on the campaign you may sign a contract, upload a draft for the client to approve, submit the final post link, and add a boost code.</p><p>Each step is shown on the campaign page with what to do next.</p>',
    lists: both,
  },
  {
    question: 'How long do I have to answer an invite?',
    subtext: 'The 48-hour rules',
    answer:
      '<p>Answer an invite within <strong>48 hours</strong>: accept, request changes, or decline. An invite left unanswered expires. Once you accept (or once your draft is approved) you have another <strong>48 hours</strong> to post and submit the post link; after that the offer fails.</p>',
    lists: both,
  },
  {
    question: 'Does declining an offer hurt me?',
    subtext: 'Your response rate',
    answer:
      '<p>No. Your response rate is the share of invites you answer before the deadline. Declining counts as an answer, so it does not hurt it; ignoring an invite until it expires does. When you decline, tell us why, or make a counter offer in USD.</p>',
    lists: both,
  },
  {
    question: 'What should I charge?',
    subtext: 'Song and brand rates',
    answer:
      '<p>Each profile has a <strong>song rate</strong> (promoting music) and a <strong>brand rate</strong> (promoting a brand or product). A good starting point is about <strong>$1.50 per thousand views</strong> for songs (100K views: $150) and <strong>$3 per thousand views</strong> for brands. You can change your rates any time in Account Settings, under Social Media Profiles.</p>',
    lists: both,
  },
  {
    question: 'How and when do I get paid?',
    subtext: 'Potential, To Be Paid, Paid',
    answer:
      '<p>Every campaign payment moves through three statuses on your Payments page: <strong>Potential</strong> while the campaign is in progress, <strong>To Be Paid</strong> once your post is verified, and <strong>Paid</strong> when the money has been sent. Payments go to your confirmed PayPal email.</p>',
    lists: both,
  },
  {
    question: 'How do I set or change my payment email?',
    subtext: 'Confirming your PayPal address',
    answer:
      '<p>Go to Account Settings, then Payment Information, and submit your PayPal email. We send a confirmation link to that address: the email stays <em>Pending</em> until you click it. If the email did not arrive you can resend it once from the Payment History table.</p>',
    lists: both,
  },
  {
    question: 'How do contests work?',
    subtext: 'Entries, leaderboards and prizes',
    answer:
      '<p>Pick a contest, post following its rules, and enter the link to your post. Entries are reviewed; approved ones appear on the leaderboard, ranked by the contest metric (likes, views or followers). You can enter up to <strong>7 times</strong> per contest. When the contest ends, the top places win the prizes shown on the contest page.</p>',
    lists: both,
  },
  {
    question: 'Are contest prizes paid in full?',
    subtext: 'The platform fee',
    answer:
      '<p>Prizes are paid net of a <strong>7.5% platform fee</strong> unless the contest says otherwise; direct contests carry no fee. Your prize shows as <em>To Be Paid</em> on the Contests tab of your Payments page until it is sent to your confirmed payment email.</p>',
    lists: both,
  },
  {
    question: 'Why can I not see or enter a contest?',
    subtext: 'Countries and approval',
    answer:
      '<p>Some contests are open only to creators in certain countries or regions, and some need an approved account. If you are not logged in, log in first: we can then show every contest open to you.</p>',
    lists: both,
  },
  {
    question: 'How do managers work with creators?',
    subtext: 'Rosters and switching accounts',
    answer:
      '<p>A manager keeps a roster of creators, can add and remove them, edit their details, handles and rates, and switch into a creator’s account to act for them. Creators can see who has access to their account in Account Settings.</p>',
    lists: both,
  },
  {
    question: 'Why am I asked to confirm my information?',
    subtext: 'Once a year',
    answer:
      '<p>So that offers and payments reach you, we ask you to confirm your contact details, payment email and profiles when you first join and then every 12 months. It takes a minute.</p>',
    lists: ['account'],
  },
  {
    question: 'Which files can I upload?',
    subtext: 'Drafts, contracts, tax forms and photos',
    answer:
      '<p>Drafts and contracts: PDF, JPEG, PNG or video. Tax documents: PDF, JPEG or PNG. Profile photo: JPG or PNG up to 100 MB. Result screenshots: PDF, JPEG or PNG.</p>',
    lists: ['account'],
  },
  {
    question: 'How do I close my account?',
    subtext: 'Deactivation',
    answer:
      '<p>Go to Account Settings, then Deactivate Account, type <strong>Deactivate my account</strong> and confirm. You are logged out a few seconds later. Payments already due to you are still paid.</p>',
    lists: ['account'],
  },
  {
    question: 'How do I reach the Chorus team?',
    subtext: 'Contact and feedback',
    answer:
      '<p>Use the <a href="/contact">Contact Us</a> form and a member of our team will reach out to you soon. Signed in, you can also send us feedback from the Feedback page, or contact the client who made an offer from the campaign page.</p>',
    lists: both,
  },
];

/** Bump a version to publish a new text: every account is asked to accept it again at its next visit. */
export const LEGAL: readonly { type: 'Terms of Service' | 'Privacy Policy'; version: number; information: string }[] = [
  {
    type: 'Terms of Service',
    version: 1,
    information: `<h3>1. About these terms</h3>
<p>These terms apply when you use Chorus, the portal where creators receive paid campaign offers, enter contests and apply to opportunities, and where managers look after a roster of creators. By creating an account or using the portal you agree to them. If you do not agree, please do not use Chorus.</p>
<h3>2. Your account</h3>
<ul>
<li>You must be at least 16 years old and give true, current information: your name, contact details, social media profiles and payment email.</li>
<li>Keep your password to yourself. You are responsible for what happens under your account, including what a manager you link does for you.</li>
<li>Managers may only add creators who have agreed to be managed by them.</li>
<li>We ask you to confirm your information once a year so offers and payments reach you.</li>
</ul>
<h3>3. Campaigns</h3>
<ul>
<li>An offer tells you what to post, on which handle, by when and for how much. Accepting it is a commitment to follow its creative direction and any contract it requires.</li>
<li>Answer an invite within 48 hours. Once accepted (or once your draft is approved), post within 48 hours and submit the link. Offers not answered or not posted in time expire or fail, and are not paid.</li>
<li>Keep the post up, public and unedited for as long as the campaign asks, and disclose paid partnerships as the law and the platform require (for example with #ad or the platform’s paid-partnership label).</li>
<li>Clients may withdraw an offer before you post; a withdrawn offer is marked Pulled.</li>
</ul>
<h3>4. Contests</h3>
<ul>
<li>Each contest states its rules, who may enter, its metric and its prizes. You may enter up to 7 times per contest, with posts you made yourself.</li>
<li>Entries are reviewed and may be rejected, for example when a post breaks the contest rules, is not public, or its figures look inflated.</li>
<li>Prizes are paid net of the platform fee stated on the contest (7.5% unless the contest says otherwise) to your confirmed payment email.</li>
</ul>
<h3>5. Payments</h3>
<p>Campaign payments show as Potential, then To Be Paid once your post is verified, then Paid. We pay to the PayPal email you have confirmed; we are not responsible for payments sent to an address you gave us by mistake. You are responsible for the taxes on what you earn, and we may ask for tax documents before paying.</p>
<h3>6. Your content</h3>
<p>You keep ownership of what you post. You allow Chorus and the client of a campaign or contest to show your post, its link and its results in reports, leaderboards and promotion of that campaign or contest. You confirm you have the rights to everything you post and upload.</p>
<h3>7. Things you must not do</h3>
<ul>
<li>Buy views, likes or followers, or use bots or other tricks to inflate results.</li>
<li>Enter with accounts or posts that are not yours, or open several accounts to get around a limit.</li>
<li>Post anything unlawful, hateful, or misleading about a product.</li>
<li>Interfere with the portal, or try to reach accounts or data that are not yours.</li>
</ul>
<h3>8. Suspension and closing your account</h3>
<p>You can deactivate your account at any time from Account Settings. We may suspend or close an account that breaks these terms; payments already earned in line with them are still paid.</p>
<h3>9. Liability</h3>
<p>Chorus is provided as it is. We work to keep it available and correct but cannot promise it will always be. To the extent the law allows, we are not liable for indirect losses, and our liability for any claim is limited to the amounts paid to you through Chorus in the three months before it.</p>
<h3>10. Changes</h3>
<p>When we change these terms we publish a new version and ask you to accept it the next time you sign in. If you do not accept it, you can no longer use your account, but payments already earned are still paid.</p>
<h3>11. Contact</h3>
<p>Questions about these terms: use the <a href="/contact">Contact Us</a> form.</p>`,
  },
  {
    type: 'Privacy Policy',
    version: 1,
    information: `<h3>1. Who we are</h3>
<p>Chorus runs the creator portal you are using. This policy explains which personal data we collect, why, who we share it with and the choices you have.</p>
<h3>2. What we collect</h3>
<ul>
<li><strong>Account details:</strong> your name, email and login, password (stored only as a one-way hash), address, phone numbers, birthday, and, if you choose to give them, gender identity and sexual orientation (you may decline to answer).</li>
<li><strong>Social media profiles:</strong> handles, follower counts and your song and brand rates.</li>
<li><strong>Payment details:</strong> your PayPal email and your payment history; tax documents you upload.</li>
<li><strong>What you do on Chorus:</strong> offers and your answers, drafts, contracts, post links and results, contest entries, messages and forms you send.</li>
<li><strong>Technical data:</strong> your IP address, browser and device, and the country we derive from them, used for security, rate limits and contest eligibility.</li>
</ul>
<h3>3. Why we use it</h3>
<ul>
<li>To run your account, send you offers that fit your profiles, and pay you.</li>
<li>To check who may enter a contest (for example by country) and to rank leaderboards.</li>
<li>To keep Chorus secure and prevent fraud, such as inflated results or duplicate accounts.</li>
<li>To answer your messages and, unless you opt out, to send you news about Chorus.</li>
</ul>
<h3>4. Who we share it with</h3>
<ul>
<li><strong>Clients</strong> running a campaign or contest you take part in see your name, handles, rates, posts and results for that campaign or contest.</li>
<li><strong>Managers</strong> linked to your account see and may edit your details.</li>
<li><strong>Service providers</strong> that host our servers and files, send our email, run chat and process payments, only to provide those services.</li>
<li><strong>Authorities</strong>, when the law requires it.</li>
</ul>
<p>We do not sell your personal data.</p>
<h3>5. How long we keep it</h3>
<p>We keep your data while your account is active. After you deactivate it we keep what we need for payments, tax and legal obligations, then delete or anonymise it. Sign-in tokens and emailed links expire and are stored only as hashes.</p>
<h3>6. Your choices and rights</h3>
<ul>
<li>See and correct your details in Account Settings at any time.</li>
<li>Opt out of news emails; messages about your account and payments are still sent.</li>
<li>Ask us for a copy of your data, or for its deletion, through the <a href="/contact">Contact Us</a> form.</li>
<li>Deactivate your account from Account Settings.</li>
</ul>
<h3>7. Cookies</h3>
<p>We use one essential cookie to keep you signed in (it cannot be read by scripts) and no advertising cookies.</p>
<h3>8. Security</h3>
<p>Connections are encrypted, passwords are hashed with a memory-hard algorithm, and sign-in attempts are limited. No system is perfectly secure: use a strong password of your own.</p>
<h3>9. Changes</h3>
<p>When we change this policy we publish a new version and ask you to accept it the next time you sign in.</p>`,
  },
];

/**
 * Loads the FAQ when the table is empty (the content is then the database's, to edit there), and publishes each
 * legal document's version from LEGAL when the database holds only older ones. Idempotent.
 */
export async function syncPageContent(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(faqs);
  if ((row?.n ?? 0) === 0) {
    const rows = FAQ.flatMap((f, i) =>
      f.lists.map((type) => ({ type, question: f.question, subtext: f.subtext ?? null, answer: sanitizeRichText(f.answer), sortOrder: (i + 1) * 10 })),
    );
    await db.insert(faqs).values(rows);
  }
  for (const doc of LEGAL) {
    const [latest] = await db.select({ v: max(legalDocuments.version) }).from(legalDocuments).where(eq(legalDocuments.type, doc.type));
    if ((latest?.v ?? 0) >= doc.version) continue;
    await db
      .insert(legalDocuments)
      .values({ type: doc.type, version: doc.version, information: sanitizeRichText(doc.information) })
      .onConflictDoNothing();
  }
}
