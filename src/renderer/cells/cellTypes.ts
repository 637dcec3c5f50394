import type { ComponentType } from 'react';
import type { Column } from '../../engine/definition/reportDefinition.gen';

/** Props of a registered cell: the row, the column and the raw value. */
export interface CellProps {
  row: Record<string, unknown>;
  column: Column;
  value: unknown;
}

/** A registered cell renderer. */
export type CellComponent = ComponentType<CellProps>;
