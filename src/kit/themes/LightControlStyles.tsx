import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';

/**
 * The portal-wide classes of the light controls that grid cells draw on every row (plain elements instead of a styled component per
 * row): a cell's lines (`light-lines`: centred in the row's height) and a row of items (`light-row`), icons (`light-icon`), icon buttons with
 * the look of the library's small IconButton (`light-icon-button`), a caption line
 * (`light-caption`), status colours (`light-color-*`), the hover tooltip of `data-tip` elements (`light-tooltip`, DataTipTooltip)
 * and text only assistive technology reads (`light-sr-only`). Written once per theme, so rows add no styles.
 */
function lightControlStyles(theme: Theme) {
  const colours = Object.fromEntries((['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const).map((c) => [`.light-color-${c}`, { color: theme.palette[c].main }]));
  return {
    '.light-icon': { display: 'inline-block', width: '1em', height: '1em', flexShrink: 0, fill: 'currentColor', fontSize: theme.typography.pxToRem(20), userSelect: 'none' },
    '.light-icon-button': {
      display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: '0 0 auto', boxSizing: 'border-box', margin: 0, border: 0, borderRadius: '50%',
      padding: 5, fontSize: theme.typography.pxToRem(18), background: 'transparent', color: theme.palette.primary.main, cursor: 'pointer', outline: 0,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
      '&.light-neutral': { color: theme.palette.action.active },
    },
    '.light-lines': { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.2 },
    '.light-row': { display: 'flex', alignItems: 'center', gap: 4 },
    '.light-caption': { ...theme.typography.caption, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '.light-color-disabled': { color: theme.palette.action.disabled },
    ...colours,
    '.light-tooltip': {
      zIndex: theme.zIndex.tooltip, pointerEvents: 'none', maxWidth: 300, padding: '4px 8px', borderRadius: 4, overflowWrap: 'break-word',
      backgroundColor: alpha(theme.palette.grey[700], 0.92), color: theme.palette.common.white,
      fontFamily: theme.typography.fontFamily, fontSize: theme.typography.pxToRem(11), fontWeight: theme.typography.fontWeightMedium, lineHeight: 1.4,
    },
    '.light-sr-only': { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
  };
}

/** Puts the light controls' classes in the page for the current theme. */
export function LightControlStyles() {
  return <GlobalStyles styles={lightControlStyles} />;
}
