import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { inputMessages, messages } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../../../packages/server/src/testing/app.ts';
import { makeContact, makeContest, TEST_PASSWORD } from '../../../packages/server/src/testing/factories.ts';
import { chorusClient, leaderboardPage, myCampaigns, publicContests, signIn, type ChorusClient, type Refusal } from './calls.ts';
import type { components } from './schema.d.ts';
import { typesOf } from './types-of.ts';

// The generated client against a real server on loopback (openapi-fetch over HTTP, no inject), and the committed
// types against the document the server writes now: they cannot drift apart unnoticed.

describe.each(dbKinds)('the generated API client on %s', (kind) => {
  let t: TestApp;
  let client: ChorusClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    client = chorusClient(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  });
  afterAll(() => t?.close());

  it('is generated from this server’s document: schema.d.ts and its parts are up to date (else `npm run generate -w examples/api-client`)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs' })).json();
    const generated = await typesOf(document);
    const committed = ['schema.d.ts', ...fs.readdirSync(path.join(import.meta.dirname, 'schema')).map((f) => `schema/${f}`)];
    expect(committed.sort(), 'examples/api-client/src/schema/ holds other parts: run `npm run generate -w examples/api-client`').toEqual(Object.keys(generated).sort());
    for (const file of committed)
      expect(generated[file] === fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'), `examples/api-client/src/${file} is stale: run \`npm run generate -w examples/api-client\``).toBe(true);
  });

  it('types a refusal’s messages as strings, from the document’s Error schema', () => {
    expectTypeOf<Refusal['messages']>().toEqualTypeOf<string[]>();
    expectTypeOf<components['schemas']['Error']>().toEqualTypeOf<{ error: true; messages: string[]; data?: { [key: string]: unknown } }>();
  });

  it('lists the public contests', async () => {
    const contest = await makeContest(t.db, { name: 'Typed client contest' });
    const listed = await publicContests(client);
    expect(listed.ok && listed.value.find((c) => c.id === contest.id)?.name).toBe('Typed client contest');
    const page = await leaderboardPage(client, contest.id, 1, 10);
    expect(page.ok).toBe(true);
  });

  it('signs in and lists the creator’s campaigns; a wrong password is refused with the product’s message', async () => {
    const creator = await makeContact(t.db);
    expect(await signIn(client, creator.email, 'not the password')).toEqual({ ok: false, status: 401, messages: [messages.login.invalidCredentials] });
    const token = await signIn(client, creator.email, TEST_PASSWORD);
    if (!token.ok) throw new Error(token.messages.join(' '));
    expect(await myCampaigns(client, token.value, { status: 'all' })).toEqual({ ok: true, value: { rows: [], totalPages: expect.any(Number) } });
    expect(await myCampaigns(client, 'not-a-token')).toMatchObject({ ok: false, status: 401, messages: [messages.auth.required] });
  });

  it('sends integers where the document says so, and the server still refuses a misread number', async () => {
    const ok = await client.GET('/publicapi/contests/{id}', { params: { path: { id: 2_147_483_647 } } });
    expect(ok.response.status).toBe(404);
    expectTypeOf(ok.error).toEqualTypeOf<components['schemas']['Error'] | undefined>();
    // @ts-expect-error: the document says the id is an integer.
    const misread = await client.GET('/publicapi/contests/{id}', { params: { path: { id: '0x10' } } });
    expect(misread.response.status).toBe(400);
    expect(misread.error?.messages).toEqual([inputMessages.id]);
  });
});
