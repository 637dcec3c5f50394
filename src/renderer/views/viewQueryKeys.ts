/** The query key of a report's views. */
export const viewsKey = (code: string) => ['reportViews', code] as const;

/** The query key of the user's pinned views (the reports home). */
export const PINNED_KEY = ['pinnedViews'] as const;
