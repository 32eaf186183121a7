// The parts of a stored page layout the renderer reads. Structurally compatible with the generated
// `PageLayout` / `PageComponent` of schemas/ (extra fields such as originalHash and editor pass through).

export interface RenderableComponent {
  componentId: string;
  component: string;
  parentId?: string | null;
  slot?: string | null;
  props?: Readonly<Record<string, unknown>> | null;
}

export interface RenderableLayout {
  components: readonly RenderableComponent[];
}
