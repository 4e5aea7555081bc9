import { Alert, token } from '@chorus/ui';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';

export const StepHeading = styled.h2`
  font-size: 1.375rem;
  font-weight: 700;
  margin-bottom: 4px;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${token('focus-ring')};
    border-radius: ${token('radius-sm')};
  }
`;

export const StepBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 10px 24px;
  legend {
    font-size: 0.875rem;
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${token('color-primary')};
  }
`;

const ConflictList = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
`;

/** A form's outcome and the handles it names: the handle conflicts of sign-up, manager onboarding and Add Creator. */
export function HandlesAlert({ tone, role, message, handles }: { tone: 'success' | 'danger'; role?: 'alert'; message: string; handles: readonly { platform: string; handle: string }[] }) {
  return (
    <Alert tone={tone} role={role}>
      <p>{message}</p>
      {handles.length ? (
        <ConflictList>
          {handles.map((h) => (
            <li key={`${h.platform}|${h.handle}`}>
              {h.platform}: @{h.handle}
            </li>
          ))}
        </ConflictList>
      ) : null}
    </Alert>
  );
}

/**
 * After a refused Next the errors render; this then moves focus to the first invalid field of `container`, so
 * keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (!request) return;
    const el = container.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (el && typeof el.focus === 'function') {
      if (el.getAttribute('role') === 'alert' && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus();
    }
  }, [request, container]);
  return () => setRequest((n) => n + 1);
}

/** A step's frame: its focusable heading (focus lands here on each step change) and body. */
export function Step({ title, headingRef, children }: { title: string; headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return (
    <section aria-labelledby="signup-step-heading">
      <StepHeading id="signup-step-heading" ref={headingRef} tabIndex={-1}>
        {title}
      </StepHeading>
      <StepBody>{children}</StepBody>
    </section>
  );
}

export const useFormRef = () => useRef<HTMLFormElement>(null);
