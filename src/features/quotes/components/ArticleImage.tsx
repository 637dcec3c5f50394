import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { STORED_DEFAULTS } from '../../../kit/session/storageKeys';
import { quotesApi } from '../api/quotesApi';

/** Photos of articles by file name (getURLFile); a missing file, a per-item status code or a failed call give the placeholder. */
export function useArticleImages(names: readonly (string | null | undefined)[]): Record<string, string> {
  const wanted = [...new Set(names.filter((n): n is string => Boolean(n)))].sort();
  const query = useQuery({
    queryKey: ['quote-article-images', wanted],
    enabled: wanted.length > 0,
    staleTime: Infinity,
    queryFn: async () => Object.fromEntries((await quotesApi.images(wanted)).filter((i) => i.url && !i.statusCode).map((i) => [i.name, i.url!])),
  });
  return query.data ?? {};
}

/** An article thumbnail: its photo, or the placeholder image. */
export function ArticleImage({ name, images, size = 44, alt }: { name: string | null | undefined; images: Record<string, string>; size?: number; alt: string }) {
  const src = (name && images[name]) || STORED_DEFAULTS.defaultImage;
  return (
    <Box component="img" src={src} alt={alt} width={size} height={size} loading="lazy" data-testid="article-image" data-placeholder={src === STORED_DEFAULTS.defaultImage ? 'S' : 'N'}
      sx={{ display: 'block', borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' }} />
  );
}
