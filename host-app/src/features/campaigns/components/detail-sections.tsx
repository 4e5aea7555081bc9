import { CAMPAIGN_TIME_ZONE, formatDateTime, type CampaignDetail } from '@chorus/core';
import { token } from '@chorus/ui';
import { ChevronDown } from 'lucide-react';
import { styled } from 'styled-components';

const Accordion = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  overflow: hidden;
`;

const Section = styled.details`
  & + & {
    border-top: 1px solid ${token('color-border')};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 16px 20px;
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:focus-visible {
    outline: none;
    box-shadow: inset ${token('focus-ring')};
  }
  summary svg {
    transition: transform ${token('duration-fast')} ease;
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

const Fields = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0 20px 18px;
  dt {
    color: ${token('color-text-muted')};
    font-size: 0.8125rem;
    font-weight: 650;
    letter-spacing: 0.03em;
    text-transform: uppercase;
  }
  dd {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
  dd p + p {
    margin-top: 6px;
  }
`;


/** The campaign's detail sections (Row_CampaignDetails) as native disclosure widgets; the first starts open. */
export function DetailSections({ sections }: { sections: CampaignDetail['Row_CampaignDetails'] }) {
  if (!sections.length) return null;
  return (
    <Accordion>
      {sections.map((section, i) => (
        <Section key={`${section.Row_CampaignDetails_Header}-${i}`} open={i === 0}>
          <summary>
            {section.Row_CampaignDetails_Header}
            <ChevronDown size={18} aria-hidden="true" />
          </summary>
          <Fields>
            {section.Fields.map((field, j) => (
              <div key={`${field.FieldName}-${j}`}>
                <dt>{field.FieldName}</dt>
                {field.FieldValueDateTime ? (
                  // Campaign times are shown in Chicago time (campaigns.md §9).
                  <dd>{formatDateTime(field.FieldValueDateTime, { timeZone: CAMPAIGN_TIME_ZONE })} (Chicago time)</dd>
                ) : (
                  // The server sanitizes section values (creative direction HTML) before they leave the API.
                  <dd dangerouslySetInnerHTML={{ __html: field.FieldValue }} />
                )}
              </div>
            ))}
          </Fields>
        </Section>
      ))}
    </Accordion>
  );
}
