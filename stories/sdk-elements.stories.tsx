import type { Meta, StoryObj } from '@storybook/react-vite';
import manifest from 'virtual:chorus-elements-manifest';
import type { ManifestItem as Described } from '../sdk/cem.mjs';

// The SDK's elements as embedders use them (attributes, events, custom properties, parts), from the package's
// custom-elements.json as the source makes it (sdk/cem.mjs, run by stories/.storybook/main.ts). Each element also has
// its own page (sdk-<name>.stories.tsx) with the element live and a control for every attribute.

function Table({ caption, rows, typed }: { caption: string; rows: Described[]; typed: boolean }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '8px 0 20px', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th style={{ textAlign: 'start' }}>name</th>
          {typed ? <th style={{ textAlign: 'start' }}>type</th> : null}
          <th style={{ textAlign: 'start' }}>description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name} style={{ borderTop: '1px solid #ddd' }}>
            <td>
              <code>{r.name}</code>
            </td>
            {typed ? (
              <td>
                <code>{r.type?.text}</code>
              </td>
            ) : null}
            <td>{r.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every `chorus-*` element of the SDK: attributes, events and `--chorus-*` properties. */
function ElementsReference() {
  return (
    <div>
      {manifest.modules
        .flatMap((m) => m.declarations)
        .map((d) => (
          <section key={d.tagName} aria-labelledby={`el-${d.tagName}`}>
            <h2 id={`el-${d.tagName}`}>
              <code>{`<${d.tagName}>`}</code>
            </h2>
            <p>{d.description}</p>
            <Table caption="Attributes" rows={d.attributes} typed />
            <Table caption="Events" rows={d.events} typed />
            <Table caption="Custom properties" rows={d.cssProperties} typed={false} />
            <Table caption="Parts (::part)" rows={d.cssParts} typed={false} />
          </section>
        ))}
    </div>
  );
}

const meta = { title: 'SDK/Elements', component: ElementsReference } satisfies Meta<typeof ElementsReference>;
export default meta;
export const Reference: StoryObj<typeof meta> = {};
