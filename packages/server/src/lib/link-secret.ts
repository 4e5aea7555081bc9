import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that signs explore links (`encryptedID`): LINK_SECRET when configured (several nodes must share one),
 * else a random key generated into DATA_DIR/link-secret on first start (mode 0600) and read back afterwards.
 */
export function linkSecret(config: { LINK_SECRET?: string; dataDir: string }): Buffer {
  if (config.LINK_SECRET) return Buffer.from(config.LINK_SECRET, 'utf8');
  const file = path.join(config.dataDir, 'link-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': only the first start writes it; a concurrent start reads the winner's.
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (text.length < 32) throw new Error(`${file} holds no usable secret; delete it to generate a new one`);
  return Buffer.from(text, 'utf8');
}

/**
 * `encryptedID`: `<opportunityId>.<contactId>.<HMAC-SHA256 of both, base64url>`. The survey's owner (holding the
 * secret) checks it with `verifyLinkToken`; without the secret nobody can make one for another contact.
 */
export function signLinkToken(secret: Buffer, opportunityId: number, contactId: number): string {
  const payload = `${opportunityId}.${contactId}`;
  const mac = crypto.createHmac('sha256', secret).update(`explore:${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

export function verifyLinkToken(secret: Buffer, token: string): { opportunityId: number; contactId: number } | null {
  const m = /^([0-9]{1,10})\.([0-9]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = signLinkToken(secret, Number(m[1]), Number(m[2]));
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  return { opportunityId: Number(m[1]), contactId: Number(m[2]) };
}
