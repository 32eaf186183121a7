// A one-block registry for tests of the shell and the site tools: the real registry lives in blocks/, which the
// renderer and site-settings may not import.
import { lazy } from 'react';
import type { BlockComponentProps, BlockRegistry } from '../renderer';

function TestHeading({ props }: BlockComponentProps<{ text?: string }>) {
  return <h1>{props.text}</h1>;
}

/** One block type, `testHeading` (an h1 of its `text` prop): enough for the test servers' page layouts. */
export const headingRegistry: BlockRegistry = {
  testHeading: {
    type: 'testHeading',
    title: 'Test heading',
    group: 'Other',
    schema: { type: 'object' },
    component: lazy(async () => ({ default: TestHeading })),
  },
};
