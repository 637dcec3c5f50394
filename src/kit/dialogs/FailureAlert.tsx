import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { MoreInfo } from './MoreInfo';

/** An inline failure: a catalogue title and description in the user's language, the technical detail only under "More information". */
export function FailureAlert({ title, message, detail, severity = 'error', testId }: { title: string; message?: string; detail?: string | null; severity?: AlertColor; testId?: string }) {
  return (
    <Alert severity={severity} data-testid={testId ?? 'failure-alert'}>
      <AlertTitle>{title}</AlertTitle>
      {message}
      <MoreInfo detail={detail} />
    </Alert>
  );
}
