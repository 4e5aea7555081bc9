import { Alert, Button } from '@chorus/ui';
import { styled } from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px 16px;
`;

export interface ErrorPanelProps {
  messages: string[];
  title?: string;
  onRetry?: () => void;
}

/** A load that failed: the server's words, announced at once, and a way to try again. */
export function ErrorPanel({ messages, title = 'We could not load this', onRetry }: ErrorPanelProps) {
  return (
    <Alert tone="danger" title={title}>
      <Row>
        <span>{messages.join(' ')}</span>
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Row>
    </Alert>
  );
}
