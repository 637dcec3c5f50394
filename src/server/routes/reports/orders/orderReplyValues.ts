/** An amount rounded to cents. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** S or N for a yes/no of the reply. */
export const sn = (b: boolean) => (b ? 'S' : 'N');
