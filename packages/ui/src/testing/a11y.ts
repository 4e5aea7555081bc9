import axe from 'axe-core';

/** axe-core's serious and critical violations inside `node`, one line each (empty when clean). */
export async function seriousViolations(node: Element): Promise<string[]> {
  // jsdom has no layout, so colour contrast is checked in the browser suites (e2e) instead.
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
