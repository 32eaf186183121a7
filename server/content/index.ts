// What other server features use of the content: the service, stored blocks and their versions.
export type { ContentService } from './content-service.js';
export { blockHash, readBlocks } from './content-store.js';
export { readLayoutVersion } from './content-versions.js';
