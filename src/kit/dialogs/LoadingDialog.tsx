import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Modal progress dialog for long operations (widths 300 or 450). */
export function LoadingDialog({ open, text, width = 300 }: { open: boolean; text: string; width?: 300 | 450 }) {
  return (
    <Dialog open={open} slotProps={{ paper: { sx: { width } } }} aria-busy="true">
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={28} />
          <Typography>{text}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
