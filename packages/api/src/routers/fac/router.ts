import { router } from '../../trpc';

/** `fac.* — filter-question groups (spec 02/03) */
export const facRouter = router({});
