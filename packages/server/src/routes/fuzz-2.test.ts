import { fuzzSuite } from './fuzz-suite.ts';

fuzzSuite({ index: 1, count: 3 });
