import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Column } from '../../engine/definition/reportDefinition.gen';
import { cellText } from '../../engine/values/cellValue';

/** A card of labelled values of a record (fields formatted like grid columns). */
export function DetailCard({ titleKey, fields, row, loading }: { titleKey: string; fields: readonly Column[]; row: Record<string, unknown>; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="detail-card">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t(titleKey)}</Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {fields.map((f) => (
            <Fragment key={f.field}>
              <Typography component="dt" variant="body2" color="text.secondary">{t(f.headerKey)}</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{loading ? '…' : cellText(f, row, t)}</Typography>
            </Fragment>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
