// The save both the component fetcher's and the component hook's tests make against the real API: the fixture's
// home page, live phase, read in one environment, and its heading block saved with a new heading text.
import { getPage } from '../content/get-page';
import type { SaveComponentInput } from '../content/save-component';
import type { Environment } from '../site-env';

export async function headingSave(environment: Environment, text: string) {
  const read = (await getPage({ page: 'home', phase: 'live', env: environment })).data;
  const heading = read.components.find((c) => c.componentId === 'heading')!;
  const input = {
    environment,
    page: 'home',
    phase: 'live',
    contentId: 'heading',
    parentOrType: 'sectionHeading',
    originalHash: heading.originalHash ?? null,
    changes: { ...heading.props, heading: text },
  } satisfies SaveComponentInput;
  return { read, heading, input };
}
