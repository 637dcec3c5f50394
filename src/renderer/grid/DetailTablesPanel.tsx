import { useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Detail } from '../../engine/definition/reportDefinition.gen';
import { SubTable } from './SubTable';

/**
 * The expansion of a row: its tables one under the other, each with its own request, paging and empty state. `onHeight` reports the
 * panel's height whenever it changes (a table loads, pages or changes its page size) so the grid row can take it.
 */
export function DetailTablesPanel({ tables, parent, parentId, onHeight }: { tables: readonly Detail[]; parent: Record<string, unknown>; parentId: string; onHeight?: (height: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const report = useRef(onHeight);
  report.current = onHeight;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => report.current?.(Math.ceil(element.offsetHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} sx={{ px: 3, py: 1, bgcolor: 'action.hover' }} data-testid="detail-panel">
      <Stack spacing={2}>
        {tables.map((detail, index) => <SubTable key={index} detail={detail} index={index} parent={parent} parentId={parentId} />)}
      </Stack>
    </Box>
  );
}
