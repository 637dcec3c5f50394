import { QueryClient } from '@tanstack/react-query';

/** The portal's one server-state cache, shared by React (QueryClientProvider) and the shell's background refreshes. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
