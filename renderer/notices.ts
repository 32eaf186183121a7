// Editor-facing notice texts. The first two are spec strings (docs/behaviour/content-and-environments.md, docs/behaviour/README.md error table).

export const disabledMessage = (id: string) => `Component [${id}] is disabled`;

export const unresolvedMessage = (name: string, id: string) =>
  `The component ${name} for the id ${id} could not be resolved.`;

export const notAvailableMessage = (name: string, id: string) =>
  `The component ${name} for the id ${id} is not yet available.`;

export const failedMessage = (name: string, id: string) =>
  `The component ${name} for the id ${id} failed to render.`;

export const orphanDetail = (parentId: string) => `Its parent [${parentId}] is not on this page.`;
