// `npm run admin -- <command>`: the organiser's tools, over the /adminapi of a running Chorus server,
// so it works beside `npm start` (a second process must never open the PGlite data dir).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { formatUsd } from '@chorus/core';
import { HELP } from './cli-help.ts';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    status: { type: 'string' },
    page: { type: 'string' },
    contest: { type: 'string' },
    'end-date': { type: 'string' },
    award: { type: 'string' },
    state: { type: 'string' },
    campaign: { type: 'string' },
    contact: { type: 'string' },
    'rate-cents': { type: 'string' },
    feedback: { type: 'string' },
    all: { type: 'boolean' },
    subject: { type: 'string' },
    message: { type: 'string' },
    note: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
    org: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const base = (opts.url ?? process.env.CHORUS_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
const [command, ...args] = positionals;

type Api = (token: string | null, method: string, path: string, body?: unknown) => Promise<unknown>;

async function adminApi(token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token && { 'x-api-key': token }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => {
    throw new Error(`Cannot reach ${base}. Is the server running (npm start)? Use --url to point elsewhere.`);
  });
  const json = (await res.json().catch(() => ({}))) as { results?: { data?: unknown }; messages?: string[] };
  if (!res.ok) throw new Error(`${res.status}: ${(json.messages ?? ['request failed']).join('; ')}`);
  return json.results?.data;
}

/** The organisation named by its slug, switched to; the same calls then go to /orgapi instead of /adminapi. */
async function orgApi(token: string, slug: string): Promise<Api> {
  const mine = (await adminApi(token, 'GET', '/orgapi/organisations')) as { id: number; slug: string }[];
  const org = mine.find((o) => o.slug === slug);
  if (!org) throw new Error(`No organisation '${slug}' among yours. Yours: ${mine.map((o) => o.slug).join(', ') || 'none'}.`);
  await adminApi(token, 'POST', '/orgapi/organisations/switch', { organisationId: org.id });
  return (t, method, path, body) => adminApi(t, method, path.replace(/^\/adminapi\//, '/orgapi/'), body);
}

const ids = (list: string[]) => {
  const out = list.map(Number);
  if (!out.length || out.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('Give one or more numeric ids.');
  return out;
};

/** The organiser's steps of an offer: command → path segment under /adminapi/offers/:id/, and its feedback notes. */
const OFFER_STEPS: Record<string, { path: string; feedback: 'required' | 'optional' | 'none' }> = {
  'draft-approve': { path: 'approve-draft', feedback: 'optional' },
  'draft-reject': { path: 'reject-draft', feedback: 'required' },
  'request-answer': { path: 'answer-request', feedback: 'required' },
  'counter-accept': { path: 'accept-counter', feedback: 'none' },
  'counter-reject': { path: 'reject-counter', feedback: 'none' },
  verify: { path: 'verify', feedback: 'none' },
  complete: { path: 'complete', feedback: 'none' },
  pull: { path: 'pull', feedback: 'none' },
};
const CAMPAIGN_COMMANDS = ['campaigns', 'campaign-create', 'campaign-edit', 'invite', 'offers', ...Object.keys(OFFER_STEPS), 'campaign-payments', 'campaign-paid', 'sweep'];
const PAYOUT_COMMANDS = ['owed', 'payout-create', 'payout-csv', 'payout-paid'];
const OPPORTUNITY_COMMANDS = ['opportunities', 'opportunity-create', 'opportunity-edit', 'applications'];
const LIVE_COMMANDS = ['notify', 'chat', 'chat-send'];
/** What --org SLUG scopes to one organisation, over /orgapi (issue 21): contests, their payments and payouts. */
const ORG_COMMANDS = ['contests', 'create', 'edit', 'delete-contest', 'entries', 'approve', 'reject', 'delete', 'metrics', 'end', 'award', 'reopen', 'payments', 'paid', ...PAYOUT_COMMANDS];
const COMMANDS = ['contests', 'create', 'edit', 'delete-contest', 'entries', 'approve', 'reject', 'delete', 'metrics', 'end', 'award', 'reopen', 'payments', 'paid', ...CAMPAIGN_COMMANDS, ...PAYOUT_COMMANDS, ...OPPORTUNITY_COMMANDS, ...LIVE_COMMANDS];
const usd = formatUsd;

async function main() {
  // Help and unknown commands are answered here, so they work without a server.
  if (!command || command === 'help' || opts.help) return console.log(HELP);
  if (!COMMANDS.includes(command)) throw new Error(`Unknown command '${command}'.\n\n${HELP}`);
  if (opts.org !== undefined && !ORG_COMMANDS.includes(command)) throw new Error(`'${command}' is not scoped to one organisation: run it without --org (staff only).`);
  const login = (await fetch(`${base}/creatorapi/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: opts.email ?? process.env.CHORUS_ADMIN_EMAIL ?? 'admin@chorus.test',
      password: opts.password ?? process.env.CHORUS_ADMIN_PASSWORD ?? 'Chorus-demo-1',
    }),
  }).catch(() => {
    throw new Error(`Cannot reach ${base}. Is the server running (npm start)? Use --url to point elsewhere.`);
  }).then((r) => r.json())) as { data?: { token: string }; messages?: string[] };
  if (!login.data) throw new Error(`Sign-in failed: ${login.messages?.join('; ')}`);
  const token = login.data.token;
  // --org SLUG: work in that organisation (one of the login's; staff: any) and call its /orgapi routes, which the
  // server scopes to it exactly as it scopes the studio.
  const api = opts.org === undefined ? adminApi : await orgApi(token, opts.org);
  const readJson = (file?: string) => {
    if (!file) throw new Error('Give a JSON file.');
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  };

  let out: unknown;
  switch (command) {
    case 'contests':
      out = await api(token, 'GET', '/adminapi/contests');
      if (!opts.json) {
        for (const c of out as { id: number; name: string; kind: string; isActive: boolean; hasEnded: boolean; entriesCount: number; approvedCount: number }[])
          console.log(`${String(c.id).padStart(5)}  ${c.name.padEnd(40)} ${c.kind.padEnd(9)} ${c.hasEnded ? 'ended ' : c.isActive ? 'active' : 'paused'}  ${c.approvedCount}/${c.entriesCount} approved`);
        return;
      }
      break;
    case 'create':
      out = await api(token, 'POST', '/adminapi/contests', readJson(args[0]));
      break;
    case 'edit':
      out = await api(token, 'PATCH', `/adminapi/contests/${ids([args[0]!])[0]}`, readJson(args[1]));
      break;
    case 'delete-contest':
      out = await api(token, 'DELETE', `/adminapi/contests/${ids([args[0]!])[0]}`);
      break;
    case 'entries': {
      const q = new URLSearchParams({ page: opts.page ?? '1', pageSize: '100', ...(opts.status && { status: opts.status }) });
      out = await api(token, 'GET', `/adminapi/contests/${ids([args[0]!])[0]}/entries?${q}`);
      break;
    }
    case 'approve':
    case 'reject':
    case 'delete':
      out = await api(token, 'POST', `/adminapi/entries/${command}`, { ids: ids(args) });
      break;
    case 'metrics': {
      if (!args[1]) throw new Error('Give a CSV file.');
      // Read with core's rule, loaded for this command only: every other command starts without core.
      const { parseMetricsCsv } = await import('./metrics-csv.ts');
      out = await api(token, 'POST', `/adminapi/contests/${ids([args[0]!])[0]}/metrics`, { metrics: parseMetricsCsv(fs.readFileSync(args[1], 'utf8')) });
      break;
    }
    case 'end':
      out = await api(token, 'POST', `/adminapi/contests/${ids([args[0]!])[0]}/end`);
      break;
    case 'award': {
      if (!opts.award) throw new Error('award needs --award "<award name>", as the prize line names it.');
      out = await api(token, 'POST', `/adminapi/contests/${ids([args[0]!])[0]}/awards`, { award: opts.award, entryId: ids([args[1]!])[0] });
      break;
    }
    case 'reopen':
      out = await api(token, 'POST', `/adminapi/contests/${ids([args[0]!])[0]}/reopen`, opts['end-date'] ? { endDate: opts['end-date'] } : {});
      break;
    case 'payments': {
      const q = new URLSearchParams({
        page: opts.page ?? '1',
        pageSize: '100',
        ...(opts.status && { status: opts.status }),
        ...(opts.contest && { contestId: String(ids([opts.contest])[0]) }),
      });
      out = await api(token, 'GET', `/adminapi/contest-payments?${q}`);
      if (!opts.json) {
        const { rows, page, totalPages } = out as {
          rows: { id: number; contestId: number; place: number; placeLabel?: string; contactEmail: string; paymentEmail: string | null; amountCents: number; status: string; missingPaymentEmail: boolean }[];
          page: number;
          totalPages: number;
        };
        // A place by its number; a judged award (or the direct bonus), at place 0, by its label.
        for (const p of rows)
          console.log(
            `${String(p.id).padStart(5)}  contest ${String(p.contestId).padEnd(5)} ${(p.place ? `#${p.place}` : (p.placeLabel ?? '#0')).padEnd(4)} ${usd(p.amountCents).padStart(11)}  ${p.status.padEnd(10)} ${p.contactEmail} → ${p.missingPaymentEmail ? 'MISSING EMAIL' : p.paymentEmail}`,
          );
        console.log(`page ${page} of ${totalPages}`);
        return;
      }
      break;
    }
    case 'paid':
      out = await api(token, 'POST', `/adminapi/contest-payments/${ids([args[0]!])[0]}/paid`);
      break;
    case 'campaigns':
      out = await api(token, 'GET', '/adminapi/campaigns');
      if (!opts.json) {
        for (const c of out as { id: number; title: string; platform: string; rateCents: number; boostCode: string; contractRequired: boolean; draftRequired: boolean; offers: Record<string, number> }[]) {
          const offers = Object.entries(c.offers).map(([state, n]) => `${state} ${n}`).join(', ') || 'no offers';
          const needs = [c.contractRequired && 'contract', c.draftRequired && 'draft', c.boostCode !== 'No' && `boost ${c.boostCode}`].filter(Boolean).join('+') || '-';
          console.log(`${String(c.id).padStart(5)}  ${c.title.padEnd(46)} ${c.platform.padEnd(15)} ${usd(c.rateCents).padStart(10)}  ${needs.padEnd(28)} ${offers}`);
        }
        return;
      }
      break;
    case 'campaign-create':
      out = await api(token, 'POST', '/adminapi/campaigns', readJson(args[0]));
      break;
    case 'campaign-edit':
      out = await api(token, 'PATCH', `/adminapi/campaigns/${ids([args[0]!])[0]}`, readJson(args[1]));
      break;
    case 'invite': {
      const [campaignId, ...handles] = args;
      const rate = opts['rate-cents'];
      if (rate !== undefined && !/^\d+$/.test(rate)) throw new Error('--rate-cents takes whole cents, like 15000.');
      out = await api(token, 'POST', `/adminapi/campaigns/${ids([campaignId!])[0]}/invite`, {
        contactPlatformIds: ids(handles),
        ...(rate !== undefined && { rateCents: Number(rate) }),
      });
      break;
    }
    case 'offers': {
      const q = new URLSearchParams({
        page: opts.page ?? '1',
        pageSize: '100',
        ...(opts.campaign && { campaignId: String(ids([opts.campaign])[0]) }),
        ...(opts.contact && { contactId: String(ids([opts.contact])[0]) }),
        ...(opts.state && { state: opts.state }),
      });
      out = await api(token, 'GET', `/adminapi/offers?${q}`);
      if (!opts.json) {
        const { rows, page, totalPages } = out as {
          rows: { id: number; campaignId: number; handle: string; platform: string; email: string | null; state: string; rateCents: number; respondBy: string; postBy: string | null }[];
          page: number;
          totalPages: number;
        };
        for (const o of rows) {
          const due = o.state === 'invited' ? `respond by ${o.respondBy}` : (o.state === 'draft' || o.state === 'notify') && o.postBy ? `post by ${o.postBy}` : '';
          console.log(`${String(o.id).padStart(6)}  campaign ${String(o.campaignId).padEnd(5)} @${o.handle.padEnd(20)} ${o.platform.padEnd(15)} ${(o.email ?? '').padEnd(30)} ${o.state.padEnd(11)} ${usd(o.rateCents).padStart(10)}  ${due}`);
        }
        console.log(`page ${page} of ${totalPages}`);
        return;
      }
      break;
    }
    case 'campaign-payments': {
      const q = new URLSearchParams({
        page: opts.page ?? '1',
        pageSize: '100',
        ...(opts.status && { status: opts.status }),
        ...(opts.campaign && { campaignId: String(ids([opts.campaign])[0]) }),
      });
      out = await api(token, 'GET', `/adminapi/campaign-payments?${q}`);
      if (!opts.json) {
        const { rows, page, totalPages } = out as {
          rows: { id: number; offerId: number; campaignId: number; handle: string; contactEmail: string | null; amountCents: number; statusLabel: string; paymentEmail: string | null; missingPaymentEmail: boolean }[];
          page: number;
          totalPages: number;
        };
        for (const p of rows)
          console.log(
            `${String(p.id).padStart(5)}  campaign ${String(p.campaignId).padEnd(5)} offer ${String(p.offerId).padEnd(6)} @${p.handle.padEnd(20)} ${usd(p.amountCents).padStart(10)}  ${p.statusLabel.padEnd(10)} ${p.contactEmail ?? ''} → ${p.missingPaymentEmail ? 'MISSING EMAIL' : p.paymentEmail}`,
          );
        console.log(`page ${page} of ${totalPages}`);
        return;
      }
      break;
    }
    case 'campaign-paid':
      out = await api(token, 'POST', `/adminapi/campaign-payments/${ids([args[0]!])[0]}/paid`);
      break;
    case 'sweep':
      out = await api(token, 'POST', '/adminapi/offers/sweep');
      break;
    case 'owed': {
      out = await api(token, 'GET', '/adminapi/payouts/owed');
      if (!opts.json) {
        type Owed = { contactId: number | null; name: string; email: string | null; paymentEmail: string | null; totalCents: number; payments: { type: string; id: number; title: string; amountCents: number; payBy?: string | null; overdue?: boolean }[] };
        const { payable, missingPaymentEmail, payableCents } = out as { payable: Owed[]; missingPaymentEmail: Owed[]; payableCents: number };
        const show = (g: Owed) => {
          console.log(`${g.name} <${g.email ?? ''}> → ${g.paymentEmail ?? 'MISSING EMAIL'}  ${usd(g.totalCents)}`);
          for (const p of g.payments) {
            const due = p.payBy ? `  pay by ${p.payBy.slice(0, 10)}${p.overdue ? ' OVERDUE' : ''}` : '';
            console.log(`    ${p.type.padEnd(8)} ${String(p.id).padStart(6)}  ${usd(p.amountCents).padStart(10)}  ${p.title}${due}`);
          }
        };
        console.log(`Payable to confirmed payment emails: ${usd(payableCents)}`);
        payable.forEach(show);
        if (missingPaymentEmail.length) console.log('\nNo confirmed payment email (not payable):');
        missingPaymentEmail.forEach(show);
        return;
      }
      break;
    }
    case 'payout-create':
      out = await api(token, 'POST', '/adminapi/payouts', opts.note !== undefined ? { note: opts.note } : {});
      break;
    case 'payout-csv': {
      const { filename, csv } = (await api(token, 'GET', `/adminapi/payouts/${ids([args[0]!])[0]}/csv`)) as { filename: string; csv: string };
      const file = opts.out ?? filename;
      fs.writeFileSync(file, csv);
      console.log(`Wrote ${file}`);
      return;
    }
    case 'opportunities':
      out = await api(token, 'GET', '/adminapi/opportunities');
      if (!opts.json) {
        for (const o of out as { id: number; publicTitle: string; active: boolean; endDate: string | null; applications: number }[])
          console.log(`${String(o.id).padStart(5)}  ${o.publicTitle.padEnd(40)} ${o.active ? 'active' : 'closed'}  ends ${o.endDate ?? '-'}  ${o.applications} applications`);
        return;
      }
      break;
    case 'opportunity-create':
      out = await api(token, 'POST', '/adminapi/opportunities', readJson(args[0]));
      break;
    case 'opportunity-edit':
      out = await api(token, 'PUT', `/adminapi/opportunities/${ids([args[0]!])[0]}`, readJson(args[1]));
      break;
    case 'applications':
      out = await api(token, 'GET', `/adminapi/opportunities/${ids([args[0]!])[0]}/applications`);
      break;
    case 'notify':
      if (!opts.subject || !opts.message || (!opts.all && !opts.contact)) throw new Error('notify needs --all or --contact N, --subject and --message.');
      out = await api(token, 'POST', '/adminapi/notifications', {
        ...(opts.all ? { all: true } : { contactId: ids([opts.contact!])[0] }),
        subject: opts.subject,
        message: opts.message,
      });
      break;
    case 'chat':
      out = await api(token, 'GET', `/adminapi/chat/offers/${ids([args[0]!])[0]}`);
      break;
    case 'chat-send':
      if (!args[1]) throw new Error('chat-send needs <offerId> <text>.');
      out = await api(token, 'POST', `/adminapi/chat/offers/${ids([args[0]!])[0]}/messages`, { text: args.slice(1).join(' ') });
      break;
    case 'payout-paid':
      out = await api(token, 'POST', `/adminapi/payouts/${ids([args[0]!])[0]}/paid`);
      break;
    default: {
      const step = OFFER_STEPS[command];
      if (!step) throw new Error(`Unknown command '${command}'.\n\n${HELP}`);
      if (step.feedback === 'required' && !opts.feedback) throw new Error(`${command} needs --feedback "<p>what to change</p>".`);
      const offerId = ids([args[0]!])[0];
      out = await api(token, 'POST', `/adminapi/offers/${offerId}/${step.path}`, step.feedback === 'none' ? undefined : opts.feedback !== undefined ? { feedbackNotes: opts.feedback } : {});
    }
  }
  console.log(JSON.stringify(out, null, 2));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
