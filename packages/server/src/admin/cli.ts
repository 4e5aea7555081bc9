// `npm run admin -- <command>`: the organiser's tools, over the /adminapi of a running Chorus server,
// so it works beside `npm start` (a second process must never open the PGlite data dir).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { parseMetricsCsv } from './metrics-csv.ts';

const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  contests                          list every contest
  create <file.json>                create a contest from a JSON file (fields of the contest input schema)
  edit <contestId> <file.json>      change the fields in the file
  delete-contest <contestId>        hide a contest everywhere
  entries <contestId> [--status in_review|approved|rejected] [--page N]
  approve <entryId...>              approve entries (they join the leaderboard)
  reject <entryId...>
  delete <entryId...>
  metrics <contestId> <file.csv>    record metrics in bulk: CSV with a header of id then any of likes, views,
                                    followers, creativityScore (followers: the account's count, for followers contests)
  end <contestId>                   end a contest and create its prize payments (fee applied); its results are
                                    then final: moderation and metrics are refused until it is reopened
  reopen <contestId> [--end-date ISO]
                                    reopen an ended contest: its unpaid prize payments are voided (refused if one
                                    is paid); a past end date is cleared unless --end-date gives a new one; run
                                    end again to pay from the board as it then is
  payments [--status 'To Be Paid'|Paid] [--contest N] [--page N]
                                    prize payments; MISSING EMAIL marks payees with no confirmed payment email
  paid <paymentId>                  mark a prize payment paid (the payee needs a confirmed payment email)

Options:
  --url URL         server (default $CHORUS_URL or http://localhost:$PORT or http://localhost:8080)
  --email EMAIL     organiser login (default $CHORUS_ADMIN_EMAIL or admin@chorus.test)
  --password PASS   (default $CHORUS_ADMIN_PASSWORD or the demo password)
  --json            print raw JSON`;

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
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const base = (opts.url ?? process.env.CHORUS_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, '');
const [command, ...args] = positionals;

async function api(token: string | null, method: string, path: string, body?: unknown) {
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

const ids = (list: string[]) => {
  const out = list.map(Number);
  if (!out.length || out.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('Give one or more numeric ids.');
  return out;
};

const COMMANDS = ['contests', 'create', 'edit', 'delete-contest', 'entries', 'approve', 'reject', 'delete', 'metrics', 'end', 'reopen', 'payments', 'paid'];

async function main() {
  // Help and unknown commands are answered here, so they work without a server.
  if (!command || command === 'help' || opts.help) return console.log(HELP);
  if (!COMMANDS.includes(command)) throw new Error(`Unknown command '${command}'.\n\n${HELP}`);
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
      out = await api(token, 'POST', `/adminapi/contests/${ids([args[0]!])[0]}/metrics`, { metrics: parseMetricsCsv(fs.readFileSync(args[1], 'utf8')) });
      break;
    }
    case 'end':
      out = await api(token, 'POST', `/adminapi/contests/${ids([args[0]!])[0]}/end`);
      break;
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
          rows: { id: number; contestId: number; place: number; contactEmail: string; paymentEmail: string | null; amountCents: number; status: string; missingPaymentEmail: boolean }[];
          page: number;
          totalPages: number;
        };
        for (const p of rows)
          console.log(
            `${String(p.id).padStart(5)}  contest ${String(p.contestId).padEnd(5)} #${String(p.place).padEnd(3)} ${`$${(p.amountCents / 100).toFixed(2)}`.padStart(11)}  ${p.status.padEnd(10)} ${p.contactEmail} → ${p.missingPaymentEmail ? 'MISSING EMAIL' : p.paymentEmail}`,
          );
        console.log(`page ${page} of ${totalPages}`);
        return;
      }
      break;
    }
    case 'paid':
      out = await api(token, 'POST', `/adminapi/contest-payments/${ids([args[0]!])[0]}/paid`);
      break;
    default:
      throw new Error(`Unknown command '${command}'.\n\n${HELP}`);
  }
  console.log(JSON.stringify(out, null, 2));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
