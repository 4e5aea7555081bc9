/** Whether a string is an absolute http: or https: address (never javascript:, data:, file:, …). */
export function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
