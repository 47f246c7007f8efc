import { router } from '../../trpc';

/** `perfiles.* — selection profiles (spec 02) */
export const perfilesRouter = router({});
