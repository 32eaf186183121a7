/** The groups a block can belong to (spec 001 section 3); `x-group` in every block schema. */
export const blockGroups = ['Blade', 'Banner', 'Layout', 'Social', 'Faq', 'Video', 'Other'] as const;
export type BlockGroup = (typeof blockGroups)[number];
