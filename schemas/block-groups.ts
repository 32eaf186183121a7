/** The groups a block can belong to (docs/behaviour/content-and-environments.md); `x-group` in every block schema. */
export const blockGroups = ['Blade', 'Banner', 'Layout', 'Social', 'Faq', 'Video', 'Other'] as const;
export type BlockGroup = (typeof blockGroups)[number];
