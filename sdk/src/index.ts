// One entry registers every Chorus element (dist/chorus.js, dist/chorus.iife.js).
import './elements/contact-form.ts';
import './elements/contest-list.ts';
import './elements/contest.ts';
import './elements/entry-form.ts';
import './elements/handle-form.ts';
import './elements/help-wanted.ts';
import './elements/leaderboard.ts';

export type { ChorusErrorDetail, ChorusEventMap, ChorusEventName, ChorusNavigateDetail } from './events.ts';
