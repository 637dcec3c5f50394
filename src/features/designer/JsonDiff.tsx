import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useTranslation } from 'react-i18next';
import { readOnlyJson } from './JsonEditor';

export interface JsonDiffProps {
  left: string;
  right: string;
  leftLabel: string;
  rightLabel: string;
  height?: number | string;
  testId?: string;
}

/** Two JSON texts side by side with their differences marked (read-only); unchanged stretches fold away. */
export function JsonDiff({ left, right, leftLabel, rightLabel, height = 480, testId }: JsonDiffProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  // The fold of unchanged lines speaks the user's language ("$" is CodeMirror's place for the count).
  const unchanged = t('designer.diff.unchangedLines');
  useEffect(() => {
    const phrases = EditorState.phrases.of({ '$ unchanged lines': unchanged });
    const view = new MergeView({
      parent: host.current!,
      a: { doc: left, extensions: [readOnlyJson, phrases, EditorView.contentAttributes.of({ 'aria-label': leftLabel })] },
      b: { doc: right, extensions: [readOnlyJson, phrases, EditorView.contentAttributes.of({ 'aria-label': rightLabel })] },
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    return () => view.destroy();
  }, [left, right, leftLabel, rightLabel, unchanged]);
  return (
    <Box data-testid={testId}>
      <Stack direction="row" sx={{ mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>{leftLabel}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>{rightLabel}</Typography>
      </Stack>
      <Box ref={host} sx={{ height, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, '& .cm-mergeView': { height: '100%' }, '& .cm-collapsedLines:before, & .cm-collapsedLines:after': { content: '"↕"' } }} />
    </Box>
  );
}
