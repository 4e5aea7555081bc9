import type { Meta, StoryObj } from '@storybook/react-vite';

// The SDK's elements as embedders use them (attributes, events, custom properties), read from the package's
// custom-elements.json (`npm run build -w sdk` writes it; the same file IDEs read).
interface Described {
  name: string;
  description?: string;
  type?: { text: string };
}
interface Declaration {
  tagName: string;
  attributes: Described[];
  events: Described[];
  cssProperties: Described[];
}
interface Manifest {
  modules: { declarations: Declaration[] }[];
}

// A glob, so Storybook still builds (and says what to do) when the SDK has not been built.
const found = Object.values(import.meta.glob<Manifest>('../sdk/dist/custom-elements.json', { eager: true, import: 'default' }));

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
  const manifest = found[0];
  if (!manifest) return <p>Build the SDK first (`npm run build -w sdk`): this page reads sdk/dist/custom-elements.json.</p>;
  return (
    <div>
      {manifest.modules
        .flatMap((m) => m.declarations)
        .map((d) => (
          <section key={d.tagName} aria-labelledby={`el-${d.tagName}`}>
            <h2 id={`el-${d.tagName}`}>
              <code>{`<${d.tagName}>`}</code>
            </h2>
            <Table caption="Attributes" rows={d.attributes} typed />
            <Table caption="Events" rows={d.events} typed />
            <Table caption="Custom properties" rows={d.cssProperties} typed={false} />
          </section>
        ))}
    </div>
  );
}

const meta = { title: 'SDK/Elements', component: ElementsReference } satisfies Meta<typeof ElementsReference>;
export default meta;
export const Reference: StoryObj<typeof meta> = {};
