import type { Decorator, Preview } from '@storybook/react-vite';
import { embedThemeCss } from '@chorus/ui';

const themeCss = embedThemeCss('.chorus-story', '.chorus-story[data-theme="dark"]');

/** Wraps each story the way an embed wraps a widget: the public --chorus-* properties, light or dark. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <div
      className="chorus-story"
      data-theme={theme}
      style={{ padding: 24, minHeight: '100vh', boxSizing: 'border-box', background: theme === 'dark' ? '#0f0d17' : '#f6f5fb' }}
    >
      <style>{`body { margin: 0; } ${themeCss}`}</style>
      <Story />
    </div>
  );
};

const preview: Preview = {
  // A docs page for every component: each widget's, and each SDK element's (controls from its manifest).
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Widget theme (the SDK theme attribute)',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
