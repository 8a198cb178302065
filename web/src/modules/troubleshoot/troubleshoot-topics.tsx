import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HelpTopic } from './troubleshoot.types';

/** A button, tab or field name as it reads on screen. */
function Ui({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-base-content">{children}</strong>;
}

/** A message exactly as SiteSage shows it. */
function Says({ children }: { children: ReactNode }) {
  return <span className="font-medium text-base-content">“{children}”</span>;
}

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-base-200 px-1 text-[0.9em] wrap-anywhere">{children}</code>;
}

function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="link link-primary">
      {children}
    </Link>
  );
}

const CONTACT = <To to="/contact-us">contact us</To>;

/**
 * The six help sections of /troubleshoot (spec §2), written against how SiteSage really behaves:
 * its screens, statuses and messages (spec §2, §4, §8) and the crawler, widget and chat rules.
 */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'agent-setup',
    title: 'Agent Setup',
    summary: 'Creating an agent from your website address and making it look like your brand.',
    icon: 'agents',
    questions: [
      {
        question: 'My website address is refused when I create an agent',
        steps: [
          <>
            Type your site&apos;s address as it appears in the browser, for example{' '}
            <Code>https://www.example.com</Code>. If you leave out <Code>https://</Code>, SiteSage adds it.
          </>,
          <>
            <Says>Invalid URL. Please enter a valid website URL.</Says> means the address is not a public
            website: it must start with http or https and have a real domain with a dot, so names like{' '}
            <Code>localhost</Code> or an intranet server do not work.
          </>,
          <>
            <Says>Blocked domain: …</Says> means the address belongs to a service you cannot own, such as a
            search engine, social network, mail provider, video or shopping site. Create the agent from your
            own domain instead.
          </>,
        ],
      },
      {
        question: 'The Create Agent button is disabled',
        steps: [
          <>
            You have as many agents as your plan allows; the Agents page says{' '}
            <Says>You have reached the maximum allowed projects for your plan.</Says> The limits are Free 1,
            Basic 5, Pro 50 and Enterprise 100 agents.
          </>,
          <>
            Delete an agent you no longer need from its card menu (<Ui>Delete</Ui>). This removes its training
            and conversations too and cannot be undone.
          </>,
          <>
            Or move to a bigger plan from the <Ui>Plan</Ui> page — see{' '}
            <To to="#billing-plan">Billing and Plan issues</To>.
          </>,
        ],
      },
      {
        question: 'Creating my agent is taking a long time',
        steps: [
          <>
            The checklist goes through <Ui>Preparing Agent</Ui>, <Ui>Customizing UI for Agent</Ui>,{' '}
            <Ui>Reviewing your website</Ui> and <Ui>Initiating training</Ui>. Training a large website can
            take a few minutes.
          </>,
          <>
            After 60 seconds a yellow notice says training is taking longer than usual. You do not need to
            wait on the page: training carries on if you close it.
          </>,
          <>
            Follow it on the <Ui>Training</Ui> page of the agent (the notice links there). The agent can
            already be customised in the meantime.
          </>,
        ],
      },
      {
        question: '“We could not review your website” during creation',
        steps: [
          <>
            SiteSage reads your home page for a name, a welcome line and your brand colours. When the site
            cannot be reached — it is offline, refuses bots or needs a login — the agent starts with the
            default look instead. Nothing else is affected.
          </>,
          <>
            Open the agent&apos;s <Ui>Customize</Ui> tab and set the name, welcome message and colours
            yourself, then press <Ui>Save</Ui>.
          </>,
        ],
      },
      {
        question: 'My changes to the agent do not show on my website',
        steps: [
          <>
            Press <Ui>Save</Ui> on the <Ui>Customize</Ui> tab and wait for{' '}
            <Says>Website configuration updated successfully!</Says>
          </>,
          <>
            Reload your website. The chat button reads the agent&apos;s look when the page loads, so pages
            that were already open keep the old one; allow a few seconds after saving.
          </>,
          <>
            Quick questions (<Ui>Template Messages</Ui>) are stored separated by commas, so a question may not
            contain a comma. Split it into two, or rephrase it.
          </>,
        ],
      },
    ],
  },
  {
    id: 'training-set',
    title: 'Training Set',
    summary: 'Teaching your agent from your website, sitemaps, single pages and files.',
    icon: 'database',
    questions: [
      {
        question: 'What the training statuses mean',
        steps: [
          <>
            <Ui>Queued</Ui> (INQUEUE): the training set is waiting for a crawler to pick it up.
          </>,
          <>
            <Ui>In progress</Ui> (INPROGRESS): pages are being read; the bar shows the percentage done and how
            many pages of how many are finished.
          </>,
          <>
            <Ui>Completed</Ui> (COMPLETED): everything that could be read has been learned.
          </>,
          <>
            <Ui>Failed</Ui> (FAILED): nothing could be learned; the reason is shown under the status.
          </>,
          <>
            The page checks again every 5 seconds while anything is still training, so there is no need to
            reload it.
          </>,
        ],
      },
      {
        question: 'A training set failed, or some of its pages did',
        steps: [
          <>
            Open the training set by clicking its title. Every source (page or file) is listed with its status
            — Processing, Completed or Failed — and, when it failed, why.
          </>,
          <>
            <Says>Blocked by the site’s robots.txt.</Says> The crawler obeys robots.txt. Allow the user agent{' '}
            <Code>SiteSageBot</Code> on the pages you want your agent to learn.
          </>,
          <>
            <Says>The page asks search engines and bots not to index it (noindex).</Says> Remove the noindex
            tag from pages your agent should know.
          </>,
          <>
            <Says>The page has no readable text.</Says> The page holds only images or shows its text only
            after a click. Put the information in the page&apos;s text, or upload it as a document.
          </>,
          <>
            Pages behind a login, on a private network or answering with an error cannot be read. Make them
            public, or upload their content as files.
          </>,
          <>
            Once fixed, press <Ui>Retry</Ui> on a failed source, or <Ui>Retrain</Ui> on the training set.
          </>,
        ],
      },
      {
        question: 'Some pages of my website were not learned',
        steps: [
          <>
            A <Ui>Website</Ui> training set follows the links of your site from the address you gave, plus the
            sitemaps named in your robots.txt (or <Code>/sitemap.xml</Code>). Pages nothing links to can be
            missed.
          </>,
          <>
            Add a <Ui>Sitemap</Ui> training set with your sitemap&apos;s address, or add single pages with the{' '}
            <Ui>URL</Ui> type — up to 5 at a time, into a new or existing training set.
          </>,
          <>
            No sitemap? Use <Ui>Sitemap generator</Ui> on the Training sets page to list what SiteSage can
            find on your site (up to 500 pages).
          </>,
        ],
      },
      {
        question: 'My files are not accepted',
        steps: [
          <>
            Accepted types are PDF, Word (DOC and DOCX), plain text, CSV, HTML and XML. Anything else gives{' '}
            <Says>File type not allowed: …</Says> with the file&apos;s name.
          </>,
          <>Each file can be up to 20 MB, and up to 10 files can be uploaded at once.</>,
          <>
            URL and File training sets need a parent: choose an existing training set or create a new one with
            a title (<Says>Select a parent training set</Says> otherwise).
          </>,
          <>
            A scanned PDF without a text layer fails with <Says>The file has no readable text.</Says> Run it
            through text recognition (OCR) and upload it again.
          </>,
        ],
      },
      {
        question: 'My website changed — how do I update the agent?',
        steps: [
          <>
            Press <Ui>Retrain</Ui> on the training set. Only pages that changed are learned again, so it is
            quicker than the first time.
          </>,
          <>
            Retrain is unavailable while the set is still Queued or In progress; wait for it to finish first.
          </>,
          <>
            To forget a page for good, delete its source from the training set; delete the whole set to forget
            everything in it.
          </>,
        ],
      },
      {
        question: '“You have reached the maximum number of training sets for your plan.”',
        steps: [
          <>
            Delete training sets you no longer need, or add new pages to an existing set with the URL type.
          </>,
          <>
            Or upgrade: bigger plans allow more training sets (see <To to="/pricing">Pricing</To>).
          </>,
        ],
      },
    ],
  },
  {
    id: 'live-agent-ui',
    title: 'Live Agent UI',
    summary: 'The chat button and chat window on your website.',
    icon: 'chat',
    questions: [
      {
        question: 'The chat button does not appear on my website',
        steps: [
          <>
            Copy the embed code again from the agent&apos;s <Ui>Deploy</Ui> tab and paste it, unchanged,
            inside the <Code>&lt;body&gt;</Code> of your pages, just before <Code>&lt;/body&gt;</Code>. Save
            and publish the change.
          </>,
          <>
            Reload the page and give it a moment: the button is added once the page has finished loading, so
            it never slows your site down.
          </>,
          <>
            Open your browser&apos;s developer console.{' '}
            <Says>SiteSage chat: the script tag needs a valid data-id.</Says> means the code was changed while
            pasting. <Says>SiteSage chat: agent &apos;…&apos; is unavailable; no chat button shown.</Says>{' '}
            means the agent was deleted or the id is wrong.
          </>,
          <>
            If your site sends a Content Security Policy, it must allow SiteSage&apos;s address in{' '}
            <Code>script-src</Code>, <Code>connect-src</Code> and <Code>frame-src</Code>.
          </>,
        ],
      },
      {
        question: 'The chat window opens but stays empty or refuses to load',
        steps: [
          <>
            For your security, the chat may only be shown on SiteSage and inside the website the agent was
            created for, including its subdomains.
          </>,
          <>
            Check the site address shown under the agent&apos;s name on the Agents page. An agent created for{' '}
            <Code>https://www.example.com</Code> works on <Code>example.com</Code>,{' '}
            <Code>www.example.com</Code> and <Code>shop.example.com</Code>, but not on another domain.
          </>,
          <>To put a chat on a different domain, create an agent from that domain&apos;s address.</>,
        ],
      },
      {
        question: 'Opening the chat page directly says “Unauthorized access”',
        steps: [
          <>
            That is expected: the chat page is meant to run inside the chat window on your site, so on its own
            it sends you to the agent&apos;s demo page instead.
          </>,
          <>
            To try your agent without your website, choose <Ui>Preview Agent</Ui> in the agent card&apos;s
            menu; it opens the demo page, which you can also share.
          </>,
        ],
      },
      {
        question: 'The colours, size or position of the chat are not right',
        steps: [
          <>
            On the <Ui>Customize</Ui> tab, <Ui>Theme Settings</Ui> sets the bubble colours and the
            window&apos;s width and height; <Ui>Chat Button Settings</Ui> sets its corner, text and colour.
          </>,
          <>The live preview beside the form shows each change before you save it.</>,
          <>
            If the button covers something on your site, move it to another corner: bottom-left, top-right or
            top-left.
          </>,
        ],
      },
      {
        question: 'The quick questions are missing from the chat',
        steps: [
          <>
            Quick questions show only at the start of a conversation, before the first message. Press{' '}
            <Ui>Start Again</Ui> in the chat to see them again.
          </>,
          <>
            Check that <Ui>Template Messages</Ui> on the <Ui>Customize</Ui> tab has at least one question, and
            that you saved.
          </>,
        ],
      },
    ],
  },
  {
    id: 'session-message',
    title: 'Session/Message',
    summary: 'Conversations, sending messages and the answers your agent gives.',
    icon: 'send',
    questions: [
      {
        question: 'The chat shows an old conversation — how do I start fresh?',
        steps: [
          <>
            Each browser keeps one conversation per agent, so a visitor who comes back continues where they
            left off.
          </>,
          <>
            Press <Ui>Start Again</Ui> in the chat&apos;s header: the stored conversation is removed from the
            browser and a new one begins.
          </>,
          <>
            Browsers that block storage in embedded windows, and private windows, start a new conversation on
            every visit.
          </>,
        ],
      },
      {
        question: 'Visitors are asked for their name, email and phone',
        steps: [
          <>
            That is the <Ui>Require User Details Before Chat</Ui> option on the <Ui>Customize</Ui> tab:
            visitors see <Ui>Let&apos;s Get Started</Ui> and must fill in all three fields before chatting.
          </>,
          <>Untick it and save if you would rather let visitors chat straight away.</>,
          <>A phone number may start with + and have 7 to 20 digits, spaces, hyphens, brackets or dots.</>,
        ],
      },
      {
        question: 'A message could not be sent',
        steps: [
          <>The text you typed goes back into the box with a note saying why; press send again when ready.</>,
          <>
            <Says>You are sending messages too quickly. Please wait a moment and try again.</Says> Each
            visitor can send a limited number of messages a minute.
          </>,
          <>
            <Says>This agent is very busy right now. Please try again in a minute.</Says> The agent has
            received a lot of messages in the last minute.
          </>,
          <>
            <Says>The reply was cut off. Please try again.</Says> The connection dropped while the answer was
            arriving.
          </>,
        ],
      },
      {
        question: '“This agent has answered all the conversations its plan allows this month.”',
        steps: [
          <>
            Each plan includes a number of conversations a calendar month: Free 100, Basic 10,000, Pro 100,000
            and Enterprise 500,000, across all of the owner&apos;s agents.
          </>,
          <>
            Once they are used up, new conversations are refused until the next month begins. The owner can
            upgrade to continue straight away.
          </>,
        ],
      },
      {
        question: 'The agent says it could not find an answer',
        steps: [
          <>
            Your agent answers only from what it was trained on, and says so plainly instead of guessing when
            your content does not cover a question.
          </>,
          <>
            Add the page or document that holds the answer as a training set, and check on its Training page
            that it reached Completed.
          </>,
          <>Answers link to the pages they came from, so you can check any answer against its source.</>,
        ],
      },
      {
        question: 'A conversation is missing from Conversations',
        steps: [
          <>
            Open <Ui>Conversations</Ui> from the agent card&apos;s menu. Conversations are listed 10 to a
            page, newest first.
          </>,
          <>
            A conversation is recorded when the visitor sends a first message, or when they submit their
            details if the agent asks for them.
          </>,
          <>
            Select one to read it; older messages load as you scroll up. <Ui>Needs attention</Ui> marks
            visitors who asked for a person or complained.
          </>,
        ],
      },
    ],
  },
  {
    id: 'integration',
    title: 'Integration',
    summary: 'Adding SiteSage to your website platform, and connecting other channels.',
    icon: 'plug',
    questions: [
      {
        question: 'Where do I paste the embed code on my website platform?',
        steps: [
          <>
            Use your platform&apos;s place for custom code that goes into the page body on every page — often
            called footer code, custom HTML or code injection.
          </>,
          <>
            Paste it once into a shared template or footer rather than page by page, so every page gets the
            chat.
          </>,
          <>
            On a single-page app (React, Vue, Angular and the like), add it once to the main HTML file. The
            chat stays through route changes, and loading the code twice does not add a second button.
          </>,
        ],
      },
      {
        question: 'I want to open the chat from my own button or link',
        steps: [
          <>
            Once the chat button has loaded, call <Code>window.SiteSageWidget.open()</Code> from your button,
            and <Code>window.SiteSageWidget.close()</Code> to close it.
          </>,
          <>
            Check that <Code>window.SiteSageWidget</Code> exists before calling it: it appears shortly after
            the page has loaded.
          </>,
        ],
      },
      {
        question: 'I cannot connect WhatsApp or another integration',
        steps: [
          <>
            Integrations are on the <Ui>Integrations</Ui> page of the admin area: choose the agent first. They
            need a Pro or Enterprise plan; otherwise the card says which plan it is available on and offers{' '}
            <Ui>Upgrade Plan</Ui>.
          </>,
          <>
            Slack, Salesforce, HubSpot and Google Sheets are not available yet; their cards say they are
            coming soon.
          </>,
          <>
            For WhatsApp, press <Ui>Connect</Ui> and sign in with the account that manages your WhatsApp
            Business Account. <Says>Authorization code not found.</Says> means that sign-in was cancelled:
            start again from Connect.
          </>,
          <>
            <Says>There is no Phone Number connected with selected WhatsApp Business Account.</Says> Add and
            verify a phone number in that account first, then connect again, choose the number and press{' '}
            <Ui>Confirm Selection</Ui>.
          </>,
          <>
            WhatsApp conversations appear under <Ui>Conversations</Ui>, marked WhatsApp, and you can reply to
            them there.
          </>,
        ],
      },
    ],
  },
  {
    id: 'billing-plan',
    title: 'Billing and Plan issues',
    summary: 'Upgrading, payments through Razorpay, cancelling and refunds.',
    icon: 'chart',
    questions: [
      {
        question: 'How do I upgrade my plan?',
        steps: [
          <>
            Click the plan badge at the top of the admin area to open the <Ui>Plan</Ui> page.
          </>,
          <>
            Choose <Ui>Monthly</Ui> or <Ui>Yearly</Ui> (yearly saves 2 months) and press <Ui>Upgrade</Ui> on
            the plan you want.
          </>,
          <>
            Pay in the Razorpay window. You then see{' '}
            <Says>Please wait while we are verifying your payment.</Says> and the page updates by itself once
            the new plan is active.
          </>,
          <>
            For Enterprise, press <Ui>Contact Us</Ui>: customisation is delivered within 7-14 business days of
            agreeing it, and consulting is scheduled within 3-5 business days.
          </>,
        ],
      },
      {
        question: 'My payment did not go through',
        steps: [
          <>
            <Says>Payment declined</Says> means the payment window was closed before paying. Nothing was
            charged; try again.
          </>,
          <>
            If your bank or card refused the payment, its reason is shown. Try another card or payment method.
          </>,
          <>
            <Says>Payment failed. Please contact the site admin.</Says> means the payment could not be
            verified. If money left your account, it is a failed transaction and is refunded to the original
            payment method within 5-7 business days; {CONTACT} with the Razorpay payment ID if it is not.
          </>,
        ],
      },
      {
        question: 'I paid but my plan has not changed',
        steps: [
          <>
            Reload the admin area: the plan badge at the top shows your current plan. Most upgrades are active
            within moments.
          </>,
          <>Activation can take up to 24-48 hours after a verified payment.</>,
          <>If your plan is still not active after 48 hours, {CONTACT} with the Razorpay payment ID.</>,
        ],
      },
      {
        question: 'I was charged twice',
        steps: [
          <>
            {CONTACT} with the Razorpay payment IDs of both payments, from your receipts or bank statement.
          </>,
          <>
            Duplicate payments are refunded to the original payment method within 7-10 business days of being
            confirmed.
          </>,
        ],
      },
      {
        question: 'How do I cancel, and what happens to my refund?',
        steps: [
          <>
            On the <Ui>Plan</Ui> page, press <Ui>Cancel Plan</Ui> on your current plan and confirm. Your
            account moves to the Free plan and its limits apply.
          </>,
          <>
            Any refund due on a cancellation — by you or by SiteSage — is made to the original payment method
            within 30 days. See the <To to="/legal#refund-policy">Refund Policy</To>.
          </>,
        ],
      },
    ],
  },
];
