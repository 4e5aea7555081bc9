// The anchor of bench/host-app.mjs: the least a React page can do to show the public contest list (or one contest)
// from the same API: fetch, then render the covers and names. No router, no styles library, no validation.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const id = new URLSearchParams(location.search).get('PostID');

function Cover({ src }) {
  return src
    ? h('img', { src, alt: '', width: 1280, height: 720, fetchPriority: 'high', style: { width: '100%', height: 'auto', aspectRatio: '16 / 9' } })
    : null;
}

function App() {
  const [data, setData] = useState(null);
  useEffect(() => {
    fetch(id ? `/publicapi/contests/${id}` : '/publicapi/contests')
      .then((r) => r.json())
      .then((body) => setData(body.results.data));
  }, []);
  if (!data) return h('p', null, 'Loading…');
  const list = Array.isArray(data) ? data : [data];
  return h(
    'main',
    { style: { fontFamily: 'system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: 16 } },
    h('h1', null, id ? list[0].name : 'Contests'),
    list.map((c) => h('article', { key: c.id }, h(Cover, { src: c.image }), h('h2', null, c.name), h('p', null, c.organizer))),
  );
}

createRoot(document.getElementById('root')).render(h(App));
