import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, files } from '../../db/schema.ts';
import { multipart, sampleFiles } from '../../testing/campaign-factories.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, loginAs } from '../../testing/factories.ts';
import { makeMember, makeOrganisation } from '../../testing/org-fixtures.ts';

/** An MPEG audio frame header (what file-type reads as mp3), padded. */
const mp3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]);
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(40)]);

// The studio edits every field of a contest (issue 21): it reads the contest with what only its organiser sets, and
// uploads the cover and the sound, which every visitor and embed then loads from /publicapi/contest-files.
describe.each(dbKinds)('a contest’s editable fields, cover and sound on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const upload = (headers: Record<string, string>, url: string, name: string, content: Buffer) => {
    const form = multipart({}, { name, content });
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
  };
  const liveFiles = async () => (await t.db.select().from(files)).filter((f) => f.kind.startsWith('contest_') && !f.deletedAt);

  async function setUp() {
    const org = await makeOrganisation(t.db);
    const editor = auth(await loginAs(t.app, (await makeMember(t.db, org, 'editor')).email));
    const viewer = auth(await loginAs(t.app, (await makeMember(t.db, org, 'viewer')).email));
    const created = await t.app.inject({
      method: 'POST',
      url: '/orgapi/contests',
      headers: editor,
      payload: {
        name: 'Every field',
        organizer: org.name,
        prizes: ['1st Place $100', 'Best Dance $25'],
        prizeRows: [{ key: 'Best Dance', value: 'The judges’ favourite dance' }],
        countries: ['us', 'CA'],
        continents: ['Europe'],
        marketingKey: 'laylo-123',
        isClosed: true,
        competitionType: 'Creative',
      },
    });
    expect(created.statusCode).toBe(201);
    return { org, editor, viewer, id: created.json().results.data.id as number };
  }

  it('reads back every field an organiser sets, to its members only (the marketing key to editors and owners)', async () => {
    const { editor, viewer, id } = await setUp();
    const read = await t.app.inject({ method: 'GET', url: `/orgapi/contests/${id}`, headers: editor });
    expect(read.statusCode).toBe(200);
    expect(read.json().results.data).toMatchObject({
      name: 'Every field',
      countries: ['US', 'CA'],
      continents: ['Europe'],
      marketingKey: 'laylo-123',
      isClosed: true,
      competitionType: 'Creative',
      prizeRows: [{ key: 'Best Dance', value: 'The judges’ favourite dance' }],
    });
    // A viewer reads every field but the marketing integration's key: only that there is one.
    expect((await t.app.inject({ method: 'GET', url: `/orgapi/contests/${id}`, headers: viewer })).json().results.data).toMatchObject({ marketingKey: null, hasMarketingKey: true, countries: ['US', 'CA'] });
    const edited = await t.app.inject({ method: 'PATCH', url: `/orgapi/contests/${id}`, headers: editor, payload: { countries: [], marketingKey: null } });
    expect(edited.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/orgapi/contests/${id}`, headers: editor })).json().results.data).toMatchObject({ countries: [], marketingKey: null });

    const other = await makeOrganisation(t.db);
    const outsider = auth(await loginAs(t.app, (await makeMember(t.db, other, 'owner')).email));
    expect((await t.app.inject({ method: 'GET', url: `/orgapi/contests/${id}`, headers: outsider })).statusCode).toBe(404);
  });

  it('uploads a cover and a sound by content, serves them to anyone, and retires the file a new one replaces', async () => {
    const { editor, viewer, id } = await setUp();
    const refused = await upload(editor, `/orgapi/contests/${id}/cover`, 'cover.png', sampleFiles.exe);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual(['The cover must be a JPG, PNG or WebP image.']);
    const wrongSound = await upload(editor, `/orgapi/contests/${id}/sound`, 'song.mp3', sampleFiles.png);
    expect(wrongSound.json().messages).toEqual(['The sound must be an MP3, M4A, AAC, WAV or OGG file.']);
    expect((await upload(viewer, `/orgapi/contests/${id}/cover`, 'cover.png', sampleFiles.png)).statusCode).toBe(403);
    expect(await liveFiles()).toEqual([]);

    const cover = await upload(editor, `/orgapi/contests/${id}/cover`, 'cover.png', sampleFiles.png);
    expect(cover.statusCode).toBe(200);
    const image: string = cover.json().results.data.image;
    expect(image).toMatch(/^\/publicapi\/contest-files\/[0-9a-f-]{36}$/);
    const sound = await upload(editor, `/orgapi/contests/${id}/sound`, 'song.mp3', mp3);
    const audio: string = sound.json().results.data.audio;

    // Anyone (a visitor, an embed on another site) loads them, and may keep them: the address never changes bytes.
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.rawPayload.equals(sampleFiles.png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: audio })).headers['content-type']).toBe('audio/mpeg');
    const detail = await t.app.inject({ method: 'GET', url: `/publicapi/contests/${id}` });
    expect(detail.json().results.data).toMatchObject({ image, audio });

    // A second sound replaces the first, whose file is retired and no longer served.
    const again = await upload(editor, `/orgapi/contests/${id}/sound`, 'song.wav', wav);
    const audio2: string = again.json().results.data.audio;
    expect(audio2).not.toBe(audio);
    expect((await t.app.inject({ method: 'GET', url: audio })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: audio2 })).headers['content-type']).toBe('audio/wav');

    // An edit that clears the cover retires its file too.
    await t.app.inject({ method: 'PATCH', url: `/orgapi/contests/${id}`, headers: editor, payload: { image: null } });
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    expect((await liveFiles()).map((f) => f.originalName)).toEqual(['song.wav']);
    const [row] = await t.db.select({ image: competitions.image, audio: competitions.audio }).from(competitions).where(eq(competitions.id, id));
    expect(row).toEqual({ image: null, audio: audio2 });
  });

  it('stores nothing for another organisation’s contest: not found before any byte is kept', async () => {
    const { id } = await setUp();
    const other = await makeOrganisation(t.db);
    const outsider = auth(await loginAs(t.app, (await makeMember(t.db, other, 'owner')).email));
    const before = (await liveFiles()).length;
    const res = await upload(outsider, `/orgapi/contests/${id}/cover`, 'cover.png', sampleFiles.png);
    expect(res.statusCode).toBe(404);
    expect((await liveFiles()).length).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/publicapi/contest-files/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});
