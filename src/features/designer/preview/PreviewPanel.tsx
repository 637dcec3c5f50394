/** Props of the designer's preview of a definition. */
export interface PreviewPanelProps {
  code: string;
  definition: Record<string, unknown> | null;
}

/** Placeholder of the preview (the real panel replaces this file). */
export function PreviewPanel(_props: PreviewPanelProps) {
  return null;
}
