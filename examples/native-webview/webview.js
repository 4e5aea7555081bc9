const chorus = new URL(document.getElementById('chorus-sdk').src).origin;
const params = new URLSearchParams(location.search);
const token = params.get('token') ?? '';

function toNative(type, detail) {
  const message = JSON.stringify({ type, detail });
  window.ReactNativeWebView?.postMessage(message);
  window.webkit?.messageHandlers?.chorus?.postMessage(message);
  const li = document.createElement('li');
  const submitted = detail.contestName ? `entry ${detail.id} for ${detail.contestName}` : detail.message;
  li.textContent = `${type}: ${type === 'chorus-submitted' ? submitted : JSON.stringify(detail)}`;
  document.getElementById('log').append(li);
}
for (const type of ['chorus-submitted', 'chorus-error']) document.addEventListener(type, (e) => toNative(type, e.detail));
// The app owns navigation: Chorus pages open in the app's own screens, not in this webview.
document.addEventListener('chorus-navigate', (e) => {
  e.preventDefault();
  toNative('chorus-navigate', e.detail);
});

async function start() {
  // ?widget=help-wanted: the signed-in creator's help-wanted grid instead of a contest.
  if (params.get('widget') === 'help-wanted') {
    const el = document.createElement('chorus-help-wanted');
    el.setAttribute('api-base', chorus);
    if (token) el.setAttribute('token', token);
    document.getElementById('app').replaceChildren(el);
    return;
  }
  let id = params.get('contest');
  if (!id) {
    const res = await fetch(`${chorus}/publicapi/contests`).then((r) => r.json());
    id = res.results.data.find((c) => ['likes', 'views'].includes(c.metric.toLowerCase()))?.id;
  }
  const el = document.createElement('chorus-contest');
  el.setAttribute('api-base', chorus);
  el.setAttribute('contest-id', id);
  if (token) el.setAttribute('token', token);
  document.getElementById('app').replaceChildren(el);
}
start().catch((err) => toNative('chorus-error', { messages: [String(err)] }));
