// The admin CLI's usage text (`npm run admin -- help`).
export const HELP = `Usage: npm run admin -- <command> [options]

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
  award <contestId> <entryId> --award NAME
                                    choose the winner of a judged award (a prize line naming no place, e.g.
                                    "Best Dance $25") once the contest has ended: its payment is created
  reopen <contestId> [--end-date ISO]
                                    reopen an ended contest: its unpaid prize payments are voided (refused if one
                                    is paid or in a payout batch); a past end date is cleared unless --end-date gives a new one; run
                                    end again to pay from the board as it then is
  payments [--status 'To Be Paid'|Paid] [--contest N] [--page N]
                                    prize payments, a place as #1, an award or the direct bonus by its name;
                                    MISSING EMAIL marks payees with no confirmed payment email
  paid <paymentId>                  mark one prize or direct bonus paid outside any batch (the payee needs a
                                    confirmed payment email; one already in a batch is paid with its batch)

Campaigns (offers move only along their states; a step from the wrong state answers 409):
  campaigns                         list campaigns with their offers by state        GET   /adminapi/campaigns
  campaign-create <file.json>       create a campaign from a JSON file: title, platformId (1 Instagram, 4 TikTok,
                                    7 YouTube Shorts, …), rateCents, brandName, contactName, contactEmail, kind
                                    (song|brand), sections [{header, fields: [{name, value (HTML)}]}], imageUrl,
                                    brandLogoUrl, contractRequired + contractMessage, draftRequired,
                                    draftCaptionRequired, boostCode (Yes|Optional|No), boostInstruction, liveDate
                                                                                     POST  /adminapi/campaigns
  campaign-edit <campaignId> <file.json>
                                    change the fields in the file                    PATCH /adminapi/campaigns/:id
  invite <campaignId> <contactPlatformId...> [--rate-cents N]
                                    invite handles (48 hours to answer; the campaign's rate unless given); a
                                    handle that already has an offer is skipped      POST  /adminapi/campaigns/:id/invite
  offers [--campaign N] [--state S] [--contact N] [--page N]
                                    offers with the creator's handle and email; states: invited, negotiating,
                                    countered, declined, expired, draft, review, notify, boost, results,
                                    verifying, completed, failed, pulled              GET   /adminapi/offers
  draft-approve <offerId> [--feedback HTML]                                          POST  /adminapi/offers/:id/approve-draft
  draft-reject <offerId> --feedback HTML                                             POST  /adminapi/offers/:id/reject-draft
  request-answer <offerId> --feedback HTML
                                    answer a change request: the invite is open again for 48 hours
                                                                                     POST  /adminapi/offers/:id/answer-request
  counter-accept <offerId>          go on at the countered rate                      POST  /adminapi/offers/:id/accept-counter
  counter-reject <offerId>          the offer is declined                            POST  /adminapi/offers/:id/reject-counter
  verify <offerId>                  results verified: completed, payment To Be Paid  POST  /adminapi/offers/:id/verify
  complete <offerId>                complete now (from post, boost code, results)    POST  /adminapi/offers/:id/complete
  pull <offerId>                    withdraw the offer                               POST  /adminapi/offers/:id/pull
  campaign-payments [--status Potential|Pending|Paid] [--campaign N] [--page N]
                                    campaign payments (Pending = To Be Paid); MISSING EMAIL marks creators with
                                    no confirmed payment email                       GET   /adminapi/campaign-payments
  campaign-paid <paymentId>         mark one To Be Paid payment paid outside any batch, to the creator's
                                    confirmed payment email (not one already in a batch)
                                                                                     POST  /adminapi/campaign-payments/:id/paid
  owed                              what is owed (campaign and contest To Be Paid) by creator, direct bonuses
                                    with their pay-by date (OVERDUE once passed); those without a
                                    confirmed payment email listed apart             GET   /adminapi/payouts/owed
  payout-create [--note TEXT]       a payout batch of everything owed to confirmed payment emails
                                                                                     POST  /adminapi/payouts
  payout-csv <batchId> [--out FILE] the batch as a PayPal Payouts upload CSV (default chorus-payout-<id>.csv)
                                                                                     GET   /adminapi/payouts/:id/csv
  payout-paid <batchId>             mark the batch paid: its payments become Paid, creators are emailed
                                                                                     POST  /adminapi/payouts/:id/paid
  sweep                             run the 48-hour sweeps now (expire unanswered invites, fail offers with no
                                    post in time; the server also runs them every minute)
                                                                                     POST  /adminapi/offers/sweep

Opportunities (help wanted on the dashboard, explore's external surveys):
  opportunities                     list opportunities with their application counts GET   /adminapi/opportunities
  opportunity-create <file.json>    create one from a JSON file: title, publicTitle, shortDescription,
                                    description, imageUrl, logoUrl, partnerName, platformId (4 TikTok, 8 CapCut,
                                    7 YouTube, else Instagram), endDate, surveyUrl, active, fields [{label, name}]
                                                                                     POST  /adminapi/opportunities
  opportunity-edit <id> <file.json> replace it (all fields, as create)               PUT   /adminapi/opportunities/:id
  applications <opportunityId>      the applications: creator, handle, email, answers
                                                                                     GET   /adminapi/opportunities/:id/applications

Notifications and chat:
  notify --all|--contact N --subject TEXT --message HTML
                                    send a notification (creators see it at once, live)
  chat <offerId>                    the conversation with an offer's creator about its campaign
  chat-send <offerId> <text>        write to the creator (plain text)

Options:
  --url URL         server (default $CHORUS_URL or http://localhost:$PORT or http://localhost:8080)
  --email EMAIL     organiser login (default $CHORUS_ADMIN_EMAIL or admin@chorus.test)
  --password PASS   (default $CHORUS_ADMIN_PASSWORD or the demo password)
  --org SLUG        work in one organisation (one of the login's; staff: any) over /orgapi: contests, entries,
                    metrics, end, awards, reopen, payments, paid, owed and payouts, that organisation's only
                    (an organiser login: --email label@chorus.test --org nightshade-records)
  --json            print raw JSON`;
