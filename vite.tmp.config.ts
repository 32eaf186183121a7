import base from './vite.config';
export default {
  ...base,
  build: {
    ...base.build,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'blocks', test: /\/blocks\/(?!registry\.ts|index\.ts)/ },
          ],
        },
      },
    },
  },
};
