import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { FrameResult } from '../../engine/definition/reportDefinition.gen';

/** An embedded page (the query dashboard) at the address the report's request gave, titled with the report. */
export function ReportFrame({ url, result, titleKey }: { url: string; result: FrameResult; titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Box component="iframe" src={url} title={t(titleKey)} data-testid="report-frame"
      sx={{ width: '100%', height: result.height ?? 700, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} />
  );
}
