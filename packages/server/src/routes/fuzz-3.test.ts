import { fuzzSuite } from './fuzz-suite.ts';

fuzzSuite({ index: 2, count: 3 });
