import { mediaUp, Tabs } from '@chorus/ui';
import { styled } from 'styled-components';

/**
 * The ui Tabs for a page's main sections: on phones the tab list spans the width and tabs share it with
 * tighter padding, so three tabs fit at 390px instead of scrolling out of sight.
 */
export const PageTabs = styled(Tabs)`
  & [role='tablist'] {
    width: 100%;
    ${mediaUp('sm')} {
      width: fit-content;
    }
  }
  & [role='tab'] {
    flex: 1 0 auto;
    padding: 0 8px;
    ${mediaUp('sm')} {
      flex: none;
      padding: 0 16px;
    }
  }
`;
