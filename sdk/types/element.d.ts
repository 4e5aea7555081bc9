// Registers one Chorus element; the element and event types come with the main entry.
import '../chorus.js';
export type * from '../chorus.js';
