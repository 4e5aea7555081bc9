import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Box, Hint, Row, Wrapper } from './checkbox.styles.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

export function Checkbox({ label, hint, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `chorus-checkbox-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <Wrapper className={className}>
      <Row htmlFor={inputId}>
        <Box {...rest} id={inputId} type="checkbox" aria-describedby={hintId} />
        <span>{label}</span>
      </Row>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Wrapper>
  );
}
