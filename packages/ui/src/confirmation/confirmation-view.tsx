import { useEffect, useId, useRef } from 'react';
import type { EntryResult } from '@chorus/core';
import { Button } from '../button/button.tsx';
import { platformLabel } from '../widget-kit/format.ts';
import { CheckCircleIcon } from '../widget-kit/icons.tsx';
import { Heading, Message, Root, Summary } from './confirmation-view.styles.ts';

export interface ConfirmationViewProps {
  /** contestMessages.confirmation or confirmationPost, as the server answered. */
  message: string;
  entry?: EntryResult;
  onDone: () => void;
  heading?: string;
  headingLevel?: 2 | 3;
}

/** After a submission: the in-review message and a Done button. Focus moves to the heading (described by the message) so both are read out. */
export function ConfirmationView({ message, entry, onDone, heading = 'Submission received', headingLevel = 2 }: ConfirmationViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const messageId = `chorus-confirmation-${useId()}`;
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Root part="confirmation">
      <CheckCircleIcon size={56} />
      <Heading as={`h${headingLevel}`} ref={headingRef} tabIndex={-1} aria-describedby={messageId}>
        {heading}
      </Heading>
      <Message id={messageId}>{message}</Message>
      {entry ? (
        <Summary>
          <dt>Contest</dt>
          <dd>{entry.contestName}</dd>
          <dt>Creator</dt>
          <dd>@{entry.creator}</dd>
          {entry.platform ? (
            <>
              <dt>Platform</dt>
              <dd>{platformLabel(entry.platform)}</dd>
            </>
          ) : null}
          <dt>Status</dt>
          <dd>In review</dd>
        </Summary>
      ) : null}
      <Button onClick={onDone} part="done-button">
        Done
      </Button>
    </Root>
  );
}
