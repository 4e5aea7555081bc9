import { Button, Checkbox, SelectField, Tabs, token } from '@chorus/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { defaultChoice, embedAttributes, embedElements, embedSnippets, embedStyle, pageSizes, type EmbedChoice, type EmbedSnippets, type EmbedTag, type EmbedTheme } from '../embed/snippets.ts';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 380px) minmax(0, 1fr);
  }
`;

const Controls = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 16px;
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  label {
    font-weight: 600;
  }
`;

const Code = styled.pre`
  margin: 0;
  padding: 14px;
  overflow-x: auto;
  max-width: 100%;
  white-space: pre-wrap;
  word-break: break-all;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-sunken')};
  font-size: 0.85rem;
`;

const Preview = styled.div`
  border: 1px dashed ${token('color-border')};
  border-radius: ${token('radius-lg')};
  padding: 12px;
  min-height: 120px;
  overflow-x: auto;
`;

const Origins = styled.ul`
  margin: 0;
  padding-left: 18px;
`;

const SDK_LOADER = '/sdk/chorus.js';

/** Loads the SDK's loader once on this page: it defines every Chorus element (the real SDK, as a site would load it). */
function useChorusSdk() {
  useEffect(() => {
    if (document.querySelector(`script[src="${SDK_LOADER}"]`)) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = SDK_LOADER;
    document.head.append(script);
  }, []);
}

/** The chosen element, rendered by the SDK with the snippet's attributes and properties. */
export function LivePreview({ choice }: { choice: EmbedChoice }) {
  useChorusSdk();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = document.createElement(choice.tag);
    for (const [name, value] of embedAttributes(choice)) el.setAttribute(name, String(value));
    for (const [prop, value] of embedStyle(choice)) el.style.setProperty(prop, value);
    host.current!.replaceChildren(el);
  }, [choice]);
  return <Preview ref={host} data-testid="embed-preview" />;
}

type CopyState = { tab: keyof EmbedSnippets; ok: boolean } | null;

function SnippetPanel({ code, tab, label, copied, onCopy }: { code: string; tab: keyof EmbedSnippets; label: string; copied: CopyState; onCopy: (tab: keyof EmbedSnippets) => void }) {
  const codeId = useId();
  return (
    <div>
      <Code id={codeId} aria-label={`${label} code`} tabIndex={0}>
        <code>{code}</code>
      </Code>
      <Row style={{ marginTop: 10 }}>
        <Button type="button" size="sm" onClick={() => onCopy(tab)} aria-describedby={codeId}>
          Copy {label} code
        </Button>
        <span role="status">{copied?.tab === tab ? (copied.ok ? 'Copied.' : 'Your browser blocked copying: select the code and copy it.') : ''}</span>
      </Row>
    </div>
  );
}

export interface EmbedBuilderProps {
  contestId: number;
  organizer: string;
  /** The Chorus server the snippets load from (this page's origin). */
  origin: string;
  /** The organisation's sites its widgets may run on (shown; set under the organisation's settings). */
  allowedOrigins: readonly string[];
}

/**
 * The embed-code generator of one contest: which element, the look (theme, accent, radius, page size), the
 * snippet in three forms with a copy button, and a live preview rendered by the real SDK from /sdk/.
 */
export function EmbedBuilder({ contestId, organizer, origin, allowedOrigins }: EmbedBuilderProps) {
  const [choice, setChoice] = useState(() => defaultChoice(contestId, organizer));
  const accentId = useId();
  const radiusId = useId();
  const [copied, setCopied] = useState<CopyState>(null);
  const snippets = useMemo(() => embedSnippets(choice, origin), [choice, origin]);
  const element = embedElements.find((e) => e.tag === choice.tag)!;
  const change = (patch: Partial<EmbedChoice>) => {
    setCopied(null);
    setChoice((c) => ({ ...c, ...patch }));
  };
  async function copy(tab: keyof EmbedSnippets) {
    try {
      await navigator.clipboard.writeText(snippets[tab]);
      setCopied({ tab, ok: true });
    } catch {
      setCopied({ tab, ok: false });
    }
  }
  const labels: Record<keyof EmbedSnippets, string> = { script: 'Script tag', esm: 'ES module', react: 'React' };
  return (
    <Layout>
      <Controls>
        <legend>What to embed</legend>
        <SelectField
          label="Element"
          value={choice.tag}
          onChange={(e) => change({ tag: e.target.value as EmbedTag })}
          options={embedElements.map((e) => ({ value: e.tag, label: e.label }))}
        />
        <SelectField
          label="Theme"
          value={choice.theme}
          onChange={(e) => change({ theme: e.target.value as EmbedTheme })}
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
            { value: 'auto', label: "Follow the visitor's setting" },
          ]}
        />
        <Row>
          <Checkbox label="Own accent colour" checked={choice.accent !== null} onChange={(e) => change({ accent: e.target.checked ? '#5b3df5' : null })} />
          {choice.accent !== null ? (
            <>
              <label htmlFor={accentId}>Accent</label>
              <input id={accentId} type="color" value={choice.accent} onChange={(e) => change({ accent: e.target.value })} />
            </>
          ) : null}
        </Row>
        <Row>
          <Checkbox label="Own corner radius" checked={choice.radius !== null} onChange={(e) => change({ radius: e.target.checked ? 18 : null })} />
          {choice.radius !== null ? (
            <>
              <label htmlFor={radiusId}>Radius</label>
              <input id={radiusId} type="range" min={0} max={32} value={choice.radius} onChange={(e) => change({ radius: Number(e.target.value) })} aria-valuetext={`${choice.radius} pixels`} />
              <span aria-hidden="true">{choice.radius}px</span>
            </>
          ) : null}
        </Row>
        {element.pageSize ? (
          <SelectField
            label="Leaderboard rows per page"
            value={String(choice.pageSize)}
            onChange={(e) => change({ pageSize: Number(e.target.value) as EmbedChoice['pageSize'] })}
            options={pageSizes.map((n) => String(n))}
          />
        ) : null}
        {element.variant ? (
          <SelectField
            label="Leaderboard style"
            value={choice.variant}
            onChange={(e) => change({ variant: e.target.value as EmbedChoice['variant'] })}
            options={[
              { value: 'standard', label: 'Standard' },
              { value: 'creative', label: 'Creative' },
            ]}
          />
        ) : null}
        <div>
          <strong>Sites these widgets may run on</strong>
          {allowedOrigins.length ? (
            <>
              <Origins aria-label="Allowed sites">
                {allowedOrigins.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </Origins>
              <p>Entries sent from any other site are refused. Change the list in your organisation&rsquo;s settings.</p>
            </>
          ) : (
            <p>Any site: no list is set for your organisation, so entries are taken wherever the widgets run.</p>
          )}
        </div>
      </Controls>
      <div>
        <Tabs
          label="Embed code"
          items={(Object.keys(labels) as (keyof EmbedSnippets)[]).map((tab) => ({
            id: tab,
            label: labels[tab],
            content: <SnippetPanel code={snippets[tab]} tab={tab} label={labels[tab]} copied={copied} onCopy={copy} />,
          }))}
        />
        <h3>Preview</h3>
        <LivePreview choice={choice} />
      </div>
    </Layout>
  );
}
