import { createElement, forwardRef, memo } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SvgIconComponent } from '@mui/icons-material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { iconDrawing, LightIcon } from '../../src/renderer/cells/LightIcon';
import { iconRegistry } from '../../src/renderer/registries/iconRegistry';

/** What an svg element holds, from its markup. */
const inner = (markup: string) => /<svg[^>]*>([\s\S]*)<\/svg>/.exec(markup)?.[1] ?? '';

const CELL_ICONS: Record<string, SvgIconComponent> = {
  CancelIcon, CheckCircleIcon, ErrorOutlineIcon, FiberManualRecordIcon, KeyboardArrowDownIcon, KeyboardArrowRightIcon, RadioButtonUncheckedIcon, WarningAmberIcon,
};

describe('light icons: the library icons drawn as plain svg', () => {
  it('every registered icon and every icon a cell draws gives the same drawing as the library component renders', () => {
    const icons = [...iconRegistry.ids().map((id) => [id, iconRegistry.get(id)] as const), ...Object.entries(CELL_ICONS)];
    expect(icons.length).toBeGreaterThan(30);
    for (const [name, icon] of icons) {
      const drawing = iconDrawing(icon);
      expect(drawing, name).not.toBeNull();
      const light = inner(renderToStaticMarkup(createElement(LightIcon, { icon })));
      expect(light, name).toMatch(/<(path|circle)\b/);
      expect(light, name).toBe(inner(renderToStaticMarkup(createElement(icon))));
    }
  });

  it('the light svg is decorative, takes the 24-unit view box and the portal class, and adds the caller class and style', () => {
    const markup = renderToStaticMarkup(createElement(LightIcon, { icon: CheckCircleIcon, className: 'light-color-success', style: { fontSize: 14 } }));
    expect(markup).toMatch(/^<svg class="light-icon light-color-success" style="font-size:14px" viewBox="0 0 24 24" aria-hidden="true" focusable="false">/);
  });

  it('an icon not built as the library builds its icons is drawn by its own component', () => {
    const own = memo(forwardRef<SVGSVGElement, object>(function Own(_props, ref) { return createElement('svg', { ref, 'data-own': 'yes' }); })) as unknown as SvgIconComponent;
    const plain = ((props: object) => createElement('svg', { ...props, 'data-plain': 'yes' })) as unknown as SvgIconComponent;
    expect(iconDrawing(plain)).toBeNull();
    expect(renderToStaticMarkup(createElement(LightIcon, { icon: plain }))).toContain('data-plain="yes"');
    // A memo(forwardRef) whose render gives no children also falls back to the component.
    expect(iconDrawing(own)).toBeNull();
    expect(renderToStaticMarkup(createElement(LightIcon, { icon: own }))).toContain('data-own="yes"');
  });
});
