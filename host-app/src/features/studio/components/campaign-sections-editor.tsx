import { Button, TextField, token } from '@chorus/ui';
import { styled } from 'styled-components';
import { TextArea } from '../../../components/form/form-controls.tsx';
import type { SectionDraft } from './campaign-draft.ts';

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  padding: 12px;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 650;
    padding: 0 4px;
  }
`;

const Field = styled.div`
  display: grid;
  gap: 8px;
  padding-left: 10px;
  border-left: 3px solid ${token('color-border')};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface SectionsEditorProps {
  sections: SectionDraft[];
  onChange: (sections: SectionDraft[]) => void;
}

/**
 * The brief: sections, each a header and its fields (a name and a value). A value is HTML: the server keeps
 * paragraphs, bold, lists and links and removes the rest; the Preview tab shows it as creators will, after a save.
 */
export function SectionsEditor({ sections, onChange }: SectionsEditorProps) {
  const setSection = (i: number, s: SectionDraft) => onChange(sections.map((x, j) => (j === i ? s : x)));
  return (
    <>
      {sections.map((s, i) => {
        const n = i + 1;
        return (
          <Section key={i}>
            <legend>Section {n}</legend>
            <TextField label={`Section ${n} header`} value={s.header} onChange={(e) => setSection(i, { ...s, header: e.target.value })} />
            {s.fields.map((f, k) => (
              <Field key={k}>
                <TextField label={`Section ${n}, field ${k + 1} name`} value={f.name} onChange={(e) => setSection(i, { ...s, fields: s.fields.map((x, m) => (m === k ? { ...x, name: e.target.value } : x)) })} />
                <TextArea
                  label={`Section ${n}, field ${k + 1} value`}
                  hint="Text or simple HTML (<p>, <strong>, <ul>, <a href>); anything else is removed when saved."
                  rows={3}
                  value={f.value}
                  onChange={(e) => setSection(i, { ...s, fields: s.fields.map((x, m) => (m === k ? { ...x, value: e.target.value } : x)) })}
                />
                <div>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setSection(i, { ...s, fields: s.fields.filter((_, m) => m !== k) })}>
                    Remove field {k + 1} of section {n}
                  </Button>
                </div>
              </Field>
            ))}
            <Row>
              <Button type="button" size="sm" variant="secondary" onClick={() => setSection(i, { ...s, fields: [...s.fields, { name: '', value: '' }] })}>
                Add a field to section {n}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => onChange(sections.filter((_, j) => j !== i))}>
                Remove section {n}
              </Button>
            </Row>
          </Section>
        );
      })}
      <div>
        <Button type="button" size="sm" variant="secondary" onClick={() => onChange([...sections, { header: '', fields: [{ name: '', value: '' }] }])}>
          Add a section
        </Button>
      </div>
    </>
  );
}
