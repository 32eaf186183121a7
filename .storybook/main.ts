import type { StorybookConfig } from '@storybook/react-vite';

// Stories: the generated block stories and the hand-written cross-block ones in stories/, plus any extra-state
// stories a block or the editor keeps beside its code.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../stories/**/*.stories.@(ts|tsx)',
    '../blocks/**/*.stories.@(ts|tsx)',
    '../editor/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs'],
  // Offline and private: no usage reports, no version check against the internet.
  core: { disableTelemetry: true, enableCrashReports: false, disableWhatsNewNotifications: true },
  // Schema-driven argTypes replace docgen; skipping react-docgen also keeps the build quick.
  typescript: { reactDocgen: false },
};

export default config;
