// Public surface of the renderer. Other folders import only from here.
export type {
  BlockComponentProps,
  BlockDefinition,
  BlockGroup,
  BlockRegistry,
  Environment,
  JsonSchema,
  RenderContextValue,
} from './types';
