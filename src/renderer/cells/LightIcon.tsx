import type { CSSProperties, ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';

const drawings = new WeakMap<SvgIconComponent, ReactNode | null>();

/**
 * The drawing (its path elements) of an icons-material icon. Each icon is `memo(forwardRef(render))` whose render returns
 * `<SvgIcon>{drawing}</SvgIcon>`; calling the render once gives the drawing without mounting the styled SvgIcon. Null when the icon
 * is built another way (the caller then draws the component itself).
 */
export function iconDrawing(icon: SvgIconComponent): ReactNode | null {
  if (drawings.has(icon)) return drawings.get(icon)!;
  let drawing: ReactNode | null = null;
  try {
    const render = (icon as unknown as { type?: { render?: (props: object, ref: null) => unknown } }).type?.render;
    const element = render?.({}, null) as { props?: { children?: ReactNode } } | undefined;
    drawing = element?.props?.children ?? null;
  } catch {
    drawing = null;
  }
  drawings.set(icon, drawing);
  return drawing;
}

/**
 * An icon drawn as a plain SVG with the portal's `light-icon` class (LightControlStyles): what a grid cell shows on every row,
 * without a styled component per icon. Decorative (hidden from assistive technology): the control around it carries the name.
 */
export function LightIcon({ icon: Icon, className, style }: { icon: SvgIconComponent; className?: string; style?: CSSProperties }) {
  const drawing = iconDrawing(Icon);
  if (drawing === null) return <Icon className={className} style={style} aria-hidden />;
  return (
    <svg className={className ? `light-icon ${className}` : 'light-icon'} style={style} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {drawing}
    </svg>
  );
}
