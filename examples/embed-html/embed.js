// The Chorus origin comes from the SDK's own script src (absolute once parsed), so the same page works when it
// is served by Chorus at /examples/embed-html/ and when it lives on the artist's own domain.
const chorus = new URL(document.getElementById('chorus-sdk').src).origin;
const params = new URLSearchParams(location.search);

function widget(tag, attrs) {
  const el = document.createElement(tag);
  el.setAttribute('api-base', chorus);
  for (const [name, value] of Object.entries(attrs)) if (value != null) el.setAttribute(name, String(value));
  return el;
}
function place(slot, el) {
  const host = document.querySelector(`[data-slot="${slot}"]`);
  host.replaceChildren(el);
  return el;
}
function showFeatured(id) {
  place('contest', widget('chorus-contest', { 'contest-id': id, theme: 'dark' }));
}

async function start() {
  place('list', widget('chorus-contest-list', {}));
  // Which contests to show: ?quick=<id>&featured=<id>, else the first quick post contest and the biggest one.
  let quick = params.get('quick');
  let featured = params.get('featured');
  if (!quick || !featured) {
    const res = await fetch(`${chorus}/publicapi/contests`).then((r) => r.json());
    const contests = res.results.data;
    const takesPosts = (c) => ['likes', 'views'].includes(c.metric.toLowerCase());
    quick ??= contests.find((c) => c.kind === 'quick' && takesPosts(c))?.id;
    featured ??= contests.find((c) => c.kind === 'standard' && !c.isClosed)?.id ?? contests[0]?.id;
  }
  if (quick) {
    place('entry', widget('chorus-entry-form', { 'contest-id': quick }));
    place('quick-board', widget('chorus-leaderboard', { 'contest-id': quick, heading: 'Top creators' }));
  }
  if (featured) showFeatured(featured);
}

// Every Chorus event bubbles out of the widgets' shadow roots, so one listener on the document hears them all.
document.addEventListener('chorus-submitted', (event) => {
  // The contact form's detail is the server's confirmation, which the form shows itself.
  if (!('contestName' in event.detail)) return;
  const entry = event.detail;
  const li = document.createElement('li');
  li.textContent = `@${entry.creator} entered ${entry.contestName}${entry.platform ? ` with a ${entry.platform} post` : ''}: in review.`;
  document.getElementById('fan-wall').prepend(li);
  const toast = document.getElementById('toast');
  toast.textContent = `Thanks @${entry.creator}! Your entry is in review.`;
  toast.classList.add('show');
  setTimeout(() => toast.classList.remove('show'), 5000);
});
document.addEventListener('chorus-navigate', (event) => {
  // View Contest stays on this page (the featured slot); login and payment setup go to Chorus as usual.
  const match = event.detail.path.match(/detail\?PostID=(\d+)/);
  if (!match) return;
  event.preventDefault();
  showFeatured(match[1]);
  document.getElementById('featured').scrollIntoView();
});
document.addEventListener('chorus-error', (event) => console.warn('Chorus:', event.detail.messages.join(' ')));

start().catch((err) => console.error('Could not reach Chorus', err));
