import { token, useFocusTrap } from '@chorus/ui';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slide = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: ${token('color-overlay')};
  animation: ${fade} ${token('duration-base')} ease;
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 61;
  display: flex;
  flex-direction: column;
  width: min(300px, 86vw);
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-lg')};
  overflow-y: auto;
  animation: ${slide} ${token('duration-base')} cubic-bezier(0.2, 0.8, 0.2, 1);

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  padding: 0 12px 0 20px;
  border-bottom: 1px solid ${token('color-border')};
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-sunken')};
  }
`;

export interface DrawerProps {
  id: string;
  label: string;
  onClose: () => void;
  header?: ReactNode;
  children: ReactNode;
}

/** The mobile side menu: a modal panel from the left; focus is trapped, Escape or the backdrop closes it. */
export function Drawer({ id, label, onClose, header, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, { onEscape: onClose });

  useEffect(() => {
    const saved = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = saved;
    };
  }, []);

  return (
    <>
      <Backdrop onMouseDown={onClose} />
      <Panel ref={panelRef} id={id} role="dialog" aria-modal="true" aria-label={label}>
        <Top>
          {header}
          <Close type="button" onClick={onClose} aria-label="Close menu">
            <X size={20} aria-hidden="true" />
          </Close>
        </Top>
        {children}
      </Panel>
    </>
  );
}
