import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChorusContactForm, ChorusContestList, ChorusLeaderboard, type ChorusEntry } from '@chorus/sdk/react';

// The contest to show: ?contest=<id> (the artist's CMS would know it).
const contestId = Number(new URLSearchParams(location.search).get('contest') ?? '1');

function App() {
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((l) => [line, ...l].slice(0, 5));
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Luna Vale: fan contests</h1>
      <ChorusContestList theme="auto" onNavigate={(d) => note(`navigate: ${d.path}`)} onError={(d) => note(`error: ${d.messages.join(' ')}`)} />
      <h2>Leaderboard</h2>
      <ChorusLeaderboard
        contestId={contestId}
        pageSize={10}
        heading="Top fans"
        onSubmitted={(entry: ChorusEntry) => note(`entry ${entry.id}`)}
        onError={(d) => note(`error: ${d.messages.join(' ')}`)}
      />
      <h2>Enter</h2>
      {/* The tag itself: importing @chorus/sdk/react types it in JSX and defines it (its code loads on first use). */}
      <chorus-entry-form contest-id={contestId} theme="auto" />
      <h2>Write to the team</h2>
      {/* Each element's chorus-submitted is typed: here the server's confirmation. */}
      <ChorusContactForm subject="Fan mail" onSubmitted={(sent) => note(`sent: ${sent.message}`)} />
      <ul id="log">
        {log.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
