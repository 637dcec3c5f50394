import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';

/** A help icon whose tooltip explains the field beside it (hover, focus or touch). */
export function HelpTip({ text, testId }: { text: string; testId: string }) {
  return (
    <Tooltip title={text} enterTouchDelay={0} arrow>
      <IconButton size="small" aria-label={text} data-testid={testId} sx={{ mt: 0.5 }}><HelpOutlineIcon fontSize="small" /></IconButton>
    </Tooltip>
  );
}
