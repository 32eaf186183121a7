// Test blocks for the renderer's own tests and the render bench: real components, registered the way
// blocks/registry.ts registers real blocks (lazy code).
import { lazy } from 'react';
import { BlockList } from './BlockList';
import type { BlockComponent, BlockComponentProps, BlockDefinition, BlockRegistry } from './types';

export function TextBlock({ componentId, props }: BlockComponentProps) {
  return <p data-testid={`text.${componentId}`}>{String(props.text ?? '')}</p>;
}

export function TabsBlock({ componentId, props }: BlockComponentProps) {
  const tabs = Array.isArray(props.tabs) ? (props.tabs as string[]) : [];
  return (
    <div data-testid={`tabs.${componentId}`}>
      {tabs.map((tab) => (
        <div key={tab} data-testid={`tab.${componentId}.${tab}`}>
          <BlockList parentId={componentId} slot={tab} />
        </div>
      ))}
    </div>
  );
}

export function ThrowingBlock(): never {
  throw new Error('broken block');
}

function lazily(c: BlockComponent) {
  return lazy(async () => ({ default: c }));
}

export function define(
  type: string,
  component: BlockComponent | null,
  schema: Record<string, unknown> = {},
): BlockDefinition {
  return {
    type,
    title: type,
    group: 'Other',
    schema: { type: 'object', ...schema },
    ...(component ? { component: lazily(component) } : {}),
  };
}

export function createTestRegistry(extra: Record<string, BlockDefinition> = {}): BlockRegistry {
  return {
    text: define('text', TextBlock, { properties: { text: { type: 'string', default: 'default text' } } }),
    tabs: define('tabs', TabsBlock),
    broken: define('broken', ThrowingBlock),
    later: define('later', null),
    ...extra,
  };
}
