import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { optionsAtom } from '../session/sessionStore';

export interface OptionRequiredProps {
  /** The menu option code the screen needs. */
  option: string;
  /** Texts of the refusal, already translated. */
  title: string;
  text: string;
  homeLabel: string;
  testId: string;
  children: ReactNode;
}

/** Shows its children only to users holding a menu option; anyone else gets a warning with a way to the reports home (the server refuses them too). */
export function OptionRequired({ option, title, text, homeLabel, testId, children }: OptionRequiredProps) {
  const options = useAtomValue(optionsAtom);
  if (options.some((o) => o.codigo === option)) return children;
  return (
    <Alert severity="warning" data-testid={testId} sx={{ maxWidth: 640 }}
      action={<Button component={RouterLink} to="/informes" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>{homeLabel}</Button>}>
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}
