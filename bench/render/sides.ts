// The two sides of the bench (node and browser): the real PageRenderer, and a bare React map of the same
// components with the same final props, under the contexts blocks read and nothing else.
import { createElement } from 'react';
import type { ReactElement } from 'react';
import {
  PageRenderer,
  RegistryContext,
  RenderContext,
  ServerRenderContext,
  TranslateContext,
  applySchemaDefaults,
  translateProps,
} from '../../renderer';
import type { BlockRegistry, RenderContextValue, RenderableComponent, Translate } from '../../renderer';

export interface Sides {
  page: () => ReactElement;
  bare: () => ReactElement;
}

export function translatorOf(texts: Readonly<Record<string, string>>): Translate {
  return (key) => (Object.prototype.hasOwnProperty.call(texts, key) ? texts[key] : undefined);
}

/**
 * Both sides over `components`. The bare side gets each block's props with defaults and translations applied
 * beforehand (outside the timing), so both render the same components with the same props; the renderer's
 * side does that work itself, as part of its cost. The bench hands both sides the page flattened (content.ts
 * `flat`): a container then renders no children on either side, and both render the same blocks once each.
 */
export function sides(
  registry: BlockRegistry,
  components: readonly RenderableComponent[],
  context: RenderContextValue,
  translate: Translate,
  onServer: boolean,
): Sides {
  const layout = { components };
  // On the server each render gets the recorder the server's page render provides (ServerRenderContext: what
  // pageMeta asks for in <head>), around both sides.
  const served = (el: ReactElement): ReactElement =>
    onServer ? createElement(ServerRenderContext, { value: { head: [] } }, el) : el;
  const page = () =>
    served(
      createElement(
        TranslateContext,
        { value: translate },
        createElement(PageRenderer, { layout, registry, context }),
      ),
    );
  const items = components.map((c) => {
    const def = registry[c.component]!;
    return {
      key: c.componentId,
      type: c.component,
      Comp: def.component!,
      props: translateProps(applySchemaDefaults(def.schema, c.props), translate),
    };
  });
  const bare = () =>
    served(
      createElement(
        RegistryContext,
        { value: registry },
        createElement(
          RenderContext,
          { value: context },
          items.map(({ key, type, Comp, props }) =>
            // As in the renderer: a component's props type is known only from the type name at run time.
            createElement(Comp, { key, componentId: key, type, props: props as never }),
          ),
        ),
      ),
    );
  return { page, bare };
}
