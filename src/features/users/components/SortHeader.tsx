import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';

/** A sortable column header: shows the direction on the sorted column; a click asks to sort by it. */
export function SortHeader(props: { column: string; label: string; orderBy: string; order: 'ASC' | 'DESC'; onSort: (column: string) => void }) {
  const active = props.orderBy === props.column;
  return (
    <TableCell sortDirection={active ? (props.order === 'ASC' ? 'asc' : 'desc') : false}>
      <TableSortLabel active={active} direction={active && props.order === 'DESC' ? 'desc' : 'asc'} onClick={() => props.onSort(props.column)} data-testid={`sort-${props.column}`}>
        {props.label}
      </TableSortLabel>
    </TableCell>
  );
}
