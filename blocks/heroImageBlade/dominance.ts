export interface DominanceRatio {
  /** Share of the row the asset takes on wider screens (percent). */
  asset?: number;
  /** Share of the row the text takes on wider screens (percent). */
  text?: number;
  /** Width of the asset on mobile, where asset and text stack (percent). */
  mobile?: number;
}

/** docs/behaviour/blocks.md: dominance defaults are 50/50/100. */
export const DEFAULT_DOMINANCE = { asset: 50, text: 50, mobile: 100 } as const;

export interface DominanceLayout {
  asset: number;
  text: number;
  mobile: number;
  /** grid-template-columns from the tablet breakpoint up, asset column on the chosen side. */
  columns: string;
}

function percent(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(100, value) : fallback;
}

/** Grid columns for a hero blade: `{asset}fr {text}fr`, swapped when the asset sits on the right. */
export function dominanceLayout(
  ratio: DominanceRatio | null | undefined,
  assetPosition: string | undefined,
): DominanceLayout {
  const asset = percent(ratio?.asset, DEFAULT_DOMINANCE.asset);
  const text = percent(ratio?.text, DEFAULT_DOMINANCE.text);
  const mobile = percent(ratio?.mobile, DEFAULT_DOMINANCE.mobile);
  const columns = assetPosition === 'right' ? `${text}fr ${asset}fr` : `${asset}fr ${text}fr`;
  return { asset, text, mobile, columns };
}
