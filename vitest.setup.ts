// Testing Library's findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a route render or a
// re-fetch can take longer, so the DOM suites wait up to 10 s (well inside the 30 s test timeout). One setting
// here instead of per-call timeouts. Server suites run in Node without a DOM and skip it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
