import { fuzzSuite } from './fuzz-suite.ts';

fuzzSuite({ index: 0, count: 3 });
