// Public surface of blocks/. The registry holds lazy loaders only, so importing it pulls no block code.
export { registry } from './registry';
export { RandomSourceContext } from './randomizer/random-source';
export type { RandomSource } from './randomizer/random-source';
export { CUSTOM_ACTION_EVENT, SIGN_IN_ACTION } from './shared/custom-action';
export type { CustomActionDetail } from './shared/custom-action';
