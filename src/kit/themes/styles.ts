/** The four styles of the style picker: Base and three customer styles. */
export const STYLES = {
  base: { primary: '#1f5aa6', secondary: '#e0842b', background: '#f4f6f9' },
  verde: { primary: '#2e7d4f', secondary: '#8bb33c', background: '#f3f7f2' },
  industrial: { primary: '#37474f', secondary: '#f57c00', background: '#f2f2f2' },
  mediterraneo: { primary: '#00838f', secondary: '#c0504d', background: '#f1f8f9' },
} as const;

/** A style id. */
export type StyleId = keyof typeof STYLES;

/** Style ids in the order the picker shows them. */
export const STYLE_IDS = Object.keys(STYLES) as StyleId[];

/** True for a known style id. */
export const isStyleId = (value: string | null | undefined): value is StyleId => Boolean(value && value in STYLES);

/** The colours of a stored style id (Base for an unknown one). */
export const paletteOf = (style: string | null | undefined) => STYLES[isStyleId(style) ? style : 'base'];
